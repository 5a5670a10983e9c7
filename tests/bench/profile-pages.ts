/**
 * CPU profiles of the production server under a short load of signed-in pages (issue 23): the bench's server (the
 * demo data and a busy job, NODE_ENV=production, rate limits lifted), profiled from start to exit by the inspector
 * (cpu-profile-preload.mjs: Node refuses `--cpu-prof` in NODE_OPTIONS), loaded with autocannon for a few seconds per page, then stopped so Node writes its profile, whose
 * top self and inclusive times are printed (our files, Remix, React, the drivers).
 *
 *   npx tsx tests/bench/profile-pages.ts [out-dir] [seconds-per-page]
 *   npx tsx tests/bench/profile-pages.ts --cpu-only [seconds-per-page]
 *
 * Each run also prints the server's CPU milliseconds per request (cpu-meter.ts), which a shared, busy host changes
 * far less than requests per second; `--cpu-only` leaves the profiler out, so those are the plain costs, and covers
 * every page of issue 23 (signed-in /jobs, /employee/applications, the company's jobs tab and an applicant too).
 *
 * Needs `npm run build`. Run it alone: it measures time on the shared cores.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { describeLoad, runLoad } from "../reliability/autocannon";
import { signIn } from "../reliability/support";
import { freePort } from "../support/free-port";
import { REPO_ROOT, startServer } from "../support/start-server";
import { BENCH_WORKER_PASSWORD, seedBusyJob } from "./applicants-fixture";
import { benchServerEnv } from "./bench-server";
import { cpuSpent, describeCpu, readCpu } from "./cpu-meter";

const cpuOnly = process.argv[2] === "--cpu-only";
const outDir = path.resolve(cpuOnly ? "" : (process.argv[2] ?? "cpu-profiles"));
const seconds = Number(process.argv[3] ?? 10);
if (!cpuOnly) mkdirSync(outDir, { recursive: true });

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const dataDir = mkdtempSync(path.join(tmpdir(), "profile-data-"));
const busy = await seedBusyJob(dataDir, 200);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer({
  dataDir,
  env: {
    ...benchServerEnv(port, base),
    ...(cpuOnly
      ? {}
      : {
          NODE_OPTIONS: `--import ${path.join(REPO_ROOT, "tests/bench/cpu-profile-preload.mjs")}`,
          CPU_PROFILE_FILE: path.join(outDir, `server-${Date.now()}.cpuprofile`),
        }),
  },
  timeoutMs: 240_000,
});
try {
  const workers = await Promise.all(
    busy.workers.slice(0, 40).map(async (email) => (await signIn(base, email, BENCH_WORKER_PASSWORD)).cookie),
  );
  const company = (await signIn(base, DEMO_ACCOUNTS.company.email, DEMO_PASSWORD)).cookie;
  const employee = (await signIn(base, DEMO_ACCOUNTS.employee.email, DEMO_PASSWORD)).cookie;
  const home = await fetch(`${base}/company`, { headers: { cookie: company }, redirect: "manual" });
  const jobsTab = new URL(home.headers.get("location") ?? "/company", base).pathname;
  const applicants = (await (
    await fetch(`${base}/api/applications/applicants/?limit=1`, {
      headers: { authorization: `Bearer ${/access=([^;]+)/.exec(company)?.[1] ?? ""}` },
    })
  ).json()) as { results: Array<{ id: number }> };
  const only = (pagePath: string, cookie: string) => [{ path: pagePath, headers: { cookie } }];
  const runs: Array<{ name: string; requests: Array<{ path: string; headers: Record<string, string> }> }> = [
    {
      name: "/employee/jobs (40 workers in turn)",
      requests: workers.map((cookie) => ({ path: "/employee/jobs", headers: { cookie } })),
    },
    {
      name: "busy applicants tab",
      requests: [{ path: `/company/jobs/${busy.jobId}/applicants`, headers: { cookie: company } }],
    },
  ];
  if (cpuOnly) {
    runs.push(
      { name: "signed-in /jobs", requests: only("/jobs", employee) },
      { name: "/employee/applications", requests: only("/employee/applications", employee) },
      { name: "the company's jobs tab", requests: only(jobsTab, company) },
      { name: "an applicant", requests: only(`/company/applicants/${applicants.results[0]?.id ?? 0}`, company) },
    );
  }
  const tiers = [{ name: "app", roots: () => [server.pid] }];
  for (const run of runs) {
    await runLoad({ url: base, connections: 4, duration: 1, requests: run.requests });
    const before = readCpu(tiers);
    const result = await runLoad({ url: base, connections: 10, duration: seconds, requests: run.requests });
    const spent = cpuSpent(before, readCpu(tiers));
    console.log(describeLoad(run.name, result));
    console.log(`  ${describeCpu(spent, result["2xx"])}`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (cpuOnly) process.exit(0);

const file = readdirSync(outDir)
  .filter((name) => name.endsWith(".cpuprofile"))
  .map((name) => path.join(outDir, name))
  .sort()
  .at(-1);
if (!file) throw new Error(`no profile in ${outDir}`);
console.log(`profile: ${file}`);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(`file://${REPO_ROOT}`, "").replace(/^.*node_modules\//, "~/");
  return `${functionName || "(anonymous)"} ${where}:${lineNumber + 1}`;
}
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
for (const [id, ms] of selfMs) {
  const node = byId.get(id);
  if (!node) continue;
  total += ms;
  self.set(label(node), (self.get(label(node)) ?? 0) + ms);
  // Each function once per sample's stack, however often it recurses.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at);
    if (!frame) break;
    const name = label(frame);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
}
const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
console.log(`\nsampled ${(total / 1000).toFixed(1)} s\n\nSELF\n${top(self, 40).join("\n")}`);
console.log(`\nINCLUSIVE\n${top(inclusive, 80).join("\n")}`);
