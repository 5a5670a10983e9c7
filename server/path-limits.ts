/**
 * Over-long paths are refused before anything routes them (security.md "Over-long paths are refused before
 * routing"). Remix's route matching looks at every prefix of a path (lazy route discovery's partial manifest, in the
 * document and in `/__manifest?p=`), so its cost grows with the square of the segment count: `/a/a/a/…` with 7,500
 * segments held the event loop for 10–12 s, health checks included, and then answered 500. No page of the product
 * is deeper than a handful of segments or longer than a few hundred characters; these limits leave room for any
 * real link and bound the work of a hostile one. Answer: 414 URI Too Long, before canonical paths, the logger, the
 * rate limits, the API and Remix.
 */
import type { RequestHandler } from "express";
import { canonicalPath } from "./canonical-path";
import { refuse, type RefusalText } from "./refusal";

export const PATH_LIMITS = {
  /** Characters of the path as sent (before any decoding). */
  maxLength: 2048,
  /** Segments of the path: `/company/jobs/12/applicants` has 4. */
  maxSegments: 32,
  /** Paths one `/__manifest` request may ask Remix about (the links a page has not yet discovered); about 0.7 ms each. */
  maxManifestPaths: 100,
} as const;

const MANIFEST_PATH = "/__manifest";

export const TOO_LONG: RefusalText = {
  code: "path_too_long",
  en: "This address is too long.",
  el: "Αυτή η διεύθυνση είναι πολύ μεγάλη.",
};

/** Whether a path stays within the length and segment limits. */
export function isPathWithinLimits(path: string): boolean {
  if (path.length > PATH_LIMITS.maxLength) return false;
  let segments = 0;
  for (let at = path.indexOf("/"); at !== -1; at = path.indexOf("/", at + 1)) {
    segments += 1;
    if (segments > PATH_LIMITS.maxSegments) return false;
  }
  return true;
}

/** The manifest request names paths in its query (`p`); each is matched prefix by prefix like a page's path. */
function isManifestQueryWithinLimits(query: string): boolean {
  const paths = new URLSearchParams(query).getAll("p");
  return paths.length <= PATH_LIMITS.maxManifestPaths && paths.every(isPathWithinLimits);
}

export function refuseOverlongPaths(): RequestHandler {
  return (req, res, next) => {
    const queryStart = req.url.indexOf("?");
    const path = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
    const query = queryStart === -1 ? "" : req.url.slice(queryStart + 1);
    // Any spelling of the manifest's path (`/./__manifest`) is the manifest once canonical paths have run.
    const asksManifest = query !== "" && canonicalPath(path) === MANIFEST_PATH;
    if (isPathWithinLimits(path) && (!asksManifest || isManifestQueryWithinLimits(query))) return next();
    // Say it once on the way out; the connection is closed so a client cannot queue more of these on it.
    res.setHeader("Connection", "close");
    refuse(req, res, 414, TOO_LONG);
  };
}
