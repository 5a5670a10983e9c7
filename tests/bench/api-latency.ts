/**
 * `GET /api/jobs/` with 100,000 jobs on PostgreSQL, p95 ≤ 20 ms (design section 10), for `npm run bench`:
 * runs what `npm run bench:api` runs (scripts/with-postgres.sh around tests/bench/api-jobs.ts: a throwaway
 * PostgreSQL cluster on 127.0.0.1, 100,000 generated jobs seeded into it, nine scenarios of 300 sequential
 * requests) as a child process in its own process group, and reads the scenario table it prints. On a timeout
 * or a signal the group gets SIGTERM (with-postgres.sh then stops and removes its cluster), SIGKILL later.
 *
 * Run it through `npm run bench`, or alone: `npm run bench:api`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "../support/start-server";

/** Design section 10 (it said 20 ms when docs/performance.md#how-they-are-measured was written). */
export const API_BUDGET_P95_MS = 10;

export interface ApiScenario {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  /** CPU of the benchmark process (client and server) per request, ms. */
  cpuMs: number;
  /** The API handler's own p50, ms: until its response is made, without the client and the sockets. */
  handlerMs: number | null;
}

export interface ApiLatency {
  scenarios: ApiScenario[];
  /** Wall time of the whole child (cluster, seed, measurement, clean-up), seconds. */
  seconds: number;
  /** From "seeding …" to the last "generated jobs" line, seconds (null when the database was not seeded). */
  seedSeconds: number | null;
  postgres: string | null;
  /** The child's header line: generated jobs, requests per scenario. */
  heading: string | null;
  loadLine: string | null;
  /**
   * Per scenario that bench:api explained (those over budget): the SQL's own time in PostgreSQL, planning plus
   * execution summed over its statements, from EXPLAIN ANALYZE.
   */
  explained: Array<{ name: string; statements: number; sqlMs: number }>;
  /** Everything printed after the table (the plans themselves). */
  output: string;
}

export interface ApiLatencyOptions {
  timeoutMs?: number;
  /** Each line the child prints, as it comes (progress). */
  onLine?: (line: string) => void;
  /** Receives a function that stops the child early (signals): SIGTERM to its group, SIGKILL after 15 s. */
  onStart?: (stop: () => Promise<void>) => void;
}

const ROW = /^(.+?)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)\s+(\d+\.\d+)(?:\s+(\d+\.\d+))?\s+(?:ok|MISSED)\s*$/;

export async function measureApiLatency(options: ApiLatencyOptions = {}): Promise<ApiLatency> {
  const started = Date.now();
  const bin = path.join(REPO_ROOT, "node_modules", ".bin");
  const child = spawn(
    "bash",
    [
      path.join(REPO_ROOT, "scripts", "with-postgres.sh"),
      process.execPath,
      "--import",
      "tsx",
      "tests/bench/api-jobs.ts",
    ],
    {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      // api-jobs.ts seeds through the tsx CLI: it must be on PATH outside `npm run` too.
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
    },
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal }));
  });
  const stop = () => stopGroup(child, exited);
  options.onStart?.(stop);

  const lines: Array<{ at: number; text: string }> = [];
  const collect = (stream: NodeJS.ReadableStream | null) => {
    let pending = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      pending += chunk;
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      for (const text of parts) {
        lines.push({ at: Date.now(), text });
        options.onLine?.(text);
      }
    });
    stream?.on("end", () => {
      if (pending) lines.push({ at: Date.now(), text: pending });
    });
  };
  collect(child.stdout);
  collect(child.stderr);

  const timeoutMs = options.timeoutMs ?? 45 * 60_000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    void stop();
  }, timeoutMs);
  const { code, signal } = await exited.finally(() => clearTimeout(timer));
  const seconds = (Date.now() - started) / 1000;
  const tail = lines
    .slice(-30)
    .map((line) => line.text)
    .join("\n");
  if (timedOut) throw new Error(`npm run bench:api did not finish within ${timeoutMs / 60_000} min:\n${tail}`);
  if (code !== 0) throw new Error(`npm run bench:api failed (exit ${code ?? signal}):\n${tail}`);
  return parseApiLatency(lines, seconds);
}

export function parseApiLatency(lines: ReadonlyArray<{ at: number; text: string }>, seconds: number): ApiLatency {
  const texts = lines.map((line) => line.text);
  const tableAt = texts.findIndex((text) => text.startsWith("scenario"));
  if (tableAt === -1) throw new Error(`npm run bench:api printed no scenario table:\n${texts.slice(-30).join("\n")}`);
  const scenarios: ApiScenario[] = [];
  let end = tableAt + 1;
  for (; end < texts.length; end += 1) {
    const match = ROW.exec(texts[end]);
    if (!match) break;
    const [, name, p50, p95, p99, cpuMs, handler] = match;
    scenarios.push({
      name: name.trim(),
      p50: Number(p50),
      p95: Number(p95),
      p99: Number(p99),
      cpuMs: Number(cpuMs),
      handlerMs: handler === undefined ? null : Number(handler),
    });
  }
  if (!scenarios.length) throw new Error(`npm run bench:api's table has no rows:\n${texts.slice(tableAt).join("\n")}`);
  const seeding = lines.find((line) => line.text.startsWith("seeding "));
  const generated = lines.filter((line) => line.text.startsWith("generated jobs:")).at(-1);
  return {
    scenarios,
    seconds,
    seedSeconds: seeding && generated ? (generated.at - seeding.at) / 1000 : null,
    postgres: texts.find((text) => text.startsWith("PostgreSQL ")) ?? null,
    heading: texts.find((text) => text.startsWith("GET /api/jobs/ with")) ?? null,
    loadLine: texts.find((text) => text.startsWith("load average")) ?? null,
    explained: explainedTimes(texts.slice(end)),
    output: texts.slice(end).join("\n").trim(),
  };
}

/** Sums "Planning Time" and "Execution Time" per "EXPLAIN ANALYZE: <scenario> (<path>)" block. */
function explainedTimes(texts: readonly string[]): ApiLatency["explained"] {
  const explained: ApiLatency["explained"] = [];
  for (const text of texts) {
    const heading = /^EXPLAIN ANALYZE: (.+) \(\/.*\)$/.exec(text);
    if (heading) {
      explained.push({ name: heading[1], statements: 0, sqlMs: 0 });
      continue;
    }
    const current = explained.at(-1);
    const time = /^\s*(Planning|Execution) Time: (\d+(?:\.\d+)?) ms/.exec(text);
    if (!current || !time) continue;
    current.sqlMs += Number(time[2]);
    if (time[1] === "Execution") current.statements += 1;
  }
  return explained;
}

async function stopGroup(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // The group is gone already.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), 15_000);
  await exited.catch(() => undefined);
  clearTimeout(timer);
}
