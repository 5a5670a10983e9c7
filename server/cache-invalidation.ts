/**
 * What a write clears (docs/decisions/170, 189): the shared API reads (server/read-cache.ts) and the guest pages
 * (server/page-cache.ts) of this process at once and, through a broadcast, of every other process on the same
 * PostgreSQL (server/pg-notifications.ts). On the embedded database there are no others: nothing is broadcast.
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

export function createCacheInvalidation(): CacheInvalidation & { broadcastTo(broadcast: Broadcast): void } {
  const caches: Array<() => void> = [];
  let broadcast: Broadcast | undefined;
  const clearHere = () => {
    for (const clear of caches) clear();
  };
  return {
    invalidate() {
      clearHere();
      broadcast?.send();
    },
    onInvalidate(clear) {
      caches.push(clear);
    },
    clearHere,
    broadcastTo(target) {
      broadcast = target;
    },
  };
}
