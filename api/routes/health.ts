import { Hono } from "hono";
import type { ApiDeps } from "../deps";

/** A database that hangs (network partition) must not hang the health check that load balancers poll. */
const HEALTH_PING_TIMEOUT_MS = 2_000;

export function healthRouter({ database }: ApiDeps) {
  return new Hono().get("/health/", async (c) => {
    const up = await withTimeout(database.ping(), HEALTH_PING_TIMEOUT_MS).then(
      () => true,
      () => false,
    );
    c.header("Cache-Control", "no-store");
    return up
      ? c.json({ status: "ok", database: "ok" } as const, 200)
      : c.json({ status: "error", database: "down" } as const, 503);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
