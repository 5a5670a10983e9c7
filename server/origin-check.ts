/**
 * Cross-site request refusal (design section 6, security.md "Cross-site requests").
 *
 * A state-changing request (anything but GET/HEAD/OPTIONS) is refused with 403 when the browser
 * tells us it comes from elsewhere: an `Origin` that is neither PUBLIC_URL's origin nor the origin
 * the request was addressed to, or `Sec-Fetch-Site: cross-site | same-site` (a sibling subdomain
 * is another site for our purposes). A request with neither header is not a browser's cross-site
 * request (curl, server-to-server API clients) and passes. The Stripe webhook is exempt: it is
 * server-to-server and signed.
 */
import type { Request, RequestHandler } from "express";
import { requestLogOf, type Logger } from "./logger";
import { REFUSALS, refuse } from "./refusal";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FOREIGN_FETCH_SITES = new Set(["cross-site", "same-site"]);

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
    const foreign =
      (fetchSite !== undefined && FOREIGN_FETCH_SITES.has(fetchSite.toLowerCase())) ||
      (origin !== undefined && !vouchedNull && origin !== options.publicOrigin && origin !== ownOrigin(req));
    if (!foreign) return next();
    requestLogOf(res, options.log).warn(
      { method: req.method, path: req.path, origin: origin ?? null, secFetchSite: fetchSite ?? null },
      "cross-site request refused",
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
