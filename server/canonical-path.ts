/**
 * One spelling per path, before anything looks at it (security.md "Cross-site requests": the origin check and
 * the rate limits see the path as the router does).
 *
 * Express matches the raw path, but Hono and Remix decode and normalise it before routing, so `/api/auth/%74oken/`,
 * `/api/./auth/token/`, `/login/.` or `//login` reached a handler that a limit keyed on `/api/auth/token/` or
 * `/login` never counted. Here the request's URL is rewritten to its canonical form once, and every later step
 * (static files, request log, limits, origin check, Hono, Remix) sees the same path:
 * - percent-escapes of unreserved characters (RFC 3986 §2.3: letters, digits, `-._~`) are decoded, other escapes
 *   are kept (upper-cased), so `%2F` stays a character of a segment and nothing is decoded twice;
 * - dot segments are removed, `\` counts as `/` (as the WHATWG URL parser does) and runs of slashes become one.
 * A path whose escapes are malformed (`/%`, `/%zz`) or do not decode to UTF-8 (`/%C3%28`) can name no route, and a
 * request target that is not a path (`*`, or the absolute form `http://host/x` that only proxies are sent): 400.
 */
import type { RequestHandler } from "express";
import { REFUSALS, refuse } from "./refusal";

/** Characters that make a path worth a closer look; any other path is canonical as it is. */
const NEEDS_WORK = /%|\\|\/\/|\/\./;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** The canonical form of a request path (no query), or undefined when the path cannot be decoded. */
export function canonicalPath(path: string): string | undefined {
  if (!path.startsWith("/")) return undefined;
  if (!NEEDS_WORK.test(path)) return path;
  if (/%(?![0-9A-Fa-f]{2})/.test(path)) return undefined;
  try {
    decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const unescaped = path.replace(ESCAPE, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape.toUpperCase();
  });
  return removeDotSegments(unescaped.replace(/\\/g, "/").replace(/\/{2,}/g, "/"));
}

/** RFC 3986 §5.2.4 on an absolute path: `.` segments vanish, `..` removes the segment before it. */
function removeDotSegments(path: string): string {
  const segments = path.split("/").slice(1);
  const output: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === ".." && output.length > 0) output.pop();
    if (segment === "." || segment === "..") {
      // A dot segment at the end leaves a directory path: `/login/.` is `/login/`.
      if (last) output.push("");
      return;
    }
    output.push(segment);
  });
  return `/${output.join("/")}`;
}

/** Rewrites `req.url` (and `originalUrl`, which Remix and the API listener read) to the canonical path. */
export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    const queryStart = req.url.indexOf("?");
    const path = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
    const canonical = canonicalPath(path);
    if (canonical === undefined) return refuse(req, res, 400, REFUSALS.badPath);
    if (canonical !== path) {
      req.url = canonical + (queryStart === -1 ? "" : req.url.slice(queryStart));
      req.originalUrl = req.url;
    }
    next();
  };
}
