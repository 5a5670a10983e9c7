/**
 * CPU time spent by the processes of each tier (app processes, PostgreSQL, Redis, HAProxy) between two moments,
 * read from Linux's /proc: what a request costs each tier, whatever it waited for a core on a shared host. A
 * throughput figure on two cores mixes the server's cost with the load generator's and with other people's work;
 * CPU milliseconds per request do not, so the capacity model (docs/operations.md) is built on them.
 *
 * A tier is one or more root processes and all their descendants (found through each process's parent). A root's
 * reaped children count too (`cutime`/`cstime`): a PostgreSQL backend that exits in the middle of a run is not
 * lost. The bench's own process (autocannon, and the S3 store when it runs in-process) is `self`; the rest of the
 * host's busy time is `others`, the interference of whatever else ran meanwhile.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";

export interface Tier {
  name: string;
  /** The tier's root processes now (looked up at each reading, so a restarted process is found again). */
  roots(): number[];
}

export interface CpuReading {
  at: number;
  /** Milliseconds of CPU per tier since its processes started. */
  tiers: Map<string, number>;
  self: number;
  /** Milliseconds the whole host's CPUs were busy since boot. */
  host: number;
}

export interface CpuSpent {
  /** Wall-clock milliseconds between the two readings. */
  wallMs: number;
  tiers: Map<string, number>;
  self: number;
  /** Host busy time not accounted to a tier or to this process. */
  others: number;
}

/** Whether this host has the /proc files the meter reads (Linux). */
export const cpuMeterAvailable = existsSync("/proc/stat") && existsSync("/proc/self/stat");

const TICK_MS = 1000 / clockTicks();

function clockTicks(): number {
  const answer = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
  const ticks = Number(answer.stdout.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
}

interface ProcStat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime, in ticks. */
  own: number;
  /** cutime + cstime: children this process has waited for, in ticks. */
  reaped: number;
}

function readStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so split after the last ')'.
  const close = text.lastIndexOf(")");
  const fields = text.slice(close + 2).split(" ");
  const number = (index: number) => Number(fields[index] ?? 0);
  return {
    pid,
    comm: text.slice(text.indexOf("(") + 1, close),
    ppid: number(1),
    own: number(11) + number(12),
    reaped: number(13) + number(14),
  };
}

function allProcesses(): ProcStat[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== null);
}

/** A process's command line, its arguments split. */
export function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
}

/** Processes whose short name (`comm`) is `name` and whose parent is `parent`, or any parent when it is omitted. */
export function processesNamed(name: string, parent?: number): number[] {
  return allProcesses()
    .filter((stat) => stat.comm === name && (parent === undefined || stat.ppid === parent))
    .map((stat) => stat.pid);
}

/** The PostgreSQL server (postmaster) listening on `port`, started as `postgres -p <port> …` by pg_ctl. */
export function postmasterOnPort(port: number): number[] {
  return processesNamed("postgres").filter((pid) => {
    const args = commandLine(pid);
    return args.some((arg, index) => arg === "-p" && args[index + 1] === String(port));
  });
}

function hostBusyTicks(): number {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // cpu user nice system idle iowait irq softirq steal …
  const [, user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).map(Number);
  return [user, nice, system, irq, softirq, steal].reduce((sum: number, value) => sum + (value ?? 0), 0);
}

export function readCpu(tiers: readonly Tier[]): CpuReading {
  const processes = allProcesses();
  const children = new Map<number, ProcStat[]>();
  for (const stat of processes) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const byPid = new Map(processes.map((stat) => [stat.pid, stat]));
  const spent = new Map<string, number>();
  for (const tier of tiers) {
    let ticks = 0;
    for (const root of tier.roots()) {
      const stat = byPid.get(root);
      if (!stat) continue;
      ticks += stat.own + stat.reaped;
      const pending = [...(children.get(root) ?? [])];
      for (let next = pending.pop(); next; next = pending.pop()) {
        ticks += next.own;
        pending.push(...(children.get(next.pid) ?? []));
      }
    }
    spent.set(tier.name, ticks * TICK_MS);
  }
  const self = process.cpuUsage();
  return { at: Date.now(), tiers: spent, self: (self.user + self.system) / 1000, host: hostBusyTicks() * TICK_MS };
}

export function cpuSpent(before: CpuReading, after: CpuReading): CpuSpent {
  const tiers = new Map<string, number>();
  for (const [name, ms] of after.tiers) tiers.set(name, Math.max(0, ms - (before.tiers.get(name) ?? 0)));
  const self = after.self - before.self;
  const ours = [...tiers.values()].reduce((sum, ms) => sum + ms, self);
  return { wallMs: after.at - before.at, tiers, self, others: Math.max(0, after.host - before.host - ours) };
}

/**
 * One line: each tier's CPU milliseconds per request, then the load generator's and the rest of the host's in
 * cores (CPU ms per wall ms), e.g. "app 9.10, PostgreSQL 2.30 CPU ms/request; the bench process (autocannon) 0.90
 * cores, the rest of the host 0.40 cores".
 */
export function describeCpu(spent: CpuSpent, requests: number): string {
  const perRequest = [...spent.tiers].map(([name, ms]) => `${name} ${(ms / Math.max(1, requests)).toFixed(2)}`);
  const cores = (ms: number) => (ms / Math.max(1, spent.wallMs)).toFixed(2);
  return (
    `${perRequest.join(", ")} CPU ms/request; ` +
    `the bench process (autocannon) ${cores(spent.self)} cores, the rest of the host ${cores(spent.others)} cores`
  );
}
