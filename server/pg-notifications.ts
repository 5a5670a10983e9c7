/**
 * Cache invalidations between the processes on one PostgreSQL (docs/operations.md#caches): PostgreSQL's LISTEN/NOTIFY
 * on one channel, through one connection of this process's own (outside the pool: a listening session must stay
 * open). A write here sends `pg_notify` with this process's id; every other listener clears its caches
 * (server/cache-invalidation.ts). Notices carry no data, only "something changed".
 *
 * The connection is made again after an outage (1 s, then doubling up to 10 s), and every (re)connection clears
 * this process's caches: notices sent while it was away are lost, so anything read before may be stale. A notice
 * that cannot be sent is logged; the other processes then catch up when their caches expire.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Notifications } from "./cache-invalidation";
import type { Logger } from "./logger";

export type { Notifications };

export const INVALIDATION_CHANNEL = "cache_invalidation";

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 10_000;

export interface NotificationsOptions {
  databaseUrl: string;
  log: Logger;
  /** Another process wrote, or this one was disconnected for a while. */
  onRemoteWrite(): void;
}

export function listenForInvalidations({ databaseUrl, log, onRemoteWrite }: NotificationsOptions): Notifications {
  const self = randomUUID();
  let client: pg.Client | undefined;
  let ready = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const lost = (connection: pg.Client, error?: Error) => {
    if (client !== connection) return;
    client = undefined;
    if (ready) log.warn({ err: error }, "cache notifications: connection lost, reconnecting");
    ready = false;
    connection.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const connection = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
    client = connection;
    connection.on("error", (error) => lost(connection, error));
    connection.on("end", () => lost(connection));
    connection.on("notification", (message) => {
      if (message.channel === INVALIDATION_CHANNEL && message.payload !== self) onRemoteWrite();
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (error) {
      lost(connection, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (closed || client !== connection) return;
    ready = true;
    retryMs = FIRST_RETRY_MS;
    log.info("cache notifications: listening");
    onRemoteWrite();
  }

  void connect();
  return {
    send() {
      if (!client || !ready) {
        log.warn("cache notifications: not connected, other processes see this write when their caches expire");
        return;
      }
      client.query("select pg_notify($1, $2)", [INVALIDATION_CHANNEL, self]).catch((error: unknown) => {
        log.warn(
          { err: error },
          "cache notifications: notice not sent, other processes see this write when their caches expire",
        );
      });
    },
    listening: () => ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const connection = client;
      client = undefined;
      ready = false;
      await connection?.end().catch(() => undefined);
    },
  };
}
