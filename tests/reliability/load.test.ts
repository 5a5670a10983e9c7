import { loadavg } from "node:os";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../api/services/passwords";
import { assetOfSize, BROWSER_HEADERS } from "../bench/throughput";
import { startServer, type StartedServer } from "../support/start-server";
import { describeLoad, runLoad, type LoadResult } from "./autocannon";
import { throwawayDatabase } from "./pg-cluster";
import { DEMO_EMPLOYEE, DEMO_PASSWORD, NO_RATE_LIMITS, sleep } from "./support";

/**
 * security.md "Reliability", load: autocannon on loopback against the real server on PostgreSQL (the demo data:
 * ~300 jobs), a modest number of connections for a two-core machine that also runs the load generator and
 * PostgreSQL. Every run: zero errors, zero timeouts, zero non-2xx, p99 within its budget. Then logins (argon2id,
 * 19 MiB, t=2) stream in beside the job list, and the list's p99 must stay within its bound: argon2 runs on
 * libuv's thread pool (@node-rs/argon2), not on the event loop, which the last test shows directly.
 *
 * Budgets (docs/testing.md#the-reliability-suite): generous against design section 10's 20 ms p95 for one request at a
 * time, because here 8 connections share two cores with autocannon and PostgreSQL; they catch a blocked event loop,
 * an N+1 query or a missing index (each costs far more), not a few milliseconds.
 */
const CONNECTIONS = 8;
const SECONDS = 8;
/**
 * LOAD_BUDGET_SCALE (default 1) widens every budget on a host shared with other work (a CI runner running other
 * jobs); the report prints the load average so a failure can be judged.
 */
const SCALE = Number(process.env.LOAD_BUDGET_SCALE ?? "1") || 1;
const BUDGET_P99_MS = {
  api: 250 * SCALE,
  // A render of /jobs costs some 25–45 ms of a core here; 8 connections queue behind each other.
  page: 750 * SCALE,
  search: 300 * SCALE,
  apiDuringLogins: 400 * SCALE,
};
const LOGIN_STREAMS = 3;

let database: { url: string; dispose(): Promise<void> };
let server: StartedServer;
const report: string[] = [];

beforeAll(async () => {
  database = await throwawayDatabase();
  // The request log stays on (LOG_LEVEL=info, as in production): its cost is part of what is measured.
  server = await startServer({
    env: { DATABASE_URL: database.url, SEED_DEMO: "1", ...NO_RATE_LIMITS },
    timeoutMs: 150_000,
  });
  // Warm up: the first requests compile code paths and fill PostgreSQL's caches.
  await runLoad({ url: `${server.url}/api/jobs/`, connections: 2, duration: 1 });
  await runLoad({ url: `${server.url}/jobs`, connections: 2, duration: 1 });
}, 240_000);
afterAll(async () => {
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
  if (report.length)
    console.log(
      `\nload (${CONNECTIONS} connections, ${SECONDS} s each; host load average ${load}):\n${report.join("\n")}\n`,
    );
  await server?.stop();
  await database?.dispose();
});

function expectClean(result: LoadResult, budgetP99Ms: number) {
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result["2xx"]).toBeGreaterThan(0);
  expect(result.latency.p99).toBeLessThanOrEqual(budgetP99Ms);
}

async function measure(name: string, options: Parameters<typeof runLoad>[0]): Promise<LoadResult> {
  const result = await runLoad(options);
  report.push(describeLoad(name, result));
  return result;
}

