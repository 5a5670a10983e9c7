/**
 * JWTs with SimpleJWT's semantics (design section 7): HS256, claims `token_type`, `user_id`, `role`, `exp`,
 * `iat`, `jti`; an access token is never accepted where a refresh token is expected, nor the reverse. An access
 * token also names its session, `sid`: the `jti` of the refresh token it came with or from
 * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication), so ending that refresh token's session ends its
 * access tokens at once (api/http/auth.ts asks). Every way a token can be wrong ends in one `TokenError` (the API's 401
 * `token_not_valid`), never in another exception, so a forged token can never become a 500. The secret comes in as an
 * argument, not from config, so tests and the API build the service the same way.
 */
import { SignJWT, errors, jwtVerify } from "jose";
import { z } from "zod";
import { ROLES, type Role } from "../../contract/enums";
import { ERROR_DETAILS, type TokenErrorMessage } from "../../contract/errors";

export type TokenType = "access" | "refresh";

export type TokenClaims = {
  token_type: TokenType;
  user_id: string;
  role: Role;
  exp: number;
  iat: number;
  jti: string;
  /** Access tokens only: the `jti` of the session's refresh token. */
  sid?: string;
};

/** What an access token carries: its session is always named. */
export type AccessClaims = TokenClaims & { token_type: "access"; sid: string };

export type TokenUser = { id: string; role: Role };

export type IssuedPair = {
  access: string;
  refresh: string;
  /** Store these two: the refresh token's row is what blacklisting and rotation act on. */
  refreshJti: string;
  refreshExpiresAt: Date;
};

export type TokenServiceOptions = {
  secret: string;
  accessLifetimeSeconds?: number;
  refreshLifetimeSeconds?: number;
  /**
   * Whether the session of a refresh token (its `jti`, of this user) has ended. Errors it throws are not token
   * errors: they propagate.
   */
  isRevoked?: (jti: string, userId: string) => Promise<boolean>;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
};

export type TokenService = {
  readonly accessLifetimeSeconds: number;
  readonly refreshLifetimeSeconds: number;
  issuePair(user: TokenUser): Promise<IssuedPair>;
  /** A new access token of the session of a refresh token just verified (`POST /auth/token/refresh/`). */
  issueAccess(user: TokenUser, sessionId: string): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims>;
  verifyRefresh(token: string): Promise<TokenClaims>;
};

export type TokenErrorReason = "malformed" | "invalid" | "expired" | "wrong_type" | "revoked";

/** A token that is not a valid token of the expected type. `reason` is for logs, never for the client. */
export class TokenError extends Error {
  readonly code = "token_not_valid";

  constructor(
    readonly reason: TokenErrorReason,
    readonly expected: TokenType,
    options?: { cause?: unknown },
  ) {
    super(`Invalid ${expected} token (${reason})`, options);
    this.name = "TokenError";
  }

  /** SimpleJWT's text for the refresh and blacklist endpoints. */
  get detail(): string {
    return this.reason === "revoked" ? ERROR_DETAILS.tokenBlacklisted : ERROR_DETAILS.tokenInvalidOrExpired;
  }

  /** SimpleJWT's `messages` entry of the 401 an authenticated endpoint sends. */
  get messages(): TokenErrorMessage[] {
    return [
      {
        token_class: this.expected === "access" ? "AccessToken" : "RefreshToken",
        token_type: this.expected,
        message: this.detail,
      },
    ];
  }
}

const ALGORITHM = "HS256";
/** Our tokens are a few hundred bytes; anything far longer is not worth parsing. */
const MAX_TOKEN_LENGTH = 4096;
/**
 * Three base64url segments and nothing else. Checked before jose because base64 decoders skip stray
 * whitespace and padding: only the exact text we issued should verify.
 */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** How many verified access tokens are kept (the oldest goes first): a few hundred signed-in visitors at once. */
const VERIFIED_ACCESS_KEPT = 1000;

const claimsSchema = z.object({
  token_type: z.enum(["access", "refresh"]),
  user_id: z.string().uuid(),
  role: z.enum(ROLES),
  exp: z.number().int(),
  iat: z.number().int(),
  jti: z.string().min(1).max(64),
  sid: z.string().min(1).max(64).optional(),
});

