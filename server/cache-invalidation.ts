/**
 * What a write clears (docs/operations.md#caches): the shared API reads (server/read-cache.ts) and the guest pages
 * (server/page-cache.ts) of this process at once and, through broadcasts, of every other process: those on the same
 * PostgreSQL (server/pg-notifications.ts) and, with REDIS_URL, those on the same Redis (server/redis-notifications.ts;
 * the only way a web-only process, which has no database, hears of writes). Every broadcast a process has carries its
 * writes. Without either (the embedded database, no Redis) there are no others: nothing is broadcast.
 */
export interface CacheInvalidation {
  /** A write was answered here: clear this process's caches now and tell the other processes. */
  invalidate(): void;
  /** Adds a cache that every invalidation, local or from elsewhere, clears. */
  onInvalidate(clear: () => void): void;
  /** Another process wrote (or its notices may have been missed): clear this process's caches, tell nobody. */
  clearHere(): void;
}

export interface Broadcast {
  /** Tells the other processes; best effort (a lost notice costs at most the caches' period). */
  send(): void;
}

/** A broadcast that also listens: one connection to PostgreSQL or Redis of this process's own. */
export interface Notifications extends Broadcast {
  /** Whether the listening connection is up (for the log and the tests). */
  listening(): boolean;
  close(): Promise<void>;
}

export function createCacheInvalidation(): CacheInvalidation & { broadcastTo(broadcast: Broadcast): void } {
  const caches: Array<() => void> = [];
  const broadcasts: Broadcast[] = [];
  const clearHere = () => {
    for (const clear of caches) clear();
  };
  return {
    invalidate() {
      clearHere();
      for (const broadcast of broadcasts) broadcast.send();
    },
    onInvalidate(clear) {
      caches.push(clear);
    },
    clearHere,
    /** Adds a broadcast that every write here is sent on (PostgreSQL's, Redis's, or both). */
    broadcastTo(target) {
      broadcasts.push(target);
    },
  };
}
