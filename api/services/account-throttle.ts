/**
 * Per-account brute-force limits (security.md: rate limits per IP *and per account*; docs/decisions/055, 178).
 * server/rate-limits.ts limits each address over all accounts; these count failures against one account, and,
 * where a stranger could otherwise spend the owner's budget, against one account *and one client*
 * (api/http/client-address.ts), so failing on purpose locks out the failing client only, never the owner on
 * another network. In memory: one process; design section 13 moves them to Redis with the IP limits.
 */

/** Failures counted per key in fixed windows (the window starts with the key's first failure). */
export type AccountThrottle = {
  /** Seconds to wait when the key is blocked, else null. */
  retryAfter(key: string): number | null;
  fail(key: string): void;
  clear(key: string): void;
};

/** Failures counted per account and client. */
export type ClientThrottle = {
  /** Seconds this client must wait before trying this account again, else null. */
  retryAfter(account: string, client: string): number | null;
  fail(account: string, client: string): void;
  /** A success: this client's failures on this account are forgotten (the account-wide count is not). */
  clear(account: string, client: string): void;
};

export type ThrottleOptions = { max: number; windowMs: number; now?: () => number };

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

/** The counting both kinds of throttle share. */
function createCounter(windowMs: number, now: () => number) {
  const windows = new Map<string, Window>();

  function current(key: string): Window | undefined {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    failures: (key: string) => current(key)?.failures ?? 0,
    /** Whole seconds until the key's window ends, at least 1. */
    secondsLeft: (key: string) => Math.max(1, Math.ceil(((current(key)?.resetAt ?? now()) - now()) / 1000)),
    add(key: string) {
      const window = current(key);
      if (window) {
        window.failures += 1;
        return;
      }
      if (windows.size >= SWEEP_AT) for (const k of [...windows.keys()]) current(k);
      windows.set(key, { failures: 1, resetAt: now() + windowMs });
    },
    clear: (key: string) => windows.delete(key),
  };
}

export function createAccountThrottle(options: ThrottleOptions): AccountThrottle {
  const { max, windowMs, now = Date.now } = options;
  const counter = createCounter(windowMs, now);
  return {
    retryAfter: (key) => (counter.failures(key) < max ? null : counter.secondsLeft(key)),
    fail: (key) => counter.add(key),
    clear: (key) => void counter.clear(key),
  };
}

export function createClientThrottle(options: ThrottleOptions & { underAttack?: UnderAttack }): ClientThrottle {
  const { max, windowMs, now = Date.now, underAttack } = options;
  const pairs = createCounter(windowMs, now);
  const accounts = createCounter(windowMs, now);
  // A newline cannot occur in an e-mail address, a uuid or an IP address: the pair's key is unambiguous.
  const pair = (account: string, client: string) => `${account}\n${client}`;
  const allowance = (account: string) =>
    underAttack && accounts.failures(account) >= underAttack.failures ? Math.min(max, underAttack.allowance) : max;
  return {
    retryAfter(account, client) {
      const key = pair(account, client);
      return pairs.failures(key) < allowance(account) ? null : pairs.secondsLeft(key);
    },
    fail(account, client) {
      pairs.add(pair(account, client));
      if (underAttack) accounts.add(account);
    },
    clear(account, client) {
      pairs.clear(pair(account, client));
    },
  };
}
