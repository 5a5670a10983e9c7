/**
 * Cookie sessions around the API's JWTs (design section 6, security.md "Sessions and tokens"). The browser
 * holds `access` and `refresh` as HttpOnly cookies; only this module reads them. Signed in = both present.
 *
 * A route that needs the signed-in user and the API:
 *
 *   const { user, api } = await requireRole(request, context, "EMPLOYEE");
 *   const applications = await api.call(listApplications, {});
 *   return data({ applications });
 *
 * `api` sends the access token, refreshes it once on a 401 and retries the call once. A refreshed access token's
 * cookie goes on the response through the load context (`context.setCookie`, written by server/web-tier.ts for
 * every document and data response), whatever the route answers: no route handles the session's cookies.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { Role } from "#contract/enums";
import type { User } from "#contract/users";
import { homeOfRole } from "./account";
import { isApiError, type ApiClient } from "./api/client.server";
import { getFixedT } from "./i18n/i18next.server";
import { loginUrl, pathOf } from "./redirects.server";
import { apiFor, sessionClient } from "./session/api-client.server";
import { accessCookie, clearedSessionCookies, readSessionCookies } from "./session/cookies.server";
import { decodeTokenClaims, isAccessFresh, refreshAccessToken } from "./session/tokens.server";
import { serializeToast } from "./toast.server";

/** What the page may know about the signed-in user: never the tokens. */
export type SessionUser = Pick<User, "uuid" | "email" | "role" | "first_name" | "last_name">;

export interface Session {
  user: SessionUser | null;
  /** The API as this user (anonymous when signed out). */
  api: ApiClient;
}

export interface SignedInSession extends Session {
  user: SessionUser;
}

/**
 * The session of this request: refreshes an expired or missing access token first, then reads the user once
 * (`GET /users/{user_id}/`). Memoised per request (the load context), so the root loader and a route's guard
 * share one refresh and one user read. Throws a redirect to /login (cookies cleared) when the session is dead.
 */
export function getSession(request: Request, context: AppLoadContext): Promise<Session> {
  let session = sessions.get(context);
  if (!session) {
    session = loadSession(request, context);
    sessions.set(context, session);
  }
  return session;
}

/** The signed-in user, or a redirect to `/login?redirectTo=<this page>`. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SignedInSession> {
  const session = await getSession(request, context);
  if (!session.user) throw redirect(loginUrl(request));
  return { ...session, user: session.user };
}

/** A user of `role`; the other role is sent to its own area. */
export async function requireRole(request: Request, context: AppLoadContext, role: Role): Promise<SignedInSession> {
  const session = await requireUser(request, context);
  if (session.user.role !== role) throw redirect(homeOfRole(session.user.role));
  return session;
}

/** Guest-only pages (login, sign-up): a visitor with both cookies goes to `/`. */
export function requireGuest(request: Request): void {
  const { access, refresh } = readSessionCookies(request);
  if (access && refresh) throw redirect("/");
}

const sessions = new WeakMap<AppLoadContext, Promise<Session>>();

/**
 * The API as the signed-in user, without reading the user: for a resource route that makes one call and needs no
 * name or role on the web tier (the navigation's unread count, docs/conversations.md). The API still checks that
 * the session is live. Null for a guest and for a session that can no longer be refreshed; never a redirect.
 */
export async function sessionApi(request: Request, context: AppLoadContext): Promise<ApiClient | null> {
  try {
    return (await openSession(request, context))?.api ?? null;
  } catch (error) {
    if (error instanceof Response) return null;
    throw error;
  }
}

/** The session's client and its access token (refreshed first when expired or missing); null without a refresh. */
async function openSession(
  request: Request,
  context: AppLoadContext,
): Promise<{ api: ApiClient; access: string | null } | null> {
  const { access, refresh } = readSessionCookies(request);
  if (!refresh) return null;

  let current = access;
  const anonymous = apiFor(context);
  const renew = async (): Promise<string> => {
    try {
      current = await refreshAccessToken(anonymous, refresh);
    } catch (error) {
      if (isApiError(error) && error.status >= 500) throw error;
      throw await sessionExpired(request);
    }
    context.setCookie(accessCookie(current));
    return current;
  };
  if (!current || !isAccessFresh(current)) await renew();
  return { api: sessionClient(context, () => current, renew), access: current };
}

async function loadSession(request: Request, context: AppLoadContext): Promise<Session> {
  const opened = await openSession(request, context);
  if (!opened) return { user: null, api: apiFor(context) };
  const { api, access: current } = opened;
  const userId = decodeTokenClaims(current)?.user_id;
  if (!userId) throw await sessionExpired(request);
  try {
    const { uuid, email, role, first_name, last_name } = await api.getUser(userId);
    // Sentry's reports of this request name the user (spec section 4); a signed-out request names nobody.
    context.monitor.setUser(uuid);
    return { user: { uuid, email, role, first_name, last_name }, api };
  } catch (error) {
    // A failed user fetch ends the session (spec section 4); an API that is down is an error, not a logout.
    if (isApiError(error) && error.status < 500) throw await sessionExpired(request);
    throw error;
  }
}

/** Both cookies cleared, to /login (back to this page afterwards) with 'Session expired. Please log in again.' */
async function sessionExpired(request: Request): Promise<Response> {
  const t = getFixedT(request, "auth");
  const headers = new Headers();
  for (const cookie of clearedSessionCookies()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await serializeToast({ type: "error", title: t("sessionExpired") }));
  const path = pathOf(request);
  const to = path === "/" || path.startsWith("/login") || path.startsWith("/logout") ? "/login" : loginUrl(request);
  return redirect(to, { headers });
}
