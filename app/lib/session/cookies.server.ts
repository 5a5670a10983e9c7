/**
 * The session's two cookies (design section 6, security.md "Sessions and tokens"): `access` and `refresh`, HttpOnly,
 * written and read only here. Signed in = both present. They go out through the load context (`context.setCookie`,
 * written by server/web-tier.ts on whatever the route answers): a route signs a browser in or out with
 * `startSession` / `endSession` and never touches a Set-Cookie header.
 */
import type { AppLoadContext } from "@remix-run/node";
import { getWebEnv } from "../env.server";
import { decodeTokenClaims } from "./tokens.server";

export const ACCESS_COOKIE = "access";
export const REFRESH_COOKIE = "refresh";
export const ACCESS_MAX_AGE = 60 * 60 * 24;
export const REFRESH_MAX_AGE = 60 * 60 * 24 * 7;

/** Signs this browser in with a fresh pair (replacing both cookies), on whatever the route answers. */
export function startSession(context: AppLoadContext, tokens: { access: string; refresh: string }): void {
  for (const cookie of sessionCookies(tokens)) context.setCookie(cookie);
}

/** Signs this browser out (both cookies removed), on whatever the route answers. */
export function endSession(context: AppLoadContext): void {
  for (const cookie of clearedSessionCookies()) context.setCookie(cookie);
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

/** The Set-Cookie value of a fresh access token. */
export function accessCookie(token: string): string {
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
