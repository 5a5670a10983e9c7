/**
 * What one request of each kind costs on the production shape (the capacity model of docs/operations.md is built on it): one app process
 * on PostgreSQL, Redis and an S3-compatible store (tests/bench/stores.ts), the demo data and the bench's busy job
 * (200 workers applied to one job, applicants-fixture.ts). For each kind of page a visitor asks for, and for the
 * writes of a peak hour (sign-in, applying, a company moving an application, sign-up), it reads around the
 * measured requests:
 *
 * - CPU milliseconds per request of the app process, of PostgreSQL (the postmaster and its backends) and of Redis,
 *   from /proc (cpu-meter.ts): what a busy, shared host does not inflate the way it inflates requests/s;
 * - statements per request and their execution time in PostgreSQL (pg_stat_statements, loaded in this throwaway
 *   cluster only), and Redis commands per request (`INFO commandstats`, its own INFO left out);
 * - requests/s and p99 for the pages (autocannon, 8 connections, 6 s after a one-second warm-up; several users'
 *   cookies in turn where a page is per user).
 *
 * `.data` is what a navigation with JavaScript on asks for (Remix's single fetch): every loader of the page, no
 * render. Guest pages are measured twice: from the page cache (the default), then rendered (a second process with
 * `PAGE_CACHE_TTL_MS=0`, which also turns off the shared job-list read: every request renders and asks the
 * database). Writes are sent one after another, each a different user or application, as a browser sends them
 * (forms with the page's Origin). Last, the mail queue's drain rate: mails queued in one transaction (as a burst of
 * status changes queues them), sent through an SMTP stand-in on loopback, then again through one that answers each
 * recipient 250 ms late, as a distant provider does.
 *
 *   npx tsx tests/bench/page-costs.ts          (needs a built app, npm run build; about 6 minutes)
 *
 * Prints a table to stdout, progress to stderr; stops everything it started, also on Ctrl-C.
 */
import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import { createClient } from "@redis/client";
import pg from "pg";
import sharp from "sharp";
import { openDatabase } from "../../api/db/client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { createMailer } from "../../api/services/mail";
import { createQueue } from "../../api/services/queue";
import { describeLoad } from "../reliability/autocannon";
import { signIn, waitFor, type SignedIn } from "../reliability/support";
import { freePort } from "../support/free-port";
import { startServer, type StartedServer } from "../support/start-server";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-standin";
import { BENCH_WORKER_PASSWORD, seedBusyJob } from "./applicants-fixture";
import { cpuMeterAvailable, cpuSpent, readCpu, type CpuReading, type CpuSpent, type Tier } from "./cpu-meter";
import { appEnv, createStopper, missingPackages, startStores, type Stopper, type Stores } from "./stores";
import { BROWSER_HEADERS, assetOfSize, loadRun, type LoadTarget } from "./throughput";

const CONNECTIONS = 8;
const SECONDS = 6;
const BUSY_JOB_APPLICATIONS = 200;
const WORKERS = 40;
const SIGN_INS = 20;
const SIGN_UPS = 20;
const MAILS = 300;
const SLOW_SMTP_MS = 250;

interface Counters {
  cpu: CpuReading | null;
  statements: number;
  statementMs: number;
  redisCommands: number;
}

interface Cost {
  name: string;
  requests: number;
  /** Requests per second and p99 (ms), for the pages under load; null for writes sent one by one. */
  perSecond: number | null;
  p99: number | null;
  cpu: CpuSpent | null;
  statements: number;
  statementMs: number;
  redisCommands: number;
}

interface Context {
  stores: Stores;
  stopper: Stopper;
  sql: pg.Client;
  /** Redis's `INFO commandstats`. */
  redisStats: () => Promise<string>;
  tiers: Tier[];
  costs: Cost[];
}

async function readCounters(context: Context): Promise<Counters> {
  const statements = await context.sql.query<{ calls: string; ms: string }>(
    `select coalesce(sum(calls), 0) as calls, coalesce(sum(total_exec_time), 0) as ms from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database())
       and query not ilike '%pg_stat_statements%'`,
  );
  const info = await context.redisStats();
  let redisCommands = 0;
  for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) {
    if (match[1] !== "info") redisCommands += Number(match[2]);
  }
  return {
    cpu: cpuMeterAvailable ? readCpu(context.tiers) : null,
    statements: Number(statements.rows[0]?.calls ?? 0),
    statementMs: Number(statements.rows[0]?.ms ?? 0),
    redisCommands,
  };
}

