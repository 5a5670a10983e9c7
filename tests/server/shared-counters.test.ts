import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../api/db/demo/people";
import { jsonBody, rawRequest, type RawResponse } from "../support/raw-http";
import { skipWithoutRedis, startRedis, type TestRedis } from "../support/redis-server";
import { jsonLogLines, startServer, type StartedServer } from "../support/start-server";

/**
 * Two app processes on one Redis (REDIS_URL; design section 13, docs/operations.md#shared-counters-in-redis) count as
 * one: the strict per-IP limit of sign-in lets its number through over both, and an account throttled on one is
 * throttled on the other. Redis killed mid-run: every request still answers (no 5xx), each process counts on its own,
 * one warning per process; Redis back: shared again. Redis stalled: a request waits no longer than the timeout.
 * API_ONLY processes (the limits and throttles are the same in either tier), each on its own embedded database with the
 * demo accounts. Every client is another loopback source address.
 */
const STRICT_MAX = 6;
const ENV = {
  API_ONLY: "1",
  RATE_LIMIT_STRICT_MAX: String(STRICT_MAX),
  RATE_LIMIT_MAX: "100000",
  ACCOUNT_RATE_LIMIT_MAX: "2",
};
const WRONG = "Wrong-password-1!";
const IP_LIMITED = "Too many requests. Please try again later.";
const THROTTLED = /^Request was throttled\. Expected available in \d+ seconds?\.$/;

type LogLine = { level: number; msg: string };

describe.skipIf(skipWithoutRedis())("two processes sharing one Redis", () => {
  let redis: TestRedis;
  let a: StartedServer;
  let b: StartedServer;
  beforeAll(async () => {
    redis = await startRedis();
    [a, b] = await Promise.all(
      [0, 1].map(() =>
        startServer({ embeddedDatabase: true, env: { ...ENV, REDIS_URL: redis.url }, timeoutMs: 150_000 }),
      ),
    );
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  const signIn = (server: StartedServer, from: string, email: string, password: string) =>
    rawRequest(server.url, "POST", "/api/auth/token/", { from, body: jsonBody({ email, password }) });
  /** An invalid body: refused cheaply (400), counted by the per-IP limit all the same. */
  const emptySignIn = (server: StartedServer, from: string) =>
    rawRequest(server.url, "POST", "/api/auth/token/", { from, body: jsonBody({}) });
  const detail = (response: RawResponse) => (JSON.parse(response.text) as { detail?: string }).detail;
  const warnings = (server: StartedServer) =>
    jsonLogLines<LogLine>(server).filter((line) => line.level === 40 && line.msg.startsWith("Redis unreachable"));

  /** `count` sign-ins from `from`, alternating between the servers, none refused by the per-IP limit. */
  async function spend(from: string, count: number, servers = [a, b]): Promise<void> {
    for (let i = 0; i < count; i += 1) {
      const response = await emptySignIn(servers[i % servers.length], from);
      expect(response.status, `request ${i + 1}`).toBe(400);
    }
  }

  function expectIpLimited(response: RawResponse) {
    expect(response.status).toBe(429);
    expect(detail(response)).toBe(IP_LIMITED);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
  }

  it("the strict sign-in limit counts once over both processes: the next attempt is refused whichever takes it", async () => {
    await spend("127.0.0.10", STRICT_MAX);
    expectIpLimited(await emptySignIn(a, "127.0.0.10"));
    expectIpLimited(await emptySignIn(b, "127.0.0.10"));
    // Another address has its own count.
    expect((await emptySignIn(b, "127.0.0.11")).status).toBe(400);
  });

  it("an account throttled through one process is throttled on the other; the owner elsewhere signs in on both", async () => {
    const email = "employee@demo.test";
    expect((await signIn(a, "127.0.0.2", email, WRONG)).status).toBe(401);
    expect((await signIn(b, "127.0.0.2", email, WRONG)).status).toBe(401);
    for (const server of [a, b]) {
      const refused = await signIn(server, "127.0.0.2", email, DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(detail(refused)).toMatch(THROTTLED);
    }
    for (const server of [a, b]) expect((await signIn(server, "127.0.0.3", email, DEMO_PASSWORD)).status).toBe(200);
  });

  it("Redis killed: no 5xx, each process counts on its own (one warning each); Redis back: shared again", async () => {
    await redis.kill();
    // Per-process: each server lets the whole limit through for one address, then refuses it.
    for (const server of [a, b]) {
      await spend("127.0.0.20", STRICT_MAX, [server]);
      expectIpLimited(await emptySignIn(server, "127.0.0.20"));
    }
    // The throttle too: refused on the process that counted, not on the other.
    const email = "company@demo.test";
    for (let i = 0; i < 2; i += 1) expect((await signIn(a, "127.0.0.4", email, WRONG)).status).toBe(401);
    expect((await signIn(a, "127.0.0.4", email, DEMO_PASSWORD)).status).toBe(429);
    expect((await signIn(b, "127.0.0.4", email, DEMO_PASSWORD)).status).toBe(200);
    for (const server of [a, b]) {
      const health = await rawRequest(server.url, "GET", "/api/health/", {});
      expect(health.status).toBeLessThan(500);
      expect(warnings(server)).toHaveLength(1);
    }

    await redis.restart();
    const deadline = Date.now() + 15_000;
    const recovered = (server: StartedServer) =>
      jsonLogLines<LogLine>(server).filter((line) => line.msg.startsWith("Redis reachable")).length >= 2;
    while (!(recovered(a) && recovered(b))) {
      if (Date.now() > deadline) throw new Error(`Redis not reachable again:\n${a.output()}\n${b.output()}`);
      await sleep(100);
    }
    await spend("127.0.0.30", STRICT_MAX);
    expectIpLimited(await emptySignIn(a, "127.0.0.30"));
    expectIpLimited(await emptySignIn(b, "127.0.0.30"));
    expect((await signIn(a, "127.0.0.5", "newemployee@demo.test", WRONG)).status).toBe(401);
    expect((await signIn(b, "127.0.0.5", "newemployee@demo.test", WRONG)).status).toBe(401);
    expect((await signIn(a, "127.0.0.5", "newemployee@demo.test", DEMO_PASSWORD)).status).toBe(429);
  });

  it("Redis stalled (SIGSTOP): a request waits at most about the command timeout, the next ones not at all", async () => {
    redis.pause();
    try {
      for (const server of [a, b]) {
        let started = Date.now();
        expect((await emptySignIn(server, "127.0.0.40")).status).toBe(400);
        expect(Date.now() - started).toBeLessThan(2_500);
        started = Date.now();
        expect((await emptySignIn(server, "127.0.0.40")).status).toBe(400);
        expect(Date.now() - started).toBeLessThan(1_000);
        // The throttle answers from this process's counts too.
        expect((await signIn(server, "127.0.0.40", "employee@demo.test", WRONG)).status).toBe(401);
      }
    } finally {
      redis.resume();
    }
  });

  it("express-rate-limit took the stores as they are: no validation error, no store error", () => {
    for (const server of [a, b]) expect(server.output()).not.toMatch(/ERR_ERL_|express-rate-limit/);
  });
});
