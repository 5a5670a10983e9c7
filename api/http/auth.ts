/**
 * Bearer authentication for the API (design section 7, security.md): ONLY the `Authorization: Bearer
 * <access>` header counts. Cookies are never read here, so a cross-site request riding on the web tier's
 * cookies reaches the API unauthenticated. As in DRF, a header that is present but bad is a 401 even where
 * authentication is optional, so a client learns that its token needs refreshing.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Role } from "../../contract/enums";
import { TokenError, type AccessClaims, type TokenService } from "../services/tokens";
import { ApiError, errorResponse, notAuthenticated, permissionDenied, tokenNotValid } from "./errors";

export type AuthUser = { id: string; role: Role };
/** Handlers behind `requireAuth`/`requireRole` read `c.get("user")`. */
export type AuthEnv = { Variables: { user: AuthUser } };
/** Handlers behind `optionalAuth` get `undefined` for a guest. */
export type OptionalAuthEnv = { Variables: { user?: AuthUser } };

export type AuthOptions = {
  /**
   * Whether the session an access token names (its `sid`: the refresh token's `jti`) is still live: the user
   * active and that refresh token not revoked. Asked on every authenticated request, so deactivation, logout, a
   * password change or reset and "sign out on every device" refuse the session's access tokens at once
   * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication). Without it, a token stays good until it expires
   * (60 min).
   */
  isSessionLive?: (session: { userId: string; sessionId: string }) => Promise<boolean>;
};

export function createAuth(tokens: Pick<TokenService, "verifyAccess">, options: AuthOptions = {}) {
  /** The caller, null without credentials; throws the 401 for bad ones. */
  async function authenticate(c: Context): Promise<AuthUser | null> {
    const header = c.req.header("Authorization");
    // SimpleJWT ignores other schemes (Basic ...), leaving the request unauthenticated.
    if (header === undefined || !/^Bearer(\s|$)/.test(header)) return null;
    const parts = header.trim().split(/\s+/);
    if (parts.length !== 2) throw tokenNotValid(new TokenError("malformed", "access"));
    let claims: AccessClaims;
    try {
      claims = await tokens.verifyAccess(parts[1]);
    } catch (error) {
      if (error instanceof TokenError) throw tokenNotValid(error);
      throw error;
    }
    if (options.isSessionLive && !(await options.isSessionLive({ userId: claims.user_id, sessionId: claims.sid }))) {
      throw tokenNotValid(new TokenError("invalid", "access"));
    }
    return { id: claims.user_id, role: claims.role };
  }

  /** Runs `authenticate`, answering its 401 directly so the guard works even without the API's onError. */
  async function caller(c: Context): Promise<AuthUser | null | Response> {
    // An earlier guard on the same request has already done the work.
    const known: AuthUser | undefined = c.get("user");
    if (known) return known;
    try {
      return await authenticate(c);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(c, error);
      throw error;
    }
  }

  const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
    const user = await caller(c);
    if (user instanceof Response) return user;
    if (user === null) return errorResponse(c, notAuthenticated());
    c.set("user", user);
    await next();
  });

  const optionalAuth = createMiddleware<OptionalAuthEnv>(async (c, next) => {
    const user = await caller(c);
    if (user instanceof Response) return user;
    if (user !== null) c.set("user", user);
    await next();
  });

  /** Authenticates and then requires the role: 401 without valid credentials, 403 for the other role. */
  const requireRole = (role: Role) =>
    createMiddleware<AuthEnv>(async (c, next) => {
      const user = await caller(c);
      if (user instanceof Response) return user;
      if (user === null) return errorResponse(c, notAuthenticated());
      if (user.role !== role) return errorResponse(c, permissionDenied());
      c.set("user", user);
      await next();
    });

  return { requireAuth, optionalAuth, requireRole };
}
