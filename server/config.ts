/**
 * What server.ts itself needs: where to listen, which tiers to run, proxy trust, logging,
 * rate-limit knobs, the Redis the counters share, and shutdown timing. The API and web tiers read their own variables
 * (api/config.ts, app/lib/env.server.ts).
 */
import path from "node:path";
import { z } from "zod";
import {
  apiUrl,
  cachedEnv,
  flag,
  httpUrl,
  nodeEnv,
  parseEnv,
  positiveInt,
  publicUrl,
  redisUrl,
  type EnvRecord,
} from "../common/env-schema";

/**
 * Express `trust proxy`. Off by default so a client cannot choose its own IP with a forged
 * X-Forwarded-For (that would reset its rate-limit count). A number is a hop count; `true`
 * means one hop (trusting every hop would hand the choice back to the client); other values
 * are Express's own list syntax (`loopback`, `10.0.0.0/8, 192.168.0.1`).
 */
const trustProxy = z
  .string()
  .default("0")
  .transform((value): number | string | false => {
    const lower = value.trim().toLowerCase();
    if (["0", "false", "no", "off"].includes(lower)) return false;
    if (["true", "yes", "on"].includes(lower)) return 1;
    if (/^\d+$/.test(lower)) return Number(lower);
    return value.trim();
  });

const serverConfigSchema = z
  .object({
    NODE_ENV: nodeEnv,
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: publicUrl,
    DATA_DIR: z
      .string()
      .default("./data")
      .transform((value) => path.resolve(value)),
    API_URL: apiUrl.optional(),
    API_ONLY: flag,
    WEB_ONLY: flag,
    SEED_DEMO: flag,
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * How long one page request may wait on a remote API (API_URL), all its calls together
     * (docs/operations.md#a-remote-api-and-its-deadline).
     */
    API_TIMEOUT_MS: positiveInt(10_000),
    /** General per-IP limit: RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS. */
    RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
    RATE_LIMIT_MAX: positiveInt(600),
    /** Overrides the limit of every entry of `strictLimits` (tests use a small value). */
    RATE_LIMIT_STRICT_MAX: z.coerce.number().int().positive().optional(),
    /**
     * Redis for the counters every process must share: the per-IP rate limits and the API's account throttles
     * (design section 13, docs/operations.md#shared-counters-in-redis). Unset: each process counts in its own memory.
     */
    REDIS_URL: redisUrl.optional(),
    SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
    /**
     * How long a stopping process keeps listening with /readyz answering 503, so a load balancer stops sending it
     * requests before it closes (docs/operations.md#caches). 0: close at once (one process, no balancer). Behind a
     * balancer: at least two of its check intervals.
     */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /**
     * Prometheus metrics (`GET /metrics`, server/metrics.ts) on this port of METRICS_HOST, never the public PORT.
     * Unset: no metrics listener at all; 0: a free port (tests; the log line names it).
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Where the metrics listener binds: loopback unless the operator opens it to a private network. */
    METRICS_HOST: z.string().default("127.0.0.1"),
    /** How long a guest page is reused from memory (server/page-cache.ts); 0 turns the cache off. */
    PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
    /**
     * Sentry: both tiers report unexpected errors to it (server/monitoring.ts); the web tier also starts it in the
     * browser.
     */
    SENTRY_DSN: httpUrl.optional(),
    /** Adds the routes of server/test-routes.ts (a slow request, an effect counter); refused in production. */
    TEST_ROUTES: flag,
  })
  .superRefine((value, context) => {
    const issue = (name: string, message: string) =>
      context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
    if (value.API_ONLY && value.WEB_ONLY) issue("WEB_ONLY", "cannot be combined with API_ONLY");
    if (value.WEB_ONLY && !value.API_URL) issue("API_URL", "is required when WEB_ONLY=1");
    if (value.TEST_ROUTES && value.NODE_ENV === "production") issue("TEST_ROUTES", "is refused in production");
    if (value.METRICS_PORT !== undefined && value.METRICS_PORT !== 0 && value.METRICS_PORT === value.PORT)
      issue("METRICS_PORT", "must differ from PORT (metrics are never public)");
  });

export type ServerConfig = z.output<typeof serverConfigSchema>;

export function parseServerConfig(env: EnvRecord): ServerConfig {
  return parseEnv(serverConfigSchema, env);
}

export const getServerConfig = cachedEnv(parseServerConfig);

/** Which tiers this process runs, derived once so every caller agrees. */
export function servedTiers(config: ServerConfig): { api: boolean; web: boolean } {
  return { api: !config.WEB_ONLY, web: !config.API_ONLY };
}
