import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/db/demo/people";
import { startServer, type StartedServer } from "../support/start-server";
import { throwawayDatabase } from "./pg-cluster";
import { NO_RATE_LIMITS, timedFetch, waitFor } from "./support";

/**
 * Design section 13, decision 189: three processes started at the same moment on one empty PostgreSQL. The
 * migrations (an advisory lock, api/db/migrate.ts) and the demo seed (another, api/db/seed.ts) run once; all three
 * come up and report ready.
 */
let database: { url: string; dispose(): Promise<void> };
let servers: StartedServer[] = [];

beforeAll(async () => {
  database = await throwawayDatabase();
  const env = { DATABASE_URL: database.url, SEED_DEMO: "1", ...NO_RATE_LIMITS };
  const started = await Promise.allSettled([0, 1, 2].map(() => startServer({ env, timeoutMs: 200_000 })));
  servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}, 240_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.dispose();
});

describe("three processes start together on an empty PostgreSQL", () => {
  it("all three become ready", async () => {
    expect(servers).toHaveLength(3);
    for (const server of servers) {
      expect(await waitFor(async () => (await timedFetch(`${server.url}/readyz`)).status === 200, 10_000)).toBe(true);
    }
  });

  it("the migrations and the demo seed ran once", async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const accounts = await client.query<{ n: string }>("select count(*) as n from users where email = $1", [DEMO_ACCOUNTS.employee.email]);
      expect(Number(accounts.rows[0].n)).toBe(1);
      const migrations = await client.query<{ n: string; distinct_n: string }>(
        "select count(*) as n, count(distinct hash) as distinct_n from drizzle.__drizzle_migrations",
      );
      expect(Number(migrations.rows[0].n)).toBe(Number(migrations.rows[0].distinct_n));
    } finally {
      await client.end();
    }
    const logs = servers.map((server) => server.output());
    expect(logs.filter((log) => log.includes("database: demo data seeded"))).toHaveLength(1);
    expect(logs.filter((log) => log.includes("demo data not seeded"))).toHaveLength(2);
  });
});
