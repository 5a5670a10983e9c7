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
   * active and that refresh token not revoked. Asked on every authenticated request (once for the reads of one
   * page request, below), so deactivation, logout, a
   * password change or reset and "sign out on every device" refuse the session's access tokens at once
   * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication). Without it, a token stays good until it expires
   * (60 min).
   */
  isSessionLive?: (session: { userId: string; sessionId: string }) => Promise<boolean>;
};

/** The request methods that change nothing: only they may reuse a check made earlier in the same page request. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createAuth(tokens: Pick<TokenService, "verifyAccess">, options: AuthOptions = {}) {
  /**
   * Checks already made for one page request, by access token. Every in-process call of one page request carries
   * the same bindings object (`c.env`, made once per page request by server/api-connection.ts), so a page's reads
   * verify its token and ask the database whether the session is live once, not once per call (issue 23: the busy
   * applicants tab made four such checks). Only reads reuse a check; a write checks afresh and forgets the page's
   * checks, since it may have ended the session (a sign-out, a password change). Nothing is kept across page
   * requests or between users: the map lives as long as that bindings object. A request over HTTP has bindings of
   * its own, so it is checked as before.
   */
  const checked = new WeakMap<object, Map<string, Promise<AuthUser>>>();

  /** The caller, null without credentials; throws the 401 for bad ones. */
  async function authenticate(c: Context): Promise<AuthUser | null> {
    const header = c.req.header("Authorization");
    // SimpleJWT ignores other schemes (Basic ...), leaving the request unauthenticated.
    if (header === undefined || !/^Bearer(\s|$)/.test(header)) return null;
    const parts = header.trim().split(/\s+/);
    if (parts.length !== 2) throw tokenNotValid(new TokenError("malformed", "access"));
    const [, token = ""] = parts;
    const scope: unknown = c.env;
    if (typeof scope !== "object" || scope === null) return check(token);
    if (!READS.has(c.req.method)) {
      checked.delete(scope);
      return check(token);
    }
    const known = checked.get(scope) ?? new Map<string, Promise<AuthUser>>();
    checked.set(scope, known);
    const earlier = known.get(token);
    if (earlier) return earlier;
    const checking = check(token);
    known.set(token, checking);
    // A refused token is refused again next time by the full check; only a live session is remembered.
    checking.catch(() => known.delete(token));
    return checking;
  }

  /** Verifies the access token and asks whether its session is still live. */
  async function check(token: string): Promise<AuthUser> {
    let claims: AccessClaims;
    try {
      claims = await tokens.verifyAccess(token);
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
