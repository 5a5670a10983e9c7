/**
 * `GET /health/` (docs/operations.md "Health probes"): whether the API and its database answer, for load balancers
 * and the health check. Never cached; a database that hangs answers "down" after a bound, not never.
 */
import { checkHealth } from "../../contract/endpoints/accounts";
import type { ApiDeps } from "../deps";
import { Reply, route } from "../http/route";

/** A database that hangs (network partition) must not hang the health check that load balancers poll. */
const HEALTH_PING_TIMEOUT_MS = 2_000;

export function healthRoutes({ database }: ApiDeps) {
  return [
    route(checkHealth, async ({ c }) => {
      const up = await withTimeout(database.ping(), HEALTH_PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      c.header("Cache-Control", "no-store");
      return up
        ? ({ status: "ok", database: "ok" } as const)
        : new Reply<typeof checkHealth>(503, { status: "error", database: "down" });
    }),
  ];
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
