import sharp from "sharp";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../api/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { users } from "../../api/db/schema";
import { backendName, startHaproxy, type Balancer } from "../support/haproxy";
import { jsonBody, rawRequest } from "../support/raw-http";
import { startServer, type StartedServer } from "../support/start-server";
import { startRedis, type TestRedis } from "../support/redis-server";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-standin";
import { describeLoad, runLoad, type LoadRequest, type LoadResult } from "./autocannon";
import { copiesOf, lastMailId, mailsAfter, openServerDatabase, uniqueAddress, type MailRow } from "./mail-support";
import { throwawayDatabase } from "./pg-cluster";
import { QUICK_STATUS_MAIL, signIn, sleep, waitFor, type SignedIn } from "./support";
import { freePort } from "../support/free-port";

/**
 * Issue 21, the proof that growing is a configuration change: three app processes (each its own DATA_DIR, as on
 * three machines) behind Debian's HAProxy, on one PostgreSQL, one Redis, one S3-compatible store and one SMTP
 * stand-in, all on loopback. scripts/reliability.sh gives the PostgreSQL server; this file starts a database of its
 * own on it, Redis, the S3 store, the mail server, the processes and the balancer, and stops them.
 */
const PROCESSES = 3;
const READY_PATH = "/readyz";
const LIVE_PATH = "/livez";
const CHECK_INTERVAL_MS = 500;
/** HAProxy takes a process out after two failed checks and back after two good ones. */
const NOTICED_WITHIN_MS = 4 * CHECK_INTERVAL_MS + 2_000;
const PAGE_CACHE_TTL_MS = 2_000;
const LOAD_CONNECTIONS = 8;
/** Sign-in's strict per-address limit (server/rate-limits.ts): 50 in 15 minutes. */
const SIGN_IN_LIMIT = 50;
/** Retries of the mail queue come 30–60 s after a failure (api/services/queue.ts), then 1–2 min. */
const MAIL_OUTAGE_MS = 30_000;
const MAIL_DELIVERED_WITHIN_MS = 150_000;

let database: { url: string; dispose(): Promise<void> };
let redis: TestRedis;
let s3: TestS3;
let reader: Database;
/** The mail server, and each one started again on its port after an outage. */
const standIns: SmtpStandIn[] = [];
let smtpPort: number;
let balancer: Balancer;
let ports: number[] = [];
const servers: StartedServer[] = [];
const report: string[] = [];

function env(index: number): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    SEED_DEMO: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PORT: String(ports[index]),
    PUBLIC_URL: balancer?.url ?? "http://127.0.0.1",
    // HAProxy on loopback is the one proxy: the client's address is the one it forwards.
    TRUST_PROXY: "loopback",
    // The load below comes from one address; the strict limits stay as in production.
    RATE_LIMIT_MAX: "100000000",
    PAGE_CACHE_TTL_MS: String(PAGE_CACHE_TTL_MS),
    REDIS_URL: redis.url,
    ...s3.env,
    // After SIGTERM a process answers /readyz with 503 this long before it closes: the balancer has seen it.
    SHUTDOWN_DELAY_MS: String(3 * CHECK_INTERVAL_MS),
    ...QUICK_STATUS_MAIL,
  };
}

function start(index: number): Promise<StartedServer> {
  return startServer({ env: env(index), timeoutMs: 180_000 });
}

async function allUp(): Promise<boolean> {
  const states = await balancer.states();
  return Array.from({ length: PROCESSES }, (_, index) => states[backendName(index)]).every((state) => state === "UP");
}

async function stateOf(index: number): Promise<string> {
  return (await balancer.states())[backendName(index)] ?? "";
}

/** Guests and signed-in workers, mixed: every connection cycles through these requests. */
function mixedRequests(worker: SignedIn): LoadRequest[] {
  const browser = { "accept-encoding": "br, gzip", "accept-language": "en-GB,en;q=0.9" };
  return [
    { path: "/jobs", headers: browser },
    { path: "/employee/jobs", headers: { ...browser, cookie: worker.cookie } },
    { path: "/", headers: browser },
    { path: "/api/jobs/?limit=5", headers: { accept: "application/json" } },
    { path: "/employee/applications", headers: { ...browser, cookie: worker.cookie } },
  ];
}

function failures(result: LoadResult): number {
  return result.errors + result.timeouts + result.non2xx;
}

