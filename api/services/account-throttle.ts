/**
 * Per-account brute-force limits (security.md: rate limits per IP *and per account*). server.ts limits by IP;
 * an attacker with many addresses is stopped here, by counting failures against the account itself (the e-mail
 * on sign-in, the user id on activation links). Only failures count, so the account's owner signing in
 * successfully clears the slate. In memory: one process; design section 13 moves it to Redis with the IP limits.
 */
export type AccountThrottle = {
  /** Seconds to wait when the key is blocked, else null. */
  retryAfter(key: string): number | null;
  fail(key: string): void;
  clear(key: string): void;
};

type Window = { failures: number; resetAt: number };

/** Expired windows are swept when the map grows past this, so random keys cannot grow it without bound. */
const SWEEP_AT = 10_000;

export function createAccountThrottle(options: { max: number; windowMs: number; now?: () => number }): AccountThrottle {
  const { max, windowMs, now = Date.now } = options;
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
    retryAfter(key) {
      const window = current(key);
      if (!window || window.failures < max) return null;
      return Math.max(1, Math.ceil((window.resetAt - now()) / 1000));
    },
    fail(key) {
      const window = current(key);
      if (window) {
        window.failures += 1;
        return;
      }
      if (windows.size >= SWEEP_AT) for (const k of [...windows.keys()]) current(k);
      windows.set(key, { failures: 1, resetAt: now() + windowMs });
    },
    clear(key) {
      windows.delete(key);
    },
  };
}
