/**
 * Prometheus metrics of one process (design section 13, docs/operations.md#caches), served by server/metrics-server.ts
 * on METRICS_PORT only, never on the public port:
 * - `http_request_duration_seconds{method,route,status}`: every request the request log sees (static files are
 *   not timed). `route` is the path's shape, never the path: ids, uuids and tokens become `:param`, an unmatched
 *   path `(unmatched)`, so no visitor's id reaches a label and a scan of random paths adds no series; past 400
 *   labels any new one is `(other)`, whatever a path's answer.
 * - `page_cache_requests_total{result}`: the guest page cache's `hit` and `miss` answers (its X-Page-Cache header);
 *   the hit rate is `hit / (hit + miss)`.
 * - `mail_queue_depth`, `mail_queue_retrying`, `mail_failed`: the mail outbox read at each scrape (pending; pending
 *   after a failed try; dead after every try), when this process runs the API.
 * - Node's own process metrics (prom-client's defaults: CPU, memory, event-loop lag).
 */
import type { RequestHandler } from "express";
import type { MailQueueStats } from "../api/services/mail-stats";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { PAGE_CACHE_HEADER } from "./page-cache";

export interface MetricsOptions {
  /** The outbox's counts (server/api-tier.ts); absent in a web-only process. */
  mailQueueStats?: () => Promise<MailQueueStats>;
  /** A scrape during a database outage answers without the mail gauges rather than hanging. */
  mailStatsTimeoutMs?: number;
}

export interface Metrics {
  registry: Registry;
  /** Times each request; mounted where the request log is (server/app.ts). */
  timeRequests: RequestHandler;
}

/** Distinct route labels kept at most; the app has about a hundred pages and API routes. */
const MAX_ROUTES = 400;

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route pattern.",
    labelNames: ["method", "route", "status"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "page_cache_requests_total",
    help: "Guest pages answered from the page cache (hit) or rendered and offered to it (miss).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  // Both results exist from the start, so the hit rate is defined (0) before the first guest page.
  pageCache.inc({ result: "hit" }, 0);
  pageCache.inc({ result: "miss" }, 0);
  if (options.mailQueueStats) registerMailGauges(registry, options.mailQueueStats, options.mailStatsTimeoutMs ?? 2_000);

  const routes = new Set<string>();
  /** The label, or `(other)` once MAX_ROUTES labels exist: a backstop should paths of words ever answer non-404. */
  const bounded = (label: string) => {
    if (routes.has(label)) return label;
    if (routes.size >= MAX_ROUTES) return "(other)";
    routes.add(label);
    return label;
  };
  const timeRequests: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = bounded(routeLabel(req.path, res.statusCode));
      durations.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
      const cached = res.getHeader(PAGE_CACHE_HEADER);
      if (cached === "hit" || cached === "miss") pageCache.inc({ result: cached });
    });
    next();
  };
  return { registry, timeRequests };
}

function registerMailGauges(registry: Registry, read: () => Promise<MailQueueStats>, timeoutMs: number): void {
  // One read per scrape, shared by the three gauges (prom-client collects each on its own).
  let current: Promise<MailQueueStats | undefined> | undefined;
  const stats = () => {
    current ??= withTimeout(read(), timeoutMs)
      .catch(() => undefined)
      .finally(() => setImmediate(() => (current = undefined)));
    return current;
  };
  const gauge = (name: string, help: string, pick: (value: MailQueueStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const value = await stats();
        if (value) this.set(pick(value));
      },
    });
  gauge("mail_queue_depth", "Mails waiting to be sent (the outbox's pending rows).", (value) => value.pending);
  gauge(
    "mail_queue_retrying",
    "Pending mails whose last try failed; the queue retries them with backoff.",
    (value) => value.retrying,
  );
  gauge("mail_failed", "Mails given up on: every try failed (the outbox's dead rows).", (value) => value.dead);
}

/** A path segment that names a place in the app (`jobs`, `_root.data`, `basic-info`), not a record or a secret. */
const WORD = /^[_a-z][a-z_-]{0,31}(?:\.[a-z]{1,8})?$/;

/**
 * The route pattern of a path: each segment that is not a plain lower-case word (a number, a uuid, a token) is
 * `:param`. A 404 is `(unmatched)` and a permanent redirect `(redirect)`: neither names a route of the app, and
 * anyone can make up as many of them as they like.
 */
export function routeLabel(path: string, status: number): string {
  if (status === 404) return "(unmatched)";
  if (status === 301 || status === 308) return "(redirect)";
  return path
    .split("/")
    .map((segment) => (segment === "" || WORD.test(segment) ? segment : ":param"))
    .join("/");
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