function costOf(name: string, before: Counters, after: Counters, requests: number): Omit<Cost, "perSecond" | "p99"> {
  return {
    name,
    requests,
    cpu: before.cpu && after.cpu ? cpuSpent(before.cpu, after.cpu) : null,
    statements: after.statements - before.statements,
    statementMs: after.statementMs - before.statementMs,
    redisCommands: after.redisCommands - before.redisCommands,
  };
}

/** A page under load, with the counters read around its measured part. */
async function page(context: Context, base: string, target: LoadTarget): Promise<void> {
  progress(`page: ${target.name}`);
  const before: { counters: Counters | null } = { counters: null };
  const run = await loadRun(base, target, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    beforeMeasured: async () => {
      before.counters = await readCounters(context);
    },
  });
  const after = await readCounters(context);
  if (!before.counters) throw new Error("the counters were not read before the run");
  context.costs.push({
    ...costOf(target.name, before.counters, after, run.result.requests.total),
    perSecond: run.result.requests.average,
    p99: run.result.latency.p99,
  });
  progress(describeLoad(target.name, run.result));
}

/** Writes sent one after another; each `send` must answer one of `expected`. */
async function writes(
  context: Context,
  name: string,
  count: number,
  send: (index: number) => Promise<Response>,
  expected: number[],
): Promise<void> {
  progress(`writes: ${name}`);
  const before = await readCounters(context);
  for (let index = 0; index < count; index += 1) {
    const response = await send(index);
    await response.arrayBuffer();
    if (!expected.includes(response.status))
      throw new Error(`${name} #${index + 1} answered ${response.status}, not ${expected.join(" or ")}`);
  }
  context.costs.push({ ...costOf(name, before, await readCounters(context), count), perSecond: null, p99: null });
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

async function main(): Promise<void> {
  const missing = missingPackages({ haproxy: false });
  if (missing.length) {
    console.log(`skipped: ${missing.join(", ")} not installed (apt-get install ${missing.join(" ")})`);
    return;
  }
  const stopper = createStopper((error) => progress(`clean-up: ${String(error)}`));
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void stopper.stopAll().finally(() => process.exit(130)));
  }
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
  const started = Date.now();
  const loadAtStart = load();
  try {
    const context = await prepare(stopper);
    await measure(context);
    print(context, loadAtStart, load(), started);
  } finally {
    await stopper.stopAll();
  }
}

async function prepare(stopper: Stopper): Promise<Context> {
  progress("starting PostgreSQL (with pg_stat_statements), Redis and the S3 store");
  const stores = await startStores(stopper, {
    postgresSettings: ["shared_preload_libraries=pg_stat_statements", "pg_stat_statements.track=all"],
  });
  const sql = stopper.track(new pg.Client({ connectionString: stores.postgres.url }), (client) => client.end());
  await sql.connect();
  await sql.query("create extension if not exists pg_stat_statements");
  const redis = stopper.track(
    createClient({ url: stores.redis.url, socket: { reconnectStrategy: false } }),
    async (client) => void (await client.quit().catch(() => undefined)),
  );
  await redis.connect();
  const costs: Cost[] = [];
  const redisStats = async () => String(await redis.sendCommand(["INFO", "commandstats"]));
  return { stores, stopper, sql, redisStats, tiers: [...stores.tiers], costs };
}

async function startApp(
  context: Context,
  extra: Record<string, string>,
  secretKey: string,
  smtp: SmtpStandIn,
): Promise<StartedServer> {
  const port = await freePort();
  const server = context.stopper.track(
    await startServer({
      env: {
        ...appEnv(context.stores, { port, publicUrl: `http://127.0.0.1:${port}`, secretKey }),
        SMTP_URL: smtp.url,
        ...extra,
      },
      timeoutMs: 240_000,
    }),
    (started) => started.stop(),
  );
  context.tiers.splice(0, context.tiers.length, { name: "app", roots: () => [server.pid] }, ...context.stores.tiers);
  return server;
}

