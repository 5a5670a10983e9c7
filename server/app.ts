/**
 * The Express app, in the order of style.md: path limits → canonical path → compression → static files → request log
 * (and request timing for /metrics) → security headers → health probes → rate limits → origin check → API → session
 * mark → guest page cache → Remix. Each step is its own module; this file only decides the order and which tiers are
 * present.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { MediaSource } from "../api/services/media-store";
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from "express";
import { canonicalPaths } from "./canonical-path";
import { isClientGone } from "./client-gone";
import type { ServerConfig } from "./config";
import { buildCsp, type CspRule } from "./csp";
import { documentCompression } from "./document-compression";
import { requestLogger, requestLogOf, type Logger } from "./logger";
import type { Monitoring } from "./monitoring";
import { originCheck } from "./origin-check";
import { refuseOverlongPaths } from "./path-limits";
import { liveness } from "./health";
import { mediaFromApi, type MediaUpstream } from "./media-forwarding";
import { isWrite } from "./read-cache";
import { guestPageCache } from "./page-cache";
import { installRateLimits } from "./rate-limits";
import type { SharedRedis } from "../common/redis";
import { REFUSALS, refuse } from "./refusal";
import type { MonitorRequest } from "./request-monitor";
import { securityHeaders } from "./security-headers";
import { sessionMark } from "./session-mark";
import { clientFiles, mediaFiles } from "./static-files";
import { queryCounting, queryCountRoutes } from "./query-counts";
import { testRoutes } from "./test-routes";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_BUILD_DIR = path.join(ROOT, "build", "client");

export interface ServerAppParts {
  config: ServerConfig;
  log: Logger;
  /** Sentry when SENTRY_DSN is set (server/monitoring.ts). */
  monitoring: Monitoring;
  monitorRequest: MonitorRequest;
  cspRules: readonly CspRule[];
  /** Runs first: marks responses `Connection: close` while shutting down. */
  drainGuard: RequestHandler;
  /** The Hono listener for /api/*; absent with WEB_ONLY=1. */
  apiListener?: RequestHandler;
  /** Where the API keeps uploads (its DATA_DIR, or the S3 bucket), served at /media; absent with WEB_ONLY=1. */
  media?: MediaSource;
  /** With WEB_ONLY=1: the API tier whose /media this process forwards (server/media-forwarding.ts). */
  mediaUpstream?: MediaUpstream;
  /**
   * Called when a write to /api/* (POST, PUT, PATCH, DELETE) has been answered: the shared reads go
   * (docs/operations.md#caches).
   */
  onApiWrite?: () => void;
  /**
   * Where the guest page cache registers its `clear()`: every write, here or elsewhere, empties it
   * (docs/operations.md#caches).
   */
  onCacheInvalidation?: (clear: () => void) => void;
  /** `GET /readyz` (server/health.ts): the balancer's readiness probe. */
  readiness: RequestHandler;
  /** Times requests for /metrics (server/metrics.ts); absent without METRICS_PORT. */
  timeRequests?: RequestHandler;
  /** Remix; absent with API_ONLY=1. */
  webHandler?: RequestHandler;
  /** Vite's dev server (development without a build), served with the static files. */
  devMiddleware?: RequestHandler;
  /**
   * REDIS_URL's connection: the per-IP limits count there, shared by every process
   * (docs/operations.md#shared-counters-in-redis).
   */
  redis?: SharedRedis;
}

