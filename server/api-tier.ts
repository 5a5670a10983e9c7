/**
 * The API tier in this process: open the database (embedded PGlite under DATA_DIR unless
 * DATABASE_URL is set), migrate, seed demo data, start the job queue and its workers (every mail goes through
 * them; docs/mail.md), start the logos' thumbnail backfill, build the Hono app and its Express listener.
 *
 * Imported lazily by server.ts so WEB_ONLY=1 never loads the database drivers.
 */
import { getRequestListener, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import type { RequestHandler } from "express";
import type { ApiConfig } from "../api/config";
import type { MailQueueStats } from "../api/services/mail-stats";
import type { MediaSource } from "../api/services/media-store";
import type { Logger } from "./logger";
import { countQuery } from "./query-counts";
import type { SharedRedis } from "../common/redis";

export interface ApiTier {
  /**
   * In-process calls from Remix loaders: Hono's fetch, no socket (stack.md: 20–40 µs a call). `bindings` names the
   * browser the web tier is serving (api/http/client-address.ts), which no header of the request can change.
   */
  fetch(request: Request, bindings: InProcessBindings): Promise<Response>;
  /** The Express handler for /api/*. */
  listener: RequestHandler;
  /** Resolves when the database answers (server/health.ts: readiness). */
  ping(): Promise<void>;
  /** The mail outbox's counts (server/metrics.ts). */
  mailQueueStats(): Promise<MailQueueStats>;
  /** Where the uploads this API stores are read from for /media (the disk, or the S3 bucket). */
  media: MediaSource;
  /** Stops the queue's workers (a mail being sent may finish), then closes the database. */
  close(): Promise<void>;
}

/** What the web tier tells the in-process API about the caller: the browser's address, as Express saw it. */
export type InProcessBindings = { clientAddress: string | undefined };

/**
 * The API as a Node request listener, exactly as the server runs it; the API tests serve it the same way, so a
 * difference between the adapter's request objects and Node's own cannot hide from them. The adapter's bindings
 * (`incoming`: the Node request, Express's `req.ip` included) reach the API, which reads the client from them.
 * overrideGlobalObjects: false keeps Node's own Request/Response; the override slows every fetch of the process.
 */
export function apiRequestListener(
  fetch: (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>,
) {
  return getRequestListener((request, bindings) => fetch(request, bindings), { overrideGlobalObjects: false });
}

export interface ApiTierOptions {
  /** SEED_DEMO=1: seed a PostgreSQL server too (the embedded database is always seeded when empty). */
  seedServerDatabase: boolean;
  log: Logger;
  /** Sentry when SENTRY_DSN is set. */
  reportError: (error: unknown) => void;
  /** TEST_ROUTES=1: the API's test-only routes. */
  testRoutes: boolean;
  /** REDIS_URL's connection, for the account throttles (docs/operations.md#shared-counters-in-redis). */
  redis?: SharedRedis;
}

export async function startApiTier(config: ApiConfig, options: ApiTierOptions): Promise<ApiTier> {
  const { log } = options;
  const [
    { openDatabase },
    { migrateDatabase },
    { seedDemo },
    { createApi },
    { createQueue },
    { startWorkers },
    { mailQueueStats },
    { createMediaStore },
    { backfillLogoThumbnails },
  ] = await Promise.all([
    import("../api/db/client"),
    import("../api/db/migrate"),
    import("../api/db/seed"),
    import("../api/app"),
    import("../api/services/queue"),
    import("../api/workers"),
    import("../api/services/mail-stats"),
    import("../api/services/media-store"),
    import("../api/services/logo-thumbnails"),
  ]);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log: (message) => log.info(message),
    onQuery: options.testRoutes ? countQuery : undefined,
  });
  try {
    log.info("database: applying migrations");
    await migrateDatabase(database);
    if (database.kind === "pglite" || options.seedServerDatabase) {
      // seedDemo itself leaves a database that already has users alone (design section 12).
      const { seeded } = await seedDemo(database, { log: (message) => log.info(message) });
      log.info(seeded ? "database: demo data seeded" : "database: has users already, demo data not seeded");
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const apiLog = {
    info: (message: string, fields?: Record<string, unknown>) => log.info(fields ?? {}, message),
    warn: (message: string, fields?: Record<string, unknown>) => log.warn(fields ?? {}, message),
    error: (message: string, fields?: Record<string, unknown>) => log.error(fields ?? {}, message),
  };
  const queue = createQueue(database, apiLog);
  try {
    await queue.start();
    await startWorkers({ database, config, log: apiLog, queue });
  } catch (error) {
    await queue.stop();
    await database.close();
    throw error;
  }
  const media = createMediaStore(config, apiLog);
  // Logos stored before thumbnails existed get theirs in the background; requests are served meanwhile (Lite shows
  // no logo until then). Safe beside other processes doing the same (api/services/logo-thumbnails.ts).
  void backfillLogoThumbnails(database.db, media, apiLog).then(
    ({ made, skipped }) => {
      if (made + skipped > 0) log.info({ made, skipped }, "logo thumbnails backfilled");
    },
    (error: unknown) => log.warn({ error: String(error) }, "logo thumbnails not backfilled"),
  );
  const api = createApi({
    database,
    queue,
    config,
    log: apiLog,
    reportError: options.reportError,
    media,
    testRoutes: options.testRoutes,
    redis: options.redis,
  });
  const honoListener = apiRequestListener(api.fetch);
  const listener: RequestHandler = (req, res, next) => {
    // Express strips nothing for app.all('/api/*'), but a mount would: Hono routes on the full path (basePath /api).
    req.url = req.originalUrl;
    setRequestId(req, res.locals.requestId);
    honoListener(req, res).catch(next);
  };
  return {
    fetch: async (request, bindings) => api.fetch(request, bindings),
    listener,
    ping: () => database.ping(),
    mailQueueStats: () => mailQueueStats(database.db),
    media: media.source,
    async close() {
      await queue.stop();
      await database.close();
    },
  };
}

/**
 * The API logs with the id the request logger made (api/app.ts reads X-Request-Id); one the client sent is
 * never taken as ours. Hono's node adapter reads both the parsed and the raw headers.
 */
function setRequestId(req: Parameters<RequestHandler>[0], requestId: unknown): void {
  const raw: string[] = [];
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== "x-request-id") raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  delete req.headers["x-request-id"];
  if (typeof requestId === "string") {
    raw.push("X-Request-Id", requestId);
    req.headers["x-request-id"] = requestId;
  }
  req.rawHeaders = raw;
}
