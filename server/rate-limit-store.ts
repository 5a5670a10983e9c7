/**
 * Where a per-IP limit counts when REDIS_URL is set (docs/operations.md#shared-counters-in-redis): in Redis, through
 * rate-limit-redis (fixed windows from the first request, as express-rate-limit's MemoryStore counts), so every process
 * shares one count per address. While Redis is unreachable the limit counts in this process's memory instead, as it
 * does without Redis: each process then lets the limit through, never an unlimited number.
 */
import { MemoryStore, type Options, type Store } from "express-rate-limit";
import { RedisStore, type RedisReply } from "rate-limit-redis";
import type { SharedRedis } from "../common/redis";

/** A store for the limit called `name` (unique per limiter: it is the key prefix in Redis). */
export function sharedRateLimitStore(redis: SharedRedis, name: string): Store {
  const prefix = `${redis.keyPrefix}rl:${name}:`;
  const shared = new RedisStore({
    prefix,
    sendCommand: (...args: string[]) => redis.client.sendCommand(args) as Promise<RedisReply>,
  });
  const local = new MemoryStore();
  return {
    // Tells express-rate-limit's double-count check that these keys are shared and which limit they belong to.
    prefix,
    localKeys: false,
    init(options: Options) {
      local.init(options);
      // rate-limit-redis loads its scripts in init and keeps a failed load for good: loaded again whenever Redis
      // comes back (a restarted Redis has forgotten them anyway).
      redis.whenReachable(() => shared.init(options));
    },
    increment: (key) =>
      redis.orElse(
        () => shared.increment(key),
        () => local.increment(key),
      ),
    decrement: (key) =>
      redis.orElse(
        () => shared.decrement(key),
        () => local.decrement(key),
      ),
    resetKey: (key) =>
      redis.orElse(
        () => shared.resetKey(key),
        () => local.resetKey(key),
      ),
    shutdown: () => local.shutdown(),
  };
}
