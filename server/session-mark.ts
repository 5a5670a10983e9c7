/**
 * `X-Session: user` or `X-Session: guest` on every response of the web tier (documents, their `.data` twins, resource
 * routes), so the service worker can tell that this browser no longer has a session, for instance after "sign out
 * everywhere" on another device, and drop the pages it saved signed in (docs/ui.md#offline, decision 194).
 *
 * The value is the session the browser holds once the response arrives: `user` when the request carried the refresh
 * cookie (app/lib/session/cookies.server.ts: without it there is no session to open) and the response did not clear
 * it, or when the response sets a fresh one (a sign-in); `guest` otherwise. A session found dead on this request
 * (revoked everywhere, expired) is cleared by the response that finds it, so that response already says `guest`.
 * No personal data: two fixed words. Decided when the head is written, so a guest page-cache hit gets it too (the
 * cache never stores it: server/page-cache.ts).
 */
import type { RequestHandler, Response } from "express";

export const SESSION_HEADER = "X-Session";
/** The refresh cookie's name (REFRESH_COOKIE in app/lib/session/cookies.server.ts). */
const REFRESH_COOKIE = "refresh";

export function sessionMark(): RequestHandler {
  return (req, res, next) => {
    const carried = refreshCookieOf(req.headers.cookie) !== "";
    const writeHead = res.writeHead;
    // Node writes a response's head through writeHead, also when the first write or end() makes it implicitly.
    res.writeHead = function writeHeadWithSession(this: Response, ...args: Parameters<Response["writeHead"]>) {
      const set = refreshSetBy(this.getHeader("set-cookie"));
      const user = set === undefined ? carried : set !== "";
      this.setHeader(SESSION_HEADER, user ? "user" : "guest");
      return writeHead.apply(this, args);
    } as Response["writeHead"];
    next();
  };
}

/** The refresh cookie's value in a Cookie header ("" when absent or empty); the first occurrence wins. */
function refreshCookieOf(header: string | undefined): string {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === REFRESH_COOKIE) return part.slice(separator + 1).trim();
  }
  return "";
}

/**
 * The refresh cookie's value as this response sets it, or undefined when it leaves it alone. A cleared cookie
 * (`refresh=; Max-Age=0`) reads as "".
 */
function refreshSetBy(header: number | string | string[] | undefined): string | undefined {
  const cookies = typeof header === "string" ? [header] : Array.isArray(header) ? header : [];
  let value: string | undefined;
  for (const cookie of cookies) {
    const pair = cookie.split(";")[0] ?? "";
    const separator = pair.indexOf("=");
    if (separator === -1 || pair.slice(0, separator).trim() !== REFRESH_COOKIE) continue;
    value = /;\s*max-age=0\s*(;|$)/i.test(cookie) ? "" : pair.slice(separator + 1).trim();
  }
  return value;
}
