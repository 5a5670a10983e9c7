/**
 * Cache notices over Redis (server/redis-notifications.ts; docs/operations.md#caches), on a throwaway redis-server: a
 * notice reaches the other listeners and not its sender; each listener's first connection and each reconnection after
 * Redis was killed and started again clear its caches (notices sent meanwhile were lost), with one warning per
 * outage however many reconnections fail; while Redis is away a write's notice is dropped at once, never thrown or
 * waited for. And the process's side (server/cache-invalidation.ts): a write goes out on every broadcast the process
 * has, PostgreSQL's and Redis's; a notice heard clears this process and is sent on none.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCacheInvalidation, type Broadcast } from "../../server/cache-invalidation";
import { connectRedis, type RedisLog, type SharedRedis } from "../../common/redis";
import { listenOnRedis } from "../../server/redis-notifications";
import type { Notifications } from "../../server/cache-invalidation";
import { skipWithoutRedis, startRedis, type TestRedis } from "../support/redis-server";

type Line = { level: "info" | "warn"; message: string };

function recorder(lines: Line[]): RedisLog {
  return {
    info: (_fields, message) => void lines.push({ level: "info", message }),
    warn: (_fields, message) => void lines.push({ level: "warn", message }),
  };
}

describe("a write goes out on every broadcast of the process", () => {
  it("both broadcasts carry a write answered here; a notice heard from elsewhere clears here and goes out on none", () => {
    const sent = { postgres: 0, redis: 0 };
    const cleared: string[] = [];
    const invalidation = createCacheInvalidation();
    invalidation.onInvalidate(() => cleared.push("pages"));
    invalidation.onInvalidate(() => cleared.push("reads"));
    const postgres: Broadcast = { send: () => void (sent.postgres += 1) };
    const redis: Broadcast = { send: () => void (sent.redis += 1) };
    invalidation.broadcastTo(postgres);
    invalidation.broadcastTo(redis);

    invalidation.invalidate();
    expect(sent).toEqual({ postgres: 1, redis: 1 });
    expect(cleared).toEqual(["pages", "reads"]);

    invalidation.clearHere();
    expect(sent).toEqual({ postgres: 1, redis: 1 });
    expect(cleared).toEqual(["pages", "reads", "pages", "reads"]);
  });
});

describe.skipIf(skipWithoutRedis())("cache notices over Redis", () => {
  let server: TestRedis;
  const shared: SharedRedis[] = [];
  const listeners: Record<"one" | "other", Notifications> = {} as Record<"one" | "other", Notifications>;
  const heard = { one: 0, other: 0 };
  const logs: Record<"one" | "other", Line[]> = { one: [], other: [] };

  const until = async (check: () => boolean, timeoutMs = 5_000) => {
    await expect.poll(check, { timeout: timeoutMs, interval: 20 }).toBe(true);
  };

  beforeAll(async () => {
    server = await startRedis();
    for (const name of ["one", "other"] as const) {
      const redis = await connectRedis(server.url, {
        log: recorder([]),
        commandTimeoutMs: 300,
        probeIntervalMs: 100,
        connectWaitMs: 2_000,
      });
      shared.push(redis);
      listeners[name] = listenOnRedis({ redis, log: recorder(logs[name]), onRemoteWrite: () => (heard[name] += 1) });
    }
  });
  afterAll(async () => {
    for (const listener of Object.values(listeners)) await listener.close();
    for (const redis of shared) await redis.close();
    await server?.stop();
  });

  it("listens from its first connection, which clears its caches", async () => {
    await until(() => listeners.one.listening() && listeners.other.listening());
    expect(heard).toEqual({ one: 1, other: 1 });
    expect(logs.one).toEqual([{ level: "info", message: "cache notices over Redis: listening" }]);
  });

  it("a notice reaches the other process and not its sender", async () => {
    const before = { ...heard };
    listeners.one.send();
    await until(() => heard.other === before.other + 1);
    listeners.other.send();
    await until(() => heard.one === before.one + 1);
    // Both notices have been delivered to every subscriber by now; neither sender counted its own.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual({ one: before.one + 1, other: before.other + 1 });
  });

  it("Redis away: a notice is dropped at once; back again: each listener reconnects, clears, and hears again", async () => {
    await server.kill();
    await until(() => !listeners.one.listening() && !listeners.other.listening());
    const started = performance.now();
    listeners.one.send();
    expect(performance.now() - started).toBeLessThan(20);
    // Several reconnections fail meanwhile; the outage is one warning.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = { ...heard };

    await server.restart();
    await until(() => listeners.one.listening() && listeners.other.listening(), 10_000);
    expect(heard.one).toBe(before.one + 1);
    expect(heard.other).toBe(before.other + 1);
    for (const name of ["one", "other"] as const) {
      expect(logs[name].filter((line) => line.level === "warn")).toEqual([
        {
          level: "warn",
          message:
            "cache notices over Redis: connection lost, reconnecting (this process's caches are cleared when it is back)",
        },
      ]);
    }

    // The shared connection (the publisher) finds Redis back by its probe; then notices flow again.
    await until(() => shared.every((redis) => redis.reachable()));
    const afterReconnect = heard.other;
    listeners.one.send();
    await until(() => heard.other === afterReconnect + 1);
  }, 30_000);

  it("a closed listener hears nothing more", async () => {
    await listeners.other.close();
    expect(listeners.other.listening()).toBe(false);
    const before = heard.other;
    listeners.one.send();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.other).toBe(before);
  });
});
