/**
 * Tokens with SimpleJWT's semantics and social sign-in (design section 7, security.md "API contract safety"):
 * `POST /auth/token/`, `/auth/token/refresh/`, `/auth/token/blacklist/`, `/auth/google/`, `/auth/facebook/`.
 */
import { and, eq, isNull } from "drizzle-orm";
import { Hono, type Context } from "hono";
import {
  socialLoginRequestSchema,
  socialSignInDetail,
  tokenBlacklistRequestSchema,
  tokenObtainRequestSchema,
  tokenRefreshRequestSchema,
  type SocialLoginResponse,
} from "../../contract/auth";
import type { SocialProvider } from "../../contract/enums";
import { ERROR_DETAILS } from "../../contract/errors";
import { plainNameOf } from "../../contract/person-names";
import { refreshTokens, users } from "../db/schema";
import type { ApiDeps } from "../deps";
import { clientOf } from "../http/client-address";
import { ApiError, badRequest, notFound, throttled } from "../http/errors";
import { parseJson } from "../http/validate";
import { accountLanguage } from "../services/language";
import { hashPassword, needsRehash, verifyPassword } from "../services/passwords";
import { findAccountByEmail, startSession, type Account } from "../services/sign-in";
import { SocialSignInError, verifySocialToken, type ProviderIdentity } from "../services/social";
import { TokenError } from "../services/tokens";

/** SimpleJWT's token views name their realm; DRF answers 401 (not 403) because of it. */
const WWW_AUTHENTICATE = { "WWW-Authenticate": 'Bearer realm="api"' };

/**
 * Wrong password, unknown e-mail, inactive account, account without a password: one answer, so the response
 * never tells which (security.md). `verifyPassword` spends a hash's time even when there is no hash.
 */
function noActiveAccount(): ApiError {
  return new ApiError(401, { detail: ERROR_DETAILS.noActiveAccount }, WWW_AUTHENTICATE);
}

export function authRouter(deps: ApiDeps) {
  const { db, tokens, log, throttles } = deps;

  async function socialSignIn(c: Context, provider: SocialProvider) {
    const request = await parseJson(c, socialLoginRequestSchema);
    const identity = await verifyWithProvider(provider, request.access_token);
    let account = await findAccountByEmail(db, identity.email);
    let created = false;
    if (!account) {
      if (!request.role) {
        log.info("social sign-in without an account", { provider });
        throw notFound(socialSignInDetail.noAccount);
      }
      ({ account, created } = await createSocialAccount(
        identity,
        request.role,
        accountLanguage(undefined, c.req.header("Accept-Language")),
      ));
    }
    const active = await activateBySocial(account);
    if (!active) {
      log.warn("social sign-in refused: account deactivated", { provider, user_id: account.id });
      throw noActiveAccount();
    }
    const session = await startSession({ db, tokens }, active);
    log.info("sign-in succeeded", { method: provider, user_id: active.id, created });
    const body: SocialLoginResponse = { ...session, created };
    return c.json(body, created ? 201 : 200);
  }

  async function verifyWithProvider(provider: SocialProvider, accessToken: string): Promise<ProviderIdentity> {
    try {
      return await verifySocialToken(provider, accessToken, deps.config);
    } catch (error) {
      if (!(error instanceof SocialSignInError)) throw error;
      log.warn("social sign-in failed", { provider, kind: error.kind, reason: error.reason });
      const detail = socialSignInDetail[error.kind](provider);
      throw error.kind === "unavailable" ? new ApiError(503, { detail }) : badRequest(detail);
    }
  }

  /**
   * A new active account without a password (the provider vouched for the e-mail). Two sign-ins racing for one
   * address: the unique index lets one insert win, the other finds the winner's row.
   */
  async function createSocialAccount(
    identity: ProviderIdentity,
    role: Account["role"],
    language: Account["language"],
  ): Promise<{ account: Account; created: boolean }> {
    const [inserted] = await db
      .insert(users)
      .values({
        email: identity.email,
        username: identity.email,
        role,
        // The provider's names, never refused (the person did nothing wrong) but stored without a link or formula.
        firstName: plainNameOf(identity.firstName.slice(0, 150)),
        lastName: plainNameOf(identity.lastName.slice(0, 150)),
        language,
        isActive: true,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { account: inserted, created: true };
    const winner = await findAccountByEmail(db, identity.email);
    if (!winner) throw new Error("The account of a conflicting insert has disappeared.");
    return { account: winner, created: false };
  }

  /**
   * An account that signed up and never activated becomes active: the provider has just proved that this person
   * owns the address, which is all the activation link proves. One that has signed in before and is inactive
   * was deactivated on purpose and stays out (undefined).
   */
  async function activateBySocial(account: Account): Promise<Account | undefined> {
    if (account.isActive) return account;
    if (account.lastLoginAt !== null) return undefined;
    const [activated] = await db
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.id, account.id), isNull(users.lastLoginAt)))
      .returning();
    return activated;
  }

  return new Hono()
    .post("/auth/token/", async (c) => {
      const { email, password } = await parseJson(c, tokenObtainRequestSchema);
      // Counted per address and client: a stranger's failures lock out the stranger's client only (decision 178).
      const throttleKey = email.trim().toLowerCase();
      const client = clientOf(c);
      const wait = await throttles.signIn.retryAfter(throttleKey, client);
      if (wait !== null) {
        log.warn("sign-in throttled", { method: "password" });
        throw throttled(wait);
      }
      const account = await findAccountByEmail(db, email);
      const passwordMatches = await verifyPassword(password, account?.passwordHash);
      if (!account || !account.isActive || !account.passwordHash || !passwordMatches) {
        await throttles.signIn.fail(throttleKey, client);
        log.warn("sign-in failed", { method: "password", user_id: account?.id ?? null });
        throw noActiveAccount();
      }
      await throttles.signIn.clear(throttleKey, client);
      // Hashes made with older settings are upgraded now, while the password is at hand.
      const changes = needsRehash(account.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
      const session = await startSession({ db, tokens }, account, changes);
      log.info("sign-in succeeded", { method: "password", user_id: account.id });
      return c.json(session, 200);
    })
    .post("/auth/token/refresh/", async (c) => {
      const { refresh } = await parseJson(c, tokenRefreshRequestSchema);
      // A blacklisted token, or one of a deactivated account, is refused here (TokenError → 401 token_not_valid).
      // No rotation: the new access token belongs to the same session, the refresh token's (decision 178).
      const claims = await tokens.verifyRefresh(refresh);
      const access = await tokens.issueAccess({ id: claims.user_id, role: claims.role }, claims.jti);
      return c.json({ access }, 200);
    })
    .post("/auth/token/blacklist/", async (c) => {
      const { refresh } = await parseJson(c, tokenBlacklistRequestSchema);
      const claims = await tokens.verifyRefresh(refresh);
      // Conditional, so two concurrent blacklists of one token cannot both succeed.
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.jti, claims.jti), isNull(refreshTokens.revokedAt)))
        .returning({ jti: refreshTokens.jti });
      if (revoked.length === 0) throw new TokenError("revoked", "refresh");
      log.info("refresh token blacklisted", { user_id: claims.user_id });
      return c.json({}, 200);
    })
    .post("/auth/google/", (c) => socialSignIn(c, "google"))
    .post("/auth/facebook/", (c) => socialSignIn(c, "facebook"));
}
