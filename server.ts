/**
 * The one process of the product (design section 2): validates the configuration, starts the API
 * tier (database, migrations, demo data, Hono) and the web tier (Remix), serves both with Express
 * and shuts down gracefully. `tsx server.ts` from the repository root; `npm start` builds first.
 */
import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { getApiConfig, type ApiConfig } from "./api/config";
import { getPublicEnv, getWebEnv, type WebEnv } from "./app/lib/env.server";
import { apiAccessFor } from "./server/api-connection";
import type { ApiTier } from "./server/api-tier";
import { createServerApp } from "./server/app";
import { getServerConfig, servedTiers, type ServerConfig } from "./server/config";
import { buildCspRules, type CspRule } from "./server/csp";
import { ConfigError, type ConfigIssue } from "./common/env-schema";
import { createLogger } from "./server/logger";
import { createCacheInvalidation } from "./server/cache-invalidation";
import { readiness, type ReadinessCheck } from "./server/health";
import { mediaOriginOf } from "./server/media-forwarding";
import { createMetrics } from "./server/metrics";
import { startMetricsServer } from "./server/metrics-server";
import { createReadCache, type ReadCache } from "./server/read-cache";
import type { SharedRedis } from "./common/redis";
import { provideSecretKey, type SecretKeySource } from "./server/secret-key";
import { loadMonitoring } from "./server/load-monitoring";
import { requestMonitors } from "./server/request-monitor";
import { createShutdown } from "./server/shutdown";
import type { ViteDev } from "./server/vite-dev";
import { createWarningLimiter } from "./server/warning-limiter";
import { browserMonitoringFor, createWebHandler, SERVER_BUILD_PATH } from "./server/web-tier";

const secretKey = provideSecretKeyOrExit();
const { server: config, api: apiConfig, web: webEnv } = loadConfigurationOrExit();
const log = createLogger(config.LOG_LEVEL);
log.info(
  { nodeEnv: config.NODE_ENV, secretKey: secretKey.source, secretKeyFile: secretKey.file },
  `mode: ${config.NODE_ENV}`,
);
const monitoring = await loadMonitoring(config.SENTRY_DSN, log);
const monitorRequest = requestMonitors({ log, monitoring, warn: createWarningLimiter() });
process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled promise rejection"));
process.on("uncaughtException", (error) => {
  log.fatal({ err: error }, "uncaught exception, exiting");
  process.exit(1);
});

// The counters every process shares (docs/operations.md#shared-counters-in-redis); a Redis that is away at start is
// waited for only briefly.
const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : undefined;
// Public API reads shared between pages for the guest pages' period (docs/operations.md#caches); a write anywhere on
// this process's PostgreSQL or Redis empties them and the guest pages (docs/operations.md#caches).
const invalidation = createCacheInvalidation();
const sharedReads = createReadCache({ ttlMs: config.PAGE_CACHE_TTL_MS });
invalidation.onInvalidate(sharedReads.invalidate);
const readCache: ReadCache = { read: sharedReads.read, invalidate: invalidation.invalidate };
const apiTier = apiConfig ? await startOrExit("api", () => startApi(apiConfig)) : undefined;
const notifications = apiTier && apiConfig?.DATABASE_URL ? await listenOn(apiConfig.DATABASE_URL) : undefined;
const redisNotifications = redis ? await listenOnRedis(redis) : undefined;
const metrics =
  config.METRICS_PORT === undefined ? undefined : createMetrics({ mailQueueStats: apiTier?.mailQueueStats });
const viteDev = webEnv ? await startOrExit("vite", () => startViteIfUnbuilt(config)) : undefined;
const webHandler = webEnv ? await startOrExit("web", () => startWeb(webEnv, apiTier, viteDev)) : undefined;

const shutdown = createShutdown();
const cspRules: CspRule[] = webEnv ? buildCspRules(getPublicEnv(webEnv)) : [];
if (viteDev) cspRules.push((await import("./server/vite-dev")).VITE_DEV_CSP_RULE);
const app = createServerApp({
  config,
  log,
  monitoring,
  monitorRequest,
  cspRules,
  drainGuard: shutdown.closeConnectionsWhenDraining,
  apiListener: apiTier?.listener,
  media: apiTier?.media,
  mediaUpstream:
    apiTier || !webEnv?.API_URL
      ? undefined
      : { origin: mediaOriginOf(webEnv.API_URL), timeoutMs: config.API_TIMEOUT_MS },
  // Writes this process's API answers; a web-only process's own writes go through the web tier's read cache.
  onApiWrite: apiTier && (webHandler || notifications || redisNotifications) ? invalidation.invalidate : undefined,
  onCacheInvalidation: invalidation.onInvalidate,
  readiness: readiness({ checks: readinessChecks(), isDraining: shutdown.isDraining }),
  timeRequests: metrics?.timeRequests,
  webHandler,
  devMiddleware: viteDev?.middleware,
  redis,
});

const server = app.listen(config.PORT, config.HOST, () => {
  const { port } = server.address() as AddressInfo;
  const shownHost = ["0.0.0.0", "::"].includes(config.HOST) ? "localhost" : config.HOST;
  const tiers = [apiTier ? "api" : null, webHandler ? "web" : null].filter(Boolean).join("+");
  log.info({ port, tiers, publicUrl: config.PUBLIC_URL }, `listening on http://${shownHost}:${port}`);
});
server.on("error", (error) => {
  log.fatal({ err: error }, `cannot listen on ${config.HOST}:${config.PORT}`);
  process.exit(1);
});
// Its own listener, never the public one (docs/operations.md#caches); on loopback unless METRICS_HOST says otherwise.
const metricsPort = config.METRICS_PORT;
const metricsServer =
  metrics && metricsPort !== undefined
    ? await startOrExit("metrics", () => startMetricsServer(metrics.registry, metricsPort, config.METRICS_HOST))
    : undefined;
