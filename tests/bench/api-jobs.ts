/**
 * `npm run bench:api`: `GET /api/jobs/` with 100,000 jobs on PostgreSQL (design section 10: p95 ≤ 10 ms for
 * filters, search, bounding box and a deep cursor). Seeds the database with the project's own seed CLI, serves
 * the API on 127.0.0.1, sends a bounded number of requests one after another and prints p50/p95/p99 per
 * scenario; a scenario over budget gets the EXPLAIN ANALYZE of the queries it ran. Stops by itself.
 *
 * Runs under scripts/with-postgres.sh, which provides a throwaway server in DATABASE_URL.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApi } from "../../api/app";
import { parseApiConfig } from "../../api/config";
import { count, sql } from "drizzle-orm";
import { driverOf, openDatabase, type Database } from "../../api/db/client";
import { jobs } from "../../api/db/schema";
import type { JobPage } from "../../contract/jobs";

const JOBS = 100_000;
const REQUESTS = 300;
const WARM_UP = 30;
const BUDGET_P95_MS = 10;

/** `empty`: a scenario that is about finding nothing fast (else an empty page means nothing was measured). */
type Scenario = { name: string; path: string; empty?: boolean };

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error("DATABASE_URL is not set: run `npm run bench:api` (it starts a throwaway PostgreSQL).");
  if (!["127.0.0.1", "localhost"].includes(new URL(databaseUrl).hostname)) {
    throw new Error("The benchmark seeds and measures a local throwaway database only (127.0.0.1).");
  }
  let database = await openDatabase({ databaseUrl, dataDir: "./data" });
  // A database that already holds the jobs (a re-run on a kept server) is measured as it is.
  if ((await jobCount(database)) < JOBS) {
    await database.close();
    seed(databaseUrl);
    database = await openDatabase({ databaseUrl, dataDir: "./data" });
  }
  console.log(await visibility(database));
  const config = parseApiConfig({
    NODE_ENV: "test",
    SECRET_KEY: randomBytes(32).toString("base64url"),
    PUBLIC_URL: "http://127.0.0.1:3000",
    DATABASE_URL: databaseUrl,
  });
  const quiet = { info: () => {}, warn: () => {}, error: (message: string) => console.error(message) };
  const api = createApi({ database, config, log: quiet });
  // The handler's own time per request (until its response is made), apart from the client's and the sockets'.
  const handlerTimes: number[] = [];
  const timedFetch: typeof api.fetch = async (...args) => {
    const started = performance.now();
    const response = await api.fetch(...args);
    handlerTimes.push(performance.now() - started);
    return response;
  };
  const server = serve({ fetch: timedFetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const queries = recordQueries(database);
  try {
    const scenarios: Scenario[] = [
      { name: "no filter", path: "/api/jobs/" },
      {
        name: "three filters",
        path: "/api/jobs/?employment_type=FULL_TIME&accommodation=SHARED,PRIVATE&salary_min=1000",
      },
      { name: "text search (en)", path: "/api/jobs/?search=waiter" },
      { name: "text search (gr)", path: `/api/jobs/?search=${encodeURIComponent("σερβιτόρος")}` },
      { name: "search, place in Greek", path: `/api/jobs/?search=${encodeURIComponent("Ηράκλειο")}` },
      { name: "search, Greeklish title", path: "/api/jobs/?search=servitoros" },
      { name: "search, rare word", path: `/api/jobs/?search=${encodeURIComponent("ναυαγοσώστρια")}` },
      { name: "search, no match", path: "/api/jobs/?search=xylophonist", empty: true },
      { name: "bounding box (Crete)", path: "/api/jobs/?bounding_box=23.4,34.8,26.4,35.7" },
      { name: "page 50 by cursor", path: await pageByCursor(origin, "/api/jobs/", 50) },
      { name: "page 50, -salary_max", path: await pageByCursor(origin, "/api/jobs/?ordering=-salary_max", 50) },
    ];
    const rows = [];
    // `--only <text>`: the scenarios whose name holds the text (a quicker look at one kind of query).
    const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
    for (const scenario of scenarios.filter(({ name }) => only === undefined || name.includes(only))) {
      handlerTimes.length = 0;
      const measured = await measure(origin, scenario);
      rows.push({ ...scenario, ...measured, handlerP50: percentile(handlerTimes.slice(WARM_UP), 50) });
    }
    printTable(rows);
    for (const row of rows.filter((row) => row.p95 > BUDGET_P95_MS || process.argv.includes("--explain"))) {
      console.log(`\nEXPLAIN ANALYZE: ${row.name} (${row.path})`);
      for (const plan of await queries.explain(origin, row.path)) console.log(plan);
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await database.close();
  }
}

async function jobCount(database: Database): Promise<number> {
  const exists = await database.db.execute<{ table: string | null }>(sql`select to_regclass('public.jobs') as table`);
  if (exists.rows[0]?.table == null) return 0;
  const [{ total }] = await database.db.select({ total: count() }).from(jobs);
  return total;
}

/**
 * How much of `jobs` the visibility map marks all-visible: the counts' index-only scans (jobs_open_count_idx) are
 * only planned when most of it is, as after the seed's VACUUM or autovacuum on a live database.
 */
async function visibility(database: Database): Promise<string> {
  const result = await database.db.execute<{ pages: number; visible: number }>(
    sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'jobs'`,
  );
  const { pages, visible } = result.rows[0] ?? { pages: 0, visible: 0 };
  return `jobs: ${visible} of ${pages} pages all-visible`;
}

/** The project's seed CLI (migrations, demo data, N generated jobs), as `npm run seed -- --jobs N` runs it. */
function seed(databaseUrl: string): void {
  const cli = fileURLToPath(new URL("../../api/db/seed-cli.ts", import.meta.url));
  console.log(`seeding ${JOBS.toLocaleString("en")} jobs ...`);
  execFileSync("tsx", [cli, "--jobs", String(JOBS)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

/** The path of page `n`, reached the way a reader gets there: following `next` from the first page. */
async function pageByCursor(origin: string, first: string, n: number): Promise<string> {
  let path = first;
  for (let page = 1; page < n; page += 1) {
    const body = (await (await fetch(origin + path)).json()) as JobPage;
    if (body.next === null) throw new Error(`${first} has fewer than ${n} pages`);
    const next = new URL(body.next);
    path = next.pathname + next.search;
  }
  return path;
}

async function measure(origin: string, { path, empty = false }: Scenario) {
  const timings: number[] = [];
  let cpu = process.cpuUsage();
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    const started = performance.now();
    const response = await fetch(origin + path);
    const body = (await response.json()) as JobPage;
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (index === WARM_UP - 1) cpu = process.cpuUsage();
    if (index >= WARM_UP) timings.push(elapsed);
    if (index === 0 && (body.results.length === 0) !== empty) {
      throw new Error(`${path} found ${body.results.length} jobs, expected ${empty ? "none" : "some"}`);
    }
  }
  const at = (p: number) => percentile(timings, p);
  const used = process.cpuUsage(cpu);
  // This process's CPU per request (client and server): what a busy machine cannot inflate.
  const cpuMs = (used.user + used.system) / 1000 / REQUESTS;
  return { p50: at(50), p95: at(95), p99: at(99), cpuMs };
}

/** The value below which `p` per cent of `values` fall (nearest rank). */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Row = { name: string; p50: number; p95: number; p99: number; cpuMs: number; handlerP50: number };

function printTable(rows: Row[]): void {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  console.log(
    `\nGET /api/jobs/ with ${JOBS.toLocaleString("en")} generated jobs, ${REQUESTS} sequential requests each (ms)`,
  );
  console.log(`load average ${load} on ${availableParallelism()} CPUs (latency grows with the load; cpu/req does not)`);
  console.log("handler p50: the API's own time until its response is made (the rest is the client and the sockets)");
  const header = ["p50", "p95", "p99", "cpu/req", "handler"].map((title) => title.padStart(8)).join("");
  console.log(`${"scenario".padEnd(24)}${header}  budget p95 ≤ ${BUDGET_P95_MS}`);
  for (const row of rows) {
    const cells = [row.p50, row.p95, row.p99, row.cpuMs, row.handlerP50]
      .map((value) => value.toFixed(2).padStart(8))
      .join("");
    console.log(`${row.name.padEnd(24)}${cells}  ${row.p95 <= BUDGET_P95_MS ? "ok" : "MISSED"}`);
  }
}

/**
 * Remembers the SQL the API sends while one request is explained, by wrapping the pool's `query`; then runs
 * each statement again under EXPLAIN ANALYZE on the same pool.
 */
function recordQueries(database: Database) {
  const driver = driverOf(database);
  if (driver.kind !== "pg") throw new Error("The benchmark needs PostgreSQL (DATABASE_URL).");
  const { pool } = driver;
  let recording: Array<{ text: string; values: unknown[] }> | null = null;
  const query = pool.query.bind(pool);
  pool.query = ((config: unknown, ...rest: unknown[]) => {
    if (recording && typeof config === "object" && config !== null && "text" in config) {
      // drizzle passes the parameters as the second argument, next to the query config.
      const values = Array.isArray(rest[0]) ? rest[0] : [];
      recording.push({ text: String(config.text), values });
    }
    return (query as (...args: unknown[]) => unknown)(config, ...rest);
  }) as typeof pool.query;
  return {
    async explain(origin: string, path: string): Promise<string[]> {
      recording = [];
      await (await fetch(origin + path)).arrayBuffer();
      const statements = recording;
      recording = null;
      const plans: string[] = [];
      for (const { text, values } of statements) {
        const result = await query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${text}`, values);
        plans.push(result.rows.map((row) => row["QUERY PLAN"]).join("\n"));
      }
      return plans;
    },
  };
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
