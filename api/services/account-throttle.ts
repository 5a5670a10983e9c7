/**
 * Per-account brute-force limits (security.md: rate limits per IP *and per account*;
 * docs/security.md#account-throttles). server/rate-limits.ts limits each address over all accounts; these count
 * failures against one account, and, where a stranger could otherwise spend the owner's budget, against one account
 * *and one client* (api/http/client-address.ts), so failing on purpose locks out the failing client only, never the
 * owner on another network. Counted in this process's memory (`memoryCounts`), or with REDIS_URL in Redis, shared by
 * every process (shared-counts.ts, docs/operations.md#shared-counters-in-redis).
 */

/** Failures counted per key in fixed windows (the window starts with the key's first failure). */
export type AccountThrottle = {
  /** Seconds to wait when the key is blocked, else null. */
  retryAfter(key: string): Promise<number | null>;
  fail(key: string): Promise<void>;
  clear(key: string): Promise<void>;
};

/** Failures counted per account and client. */
export type ClientThrottle = {
  /** Seconds this client must wait before trying this account again, else null. */
  retryAfter(account: string, client: string): Promise<number | null>;
  fail(account: string, client: string): Promise<void>;
  /** A success: this client's failures on this account are forgotten (the account-wide count is not). */
  clear(account: string, client: string): Promise<void>;
};

/** A key's failures in its current window, and the milliseconds left of that window (0 without one). */
export type Count = { failures: number; msLeft: number };

/**
 * Where a throttle's failures are counted, in fixed windows of one length that start with a key's first failure:
 * `memoryCounts` (this process) or `redisCounts` (shared-counts.ts). Several keys go in one call, so Redis
 * answers them in one round trip.
 */
export type FailureCounts = {
  read(keys: readonly string[]): Promise<Count[]>;
  /** One more failure for each key. */
  add(keys: readonly string[]): Promise<void>;
  clear(key: string): Promise<void>;
};

export type ThrottleOptions = { max: number; counts: FailureCounts };

/**
 * When an account is under attack from many clients: once `failures` failures have been counted against it in a
 * window, from any clients, each client may fail only `allowance` times (not `max`) in its own window. A client
 * without failures is never refused, so the owner's right password still gets in from anywhere; the attacker's
 * guesses per window are bounded by `failures` + `allowance` × the number of clients it can use.
 */
export type UnderAttack = { failures: number; allowance: number };

type Window = { failures: number; resetAt: number };

/** Expired windows are swept when the map grows past this, so random keys cannot grow it without bound. */
const SWEEP_AT = 10_000;

/** Counts in this process's memory: the only counts without REDIS_URL, and Redis's stand-in while it is away. */
export function memoryCounts({ windowMs, now = Date.now }: { windowMs: number; now?: () => number }): FailureCounts {
  const windows = new Map<string, Window>();

  function current(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  function add(key: string) {
    const window = current(key);
    if (window) {
      window.failures += 1;
      return;
    }
    if (windows.size >= SWEEP_AT) for (const k of [...windows.keys()]) current(k);
    windows.set(key, { failures: 1, resetAt: now() + windowMs });
  }

  return {
    read: async (keys) =>
      keys.map((key) => {
        const window = current(key);
        return { failures: window?.failures ?? 0, msLeft: window ? window.resetAt - now() : 0 };
      }),
    add: async (keys) => keys.forEach(add),
    clear: async (key) => void windows.delete(key),
  };
}

/** Whole seconds until the window ends, at least 1. */
const secondsLeft = (count: Count) => Math.max(1, Math.ceil(count.msLeft / 1000));

export function createAccountThrottle({ max, counts }: ThrottleOptions): AccountThrottle {
  return {
    async retryAfter(key) {
      const [count] = await counts.read([key]);
      return count.failures < max ? null : secondsLeft(count);
    },
    fail: (key) => counts.add([key]),
    clear: (key) => counts.clear(key),
  };
}

export function createClientThrottle({
  max,
  counts,
  underAttack,
}: ThrottleOptions & { underAttack?: UnderAttack }): ClientThrottle {
  // A newline cannot occur in an e-mail address, a uuid or an IP address: the pair's key is unambiguous, and never
  // the same as an account's own key.
  const pair = (account: string, client: string) => `${account}\n${client}`;
  return {
    async retryAfter(account, client) {
      const [pairCount, accountCount] = await counts.read(
        underAttack ? [pair(account, client), account] : [pair(account, client)],
      );
      const allowance =
        underAttack && accountCount.failures >= underAttack.failures ? Math.min(max, underAttack.allowance) : max;
      return pairCount.failures < allowance ? null : secondsLeft(pairCount);
    },
    fail: (account, client) => counts.add(underAttack ? [pair(account, client), account] : [pair(account, client)]),
    clear: (account, client) => counts.clear(pair(account, client)),
  };
}
