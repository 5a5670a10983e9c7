import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountThrottle, createClientThrottle } from "../../api/services/account-throttle";
import { redisCounts } from "../../api/services/shared-counts";
import { connectRedis, type RedisLog, type SharedRedis } from "../../common/redis";
import { skipWithoutRedis, startRedis, type TestRedis } from "../support/redis-server";

/**
 * The account throttles on Redis (docs/operations.md#shared-counters-in-redis) against a real redis-server: the
 * semantics of the in-memory throttles (fixed windows from the first failure, the under-attack rule, a success clearing
 * one pair), shared by two connections as by two processes, and the fallback to per-process counts while Redis is
 * killed or stalled.
 */
type Line = { level: "warn" | "info"; message: string };

function recorder(): RedisLog & { lines: Line[] } {
  const lines: Line[] = [];
  return {
    lines,
    warn: (_fields, message) => lines.push({ level: "warn", message }),
    info: (_fields, message) => lines.push({ level: "info", message }),
  };
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await sleep(50);
  }
}

describe.skipIf(skipWithoutRedis())("account throttles on Redis", () => {
  let redis: TestRedis;
  // Two connections: two processes' view of one Redis.
  let first: SharedRedis;
  let second: SharedRedis;
  let firstLog: ReturnType<typeof recorder>;
  beforeAll(async () => {
    redis = await startRedis();
    firstLog = recorder();
    first = await connectRedis(redis.url, { log: firstLog, commandTimeoutMs: 300, probeIntervalMs: 100 });
    second = await connectRedis(redis.url, { log: recorder(), commandTimeoutMs: 300, probeIntervalMs: 100 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.stop();
  });

  it("counts per account and client across processes; a success clears only that pair", async () => {
    const a = createClientThrottle({ max: 2, counts: redisCounts(first, "pairs", 60_000) });
    const b = createClientThrottle({ max: 2, counts: redisCounts(second, "pairs", 60_000) });
    await a.fail("a@example.test", "10.0.0.1");
    await b.fail("a@example.test", "10.0.0.1");
    for (const throttle of [a, b]) {
      const wait = await throttle.retryAfter("a@example.test", "10.0.0.1");
      expect(wait).toBeGreaterThanOrEqual(59);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await throttle.retryAfter("a@example.test", "10.0.0.2")).toBeNull();
      expect(await throttle.retryAfter("b@example.test", "10.0.0.1")).toBeNull();
    }
    await a.fail("a@example.test", "10.0.0.2");
    await b.clear("a@example.test", "10.0.0.2");
    await a.fail("a@example.test", "10.0.0.2");
    expect(await b.retryAfter("a@example.test", "10.0.0.2")).toBeNull();
    // Another throttle's keys are apart.
    expect(
      await createClientThrottle({ max: 2, counts: redisCounts(first, "others", 60_000) }).retryAfter(
        "a@example.test",
        "10.0.0.1",
      ),
    ).toBeNull();
  });

  it("windows are fixed from the first failure: later failures do not extend them", async () => {
    const throttle = createAccountThrottle({ max: 2, counts: redisCounts(first, "window", 1_500) });
    await throttle.fail("key");
    await sleep(700);
    await throttle.fail("key");
    const wait = await throttle.retryAfter("key");
    expect(wait).toBe(1);
    await sleep(900);
    expect(await throttle.retryAfter("key")).toBeNull();
    // A failure after the window starts a new one, counting from one.
    await throttle.fail("key");
    expect(await throttle.retryAfter("key")).toBeNull();
  });

  it("under attack: the bound of docs/sessions-and-accounts.md#tokens-and-bearer-authentication holds across processes, and a clean client is never refused", async () => {
    const options = { max: 10, underAttack: { failures: 30, allowance: 3 } };
    const throttles = [first, second].map((shared) =>
      createClientThrottle({ ...options, counts: redisCounts(shared, "attack", 60_000) }),
    );
    let guesses = 0;
    for (let client = 0; client < 20; client += 1) {
      const throttle = throttles[client % 2];
      while ((await throttle.retryAfter("owner@example.test", `10.1.${client}.1`)) === null) {
        expect(guesses).toBeLessThan(30 + 3 * 20);
        await throttles[(guesses + client) % 2].fail("owner@example.test", `10.1.${client}.1`);
        guesses += 1;
      }
    }
    expect(guesses).toBe(30 + 3 * 17);
    for (const throttle of throttles) expect(await throttle.retryAfter("owner@example.test", "192.0.2.1")).toBeNull();
  });

  it("keeps no address in Redis: keys are hashed", async () => {
    await createAccountThrottle({ max: 5, counts: redisCounts(first, "privacy", 60_000) }).fail("someone@example.test");
    const keys = await first.client.keys("*");
    expect(keys.some((key) => key.includes("privacy"))).toBe(true);
    expect(keys.some((key) => key.includes("someone"))).toBe(false);
  });

  it("Redis killed: answers from this process's counts at once, one warning; shared again once Redis is back", async () => {
    const counts = redisCounts(first, "outage", 60_000);
    const throttle = createAccountThrottle({ max: 2, counts });
    const other = createAccountThrottle({ max: 2, counts: redisCounts(second, "outage", 60_000) });
    await redis.kill();
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) await throttle.fail("key");
    expect(await throttle.retryAfter("key")).toBe(60);
    expect(Date.now() - started).toBeLessThan(1_000);
    // The other process never saw these failures.
    expect(await other.retryAfter("key")).toBeNull();
    expect(firstLog.lines.filter((line) => line.level === "warn")).toHaveLength(1);

    await redis.restart();
    await until(() => first.reachable() && second.reachable());
    expect(firstLog.lines.at(-1)).toMatchObject({ level: "info", message: expect.stringContaining("Redis reachable") });
    await throttle.fail("shared");
    await other.fail("shared");
    expect(await throttle.retryAfter("shared")).not.toBeNull();
    expect(await other.retryAfter("shared")).not.toBeNull();
  });

  it("Redis stalled: a call waits no longer than the timeout, later ones not at all, and counting resumes", async () => {
    const throttle = createAccountThrottle({ max: 1, counts: redisCounts(first, "stall", 60_000) });
    redis.pause();
    try {
      let started = Date.now();
      await throttle.fail("key");
      expect(Date.now() - started).toBeLessThan(1_000);
      started = Date.now();
      expect(await throttle.retryAfter("key")).toBe(60);
      expect(Date.now() - started).toBeLessThan(100);
      expect(first.reachable()).toBe(false);
    } finally {
      redis.resume();
    }
    await until(() => first.reachable());
    await throttle.fail("after");
    expect(
      await createAccountThrottle({ max: 1, counts: redisCounts(second, "stall", 60_000) }).retryAfter("after"),
    ).not.toBeNull();
  });
});