export function createServerApp(parts: ServerAppParts): Express {
  const { config, log } = parts;
  const hsts = config.NODE_ENV === "production" || config.PUBLIC_URL.startsWith("https:");
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(parts.drainGuard);
  // TEST_ROUTES=1 only: a request may ask for the SQL statements run on its behalf to be counted.
  if (config.TEST_ROUTES) app.use(queryCounting());
  // First of all: a path deep enough to make route matching slow never reaches a router (docs/operations.md#starting).
  app.use(refuseOverlongPaths());
  // Before anything reads the path: every later step must see the spelling the routers see.
  app.use(canonicalPaths());
  // The Remix document arrives as one buffered body (app/entry.server.tsx), so it is compressed in one go.
  // Precompressed files and guest page-cache hits are sent as stored and left alone (document-compression.ts).
  app.use(documentCompression());

  if (parts.webHandler) app.use(clientFiles({ clientDir: CLIENT_BUILD_DIR, hsts }));
  // Vite's modules are static files of a kind: no log line, no rate limit (a dev page loads hundreds).
  if (parts.devMiddleware) app.use(parts.devMiddleware);
  // Uploads belong to the API's store; a web-only process asks the API tier for them.
  if (parts.media) app.use("/media", mediaFiles(parts.media, hsts, log));
  else if (parts.mediaUpstream) app.use("/media", mediaFromApi(parts.mediaUpstream, hsts, log));

  app.use(requestLogger(log));
  if (parts.timeRequests) app.use(parts.timeRequests);
  app.use(parts.monitoring.scopeRequest);
  app.use(securityHeaders({ hsts, cspRules: parts.cspRules }));
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/livez", liveness);
  app.get("/readyz", parts.readiness);
  installRateLimits(app, {
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    max: config.RATE_LIMIT_MAX,
    strictMax: config.RATE_LIMIT_STRICT_MAX,
    log,
    redis: parts.redis,
  });
  app.use(originCheck({ publicOrigin: config.PUBLIC_URL, log }));
  // The web app's test pages (app/routes/[__test].*) exist only with TEST_ROUTES=1, like these.
  if (config.TEST_ROUTES) app.use(testRoutes(), queryCountRoutes());
  else app.all(/^\/__test\//, notFound);

  // Never a body parser before this: Hono reads the raw request stream itself.
  const { onApiWrite } = parts;
  if (onApiWrite) {
    app.all("/api/*", (req, res, next) => {
      if (isWrite(req.method)) res.once("finish", onApiWrite);
      next();
    });
  }
  if (parts.apiListener) app.all("/api/*", parts.apiListener);
  else app.all("/api/*", notFound);

  if (parts.webHandler) {
    // A stored page is sent to every guest as it is: its scripts are trusted by hash, not by nonce (decision 193).
    const pageCache = guestPageCache({
      ttlMs: config.PAGE_CACHE_TTL_MS,
      policyFor: (path, hashes) => buildCsp({ hashes }, path, parts.cspRules),
    });
    parts.onCacheInvalidation?.(pageCache.clear);
    // Before the page cache, so a hit says `guest` too: the service worker drops pages saved signed in on it.
    app.use(sessionMark());
    app.use(pageCache);
    // Every page may be Lite or full by Save-Data (common/display-mode.ts), documents and data requests alike. After
    // the page cache, so a stored page keeps the header with the rest of its own (Remix appends Cookie, Accept-Language).
    app.use((_req, res, next) => {
      res.vary("Save-Data");
      next();
    });
  }
  app.all("*", parts.webHandler ?? notFound);
  app.use(errorHandler(parts.monitorRequest, log));
  return app;
}

const notFound: RequestHandler = (req, res) => refuse(req, res, 404, REFUSALS.notFound);

/**
 * Last resort: a generic page or `{"detail"}` with the reference, never a stack trace (security.md "Logging and
 * errors"). A client that went away meanwhile gets nothing and is no error: a debug line (client-gone.ts).
 */
function errorHandler(monitorRequest: MonitorRequest, log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (isClientGone(error, req, res)) {
      const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
      requestLogOf(res, log).debug({ method: req.method, path: req.originalUrl, code }, "client went away");
      return;
    }
    // Express's own errors for a client's mistake (an undecodable route parameter: URIError with status 400).
    if (isClientError(error)) {
      refuse(req, res, error.status, error.status === 404 ? REFUSALS.notFound : REFUSALS.badRequest);
      return;
    }
    const monitor = monitorRequest(req, res);
    monitor.error(error);
    refuse(req, res, 500, REFUSALS.serverError, monitor.requestId);
  };
}

function isClientError(error: unknown): error is { status: number } {
  const status = typeof error === "object" && error !== null && "status" in error ? error.status : undefined;
  return typeof status === "number" && status >= 400 && status < 500;
}