async function measure(context: Context): Promise<void> {
  const { stores, stopper } = context;
  progress("seeding the demo data and the busy job into PostgreSQL");
  const busy = await seedBusyJob("./data", BUSY_JOB_APPLICATIONS, stores.postgres.url);
  const secretKey = randomBytes(32).toString("base64url");
  const smtpPort = await freePort();
  let smtp = stopper.track(await startSmtpStandIn({ port: smtpPort }), stopOnce);
  // Status mails wait an hour: the moves below queue them, the mail runs measure sending on their own.
  const app = await startApp(context, { STATUS_MAIL_DELAY_SECONDS: "3600" }, secretKey, smtp);
  const base = app.url;
  const origin = { origin: base };

  // Who the pages are for.
  const workers = busy.workers.slice(0, WORKERS);
  const workerSessions: SignedIn[] = [];
  for (const email of workers) workerSessions.push(await signIn(base, email, BENCH_WORKER_PASSWORD));
  const workerCookies = workerSessions.map((session) => session.cookie);
  const company = await signIn(base, DEMO_ACCOUNTS.company.email, DEMO_PASSWORD);
  const jobs = (await (await fetch(`${base}/api/jobs/?limit=5`)).json()) as { results: Array<{ id: number }> };
  const otherJob = jobs.results.find((job) => job.id !== busy.jobId)?.id;
  if (otherJob === undefined) throw new Error("no open job besides the busy one");
  const applicationIds = (
    await context.sql.query<{ id: number }>(
      "select id from applications where job_id = $1 and status in ('APPLIED', 'VIEWED_BY_COMPANY') order by id",
      [busy.jobId],
    )
  ).rows.map((row) => row.id);
  const [oneApplication] = applicationIds;
  if (oneApplication === undefined) throw new Error("the busy job has no application to move");
  const logo = await uploadLogo(base, company);
  const asset = assetOfSize(30_000);

  const guest = (name: string, path: string): LoadTarget => ({ name, path, headers: BROWSER_HEADERS });
  const as = (name: string, path: string, cookies: string[]): LoadTarget => ({
    name,
    path,
    headers: { ...BROWSER_HEADERS, cookie: cookies[0] ?? "" },
    cookies,
  });
  const jobPage = `/jobs/${otherJob}/description`;
  for (const target of [
    guest("guest / (page cache)", "/"),
    guest("guest /jobs (page cache)", "/jobs"),
    guest("guest job page (page cache)", jobPage),
    as(`worker /jobs (${WORKERS} workers)`, "/jobs", workerCookies),
    as(`worker /employee/jobs (${WORKERS} workers)`, "/employee/jobs", workerCookies),
    as(`worker job page /employee/jobs/{id}/description`, `/employee${jobPage}`, workerCookies),
    as(`worker /employee/jobs.data (a navigation with JavaScript)`, "/employee/jobs.data", workerCookies),
    as(`worker job page .data (a navigation with JavaScript)`, `/employee${jobPage}.data`, workerCookies),
    as(`worker apply form /jobs/{id}/apply`, `/jobs/${otherJob}/apply`, workerCookies),
    as(`worker /employee/applications`, "/employee/applications", workerCookies),
    as("company /company/applicants", "/company/applicants", [company.cookie]),
    as(`company /company/jobs/{id}/applicants (${BUSY_JOB_APPLICATIONS})`, `/company/jobs/${busy.jobId}/applicants`, [
      company.cookie,
    ]),
    as("company /company/applicants/{id}", `/company/applicants/${oneApplication}`, [company.cookie]),
    as("company /company/applicants/{id}.data", `/company/applicants/${oneApplication}.data`, [company.cookie]),
    guest("/media logo (S3 store)", logo),
    guest(`static file ${asset.path} (${asset.bytes} B br)`, asset.path),
  ]) {
    await page(context, base, target);
  }

  // Writes, as the browser's forms send them.
  const post = (path: string, body: URLSearchParams, cookie?: string) =>
    fetch(`${base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...BROWSER_HEADERS, ...origin, ...(cookie ? { cookie } : {}) },
      body,
    });
  await writes(
    context,
    "sign-in POST /login (argon2)",
    SIGN_INS,
    (index) => post("/login", form({ email: workers[index] ?? "", password: BENCH_WORKER_PASSWORD })),
    [302, 303],
  );
  await writes(
    context,
    "apply POST /jobs/{id}/apply",
    workers.length,
    (index) => post(`/jobs/${otherJob}/apply`, form({ cover_letter: "I would like this job." }), workerCookies[index]),
    [302, 303],
  );
  const moves = applicationIds.slice(0, WORKERS);
  await writes(
    context,
    "company moves an application POST /company/applicants/{id}",
    moves.length,
    (index) =>
      post(
        `/company/applicants/${moves[index] ?? 0}`,
        form({ intent: "status", status: "SHORTLISTED", message: "" }),
        company.cookie,
      ),
    [302, 303],
  );
  const runId = randomBytes(3).toString("hex");
  await writes(
    context,
    "sign-up POST /api/users/ (queues and sends the activation mail)",
    SIGN_UPS,
    (index) =>
      fetch(`${base}/api/users/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          email: `capacity-${runId}-${index}@bench.test`,
          first_name: "Maria",
          last_name: "Papadaki",
          role: "EMPLOYEE",
          language: "en",
        }),
      }),
    [201],
  );

  // The mail queue: a burst, sent by this one process (5 at a time), to a mail server on loopback, then to a slow one.
  await drainMails(context, `${MAILS} mails to an SMTP server on loopback`, secretKey, smtp);
  await stopOnce(smtp);
  smtp = stopper.track(await startSmtpStandIn({ port: smtpPort, delayMs: SLOW_SMTP_MS }), stopOnce);
  await drainMails(context, `${MAILS} mails, the SMTP server answering ${SLOW_SMTP_MS} ms late`, secretKey, smtp);

  // Pages rendered every time: another process with the page cache and the shared reads off, as when writes clear
  // them faster than they are asked for again.
  await app.stop();
  const uncached = await startApp(
    context,
    { PAGE_CACHE_TTL_MS: "0", STATUS_MAIL_DELAY_SECONDS: "3600" },
    secretKey,
    smtp,
  );
  for (const target of [
    guest("guest / (rendered, cache off)", "/"),
    guest("guest /jobs (rendered, cache off)", "/jobs"),
    guest(
      "guest /jobs?search=waiter&employment_type=FULL_TIME (rendered)",
      "/jobs?search=waiter&employment_type=FULL_TIME",
    ),
    guest("guest job page (rendered, cache off)", jobPage),
    guest("guest job page .data (cache off)", `${jobPage}.data`),
    guest("guest /jobs.data (cache off)", "/jobs.data"),
    guest(
      "guest /jobs.data?search=waiter&employment_type=FULL_TIME",
      "/jobs.data?search=waiter&employment_type=FULL_TIME",
    ),
    as(`worker /employee/jobs (cache off, ${WORKERS} workers)`, "/employee/jobs", workerCookies),
    as(`worker /employee/jobs.data (cache off, ${WORKERS} workers)`, "/employee/jobs.data", workerCookies),
  ]) {
    await page(context, uncached.url, target);
  }
}