beforeAll(async () => {
  database = await throwawayDatabase();
  redis = await startRedis();
  s3 = await startTestS3();
  standIns.push(await startSmtpStandIn());
  smtpPort = Number(new URL(standIns[0].url).port);
  ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
  const balancerPort = await freePort();
  // PUBLIC_URL names the balancer, which starts after the processes: its port is known now.
  balancer = { url: `http://127.0.0.1:${balancerPort}` } as Balancer;
  // All three at once on the empty database: one of them migrates and seeds, under a lock; all come up.
  servers.push(...(await Promise.all(Array.from({ length: PROCESSES }, (_, index) => start(index)))));
  balancer = await startHaproxy(
    { backends: ports, healthPath: READY_PATH, livePath: LIVE_PATH, checkIntervalMs: CHECK_INTERVAL_MS },
    balancerPort,
  );
  expect(await waitFor(allUp, 15_000)).toBe(true);
  reader = await openServerDatabase(database.url);
}, 300_000);

afterAll(async () => {
  if (report.length) console.log(`\nthree processes behind HAProxy:\n${report.join("\n")}\n`);
  await balancer?.stop?.();
  for (const server of servers) await server.stop();
  for (const standIn of standIns) await standIn.stop().catch(() => undefined);
  await reader?.close();
  await database?.dispose();
  await redis?.stop();
  await s3?.stop();
});