describe("load on PostgreSQL", () => {
  it(`guest GET /api/jobs/: no errors, p99 ≤ ${BUDGET_P99_MS.api} ms`, async () => {
    const result = await measure("GET /api/jobs/", {
      url: `${server.url}/api/jobs/`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    expectClean(result, BUDGET_P99_MS.api);
  }, 60_000);

  it(`GET /jobs rendered by Remix for every request (page cache bypassed): no errors, p99 ≤ ${BUDGET_P99_MS.page} ms`, async () => {
    // Any cookie but the language one bypasses the guest page cache (server/page-cache.ts): a render and an API
    // call per request, as for a signed-in visitor. Uncompressed, as this budget was set (brotli adds its share).
    const result = await measure("GET /jobs, rendered each time", {
      url: `${server.url}/jobs`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { cookie: "visitor=1" },
    });
    expectClean(result, BUDGET_P99_MS.page);
  }, 60_000);

  it(`guest GET /jobs (micro-cached, fresh nonce, brotli per response) against a static file of its size: no errors, p99 ≤ ${BUDGET_P99_MS.page} ms`, async () => {
    const page = await measure("GET /jobs, guest (micro-cached)", {
      url: `${server.url}/jobs`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: BROWSER_HEADERS,
    });
    expectClean(page, BUDGET_P99_MS.page);
    // Design section 10: guest /jobs ≥ 1/4 of a static file of the same size on the same server. Reported, not
    // asserted (a shared CI host makes ratios noisy); `npm run bench` is where budgets are judged.
    const html = await (await fetch(`${server.url}/jobs`)).text();
    const sentBytes = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }).byteLength;
    const asset = assetOfSize(sentBytes);
    const file = await measure(`static ${asset.path.slice(0, 28)}`, {
      url: `${server.url}${asset.path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: BROWSER_HEADERS,
    });
    expectClean(file, BUDGET_P99_MS.page);
    report.push(
      `${"  guest /jobs : static file".padEnd(42)} ${(page.requests.average / file.requests.average).toFixed(2)} ` +
        `(page ${sentBytes} B brotli, file ${asset.bytes} B brotli; design budget ≥ 0.25)`,
    );
  }, 60_000);

  it(`GET /api/jobs/?search=… (English and Greek): no errors, p99 ≤ ${BUDGET_P99_MS.search} ms`, async () => {
    const terms = ["waiter", "σερβιτόρος", "chef", "μάγειρας", "reception", "Κρήτη", "bartender", "xylophonist"];
    const result = await measure("GET /api/jobs/?search=…", {
      url: server.url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: terms.map((term) => ({ method: "GET", path: `/api/jobs/?search=${encodeURIComponent(term)}` })),
    });
    expectClean(result, BUDGET_P99_MS.search);
  }, 60_000);

  it(`GET /api/jobs/ while ${LOGIN_STREAMS} streams of argon2 logins run: p99 ≤ ${BUDGET_P99_MS.apiDuringLogins} ms, every login 200`, async () => {
    const statuses: number[] = [];
    let running = true;
    const login = async () => {
      while (running) {
        const response = await fetch(`${server.url}/api/auth/token/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: DEMO_EMPLOYEE, password: DEMO_PASSWORD }),
        });
        statuses.push(response.status);
        await response.arrayBuffer();
      }
    };
    const streams = Array.from({ length: LOGIN_STREAMS }, login);
    // Let the logins get going before measuring.
    await sleep(300);
    const result = await measure(`GET /api/jobs/ + ${LOGIN_STREAMS} login streams`, {
      url: `${server.url}/api/jobs/`,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    running = false;
    await Promise.all(streams);
    report.push(`${"  logins meanwhile".padEnd(42)} ${statuses.length} (${(statuses.length / SECONDS).toFixed(1)}/s)`);
    expectClean(result, BUDGET_P99_MS.apiDuringLogins);
    // Logins kept flowing (each costs tens of milliseconds of a core), and all succeeded.
    expect(statuses.length).toBeGreaterThanOrEqual(LOGIN_STREAMS * SECONDS);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);

  it("argon2 verification runs off the event loop: the call returns at once and the loop keeps ticking", async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const calls: number[] = [];
    const totals: number[] = [];
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    try {
      for (let round = 0; round < 5; round += 1) {
        const started = performance.now();
        const pending = verify(passwordHash, DEMO_PASSWORD);
        calls.push(performance.now() - started);
        expect(await pending).toBe(true);
        totals.push(performance.now() - started);
      }
    } finally {
      clearInterval(ticker);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    report.push(
      `${"  argon2 verify: synchronous part / total".padEnd(42)} ${median(calls).toFixed(2)} ms / ${median(totals).toFixed(1)} ms, ` +
        `${ticks} timer ticks meanwhile`,
    );
    // The hashing (tens of milliseconds) happens after the call has returned, on another thread; meanwhile
    // this thread's timers run. A synchronous hash would give a call as long as the total, and no ticks.
    expect(median(calls)).toBeLessThan(median(totals) / 4);
    expect(ticks).toBeGreaterThanOrEqual(5);
  }, 60_000);
});
