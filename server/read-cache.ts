/**
 * A short shared cache of API reads that are the same for every reader (docs/operations.md#caches): the public job
 * list a guest sees, read by signed-in pages too. The guest page cache (server/page-cache.ts) cannot serve a
 * signed-in page, whose header names its user; this keeps the API's answer instead, so such a page still
 * renders for its user but does not query the database for what every reader gets alike.
 *
 * - **What**: only what a caller puts in, by a key naming the read (the API path and query); never an answer to
 *   a call that carried a user's token.
 * - **How long**: `ttlMs` (PAGE_CACHE_TTL_MS, the guest pages' period; 0 turns it off), at most `maxEntries`.
 * - **Writes**: every write to the API this process makes or serves (`invalidate()`, called when a POST, PUT,
 *   PATCH or DELETE has been answered) drops everything read before it, so whoever changed something sees the
 *   change on their next page. A read that began before the write ended is never kept.
 * - Concurrent readers of one missing key share one API call; a failed read is not kept.
 */
export interface ReadCache {
  /** The value of `key` read within `ttlMs` and since the last write, or `load()`'s (then kept). */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** A write was answered: nothing read before it is served again. */
  invalidate(): void;
}

export interface ReadCacheOptions {
  ttlMs: number;
  /** Entries kept at most (oldest first out). */
  maxEntries?: number;
  /** The clock; tests move it. */
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/** The request methods that change nothing. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isWrite(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export function createReadCache(options: ReadCacheOptions): ReadCache {
  const { ttlMs, maxEntries = 200, now = Date.now } = options;
  // A write empties it: a read still under way then is never found again, only its own waiters get it.
  const entries = new Map<string, Entry>();

  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expires > time) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      const entry: Entry = { value: load(), expires: time + ttlMs };
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value as Promise<T>;
    },
    invalidate() {
      entries.clear();
    },
  };
}
