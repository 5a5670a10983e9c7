/**
 * Debian's HAProxy in front of app processes on loopback, for the reliability stage of several processes (issue
 * 21), configured as README's "Running in production" says: round robin, a readiness check on each process (one
 * that fails it, or is gone, gets no new requests within `fall` × `interval`, and rejoins after `rise` good checks),
 * connection failures retried on another process, and, when no process is ready, the live ones serving anyway. Started in the foreground in its own temporary directory, stopped by `stop()`; `states()`
 * reads each backend's state from the admin socket.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface BalancerOptions {
  /** Loopback ports of the app processes, in the order of their names (app1, app2, …). */
  backends: readonly number[];
  /** The readiness path the balancer asks each process for (200 = send it requests). */
  healthPath: string;
  /** The liveness path: when no process is ready, the live ones serve (the `live` backend). */
  livePath: string;
  /** Milliseconds between two checks of one process. */
  checkIntervalMs?: number;
  /** Failed checks that take a process out; good checks that bring it back. */
  fall?: number;
  rise?: number;
}

export interface Balancer {
  url: string;
  port: number;
  /** HAProxy's process id (one process, run in the foreground). */
  pid: number;
  /** Each backend's state as HAProxy sees it: "UP", "DOWN", "MAINT", or a transition such as "UP 1/2". */
  states(): Promise<Record<string, string>>;
  /** How many requests (sessions) each backend has been given so far. */
  served(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export function haproxyInstalled(): boolean {
  return spawnSync("haproxy", ["-v"], { stdio: "ignore" }).status === 0;
}

export function backendName(index: number): string {
  return `app${index + 1}`;
}

export async function startHaproxy(options: BalancerOptions, port: number): Promise<Balancer> {
  const dir = mkdtempSync(path.join(tmpdir(), "haproxy-"));
  const socket = path.join(dir, "admin.sock");
  const interval = options.checkIntervalMs ?? 500;
  const backend = (name: string, checkPath: string) => [
    `backend ${name}`,
    "  balance roundrobin",
    `  option httpchk GET ${checkPath}`,
    "  http-check expect status 200",
    `  default-server inter ${interval} fall ${options.fall ?? 2} rise ${options.rise ?? 2}`,
    ...options.backends.map((port, index) => `  server ${backendName(index)} 127.0.0.1:${port} check`),
  ];
  const config = [
    "global",
    `  stats socket ${socket} mode 600 level admin`,
    "  maxconn 2048",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 30s",
    "  timeout server 30s",
    "  timeout http-request 10s",
    // A connection refused by a process that has just died is tried again on another: only requests already
    // inside a process are lost with it.
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response",
    "frontend web",
    `  bind 127.0.0.1:${port}`,
    "  option forwardfor",
    // When no process is ready (a Redis outage makes every one unready), any live one serves rather than none.
    "  use_backend live if { nbsrv(app) eq 0 }",
    "  default_backend app",
    ...backend("app", options.healthPath),
    ...backend("live", options.livePath),
    "",
  ].join("\n");
  const file = path.join(dir, "haproxy.cfg");
  writeFileSync(file, config);
  const check = spawnSync("haproxy", ["-c", "-q", "-f", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stderr}\n${config}`);

  const child = spawn("haproxy", ["-db", "-f", file], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  // A caller that dies before stop() must not leave HAProxy running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));

  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    async states() {
      return Object.fromEntries((await serverRows(socket)).map((fields) => [fields[1], fields[STATUS] ?? ""]));
    },
    async served() {
      return Object.fromEntries(
        (await serverRows(socket)).map((fields) => [fields[1], Number(fields[TOTAL_SESSIONS])]),
      );
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(dir, { recursive: true, force: true });
    },
  };
  // Ready once the admin socket answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await balancer.states();
      return balancer;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await balancer.stop();
        throw new Error(`haproxy did not start: ${String(error)}\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Columns of `show stat` (pxname, svname, qcur, qmax, scur, smax, slim, stot, …, status is the 18th). */
const TOTAL_SESSIONS = 7;
const STATUS = 17;

/** The `show stat` rows of the app's servers, split into columns. */
async function serverRows(socket: string): Promise<string[][]> {
  const csv = await adminCommand(socket, "show stat");
  return csv
    .split("\n")
    .map((line) => line.split(","))
    .filter(
      (fields) => fields[0] === "app" && fields[1] !== undefined && fields[1] !== "BACKEND" && fields[1] !== "FRONTEND",
    );
}

function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(socket);
    let answer = "";
    connection.setEncoding("utf8");
    connection.on("connect", () => connection.end(`${command}\n`));
    connection.on("data", (chunk: string) => (answer += chunk));
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
  });
}
