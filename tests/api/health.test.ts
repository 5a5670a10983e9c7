/** GET /api/health/ reports the database as the load balancer sees it (no real database needed here). */
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import type { Database } from "../../api/db/client";
import * as schema from "../../api/db/schema";

function databaseWhosePing(ping: () => Promise<void>): Database {
  return { kind: "pg", db: drizzle.mock({ schema }), ping, close: async () => undefined };
}

describe("GET /api/health/", () => {
  it("answers 200 when the database answers", async () => {
    const response = await createApi({ database: databaseWhosePing(async () => undefined) }).request("/api/health/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when the database refuses", async () => {
    const down = databaseWhosePing(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:5432")));
    const response = await createApi({ database: down }).request("/api/health/");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "down" });
  });

  it("answers 503 within about two seconds when the database hangs", async () => {
    const started = Date.now();
    const response = await createApi({ database: databaseWhosePing(() => new Promise(() => undefined)) }).request(
      "/api/health/",
    );
    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
