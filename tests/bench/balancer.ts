/**
 * What the balancer and the shared stores cost (issue 21): guest and signed-in `/jobs` through HAProxy in front of
 * three app processes, as a ratio of one process's figure measured in the same run on the same stores. The stores
 * are the cluster test's (one PostgreSQL, one Redis, one S3-compatible store; tests/bench/stores.ts), HAProxy is
 * configured as README's "Running in production" (tests/support/haproxy.ts, readiness checked every second).
 *
 * 1. The stores, then one app process alone on them (it migrates and seeds the demo data), measured directly:
 *    guest `/jobs` (a page-cache hit) and signed-in `/jobs` (the demo employee), with throughput.ts's runs
 *    (8 connections, 8 s after a one-second warm-up, the browser's headers).
 * 2. Two more processes on the same stores and HAProxy in front of all three; the two new ones are warmed up
 *    directly as the first was, then the same two runs go through HAProxy.
 *
 * The host's cores bound both figures (autocannon, PostgreSQL, Redis and HAProxy share them too): one process runs its
 * JavaScript on one core, so on two idle cores three processes can gain up to 2× on a page that is all rendering and
 * little on a cache hit; on a busy host they also win a larger share of the cores from other work than one process
 * does, so the ratio can go past 2. The point is that three processes on shared stores behind a balancer lose
 * nothing to it; CPU per request shows it best.
 * Around each measured run the CPU each tier spent is read from /proc (cpu-meter.ts) and reported per request.
 * Everything started is stopped before it returns, on failure too; `onStart` hands the caller the stop for a
 * signal or a deadline.
 *
 *   npx tsx tests/bench/balancer.ts        (needs a built app: npm run build)
 */
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { availableParallelism, loadavg } from "node:os";
import { describeLoad } from "../reliability/autocannon";
import { signIn, waitFor } from "../reliability/support";
import { freePort } from "../support/free-port";
import { backendName, startHaproxy, type Balancer } from "../support/haproxy";
import { startServer, type StartedServer } from "../support/start-server";
import {
  cpuMeterAvailable,
  cpuSpent,
  describeCpu,
  readCpu,
  type CpuReading,
  type CpuSpent,
  type Tier,
} from "./cpu-meter";
import { appEnv, createStopper, missingPackages, startStores, type Stopper } from "./stores";
import { BROWSER_HEADERS, CONNECTIONS, SECONDS, loadRun, probe, type LoadTarget, type Run } from "./throughput";

export const PROCESSES = 3;
/** README "Running in production": readiness every second or so. */
const CHECK_INTERVAL_MS = 1_000;

export interface MeteredRun extends Run {
  /** CPU per tier during the measured run; null where /proc cannot be read. */
  cpu: CpuSpent | null;
}

export interface BalancerResult {
  postgresVersion: string;
  single: { guest: MeteredRun; signedIn: MeteredRun };
  balanced: { guest: MeteredRun; signedIn: MeteredRun };
  /** Requests HAProxy gave each process during the two balanced runs' measured parts (its `show stat`). */
  served: { guest: Record<string, number>; signedIn: Record<string, number> };
  guestRatio: number;
  signedInRatio: number;
}

export interface BalancerOptions {
  onRun?: (name: string) => void;
  /** Receives the function that stops everything this run started (idempotent), as soon as there is any. */
  onStart?: (stop: () => Promise<void>) => void;
}

/** Why the run cannot happen on this host, or null when it can. */
export function balancerSkipReason(): string | null {
  const missing = missingPackages({ haproxy: true });
  return missing.length ? `${missing.join(", ")} not installed (apt-get install ${missing.join(" ")})` : null;
}

export async function measureBalancer(options: BalancerOptions = {}): Promise<BalancerResult> {
  const stopper = createStopper((error) => console.error(`balancer bench: clean-up: ${String(error)}`));
  options.onStart?.(() => stopper.stopAll());
  try {
    return await measure(stopper, options);
  } finally {
    await stopper.stopAll();
  }
}

