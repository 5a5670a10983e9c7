import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type StartedServer } from "../support/start-server";
import { startPostgresCluster, type PostgresCluster } from "./pg-cluster";
import { NO_RATE_LIMITS, sleep, timedFetch, waitFor } from "./support";

/**
 * Design section 13, docs/operations.md#caches: a balancer's probes and the operator's metrics. /livez answers whatever
 * the database does; /readyz is 503 while the database is stopped, 200 again when it is back, and 503 from the moment
 * SIGTERM arrives while the process still serves for SHUTDOWN_DELAY_MS. /metrics exists only on METRICS_PORT
 * (loopback), with request durations by route pattern, the mail queue's gauges and the page cache's hits.
 * The cluster is this file's own (pg-cluster.ts), so stopping it harms nobody.
 */
const SHUTDOWN_DELAY_MS = 4_000;

let cluster: PostgresCluster;
let server: StartedServer;
let metricsUrl: string;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  server = await startServer({
    env: {
      DATABASE_URL: cluster.url,
      SEED_DEMO: "1",
      METRICS_PORT: "0",
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      ...NO_RATE_LIMITS,
    },
    timeoutMs: 150_000,
  });
  const announced = await waitFor(async () => /metrics on (http:\/\/\S+\/metrics)/.test(server.output()), 10_000, 50);
  if (!announced) throw new Error(`no metrics line:\n${server.output()}`);
  metricsUrl = /metrics on (http:\/\/\S+\/metrics)/.exec(server.output())?.[1] ?? "";
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await cluster?.dispose();
});

const get = (path: string) => timedFetch(`${server.url}${path}`);

describe("liveness and readiness", () => {
  it("both answer 200 with the database up, and are never rate limited", async () => {
    expect((await get("/livez")).status).toBe(200);
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({ status: "ok", checks: { database: "ok" } });
    expect(ready.headers.get("cache-control")).toBe("no-store");
    // The old probes stay.
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/api/health/")).status).toBe(200);
  });

  it("readiness is 503 while the database is stopped, liveness stays 200; both recover", async () => {
    await cluster.stop();
    try {
      const ready = await get("/readyz");
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(6_000);
      expect(JSON.parse(ready.body)).toMatchObject({
        status: "unavailable",
        checks: { database: expect.stringMatching(/down|timeout/) },
      });
      expect((await get("/livez")).status).toBe(200);
    } finally {
      await cluster.start();
    }
    expect(await waitFor(async () => (await get("/readyz")).status === 200, 20_000)).toBe(true);
  }, 60_000);
});

describe("metrics", () => {
  it("are not served on the public port", async () => {
    const response = await get("/metrics");
    expect(response.status).toBe(404);
    expect(response.body).not.toContain("http_request_duration_seconds");
    expect(new URL(metricsUrl).hostname).toBe("127.0.0.1");
    expect(new URL(metricsUrl).port).not.toBe(String(server.port));
  });

  it("count requests by route pattern, the mail queue and the page cache's hits", async () => {
    for (let i = 0; i < 3; i++) expect((await get("/jobs")).status).toBe(200);
    const job = (JSON.parse((await get("/api/jobs/?limit=1")).body) as { results: Array<{ id: number }> }).results[0];
    expect((await get(`/api/jobs/${job.id}/`)).status).toBe(200);
    expect((await get(`/jobs/${job.id}/description`)).status).toBe(200);
    expect((await get("/no-such-page-8f3e2a")).status).toBe(404);

    const response = await timedFetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;

    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/jobs",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/jobs/:param/",status="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/jobs/:param/description",status="200"}'),
    ).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="(unmatched)",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    // No id or made-up path ever becomes a label.
    expect(text).not.toContain(`/${job.id}`);
    expect(text).not.toContain("no-such-page");

    expect(text).toContain("# TYPE mail_queue_depth gauge");
    expect(sample(text, "mail_queue_depth")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "mail_failed")).toBe(0);

    // Three guest /jobs within the cache's period: one render, then hits (the bursts of the other tests may add).
    expect(sample(text, 'page_cache_requests_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_requests_total{result="miss"}')).toBeGreaterThanOrEqual(1);
  });

  it("refuses anything but GET /metrics on the metrics port", async () => {
    expect((await timedFetch(metricsUrl.replace(/\/metrics$/, "/"))).status).toBe(404);
  });
});

describe("shutdown", () => {
  it("readiness is 503 from SIGTERM on while the process still serves, then the process exits 0", async () => {
    expect((await get("/readyz")).status).toBe(200);
    const stopped = server.stop();
    await sleep(300);
    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "draining" });
    // Still serving during the delay: the balancer's in-flight requests and its last probes get answers.
    expect((await get("/livez")).status).toBe(200);
    await stopped;
    expect(await server.exited).toBe(0);
  }, 30_000);
});

/** The value of one sample line (`name{labels} value`) of the Prometheus text, or NaN when absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? Number.NaN : Number(line.slice(series.length + 1));
}
