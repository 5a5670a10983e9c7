/**
 * Cookie sessions around the API's JWTs (design section 6, security.md "Sessions and tokens"). The browser
 * holds `access` and `refresh` as HttpOnly cookies; only this module reads them. Signed in = both present.
 *
 * A route that needs the signed-in user and the API:
 *
 *   const { user, api, headers } = await requireRole(request, context, "EMPLOYEE");
 *   const applications = await api.request("/applications/", { schema: applicationListSchema });
 *   return data({ applications }, { headers });
 *
 * `api` sends the access token, refreshes it once on a 401 and retries the call once. A refreshed access token's
 * cookie goes on the response through the load context (`context.setCookie`), whatever the route answers.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import type { Role } from "#contract/enums";
import type { User } from "#contract/users";
import { homeOfRole } from "./account";
import {
  callVia,
  createApiClient,
  isApiError,
  methodOf,
  type ApiClient,
  type ApiRequestOptions,
} from "./api/client.server";
import { getWebEnv } from "./env.server";
import { isReturnPage } from "./return-path";
import { localeFromQuery } from "./i18n/detect-locale";
import { getFixedT } from "./i18n/i18next.server";
import { serializeToast } from "./toast.server";

/** What the page may know about the signed-in user: never the tokens. */
export type SessionUser = Pick<User, "uuid" | "email" | "role" | "first_name" | "last_name">;

export interface Session {
  user: SessionUser | null;
  /** The API as this user (anonymous when signed out). */
  api: ApiClient;
  /** Left empty: the refreshed cookie goes out through `context.setCookie`. Routes still passing it are harmless. */
  headers: Headers;
}

export interface SignedInSession extends Session {
  user: SessionUser;
}

export const ACCESS_COOKIE = "access";
export const REFRESH_COOKIE = "refresh";
export const ACCESS_MAX_AGE = 60 * 60 * 24;
export const REFRESH_MAX_AGE = 60 * 60 * 24 * 7;

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

/** The Set-Cookie values that store a fresh pair (login replaces both cookies). */
export function sessionCookies(tokens: { access: string; refresh: string }): string[] {
  return [accessCookie(tokens.access), tokenCookie(REFRESH_COOKIE, tokens.refresh, REFRESH_MAX_AGE)];
}

/** The Set-Cookie values that remove both cookies. */
export function clearedSessionCookies(): string[] {
  return [expiredCookie(ACCESS_COOKIE), expiredCookie(REFRESH_COOKIE)];
}

export function readSessionCookies(request: Request): { access: string | null; refresh: string | null } {
  const cookies = parseCookieHeader(request.headers.get("Cookie"));
  return { access: cookies.get(ACCESS_COOKIE) || null, refresh: cookies.get(REFRESH_COOKIE) || null };
}

/** An anonymous client (login, sign-up, public lists). */
export function apiFor(context: AppLoadContext, access?: string): ApiClient {
  return createApiClient({ fetch: context.apiFetch, baseUrl: context.apiBaseUrl, access });
}

/**
 * Only same-origin relative paths: `/jobs?x=1` passes; `//evil`, `/\evil`, `https://…`, `javascript:…`,
 * anything without a leading slash or with control characters gives `fallback`. The result is the path as a URL
 * serialises it: a Location header carries bytes, not text, so `/jobs?search=Κρήτη` comes back percent-encoded
 * (the browser shows and sends the same search). Serialising removes dot segments, which can leave a path that
 * starts with `//` (`/.//evil.test`, `/..//evil.test`): a browser reads that as another host, so it is refused
 * too (decision 176; tests/unit/safe-redirect.test.ts checks the property over generated targets). Nor does it
 * lead back to a way in or out (`/login`, `/logout` ...) or to a page whose address is a key (decision 185).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return fallback;
  if (to.includes("\\") || [...to].some((char) => char < " " || char === "\u007f")) return fallback;
  try {
    const base = "http://same-origin.invalid";
    const url = new URL(to, base);
    if (url.origin !== base || url.pathname.startsWith("//")) return fallback;
    // Not back to a way in or out, nor to a page whose address is a key (./return-path.ts).
    if (!isReturnPage(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The claims of a JWT this tier needs, without verifying it (the API verifies); junk gives null. */
export function decodeTokenClaims(
  token: string | null | undefined,
): { exp: number | null; user_id: string | null } | null {
  if (typeof token !== "string") return null;
  const parts = token.split(".");
  if (parts.length !== 3 || !parts[1] || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
    const { exp, user_id: userId } = payload as Record<string, unknown>;
    return {
      exp: typeof exp === "number" && Number.isFinite(exp) ? exp : null,
      user_id: typeof userId === "string" ? userId : null,
    };
  } catch {
    return null;
  }
}

/** Fresh = decodes, has an `exp`, and lives at least `skewSeconds` longer (a call must not expire in flight). */
export function isAccessFresh(token: string | null, nowMs = Date.now(), skewSeconds = 10): boolean {
  const exp = decodeTokenClaims(token)?.exp;
  return typeof exp === "number" && exp > nowMs / 1000 + skewSeconds;
}

/**
 * One refresh per refresh token at a time (security.md "Refresh race"): concurrent callers share the in-flight
 * promise, and a success is kept `ttlMs` so requests still carrying the old access cookie get the same new
 * token. A failure is forgotten as soon as it settles.
 */