if (metricsServer) log.info({ url: metricsServer.url }, `metrics on ${metricsServer.url}`);
shutdown.install({
  server,
  log,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  delayMs: config.SHUTDOWN_DELAY_MS,
  closeResources: async () => {
    await metricsServer?.close();
    await notifications?.close();
    await redisNotifications?.close();
    await apiTier?.close();
    await viteDev?.close();
    await redis?.close();
  },
});

/** Without SECRET_KEY (and outside development) the secret kept in DATA_DIR, made on the first start. */
function provideSecretKeyOrExit(): { source: SecretKeySource; file?: string } {
  try {
    return provideSecretKey(process.env);
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : `Cannot keep the secret key in DATA_DIR: ${describeError(error)}`,
    );
    process.exit(1);
  }
}

/** Every tier's variables are checked before anything starts; all problems are printed at once, exit code 1. */
function loadConfigurationOrExit(): { server: ServerConfig; api?: ApiConfig; web?: WebEnv } {
  const problems: ConfigIssue[] = [];
  const read = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      problems.push(...error.issues);
      return undefined;
    }
  };
  const server = read(getServerConfig);
  const tiers = server ? servedTiers(server) : { api: true, web: true };
  const api = tiers.api ? read(getApiConfig) : undefined;
  const web = tiers.web ? read(getWebEnv) : undefined;
  if (!server || problems.length > 0) {
    // Tiers share variables (PUBLIC_URL, SECRET_KEY): one line names each bad variable once.
    console.error(new ConfigError(problems).message);
    process.exit(1);
  }
  return { server, api, web };
}

async function startOrExit<T>(tier: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    log.fatal({ err: error, tier }, describeError(error));
    process.exit(1);
  }
}

async function startApi(apiConfig: ApiConfig): Promise<ApiTier> {
  const { startApiTier } = await import("./server/api-tier");
  return startApiTier(apiConfig, {
    seedServerDatabase: config.SEED_DEMO,
    log,
    reportError: monitoring.captureException,
    testRoutes: config.TEST_ROUTES,
    redis,
  });
}

/** The LISTEN connection that carries other processes' writes (server/pg-notifications.ts). */
async function listenOn(databaseUrl: string) {
  const { listenForInvalidations } = await import("./server/pg-notifications");
  const listener = listenForInvalidations({ databaseUrl, log, onRemoteWrite: invalidation.clearHere });
  invalidation.broadcastTo(listener);
  return listener;
}

/**
 * With REDIS_URL every process publishes its writes on Redis and hears the others' (server/redis-notifications.ts),
 * beside PostgreSQL's notices when it has a database: the one way a web-only process hears of writes.
 */
async function listenOnRedis(sharedRedis: SharedRedis) {
  const { listenOnRedis: listen } = await import("./server/redis-notifications");
  const listener = listen({ redis: sharedRedis, log, onRemoteWrite: invalidation.clearHere });
  invalidation.broadcastTo(listener);
  return listener;
}

/**
 * What /readyz asks (docs/operations.md#caches): the database, and a configured Redis
 * (docs/operations.md#shared-counters-in-redis). A process that cannot reach Redis counts limits on its own, so the
 * balancer prefers the others; when none is ready, the balancer's fallback sends traffic to any live process (README,
 * "Running in production"), so a Redis outage never takes the site down.
 */
function readinessChecks(): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [];
  if (apiTier) checks.push({ name: "database", check: apiTier.ping });
  if (redis) {
    const sharedRedis = redis;
    checks.push({
      name: "redis",
      check: async () => {
        if (!sharedRedis.reachable()) throw new Error("Redis unreachable");
      },
    });
  }
  return checks;
}

/** Loaded only with REDIS_URL: a process without it never loads the Redis client. */
async function connectRedis(url: string): Promise<SharedRedis> {
  const { connectRedis: connect } = await import("./common/redis");
  return connect(url, { log });
}

async function startViteIfUnbuilt(serverConfig: ServerConfig): Promise<ViteDev | undefined> {
  if (serverConfig.NODE_ENV !== "development" || existsSync(SERVER_BUILD_PATH)) return undefined;
  log.info("no build found: serving the app through Vite's dev server");
  const { startViteDev } = await import("./server/vite-dev");
  return startViteDev();
}

async function startWeb(env: WebEnv, api: ApiTier | undefined, vite: ViteDev | undefined) {
  const connection = env.API_URL
    ? { kind: "remote" as const, baseUrl: env.API_URL, timeoutMs: config.API_TIMEOUT_MS }
    : api
      ? { kind: "in-process" as const, fetch: api.fetch }
      : undefined;
  if (!connection) throw new Error("The web tier needs the API: unset WEB_ONLY or set API_URL");
  log.info(
    connection.kind === "remote" ? `web: using the API at ${connection.baseUrl}` : "web: using the in-process API",
  );
  if (connection.kind === "remote" && !redis && !notifications) {
    log.info(
      { pageCacheTtlMs: config.PAGE_CACHE_TTL_MS },
      "web: no REDIS_URL, so other processes' writes reach this process's guest pages and shared reads when they expire (PAGE_CACHE_TTL_MS)",
    );
  }
  return createWebHandler({
    api: apiAccessFor(connection),
    readCache,
    build: vite?.build,
    nodeEnv: config.NODE_ENV,
    monitorRequest,
    browserMonitoring: browserMonitoringFor(env, { fromSource: vite !== undefined }),
  });
}

/** Some libraries throw plain objects (PGlite's ErrnoError); the log line still needs words. */
function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "object" && error !== null && "message" in error) return String(error.message);
  return `start-up failed: ${JSON.stringify(error)}`;
}
