/**
 * Settling a call while V8 collects garbage all the while: a deadline held only weakly (AbortSignal.timeout on
 * Node 20, docs/operations.md#a-remote-api-and-its-deadline) loses its timer in a collection, and the call then never
 * settles.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/** V8's full collection, without starting vitest's workers with --expose-gc. */
export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  const gc: unknown = runInNewContext("gc");
  if (typeof gc === "function") gc();
}

/**
 * Settles `call` under a full collection every `everyMs`; "no answer" if it has not settled within `withinMs`.
 * A process with a big heap (an embedded database) needs a longer interval, or the collections starve it.
 */
export async function underGcPressure(
  call: Promise<unknown>,
  withinMs: number,
  everyMs = 20,
): Promise<{ outcome: unknown; ms: number }> {
  const started = performance.now();
  const pressure = setInterval(collectGarbage, everyMs);
  let giveUp: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    call.catch((error: unknown) => error),
    new Promise((resolve) => (giveUp = setTimeout(() => resolve("no answer"), withinMs))),
  ]);
  clearInterval(pressure);
  clearTimeout(giveUp);
  return { outcome, ms: performance.now() - started };
}
