/**
 * /media on a web-only process (WEB_ONLY=1, API_URL): the uploads belong to the API tier's store, which serves
 * them at its own origin's /media (server/static-files.ts), so this process forwards each request there: the pages
 * it renders name `/media/<key>` on its own origin, and they must work without a second public address.
 *
 * - Only GET and HEAD, only the names the store makes (api/services/media-keys.ts); anything else gets the short
 *   404 without asking the API, and only that key (no query, no other path) is asked for.
 * - The conditional and range headers go along (If-None-Match, If-Modified-Since, Range, If-Range); no other
 *   header of the browser does (its cookies are none of the API's business here).
 * - The answer is relayed as it comes, streamed, never held in memory: its status (200, 206, 304, 416; a 404 is
 *   this process's own short 404) and the headers the API's /media sets on a file (type, length, validators,
 *   caching, ranges). The security headers and the sandbox CSP are this process's own, the same as the API's.
 * - An API that does not answer within API_TIMEOUT_MS (refused, hanging, or answering something /media never
 *   answers) gets the short 503 with Retry-After, as the API gives when its store is away; never a 500, never a
 *   hang. An answer whose body stops for that long is cut off (its status has been given by then), unless the
 *   browser is the one not reading.
 */
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { pipeline } from "node:stream";
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import type { Logger } from "./logger";
import { mediaUnavailable, requestedMediaKey } from "./media-objects";
import { mediaHeaders, mediaNotFound } from "./static-files";

export interface MediaUpstream {
  /** Where the API tier serves /media: API_URL without its `/api` (`mediaOriginOf`). */
  origin: string;
  /** API_TIMEOUT_MS: how long the API may take to answer, and to send the next bytes of a body. */
  timeoutMs: number;
}

/** The browser's headers that go along: revalidation and byte ranges. */
const FORWARDED_HEADERS = ["if-none-match", "if-modified-since", "range", "if-range"] as const;
/** The API's headers that come back, beside the security headers this process sets itself. */
const RELAYED_HEADERS = [
  "content-type",
  "content-length",
  "etag",
  "last-modified",
  "cache-control",
  "accept-ranges",
  "content-range",
] as const;
/** The answers of the API's /media that are relayed as they are (a 404 and a 503 are answered here). */
const RELAYED_STATUSES = new Set([200, 206, 304, 416]);
/** The most a Retry-After of the API is believed; past it (or without one) the API's own default, 5 s. */
const MAX_RETRY_AFTER_SECONDS = 3_600;

/** API_URL (validated to end in `/api`, common/env-schema.ts) without that suffix. */
export function mediaOriginOf(apiUrl: string): string {
  return apiUrl.replace(/\/api\/*$/, "");
}

export function mediaFromApi(upstream: MediaUpstream, hsts: boolean, log: Logger): Router {
  const router = express.Router();
  const setHeaders = mediaHeaders(hsts);
  router.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const key = requestedMediaKey(req.path);
    if (key === null) return next();
    forward(new URL(`${upstream.origin}/media/${key}`), { req, res, next, upstream, setHeaders, log });
  });
  router.use(mediaNotFound(hsts));
  return router;
}

interface Exchange {
  req: Request;
  res: Response;
  /** The short 404. */
  next: NextFunction;
  upstream: MediaUpstream;
  setHeaders: (res: Response) => void;
  log: Logger;
}

function forward(url: URL, { req, res, next, upstream, setHeaders, log }: Exchange): void {
  // Identity: a compressed answer would have to be decoded to keep its Content-Length true (the API's
  // compression skips images anyway, but not the short answers).
  const headers: OutgoingHttpHeaders = { "accept-encoding": "identity" };
  for (const name of FORWARDED_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  const outgoing = send(url, { method: req.method, headers });
  let incoming: IncomingMessage | undefined;
  /** The browser left before the answer was complete. */
  let gone = false;

  const unavailable = (reason: string, retryAfterSeconds?: number) => {
    if (gone || res.headersSent) return;
    log.warn({ path: req.originalUrl, reason }, "media: the API did not answer");
    mediaUnavailable(res, setHeaders, retryAfterSeconds);
  };

  // One timer for the answer's headers, then for each pause of its body; a browser that is not reading (the
  // response waiting for 'drain') is its own business, not a stalled API.
  const stall = setTimeout(function expire() {
    if (res.writableNeedDrain) {
      stall.refresh();
      return;
    }
    const error = new Error(`no answer from the API within ${upstream.timeoutMs} ms`);
    if (incoming) {
      // Its status is this answer's already: the body is cut off (the pipeline below ends the response).
      log.warn({ path: req.originalUrl, reason: error.message }, "media: the API stopped sending");
      incoming.destroy(error);
    } else {
      unavailable(error.message);
    }
    outgoing.destroy(error);
  }, upstream.timeoutMs);
  const done = () => clearTimeout(stall);

  // A browser that leaves ends the exchange with the API too.
  res.once("close", () => {
    done();
    if (!res.writableFinished) {
      gone = true;
      incoming?.destroy();
      outgoing.destroy();
    }
  });
  // Before an answer: refused, reset or timed out. After one, its own stream carries the failure.
  outgoing.on("error", (error) => {
    done();
    if (!incoming) unavailable(error.message);
  });
  outgoing.on("response", (answer) => {
    incoming = answer;
    const status = answer.statusCode ?? 0;
    if (status === 404) {
      done();
      answer.resume();
      next();
      return;
    }
    if (!RELAYED_STATUSES.has(status)) {
      done();
      answer.resume();
      unavailable(
        `the API answered ${status}`,
        status === 503 ? retryAfterOf(answer.headers["retry-after"]) : undefined,
      );
      return;
    }
    setHeaders(res);
    res.removeHeader("Cache-Control");
    for (const name of RELAYED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) res.setHeader(name, value);
    }
    res.status(status);
    if (req.method === "HEAD" || status === 304) {
      done();
      answer.resume();
      res.end();
      return;
    }
    stall.refresh();
    answer.on("data", () => stall.refresh());
    // An error here is a browser that left or an API that stopped (logged above): either way the answer is over.
    pipeline(answer, res, (error) => {
      done();
      if (error) res.destroy();
    });
  });
  outgoing.end();
}

function retryAfterOf(header: string | undefined): number | undefined {
  if (header === undefined || !/^\d+$/.test(header.trim())) return undefined;
  const seconds = Number(header.trim());
  return seconds > 0 && seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : undefined;
}