export function createRefreshCoordinator(ttlMs = 30_000, now: () => number = Date.now) {
  const entries = new Map<string, { promise: Promise<string>; keepUntil: number }>();
  return function refreshOnce(refresh: string, run: () => Promise<string>): Promise<string> {
    const time = now();
    for (const [key, entry] of entries) if (entry.keepUntil <= time) entries.delete(key);
    const cached = entries.get(refresh);
    if (cached) return cached.promise;
    const entry = { promise: run(), keepUntil: Number.POSITIVE_INFINITY };
    entries.set(refresh, entry);
    entry.promise.then(
      () => (entry.keepUntil = now() + ttlMs),
      () => entries.delete(refresh),
    );
    return entry.promise;
  };
}

const refreshOnce = createRefreshCoordinator();

/** A new access token for `refresh` (shared with concurrent callers); rejects when the API refuses. */
export function refreshAccessToken(api: ApiClient, refresh: string): Promise<string> {
  return refreshOnce(refresh, async () => (await api.refreshToken(refresh)).access);
}

// ---------------------------------------------------------------------------------------------------------

const sessions = new WeakMap<AppLoadContext, Promise<Session>>();

async function loadSession(request: Request, context: AppLoadContext): Promise<Session> {
  const headers = new Headers();
  const { access, refresh } = readSessionCookies(request);
  if (!refresh) return { user: null, api: apiFor(context), headers };

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

  const api = sessionClient(context, () => current, renew);
  const userId = decodeTokenClaims(current)?.user_id;
  if (!userId) throw await sessionExpired(request);
  try {
    const { uuid, email, role, first_name, last_name } = await api.getUser(userId);
    // Sentry's reports of this request name the user (spec section 4); a signed-out request names nobody.
    context.monitor.setUser(uuid);
    return { user: { uuid, email, role, first_name, last_name }, api, headers };
  } catch (error) {
    // A failed user fetch ends the session (spec section 4); an API that is down is an error, not a logout.
    if (isApiError(error) && error.status < 500) throw await sessionExpired(request);
    throw error;
  }
}

type ReadOptions = ApiRequestOptions<z.ZodTypeAny | undefined>;

/** A number for each schema object, for the reads' keys. */
const schemaIds = new WeakMap<z.ZodTypeAny, number>();
let schemaCount = 0;
function schemaId(schema: z.ZodTypeAny): number {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++schemaCount));
  return id;
}

/** A client that, on a 401, refreshes once and retries the call once with the new token. */
function sessionClient(context: AppLoadContext, access: () => string | null, renew: () => Promise<string>): ApiClient {
  const withToken = () => apiFor(context, access() ?? undefined);
  const retrying =
    <A extends unknown[], R>(call: (client: ApiClient, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(withToken(), ...args);
      } catch (error) {
        if (!isApiError(error, 401)) throw error;
        await renew();
        return call(withToken(), ...args);
      }
    };
  const send = retrying((client, path: string, options?: ReadOptions) => client.request(path, options));
  // A read the layouts and the page make alike (the company's own profile, a job) is asked once a request; any
  // write forgets the reads, so a loader after an action sees what the action changed. Keyed by the schema too:
  // each caller gets the body parsed as it asked.
  const reads = new Map<string, Promise<unknown>>();
  const request = (path: string, options: ReadOptions = {}) => {
    const write = methodOf(options) !== "GET";
    if (write || !options.schema) {
      if (write) reads.clear();
      return send(path, options);
    }
    const key = JSON.stringify([
      schemaId(options.schema),
      path,
      options.query ?? null,
      [...new Headers(options.headers)],
      options.raw ?? false,
    ]);
    let read = reads.get(key);
    if (!read) reads.set(key, (read = send(path, options)));
    return read;
  };
  return {
    call: callVia(request as ApiClient["request"]),
    request: request as ApiClient["request"],
    obtainToken: (credentials) => withToken().obtainToken(credentials),
    refreshToken: (token) => withToken().refreshToken(token),
    blacklistToken: (token) => withToken().blacklistToken(token),
    getUser: retrying((client, userId: string) => client.getUser(userId)),
  };
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

/**
 * Back to this page after logging in; a page opened in a given language (`?lng=`, as every link in our mails
 * carries, decision 186) asks for the login page in that language too, before any cookie has recorded it.
 */
function loginUrl(request: Request): string {
  const query = new URLSearchParams({ redirectTo: pathOf(request) });
  const language = localeFromQuery(new URL(request.url));
  if (language) query.set("lng", language);
  return `/login?${query}`;
}

/**
 * The page's path and query as the browser sees it: single fetch's `.data` suffix and `_routes` removed, and the
 * `?index` a form adds to post to an index route (a GET of the page does not want it).
 */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  return pathname + url.search;
}

function accessCookie(token: string): string {
  return tokenCookie(ACCESS_COOKIE, token, ACCESS_MAX_AGE);
}

/** Max-Age is the spec's lifetime, but never longer than the token itself lives. */
function tokenCookie(name: string, token: string, maxAge: number): string {
  const exp = decodeTokenClaims(token)?.exp;
  const lifetime = typeof exp === "number" ? Math.max(0, Math.floor(exp - Date.now() / 1000)) : maxAge;
  return `${name}=${token}; ${cookieAttributes(Math.min(maxAge, lifetime))}`;
}

function expiredCookie(name: string): string {
  return `${name}=; ${cookieAttributes(0)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

function cookieAttributes(maxAge: number): string {
  const secure = getWebEnv().PUBLIC_URL.startsWith("https:") ? "; Secure" : "";
  return `Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(";") ?? []) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    // The first occurrence wins, as browsers send the most specific cookie first.
    if (!cookies.has(name))
      cookies.set(
        name,
        part
          .slice(separator + 1)
          .trim()
          .replace(/^"|"$/g, ""),
      );
  }
  return cookies;
}