/** A random uuid in hex (122 random bits): a token's `jti`, and a refresh token's is its session's id. */
function newJti(): string {
  return crypto.randomUUID().replace(/-/g, "");
}

export function createTokenService(options: TokenServiceOptions): TokenService {
  const {
    secret,
    accessLifetimeSeconds = 3600,
    refreshLifetimeSeconds = 604_800,
    isRevoked = async () => false,
    now = () => new Date(),
  } = options;
  // Programming errors, not token errors: fail at start-up, loudly.
  if (secret.length === 0) throw new Error("The token secret must not be empty.");
  for (const lifetime of [accessLifetimeSeconds, refreshLifetimeSeconds]) {
    if (!Number.isInteger(lifetime) || lifetime <= 0) throw new Error("Token lifetimes must be positive integers.");
  }
  // Imported into WebCrypto once: given the raw bytes, jose imports a key for every token it signs or checks.
  let imported: Promise<CryptoKey> | undefined;
  const signingKey = () =>
    (imported ??= crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    ));

  async function sign(user: TokenUser, type: TokenType, lifetime: number, sessionId?: string) {
    const iat = Math.floor(now().getTime() / 1000);
    const exp = iat + lifetime;
    const jti = newJti();
    const session = sessionId === undefined ? {} : { sid: sessionId };
    const token = await new SignJWT({ token_type: type, user_id: user.id, role: user.role, jti, ...session })
      .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await signingKey());
    return { token, jti, exp };
  }

  /**
   * Access tokens whose signature and claims were checked, until they expire
   * (docs/performance.md#what-keeps-the-server-fast): one page's loaders send the same token several times, and the
   * next page again. Only what the token itself says is kept; whether the account is still active is asked on every
   * request (api/http/auth.ts).
   */
  const verifiedAccess = new Map<string, AccessClaims>();

  async function verify(token: string, expected: TokenType): Promise<TokenClaims> {
    if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) {
      throw new TokenError("malformed", expected);
    }
    let payload: unknown;
    try {
      // `algorithms` pins HS256: `none`, HS512 with our secret, or an RS256 header all fail here.
      ({ payload } = await jwtVerify(token, await signingKey(), {
        algorithms: [ALGORITHM],
        currentDate: now(),
        requiredClaims: ["exp", "iat", "jti"],
      }));
    } catch (error) {
      throw new TokenError(error instanceof errors.JWTExpired ? "expired" : "invalid", expected, { cause: error });
    }
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new TokenError("invalid", expected);
    if (claims.data.token_type !== expected) throw new TokenError("wrong_type", expected);
    return claims.data;
  }

  return {
    accessLifetimeSeconds,
    refreshLifetimeSeconds,
    async issuePair(user) {
      const refresh = await sign(user, "refresh", refreshLifetimeSeconds);
      const access = await sign(user, "access", accessLifetimeSeconds, refresh.jti);
      return {
        access: access.token,
        refresh: refresh.token,
        refreshJti: refresh.jti,
        refreshExpiresAt: new Date(refresh.exp * 1000),
      };
    },
    async issueAccess(user, sessionId) {
      return (await sign(user, "access", accessLifetimeSeconds, sessionId)).token;
    },
    async verifyAccess(token) {
      const known = verifiedAccess.get(token);
      if (known && known.exp > Math.floor(now().getTime() / 1000)) return known;
      const verified = await verify(token, "access");
      // A token without a session (made before sessions were named, or by hand) cannot be ended: refused.
      if (verified.sid === undefined) throw new TokenError("invalid", "access");
      const claims = { ...verified, token_type: "access" as const, sid: verified.sid };
      if (verifiedAccess.size >= VERIFIED_ACCESS_KEPT)
        verifiedAccess.delete(verifiedAccess.keys().next().value as string);
      verifiedAccess.set(token, claims);
      return claims;
    },
    async verifyRefresh(token) {
      const claims = await verify(token, "refresh");
      if (await isRevoked(claims.jti, claims.user_id)) throw new TokenError("revoked", "refresh");
      return claims;
    },
  };
}
