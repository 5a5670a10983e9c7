/**
 * /media from the S3 bucket (docs/operations.md#object-storage): the same URLs and the same headers as the files
 * express.static serves from DATA_DIR/media (server/static-files.ts), so a page, an e-mail or an export made by one
 * process works on every other. The object is streamed, never held in memory.
 */
import { pipeline } from "node:stream";
import type { RequestHandler, Response } from "express";
import { mediaKeyOf } from "../api/services/media-keys";
import type { MediaObject, ReadableMediaObjects } from "../api/services/media-objects";
import type { Logger } from "./logger";

/** How long a browser waits before asking again when the bucket does not answer (the API's outage value). */
const RETRY_AFTER_SECONDS = 5;

/**
 * `setHeaders` gives the headers every /media answer shares with the disk mode (caching, nosniff, the sandbox
 * CSP); a key this store did not make (`../`, other names) never reaches the bucket and falls through to the 404.
 */
export function mediaObjects(
  objects: ReadableMediaObjects,
  setHeaders: (res: Response) => void,
  log: Logger,
): RequestHandler {
  return (req, res, next) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const key = requestedMediaKey(req.path);
    if (key === null) return next();
    objects.get(key, { method, range: singleRange(req.headers.range) }).then(
      (object) => (object ? send(method, object, () => req.fresh, res, setHeaders, next) : next()),
      (error: unknown) => {
        log.warn(
          { path: req.originalUrl, reason: error instanceof Error ? error.message : String(error) },
          "media store unavailable",
        );
        mediaUnavailable(res, setHeaders);
      },
    );
  };
}

/**
 * The short 503 of /media when its store (or, on a web-only process, the API tier serving it) does not answer:
 * the headers of `setHeaders`, never cached, and when to ask again.
 */
export function mediaUnavailable(
  res: Response,
  setHeaders: (res: Response) => void,
  retryAfterSeconds = RETRY_AFTER_SECONDS,
): void {
  setHeaders(res);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(503).type("text/plain; charset=utf-8").send("Service temporarily unavailable");
}

function send(
  method: string,
  object: MediaObject,
  isFresh: () => boolean,
  res: Response,
  setHeaders: (res: Response) => void,
  next: (error?: unknown) => void,
): void {
  setHeaders(res);
  // Like express.static: a single byte range is served (a media player or a resumed download asks for one).
  res.setHeader("Accept-Ranges", "bytes");
  // Every stored object is a WebP we wrote (docs/profiles-and-companies.md#images); express.static names it by its
  // extension the same way.
  res.setHeader("Content-Type", "image/webp");
  if (object.etag) res.setHeader("ETag", object.etag);
  if (object.lastModified) res.setHeader("Last-Modified", object.lastModified.toUTCString());
  if (isFresh()) {
    object.body.destroy();
    res.status(304).end();
    return;
  }
  if (object.length !== undefined) res.setHeader("Content-Length", String(object.length));
  if (object.contentRange) res.status(206).setHeader("Content-Range", object.contentRange);
  if (method === "HEAD") {
    res.end();
    return;
  }
  // A client that leaves midway ends the stream with an error: handed on, the error handler logs it as a
  // debug line (client-gone.ts), as it does for express.static.
  pipeline(object.body, res, (error) => {
    if (error) next(error);
  });
}

/** One `bytes=first-last` range; several ranges (multipart answers) or other units are answered in full. */
function singleRange(header: string | undefined): string | undefined {
  return header !== undefined && /^bytes=(\d+-\d*|-\d+)$/.test(header.trim()) ? header.trim() : undefined;
}

/** The store's key a request below /media names (`req.path` of the mounted router), or null for any other name. */
export function requestedMediaKey(pathBelowMedia: string): string | null {
  return mediaKeyOf(`/media${safeDecode(pathBelowMedia) ?? ""}`);
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