async function measure(stopper: Stopper, options: BalancerOptions): Promise<BalancerResult> {
  const stores = await startStores(stopper);
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const secretKey = randomBytes(32).toString("base64url");
  const servers: StartedServer[] = [];
  const start = async (index: number) => {
    const server = stopper.track(
      await startServer({
        env: appEnv(stores, { port: ports[index] ?? 0, publicUrl, secretKey }),
        timeoutMs: 240_000,
      }),
      (started) => started.stop(),
    );
    servers[index] = server;
    return server;
  };
  const tiers: Tier[] = [{ name: "app", roots: () => servers.map((server) => server.pid) }, ...stores.tiers];

  // 1. One process alone on the stores.
  const first = await start(0);
  const employee = await signIn(first.url);
  const signedInHeaders = { ...BROWSER_HEADERS, cookie: employee.cookie };
  await checkPages(first.url, signedInHeaders);
  const guestTarget: LoadTarget = { name: "guest /jobs (micro-cached)", path: "/jobs", headers: BROWSER_HEADERS };
  const signedInTarget: LoadTarget = { name: "signed-in /jobs (rendered)", path: "/jobs", headers: signedInHeaders };
  /** A run with the CPU of each tier read around its measured part, and `count` (HAProxy's tally) too. */
  const metered = async (
    base: string,
    target: LoadTarget,
    label: string,
    { extraTiers = [], count }: { extraTiers?: Tier[]; count?: () => Promise<Record<string, number>> } = {},
  ) => {
    options.onRun?.(`${label}: ${target.name}`);
    const measured = [...tiers, ...extraTiers];
    const before: { cpu: CpuReading | null; counted: Record<string, number> } = { cpu: null, counted: {} };
    const run = await loadRun(
      base,
      { ...target, name: `${label}, ${target.name}` },
      {
        beforeMeasured: async () => {
          before.counted = (await count?.()) ?? {};
          if (cpuMeterAvailable) before.cpu = readCpu(measured);
        },
      },
    );
    const cpu = before.cpu ? cpuSpent(before.cpu, readCpu(measured)) : null;
    const counted = difference((await count?.()) ?? {}, before.counted);
    return { run: { ...run, cpu }, counted };
  };
  const single = {
    guest: (await metered(first.url, guestTarget, "one process")).run,
    signedIn: (await metered(first.url, signedInTarget, "one process")).run,
  };

  // 2. Two more, HAProxy in front of the three.
  options.onRun?.(`starting ${PROCESSES - 1} more processes and HAProxy`);
  await Promise.all(Array.from({ length: PROCESSES - 1 }, (_, index) => start(index + 1)));
  const balancer: Balancer = stopper.track(
    await startHaproxy(
      { backends: ports, healthPath: "/readyz", livePath: "/livez", checkIntervalMs: CHECK_INTERVAL_MS },
      balancerPort,
    ),
    (started) => started.stop(),
  );
  const allUp = async () => {
    const states = await balancer.states();
    return ports.every((_, index) => states[backendName(index)] === "UP");
  };
  if (!(await waitFor(allUp, 20_000, 200)))
    throw new Error(`HAProxy did not see all ${PROCESSES} processes ready: ${JSON.stringify(await balancer.states())}`);
  // The new processes get the warm-up the first had (its runs' own warm-ups), so none is measured cold.
  for (const server of servers.slice(1)) {
    await checkPages(server.url, signedInHeaders);
    for (const target of [guestTarget, signedInTarget]) await loadRun(server.url, target, { seconds: 1 });
  }
  await checkPages(balancer.url, signedInHeaders, { cacheHit: false });
  const haproxyTier: Tier = { name: "HAProxy", roots: () => [balancer.pid] };
  const label = `${PROCESSES} behind HAProxy`;
  const through = { extraTiers: [haproxyTier], count: () => balancer.served() };
  const guest = await metered(balancer.url, guestTarget, label, through);
  const signedIn = await metered(balancer.url, signedInTarget, label, through);
  const perSecond = (run: Run) => run.result.requests.average;
  return {
    postgresVersion: stores.postgresVersion,
    single,
    balanced: { guest: guest.run, signedIn: signedIn.run },
    served: { guest: guest.counted, signedIn: signedIn.counted },
    guestRatio: perSecond(guest.run) / perSecond(single.guest),
    signedInRatio: perSecond(signedIn.run) / perSecond(single.signedIn),
  };
}

