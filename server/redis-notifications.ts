/**
 * Cache invalidations over Redis pub/sub (REDIS_URL; docs/operations.md#caches): the notices of
 * server/pg-notifications.ts for every process on one Redis, so a web-only process (API_URL, no database connection by
 * design) hears the writes other processes make, and its guest pages and shared reads change within a notice's trip,
 * not their period.
 *
 * A write here publishes this process's id on one channel through the shared connection (server/redis.ts): fire and
 * forget, within its command timeout, and nothing at all while Redis is away (that connection's fallback answers at
 * once), so Redis never slows a request. Listening takes a connection of its own, as a subscribed connection can run
 * no other command; a notice with this process's own id is ignored. node-redis reconnects after an outage and
 * subscribes again before it is ready; each such (re)connection clears this process's caches, since notices sent
 * meanwhile were lost. Notices carry no data, only "something changed".
 *
 * server.ts loads this only with REDIS_URL.
 */
import { randomUUID } from "node:crypto";
import type { Notifications } from "./cache-invalidation";
import type { RedisLog, SharedRedis } from "../common/redis";

/** Below the shared key prefix, so an app sharing the Redis has its own channels. */
export const REDIS_INVALIDATION_CHANNEL = "cache-invalidation";

export interface RedisNotificationsOptions {
  /** REDIS_URL's shared connection: publishes on it, and listens on a duplicate of it. */
  redis: SharedRedis;
  log: RedisLog;
  /** Another process wrote, or this one was disconnected for a while. */
  onRemoteWrite(): void;
}

export function listenOnRedis({ redis, log, onRemoteWrite }: RedisNotificationsOptions): Notifications {
  const self = randomUUID();
  const channel = `${redis.keyPrefix}${REDIS_INVALIDATION_CHANNEL}`;
  // The same URL and options (no offline queue, the same reconnection schedule), its own socket.
  const subscriber = redis.client.duplicate();
  /** The channel's listener is registered; from then on node-redis subscribes again on each reconnection itself. */
  let subscribed = false;
  let listening = false;
  let closed = false;
  /** A 'ready' came while the last one was still being handled. */
  let readyAgain = false;
  let handlingReady = false;

  const heard = (message: string) => {
    if (message !== self) onRemoteWrite();
  };

  const lost = () => {
    if (!listening || closed) return;
    listening = false;
    log.warn(
      {},
      "cache notices over Redis: connection lost, reconnecting (this process's caches are cleared when it is back)",
    );
  };

  /** After each (re)connection: subscribed (by us the first time, by node-redis after), then the caches go. */
  async function onReady(): Promise<void> {
    readyAgain = true;
    if (handlingReady) return;
    handlingReady = true;
    while (readyAgain && !closed) {
      readyAgain = false;
      try {
        if (!subscribed) {
          await subscriber.subscribe(channel, heard);
          subscribed = true;
        }
      } catch {
        // The connection went meanwhile; its next 'ready' subscribes.
        continue;
      }
      if (closed || !subscriber.isReady) continue;
      listening = true;
      log.info({}, "cache notices over Redis: listening");
      onRemoteWrite();
    }
    handlingReady = false;
  }

  // Without an 'error' listener node-redis would throw; each failed reconnection emits one, the outage is logged once.
  subscriber.on("error", lost);
  subscriber.on("reconnecting", lost);
  subscriber.on("ready", () => void onReady());
  // Resolves on the first connection, retrying meanwhile; start-up does not wait for it.
  subscriber.connect().catch(() => undefined);

  return {
    send() {
      // Never rejects, never waits past the command timeout; while Redis is away the notice is dropped (the other
      // processes clear their caches when their own connection comes back, or when the caches expire).
      void redis.orElse(
        (client) => client.publish(channel, self),
        () => 0,
      );
    },
    listening: () => listening,
    async close() {
      closed = true;
      listening = false;
      if (subscriber.isOpen) subscriber.destroy();
    },
  };
}
