import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCacheInvalidation } from "../../server/cache-invalidation";
import { readinessReport } from "../../server/health";
import { createMetrics, routeLabel } from "../../server/metrics";
import { guestPageCache } from "../../server/page-cache";
import { listenOnLoopback, type Loopback } from "../support/listen-on-loopback";

/**
 * docs/operations.md#caches in small: the readiness checks (named, side by side, each with a timeout; draining wins),
 * the metrics' route labels (never an id or a token), and a cleared guest page cache that keeps no page whose render
 * began before the write.
 */
describe("readiness checks", () => {
  const ok = { name: "database", check: () => Promise.resolve() };
  const down = { name: "redis", check: () => Promise.reject(new Error("ECONNREFUSED")) };
  const hung = { name: "redis", check: () => new Promise<never>(() => undefined) };

  it("is ready when every check answers", async () => {
    expect(await readinessReport({ checks: [ok], isDraining: () => false })).toEqual({
      ready: true,
      status: "ok",
      checks: { database: "ok" },
    });
  });

  it("is not ready when one registered check fails or hangs past its timeout", async () => {
    expect(await readinessReport({ checks: [ok, down], isDraining: () => false })).toEqual({
      ready: false,
      status: "unavailable",
      checks: { database: "ok", redis: "down" },
    });
    const started = Date.now();
    const report = await readinessReport({ checks: [ok, hung], isDraining: () => false, timeoutMs: 50 });
    expect(report).toMatchObject({ ready: false, checks: { redis: "timeout" } });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("is not ready while draining, whatever the checks say", async () => {
    expect(await readinessReport({ checks: [ok], isDraining: () => true })).toMatchObject({
      ready: false,
      status: "draining",
    });
  });
});

describe("route labels", () => {
  it.each([
    ["/jobs", 200, "/jobs"],
    ["/jobs.data", 200, "/jobs.data"],
    ["/jobs/123/description", 200, "/jobs/:param/description"],
    ["/api/jobs/42/", 200, "/api/jobs/:param/"],
    ["/employee/profile/5f0c8a9e-1b2c-4d3e-8f9a-0b1c2d3e4f5a/basic-info", 200, "/employee/profile/:param/basic-info"],
    [
      "/reset-password/5f0c8a9e-1b2c-4d3e-8f9a-0b1c2d3e4f5a/c2V0LXRva2VuLXZhbHVlLTEyMw",
      200,
      "/reset-password/:param/:param",
    ],
    ["/mail/unsubscribe/abc.DEF_ghi-JKL", 302, "/mail/unsubscribe/:param"],
    ["/anything/the-visitor-typed", 404, "(unmatched)"],
    ["/old-spelling", 301, "(redirect)"],
  ])("%s (%i) is %s", (path, status, label) => {
    expect(routeLabel(path, status)).toBe(label);
  });
});

describe("route labels are bounded", () => {
  it("gives any label past the 400th the one name (other), whatever the paths answer", async () => {
    const metrics = createMetrics();
    const app = express();
    app.use(metrics.timeRequests);
    app.get("*", (_req, res) => res.end("ok"));
    const server = await listenOnLoopback(app);
    try {
      const words = Array.from(
        { length: 410 },
        (_, index) => `/page-${String.fromCharCode(97 + (index % 26))}${"x".repeat(Math.floor(index / 26))}`,
      );
      for (const word of words) await (await fetch(`${server.origin}${word}`)).text();
    } finally {
      await server.close();
    }
    const text = await metrics.registry.metrics();
    const routes = new Set(
      [...text.matchAll(/http_request_duration_seconds_count\{[^}]*route="([^"]+)"/g)].map((match) => match[1]),
    );
    expect(routes.size).toBe(401);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="(other)",status="200"} 10');
  });
});

describe("a cleared guest page cache", () => {
  let renders = 0;
  let release: (() => void) | undefined;
  const invalidation = createCacheInvalidation();
  const pageCache = guestPageCache({ ttlMs: 60_000 });
  invalidation.onInvalidate(pageCache.clear);
  const app = express();
  app.use(pageCache);
  app.get("/terms", (_req, res) => {
    renders += 1;
    const version = renders;
    const finish = () => res.type("html").end(`<html>version ${version}</html>`);
    if (version === 3) release = finish;
    else finish();
  });

  let server: Loopback;
  beforeAll(async () => {
    server = await listenOnLoopback(app);
  });
  afterAll(() => server.close());

  const get = async () => (await fetch(`${server.origin}/terms`)).text();

  it("renders again after a write, and does not keep a page that was being rendered during it", async () => {
    expect(await get()).toContain("version 1");
    expect(await get()).toContain("version 1");
    invalidation.invalidate();
    expect(await get()).toContain("version 2");
    invalidation.invalidate();
    // Render 3 starts, a write is answered while it runs: its page may hold the old data and is not kept.
    const during = get();
    while (!release) await new Promise((resolve) => setTimeout(resolve, 5));
    invalidation.invalidate();
    release();
    expect(await during).toContain("version 3");
    expect(await get()).toContain("version 4");
    expect(await get()).toContain("version 4");
  });
});