/**
 * Each run must measure what it says: guest `/jobs` a page-cache hit (asked twice of one process; through the
 * balancer the second request may go to another process, so only the status is checked there), signed-in `/jobs`
 * rendered for the signed-in employee.
 */
async function checkPages(
  base: string,
  signedInHeaders: Record<string, string>,
  { cacheHit = true }: { cacheHit?: boolean } = {},
): Promise<void> {
  await probe(`${base}/jobs`, BROWSER_HEADERS);
  const guest = await probe(`${base}/jobs`, BROWSER_HEADERS);
  if (cacheHit && guest.cache !== "hit")
    throw new Error(`${base}: guest /jobs asked twice was not a page-cache hit (X-Page-Cache: ${guest.cache})`);
  if (guest.signedIn) throw new Error(`${base}: guest /jobs shows a signed-in header`);
  const signedIn = await probe(`${base}/jobs`, signedInHeaders);
  if (signedIn.cache) throw new Error(`${base}: signed-in /jobs went through the guest page cache`);
  if (!signedIn.signedIn) throw new Error(`${base}: signed-in /jobs does not show the employee as signed in`);
}

function difference(after: Record<string, number>, before: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).map(([name, count]) => [name, count - (before[name] ?? 0)]));
}

/** The report's lines for one result (run.ts prints them as details; the command line prints them as they are). */
export function describeBalancer(result: BalancerResult): string[] {
  const lines = [
    `${result.postgresVersion}, redis-server, an in-process S3-compatible store (@20minutes/s3rver), HAProxy ` +
      `(round robin, /readyz every ${CHECK_INTERVAL_MS / 1000} s); each process: production build, the demo data, ` +
      "rate limits lifted (their Redis commands still run), request log on.",
  ];
  const runs = [result.single.guest, result.single.signedIn, result.balanced.guest, result.balanced.signedIn];
  for (const run of runs) {
    lines.push(describeLoad(run.name, run.result));
    if (run.cpu) lines.push(`${run.name}: ${describeCpu(run.cpu, run.result.requests.total)}`);
  }
  const share = (served: Record<string, number>) =>
    Object.entries(served)
      .map(([name, count]) => `${name} ${count.toLocaleString("en")}`)
      .join(", ");
  lines.push(
    `Requests HAProxy gave each process: guest run ${share(result.served.guest)}; ` +
      `signed-in run ${share(result.served.signedIn)}.`,
  );
  return lines;
}

async function main(): Promise<void> {
  const skip = balancerSkipReason();
  if (skip) {
    console.log(`skipped: ${skip}`);
    return;
  }
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(1))
      .join(" ");
  console.log(`${availableParallelism()} CPUs, load average ${load()} at the start`);
  let stop: (() => Promise<void>) | null = null;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void (stop?.() ?? Promise.resolve()).finally(() => process.exit(130)));
  }
  const result = await measureBalancer({
    onRun: (name) => console.error(`balancer bench: ${name}`),
    onStart: (stopAll) => (stop = stopAll),
  });
  for (const line of describeBalancer(result)) console.log(line);
  console.log(`guest /jobs, ${PROCESSES} behind HAProxy : one process      ${result.guestRatio.toFixed(3)}`);
  console.log(`signed-in /jobs, ${PROCESSES} behind HAProxy : one process  ${result.signedInRatio.toFixed(3)}`);
  console.log(`load average ${load()} at the end; ${CONNECTIONS} connections, ${SECONDS} s per run`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
