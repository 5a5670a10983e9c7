/**
 * Warnings a client can cause (a `?_data=` request, an unknown route id, a POST to a page without an action, a
 * failing API behind a page) must not let anyone fill the log: each kind is written at most `perWindow` times a
 * window. The first warning of the next window says how many were left out, so the volume is still visible.
 */
import type { Logger } from "./logger";

export interface WarningLimiterOptions {
  perWindow?: number;
  windowMs?: number;
  now?: () => number;
}

/** Writes `message` with `fields` as a warning, unless `kind` has had its share this window. */
export type LimitedWarn = (log: Logger, kind: string, fields: Record<string, unknown>, message: string) => void;

export function createWarningLimiter({
  perWindow = 10,
  windowMs = 60_000,
  now = Date.now,
}: WarningLimiterOptions = {}): LimitedWarn {
  const windows = new Map<string, { startedAt: number; written: number; suppressed: number }>();
  return (log, kind, fields, message) => {
    const time = now();
    let window = windows.get(kind);
    let suppressedBefore = 0;
    if (!window || time - window.startedAt >= windowMs) {
      suppressedBefore = window?.suppressed ?? 0;
      window = { startedAt: time, written: 0, suppressed: 0 };
      windows.set(kind, window);
    }
    if (window.written >= perWindow) {
      window.suppressed += 1;
      return;
    }
    window.written += 1;
    log.warn({ kind, ...fields, ...(suppressedBefore > 0 ? { suppressedBefore } : {}) }, message);
  };
}