describe("three app processes behind HAProxy", () => {
  it("started at once on an empty database: migrations and the demo data ran once, and all three serve", async () => {
    // The migrations (an advisory lock, api/db/migrate.ts) and the demo seed (another, api/db/seed.ts) ran once.
    const demo = await reader.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, [DEMO_ACCOUNTS.employee.email, DEMO_ACCOUNTS.company.email]));
    expect(demo.map((row) => row.email).sort()).toEqual(
      [DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.employee.email].sort(),
    );
    const migrations = await reader.db.execute<{ n: string; distinct_n: string }>(
      sql`select count(*) as n, count(distinct hash) as distinct_n from drizzle.__drizzle_migrations`,
    );
    expect(Number(migrations.rows[0].n)).toBe(Number(migrations.rows[0].distinct_n));
    const logs = servers.map((server) => server.output());
    expect(logs.filter((log) => log.includes("database: demo data seeded"))).toHaveLength(1);
    expect(logs.filter((log) => log.includes("demo data not seeded"))).toHaveLength(PROCESSES - 1);
    for (const server of servers) expect((await fetch(`${server.url}${READY_PATH}`)).status).toBe(200);
    const before = await balancer.served();
    for (let request = 0; request < 3 * PROCESSES; request += 1)
      expect((await fetch(`${balancer.url}/jobs`)).status).toBe(200);
    const after = await balancer.served();
    for (let index = 0; index < PROCESSES; index += 1)
      expect(after[backendName(index)]).toBeGreaterThan(before[backendName(index)] ?? 0);
  });

  it("30 s of guests and signed-in workers through the balancer: no error", async () => {
    const worker = await signIn(balancer.url);
    const result = await runLoad({
      url: `${balancer.url}/jobs`,
      connections: LOAD_CONNECTIONS,
      duration: 30,
      requests: mixedRequests(worker),
    });
    report.push(`  mixed load: ${describeLoad("30 s", result)}`);
    expect(result["2xx"]).toBeGreaterThan(0);
    expect(failures(result)).toBe(0);
  }, 60_000);

  it("kill -9 of one process under load: only its requests in flight fail; it is routed around, restarted it serves again", async () => {
    const worker = await signIn(balancer.url);
    const load = runLoad({
      url: `${balancer.url}/jobs`,
      connections: LOAD_CONNECTIONS,
      duration: 20,
      requests: mixedRequests(worker),
    });
    await sleep(5_000);
    await servers[1].kill();
    const killedAt = Date.now();
    expect(await waitFor(async () => (await stateOf(1)).startsWith("DOWN"), NOTICED_WITHIN_MS, 100)).toBe(true);
    report.push(`  kill -9: the balancer marked it down after ${Date.now() - killedAt} ms`);
    const result = await load;
    report.push(`  load around the kill: ${describeLoad("20 s", result)}`);
    // A connection holds one request at a time: at most one in flight per connection was inside the process.
    expect(failures(result)).toBeLessThanOrEqual(LOAD_CONNECTIONS);
    expect(result["2xx"]).toBeGreaterThan(0);

    servers[1] = await start(1);
    expect(await waitFor(async () => (await stateOf(1)) === "UP", 30_000, 200)).toBe(true);
    const before = (await balancer.served())[backendName(1)] ?? 0;
    for (let request = 0; request < 3 * PROCESSES; request += 1)
      expect((await fetch(`${balancer.url}/jobs`)).status).toBe(200);
    expect((await balancer.served())[backendName(1)]).toBeGreaterThan(before);
  }, 120_000);

  it(`the sign-in limit counts once across the three: attempt ${SIGN_IN_LIMIT + 1} is refused whichever process takes it`, async () => {
    // A client address of its own (HAProxy forwards it, the processes trust it): no other test's attempts count.
    const from = "127.0.0.21";
    // A new address each time, so the per-account throttle (10 failures) never answers before the per-IP limit.
    let tries = 0;
    const attempt = () =>
      rawRequest(balancer.url, "POST", "/api/auth/token/", {
        from,
        body: jsonBody({ email: `nobody-${(tries += 1)}@example.test`, password: "not the password" }),
      });
    const statuses: number[] = [];
    for (let index = 0; index < SIGN_IN_LIMIT; index += 1) statuses.push((await attempt()).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    // The next one, on every process and through the balancer again, is over the limit.
    for (const server of servers) {
      const direct = await rawRequest(server.url, "POST", "/api/auth/token/", {
        from,
        body: jsonBody({ email: "somebody@example.test", password: "x" }),
      });
      expect(direct.status).toBe(429);
    }
    expect((await attempt()).status).toBe(429);
  }, 60_000);

  it("a throttled account stays throttled on every process", async () => {
    const from = "127.0.0.22";
    const wrong = jsonBody({ email: DEMO_ACCOUNTS.employee.email, password: "wrong password" });
    let refused = 0;
    for (let attempt = 0; attempt < 30 && refused === 0; attempt += 1) {
      const status = (await rawRequest(balancer.url, "POST", "/api/auth/token/", { from, body: wrong })).status;
      if (status === 429) refused += 1;
      else expect(status).toBe(401);
    }
    expect(refused).toBe(1);
    // The right password from the same client is refused too, on each process, until the window ends.
    const right = jsonBody({ email: DEMO_ACCOUNTS.employee.email, password: DEMO_PASSWORD });
    for (const server of servers)
      expect((await rawRequest(server.url, "POST", "/api/auth/token/", { from, body: right })).status).toBe(429);
    // Another client is not refused: the owner on another network still gets in.
    expect(
      (await rawRequest(balancer.url, "POST", "/api/auth/token/", { from: "127.0.0.23", body: right })).status,
    ).toBe(200);
  }, 60_000);

  it("a logo uploaded through one process is served by the other two; removed, it is gone on all three", async () => {
    const company = await signIn(servers[0].url, DEMO_ACCOUNTS.company.email, DEMO_PASSWORD);
    const [own] = (await (
      await fetch(`${servers[0].url}/api/companies/`, { headers: company.headers })
    ).json()) as Array<{ uuid: string }>;
    const logo = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#1d6fa5" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("logo", new Blob([new Uint8Array(logo)], { type: "image/png" }), "logo.png");
    const saved = await fetch(`${servers[0].url}/api/companies/${own.uuid}/`, {
      method: "PATCH",
      headers: company.headers,
      body: form,
    });
    expect(saved.status).toBe(200);
    const url = ((await saved.json()) as { logo: string }).logo;
    expect(url).toMatch(/^\/media\//);
    const bytes: Buffer[] = [];
    for (const server of servers) {
      const response = await fetch(`${server.url}${url}`);
      expect([server.url, response.status]).toEqual([server.url, 200]);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      bytes.push(Buffer.from(await response.arrayBuffer()));
    }
    expect(bytes[1].equals(bytes[0]) && bytes[2].equals(bytes[0])).toBe(true);
    // One copy, in the bucket: on no process's disk.
    const key = url.replace(/^\/media\//, "");
    expect(await s3.keys()).toContain(key);

    const removed = await fetch(`${servers[1].url}/api/companies/${own.uuid}/`, {
      method: "PATCH",
      headers: { ...company.headers, "content-type": "application/json" },
      body: JSON.stringify({ logo: null }),
    });
    expect(removed.status).toBe(200);
    for (const server of servers)
      expect([server.url, (await fetch(`${server.url}${url}`)).status]).toEqual([server.url, 404]);
    expect(await s3.keys()).not.toContain(key);
  }, 60_000);

  it("Redis gone: every process turns unready, the live ones serve meanwhile with no error; back, they are ready again", async () => {
    const worker = await signIn(balancer.url);
    const load = runLoad({
      url: `${balancer.url}/jobs`,
      connections: LOAD_CONNECTIONS,
      duration: 15,
      requests: mixedRequests(worker),
    });
    await sleep(3_000);
    await redis.kill();
    expect(
      await waitFor(
        async () => Object.values(await balancer.states()).every((state) => state.startsWith("DOWN")),
        NOTICED_WITHIN_MS + 2_000,
        100,
      ),
    ).toBe(true);
    for (const server of servers) expect((await fetch(`${server.url}${READY_PATH}`)).status).toBe(503);
    await sleep(3_000);
    await redis.restart();
    const result = await load;
    report.push(`  Redis killed and restarted under load: ${describeLoad("15 s", result)}`);
    expect(failures(result)).toBe(0);
    expect(await waitFor(allUp, 15_000, 200)).toBe(true);
  }, 60_000);

  it("a job posted through one process is on /jobs from the other two within the page cache's period", async () => {
    const company = await signIn(servers[0].url, DEMO_ACCOUNTS.company.email, DEMO_PASSWORD);
    const title = `Night porter ${Date.now()}`;
    // As a card's text (the search box holds the words too).
    const listed = async (server: StartedServer) =>
      (await (await fetch(`${server.url}/jobs?search=${encodeURIComponent(title)}`)).text()).includes(`>${title}<`);
    // Both other processes have the search cached before the job exists.
    for (const server of servers.slice(1)) expect(await listed(server)).toBe(false);
    const posted = await fetch(`${servers[0].url}/api/jobs/`, {
      method: "POST",
      headers: { ...company.headers, "content-type": "application/json" },
      body: JSON.stringify({
        title,
        description: "Nights at the front desk of a small hotel in Chania, May to October.",
        location: "Chania",
        city: "Chania",
        country: "GR",
        employment_type: "FULL_TIME",
        experience_level: "ENTRY",
      }),
    });
    expect(posted.status).toBe(201);
    const postedAt = Date.now();
    for (const server of servers.slice(1)) {
      expect(await waitFor(() => listed(server), PAGE_CACHE_TTL_MS + 1_000, 100)).toBe(true);
    }
    report.push(
      `  a new job on the other processes' /jobs after ${Date.now() - postedAt} ms (page cache ${PAGE_CACHE_TTL_MS} ms)`,
    );
  }, 60_000);

  it(
    `every mail queued arrives exactly once, with the mail server down for ${MAIL_OUTAGE_MS / 1000} s in the middle`,
    async () => {
      const before = await lastMailId(reader);
      const addresses: string[] = [];
      const signUps = async (count: number) => {
        for (let index = 0; index < count; index += 1) {
          const email = uniqueAddress("cluster");
          // Through the balancer: the three processes queue them. Each from an address of its own, as many people
          // signing up are (sign-up's strict limit is 20 an hour per address).
          const from = `127.0.1.${addresses.length + 1}`;
          const body = jsonBody({
            email,
            first_name: "Maria",
            last_name: "Papadaki",
            role: "EMPLOYEE",
            language: "en",
          });
          expect((await rawRequest(balancer.url, "POST", "/api/users/", { from, body })).status).toBe(201);
          addresses.push(email);
        }
      };
      await signUps(6);
      await standIns[standIns.length - 1].stop();
      const down = Date.now();
      while (Date.now() - down < MAIL_OUTAGE_MS) {
        await signUps(2);
        await sleep(2_000);
      }
      standIns.push(await startSmtpStandIn({ port: smtpPort }));
      await signUps(6);
      const sent = async () => (await mailsAfter(reader, before)).every((row: MailRow) => row.status === "sent");
      expect(await waitFor(sent, MAIL_DELIVERED_WITHIN_MS, 1_000)).toBe(true);
      const rows = await mailsAfter(reader, before);
      for (const email of addresses) expect(rows.filter((row) => row.to === email)).toHaveLength(1);
      const copies = copiesOf(
        rows,
        standIns.flatMap((standIn) => standIn.messages),
      );
      expect([...copies.values()].filter((copy) => copy.length > 1)).toEqual([]);
      report.push(`  mail: ${addresses.length} sign-ups through the balancer, ${rows.length} mails, all sent once`);
    },
    MAIL_OUTAGE_MS + MAIL_DELIVERED_WITHIN_MS + 60_000,
  );

  it("a rolling restart under load, one process after another: no error", async () => {
    const worker = await signIn(balancer.url);
    // Long enough for the three restarts (each a drain, a start on PostgreSQL and two good checks: about 15 s).
    const load = runLoad({
      url: `${balancer.url}/jobs`,
      connections: LOAD_CONNECTIONS,
      duration: 50,
      requests: mixedRequests(worker),
    });
    for (let index = 0; index < PROCESSES; index += 1) {
      // SIGTERM: readiness fails at once, so the balancer drains it; requests already inside it finish.
      await servers[index].stop();
      servers[index] = await start(index);
      expect(await waitFor(async () => (await stateOf(index)) === "UP", 30_000, 200)).toBe(true);
    }
    const result = await load;
    report.push(`  rolling restart: ${describeLoad("50 s", result)}`);
    expect(failures(result)).toBe(0);
  }, 180_000);
});