const stopped = new WeakMap<SmtpStandIn, Promise<void>>();

/** A stand-in stopped here and again by the stopper is stopped once. */
function stopOnce(standIn: SmtpStandIn): Promise<void> {
  const stop = stopped.get(standIn) ?? standIn.stop();
  stopped.set(standIn, stop);
  return stop;
}

async function uploadLogo(base: string, company: SignedIn): Promise<string> {
  const [own] = (await (await fetch(`${base}/api/companies/`, { headers: company.headers })).json()) as Array<{
    uuid: string;
  }>;
  if (!own) throw new Error("the demo company has no company profile");
  const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#1d6fa5" } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set("logo", new Blob([new Uint8Array(image)], { type: "image/png" }), "logo.png");
  const saved = await fetch(`${base}/api/companies/${own.uuid}/`, { method: "PATCH", headers: company.headers, body });
  if (saved.status !== 200) throw new Error(`the logo upload answered ${saved.status}`);
  return ((await saved.json()) as { logo: string }).logo;
}

/**
 * `MAILS` mails queued in one transaction from here (the app's own mailer on the same database), then sent by the
 * app process's workers, which find them at their next poll (every 10 s) and go on batch after batch. The rate is
 * the mails over the time from the first one sent to the last; the CPU is the whole wait's.
 */
