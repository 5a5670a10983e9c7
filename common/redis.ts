/**
 * The one Redis connection of a process (REDIS_URL; design section 13, docs/operations.md#shared-counters-in-redis):
 * the per-IP rate limits (server/rate-limit-store.ts) and the API's account throttles (api/services/shared-counts.ts)
 * count on it, so every process behind the balancer sees the same counts.
 *
 * Redis is a helper here, never a dependency of the site: every command is raced against a short timeout, and while
 * Redis is unreachable (refused, stalled, erroring) each caller's own fallback answers: the same counters kept in
 * this process's memory. Protection degrades to per-process, nothing answers 5xx. One warning marks the start of an
 * outage and one line its end; meanwhile a write probe every second finds out when Redis is back.
 *
 * server.ts imports this only when REDIS_URL is set; the counters' modules know it by its type.
 */
import { createClient } from "@redis/client";

/** Every key this app writes starts with this, so the app can share a Redis with others. */
const KEY_PREFIX = "seasonal-jobs:";

/**
 * A command slower than this counts as an outage. Redis answers in well under a millisecond on a network; the margin
 * is for an event loop busy rendering, so a slow page is not mistaken for a stalled Redis. Only requests in flight
 * when Redis stalls wait this long: after the first timeout the fallback answers at once.
 */
const COMMAND_TIMEOUT_MS = 1_000;
/** How often a probe asks an unreachable Redis whether it is back. */
const PROBE_INTERVAL_MS = 1_000;
/** How long start-up waits for the first connection before it goes on with per-process counts. */
const CONNECT_WAIT_MS = 3_000;

export type RedisClient = ReturnType<typeof newClient>;

function newClient(url: string, commandTimeoutMs: number) {
  return createClient({
    url,
    // A command while disconnected fails at once (and the fallback answers) instead of waiting for a reconnection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: commandTimeoutMs * 2,
      // Quick at first, at most every two seconds while Redis stays away.
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, 2_000),
    },
  });
}

/** pino's Logger has these; tests pass a recorder. */
export type RedisLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
};

export interface SharedRedis {
  /** What every key of this app starts with. */
  readonly keyPrefix: string;
  /** The client, for libraries that send raw commands (rate-limit-redis); use it inside `orElse`. */
  readonly client: RedisClient;
  /**
   * `command` on Redis while it is reachable, within the timeout; otherwise, and when it fails, `fallback`.
   * Never rejects because of Redis.
   */
  orElse<T>(command: (client: RedisClient) => Promise<T>, fallback: () => T | Promise<T>): Promise<T>;
  /**
   * Runs `prepare` now if Redis is reachable, and again each time it comes back, before it is used again (loading
   * scripts a restarted Redis has forgotten). A failure counts as Redis still being away.
   */
  whenReachable(prepare: () => Promise<unknown>): void;
  /** Whether commands go to Redis right now (false during an outage). */
  reachable(): boolean;
  close(): Promise<void>;
}

export interface RedisOptions {
  log: RedisLog;
  commandTimeoutMs?: number;
  probeIntervalMs?: number;
  connectWaitMs?: number;
}

export async function connectRedis(url: string, options: RedisOptions): Promise<SharedRedis> {
  const {
    log,
    commandTimeoutMs = COMMAND_TIMEOUT_MS,
    probeIntervalMs = PROBE_INTERVAL_MS,
    connectWaitMs = CONNECT_WAIT_MS,
  } = options;
  const client = newClient(url, commandTimeoutMs);
  const preparations: (() => Promise<unknown>)[] = [];
  let up = false;
  let closed = false;
  let probing: Promise<void> | undefined;
  const where = redactedAddress(url);

  function markDown(error: unknown): void {
    if (!up || closed) return;
    up = false;
    log.warn(
      { redis: where, err: error },
      "Redis unreachable: rate limits and throttles count in this process until it answers",
    );
  }

  /** A write, as the counters make: a Redis that answers PING but refuses writes (out of memory, a replica) is away. */
  function probe(): Promise<void> {
    if (up || closed) return Promise.resolve();
    probing ??= (async () => {
      try {
        await bounded(
          client.set(`${KEY_PREFIX}probe`, String(process.pid), { expiration: { type: "PX", value: 10_000 } }),
          commandTimeoutMs,
        );
        for (const prepare of preparations) await bounded(Promise.resolve().then(prepare), commandTimeoutMs);
        if (closed) return;
        up = true;
        log.info(
          { redis: where },
          "Redis reachable: rate limits and throttles count in Redis, shared by every process",
        );
      } catch {
        // Still away; the next probe tries again.
      }
    })().finally(() => {
      probing = undefined;
    });
    return probing;
  }

  // Without an 'error' listener node-redis would throw; each failed reconnection emits one, the outage is logged once.
  client.on("error", markDown);
  client.on("ready", () => void probe());
  const timer = setInterval(() => void probe(), probeIntervalMs);
  timer.unref();

  // connect() resolves on the first connection, retrying meanwhile; start-up waits for it only so long.
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const connectedInTime = await Promise.race([connected, delay(connectWaitMs).then(() => false)]);
  if (connectedInTime) await probe();
  if (!up)
    log.warn(
      { redis: where },
      "Redis unreachable at start: rate limits and throttles count in this process until it answers",
    );

  return {
    keyPrefix: KEY_PREFIX,
    client,
    reachable: () => up,
    async orElse(command, fallback) {
      if (!up) return fallback();
      try {
        return await bounded(command(client), commandTimeoutMs);
      } catch (error) {
        markDown(error);
        void probe();
        return fallback();
      }
    },
    whenReachable(prepare) {
      preparations.push(prepare);
      if (up) bounded(Promise.resolve().then(prepare), commandTimeoutMs).catch((error: unknown) => markDown(error));
    },
    async close() {
      closed = true;
      clearInterval(timer);
      // Pending commands get their replies if Redis answers soon; a stalled one is not waited for.
      if (!client.isOpen) return;
      await bounded(client.close(), commandTimeoutMs).catch(() => client.destroy());
    },
  };
}

/** `promise`, or a rejection after `ms`: a stalled Redis keeps node-redis waiting for a reply, but not us. */
function bounded<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** host:port for the log; the URL may carry a password. */
function redactedAddress(url: string): string {
  const { hostname, port, protocol } = new URL(url);
  return `${protocol}//${hostname}:${port || "6379"}`;
}
