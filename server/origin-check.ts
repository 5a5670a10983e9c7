/**
 * Cross-site request refusal (design section 6, security.md "Cross-site requests"), the one place that decides it.
 *
 * A state-changing request (anything but GET/HEAD/OPTIONS) is refused with 403 when the browser
 * tells us it comes from elsewhere: an `Origin` that is neither PUBLIC_URL's origin nor the origin
 * the request was addressed to, or `Sec-Fetch-Site: cross-site | same-site` (a sibling subdomain
 * is another site for our purposes). A request with neither header is not a browser's cross-site
 * request (curl, server-to-server API clients): the API, which never reads cookies, lets it through; the web
 * tier refuses it when it carries the session cookies, since only a browser's request can act with them and
 * every browser we serve sends one of the two headers. The Stripe webhook is exempt: it is server-to-server and
 * signed.
 *
 * Remix runs a CSRF check of its own in actions (Origin's host against Host or X-Forwarded-Host) and throws,
 * a 500, where it disagrees with this one (`Origin: null` vouched for by Sec-Fetch-Site, a proxy's Host). So a web
 * request that passed here reaches Remix without its Origin header: the decision is made once, here
 * (docs/security.md#cross-site-requests).
 */
import type { Request, RequestHandler } from "express";
import { requestLogOf, type Logger } from "./logger";
import { REFUSALS, isApiPath, refuse } from "./refusal";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FOREIGN_FETCH_SITES = new Set(["cross-site", "same-site"]);
/** The session cookies of design section 6. */
const SESSION_COOKIE = /(?:^|;)\s*(?:access|refresh)=/;

/** Paths (exact, with or without the trailing slash) that skip the check. */
export const originCheckExemptPaths: ReadonlySet<string> = new Set(["/api/payments/webhook/", "/api/payments/webhook"]);

export interface OriginCheckOptions {
  /** PUBLIC_URL's origin, e.g. https://jobs.example.gr. */
  publicOrigin: string;
  log: Logger;
}

export function originCheck(options: OriginCheckOptions): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || originCheckExemptPaths.has(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    // A page served with `Referrer-Policy: no-referrer` (the local checkout) makes Chromium send `Origin: null`
    // on its own forms; Sec-Fetch-Site, which pages cannot forge, still says same-origin then.
    const vouchedNull = origin === "null" && fetchSite?.toLowerCase() === "same-origin";
    const api = isApiPath(req.path);
    const foreign =
      (fetchSite !== undefined && FOREIGN_FETCH_SITES.has(fetchSite.toLowerCase())) ||
      (origin !== undefined && !vouchedNull && origin !== options.publicOrigin && origin !== ownOrigin(req));
    const unvouchedSession =
      !api && origin === undefined && fetchSite === undefined && SESSION_COOKIE.test(req.get("cookie") ?? "");
    if (!foreign && !unvouchedSession) {
      if (!api) delete req.headers.origin;
      return next();
    }
    requestLogOf(res, options.log).warn(
      { method: req.method, path: req.path, origin: origin ?? null, secFetchSite: fetchSite ?? null },
      unvouchedSession ? "session request without Origin or Sec-Fetch-Site refused" : "cross-site request refused",
    );
    refuse(req, res, 403, REFUSALS.crossSite);
  };
}

/** The origin the client addressed (scheme from the socket, or X-Forwarded-Proto behind a trusted proxy). */
function ownOrigin(req: Request): string | undefined {
  const host = req.get("host");
  if (!host) return undefined;
  try {
    return new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}