async function drainMails(context: Context, name: string, secretKey: string, smtp: SmtpStandIn): Promise<void> {
  progress(`mail: ${name}`);
  const database = await openDatabase({ databaseUrl: context.stores.postgres.url, dataDir: "./data" });
  const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => progress(message) };
  const mailer = createMailer({ config: { SECRET_KEY: secretKey }, queue: createQueue(database, quiet) });
  const runId = randomBytes(3).toString("hex");
  const ours = () => smtp.messages.filter((mail) => mail.to.some((to) => to.endsWith(`-${runId}@bench.test`))).length;
  const text = "Your application for Waiter at Hotel Aegean has moved on: shortlisted.\n".repeat(12);
  const html = `<p>${text.replace(/\n/g, "<br>")}</p>`.repeat(3);
  const before = await readCounters(context);
  const first = await mailer.transaction(async (tx) => {
    let id = 0;
    for (let index = 0; index < MAILS; index += 1) {
      const to = `reader-${index}-${runId}@bench.test`;
      const queued = await mailer.enqueue(tx, { to, subject: "Your application", text, html });
      id ||= queued.id;
    }
    return id;
  });
  await database.close();
  const done = await waitFor(async () => ours() >= MAILS, 120_000, 200);
  const after = await readCounters(context);
  if (!done) throw new Error(`${name}: ${ours()} of ${MAILS} mails arrived within 2 minutes`);
  const window = await context.sql.query<{ seconds: string }>(
    `select extract(epoch from max(sent_at) - min(sent_at)) as seconds from outgoing_mails
     where id >= $1 and to_address like $2`,
    [first, `%-${runId}@bench.test`],
  );
  const seconds = Number(window.rows[0]?.seconds ?? 0);
  context.costs.push({
    ...costOf(name, before, after, MAILS),
    perSecond: seconds > 0 ? (MAILS - 1) / seconds : null,
    p99: null,
  });
}

function print(context: Context, loadAtStart: string, loadAtEnd: string, started: number): void {
  const header = [
    "kind",
    "req/s",
    "p99 ms",
    "app CPU ms",
    "PostgreSQL CPU ms",
    "SQL statements",
    "SQL exec ms",
    "Redis commands",
    "Redis CPU ms",
    "rest of host (cores)",
  ];
  const rows = context.costs.map((cost) => {
    const per = (value: number) => (value / Math.max(1, cost.requests)).toFixed(2);
    const tier = (name: string) => (cost.cpu ? per(cost.cpu.tiers.get(name) ?? 0) : "n/a");
    return [
      `${cost.name} [${cost.requests}]`,
      cost.perSecond === null ? "" : cost.perSecond.toFixed(0),
      cost.p99 === null ? "" : String(cost.p99),
      tier("app"),
      tier("PostgreSQL"),
      per(cost.statements),
      per(cost.statementMs),
      per(cost.redisCommands),
      tier("Redis"),
      cost.cpu ? (cost.cpu.others / Math.max(1, cost.cpu.wallMs)).toFixed(2) : "n/a",
    ];
  });
  console.log(
    [
      "",
      `Per-request costs on one app process with ${context.stores.postgresVersion}, Redis and an S3 store ` +
        `(${new Date().toISOString()}, ${availableParallelism()} CPUs, load average ${loadAtStart} at the start, ` +
        `${loadAtEnd} at the end, ${((Date.now() - started) / 60_000).toFixed(1)} min).`,
      `Pages: autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 1 s warm-up; writes one after another; ` +
        "[n] = requests (or mails) counted. Every figure but req/s and p99 is per request (per mail for the queue).",
      "",
      `| ${header.join(" | ")} |`,
      `|${header.map(() => "---").join("|")}|`,
      ...rows.map((row) => `| ${row.join(" | ")} |`),
      "",
    ].join("\n"),
  );
}

function progress(message: string): void {
  console.error(`page-costs: ${message}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
