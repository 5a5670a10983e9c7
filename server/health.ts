/**
 * Liveness and readiness for a load balancer (design section 13, docs/operations.md#caches).
 *
 * - `GET /livez`: the process runs and its event loop answers. Touches nothing else, so a database outage never
 *   gets a healthy process restarted.
 * - `GET /readyz`: whether this process should get traffic. 503 from the moment a shutdown begins (the balancer
 *   takes the process out before it stops listening) and while any registered check fails or outlasts its
 *   timeout; 200 otherwise. The checks are a list of named probes (the database today; a Redis client registers
 *   its own `{ name: "redis", check }` the same way), run side by side, each with its own short timeout.
 *
 * The older `/healthz` (process only) and `/api/health/` (database) stay as they were.
 */
import type { RequestHandler } from "express";

export interface ReadinessCheck {
  /** Shown in the answer: `{"checks": {"database": "ok"}}`. */
  name: string;
  /** Resolves when the dependency answers; rejects (or hangs past the timeout) when it does not. */
  check(): Promise<unknown>;
}

export interface ReadinessOptions {
  checks: readonly ReadinessCheck[];
  /** True once a shutdown has begun (server/shutdown.ts). */
  isDraining(): boolean;
  /** How long one check may take: a hung dependency must not hang the balancer's probe. */
  timeoutMs?: number;
}

export type CheckResult = "ok" | "down" | "timeout";

export interface ReadinessReport {
  ready: boolean;
  status: "ok" | "draining" | "unavailable";
  checks: Record<string, CheckResult>;
}

export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

export const liveness: RequestHandler = (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.json({ status: "ok" });
};

export function readiness(options: ReadinessOptions): RequestHandler {
  return (_req, res, next) => {
    readinessReport(options).then((report) => {
      res.setHeader("Cache-Control", "no-store");
      res.status(report.ready ? 200 : 503).json({ status: report.status, checks: report.checks });
    }, next);
  };
}

/** Runs every check (even while draining: the operator still sees which dependency is down). */
export async function readinessReport({
  checks,
  isDraining,
  timeoutMs = DEFAULT_CHECK_TIMEOUT_MS,
}: ReadinessOptions): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async ({ name, check }) => [name, await runCheck(check, timeoutMs)] as const),
  );
  const down = results.some(([, result]) => result !== "ok");
  const status = isDraining() ? "draining" : down ? "unavailable" : "ok";
  return { ready: status === "ok", status, checks: Object.fromEntries(results) };
}

async function runCheck(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  const answer = Promise.resolve()
    .then(check)
    .then(
      (): CheckResult => "ok",
      (): CheckResult => "down",
    );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
