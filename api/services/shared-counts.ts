/**
 * A throttle's failure counts in Redis, shared by every process (REDIS_URL;
 * docs/operations.md#shared-counters-in-redis), with the same fixed windows as `memoryCounts`: a key's window starts
 * with its first failure and ends `windowMs` later, whatever happens meanwhile. Each call is one MULTI, so no process
 * sees half an update:
 * - add: `SET key 0 PX windowMs NX` then `INCR key` (INCR keeps the expiry the first failure set);
 * - read: `GET key` and `PTTL key` of every key asked for.
 * While Redis is unreachable the counts are this process's own (`memoryCounts`), as without REDIS_URL.
 *
 * Keys are hashed: Redis holds no e-mail address, uuid or client address, and a key's length is bounded.
 */
import { createHash } from "node:crypto";
import type { SharedRedis } from "../../common/redis";
import { memoryCounts, type Count, type FailureCounts } from "./account-throttle";

/** Counts of the throttle called `name` (its keys' namespace), in windows of `windowMs`. */
export function redisCounts(redis: SharedRedis, name: string, windowMs: number): FailureCounts {
  const local = memoryCounts({ windowMs });
  const keyOf = (key: string) =>
    `${redis.keyPrefix}throttle:${name}:${createHash("sha256").update(key).digest("base64url")}`;
  return {
    read: (keys) =>
      redis.orElse(
        async (client) => {
          const multi = client.multi();
          for (const key of keys) multi.get(keyOf(key)).pTTL(keyOf(key));
          const replies = await multi.exec();
          return keys.map((_, index): Count => {
            const failures = Number(replies[2 * index] ?? 0);
            const msLeft = Number(replies[2 * index + 1]);
            return { failures, msLeft: msLeft > 0 ? msLeft : 0 };
          });
        },
        () => local.read(keys),
      ),
    add: (keys) =>
      redis.orElse(
        async (client) => {
          const multi = client.multi();
          for (const key of keys)
            multi
              .set(keyOf(key), "0", { expiration: { type: "PX", value: windowMs }, condition: "NX" })
              .incr(keyOf(key));
          await multi.exec();
        },
        () => local.add(keys),
      ),
    clear: (key) =>
      redis.orElse(
        async (client) => {
          await client.del(keyOf(key));
        },
        () => local.clear(key),
      ),
  };
}
