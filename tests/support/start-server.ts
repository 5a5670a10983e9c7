/**
 * Starts server.ts as a real process for tests: its own process group (so nothing it spawns
 * outlives the test), PORT=0 on loopback, a fresh temporary DATA_DIR (tests never share the
 * development database), plus the caller's environment. Needs a built app (global-setup.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * Names the migrated and seeded data directory vitest's global setup makes once per run: a server that would start
 * on an empty embedded database starts on a copy of it, as if it had just seeded its own (about half the start).
 */
export const SEEDED_DATA_DIR_ENV = "TEST_SEEDED_DATA_DIR";

export interface StartServerOptions {
  /** Extra environment for the server (wins over the defaults below). */
  env?: Record<string, string>;
  /** Use this DATA_DIR instead of a fresh one; it is then left in place by stop(). */
  dataDir?: string;
  /**
   * Run on embedded PGlite in the fresh DATA_DIR even when the suite has a DATABASE_URL: for tests that need the
   * demo data (seeded only into an empty database), which a shared PostgreSQL database has lost to other tests.
   */
  embeddedDatabase?: boolean;
  /** How long to wait for the listening line (PGlite's first start runs initdb, migrations and the seed). */
  timeoutMs?: number;
}

export interface StartedServer {
  url: string;
  port: number;
  /** The server's process id (the leader of its process group). */
  pid: number;
  dataDir: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code when the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then wait for the exit (killing the whole group after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
  /** kill -9 of the whole group, no shutdown of any kind; resolves once it is gone (stop() still cleans up). */
  kill(): Promise<void>;
}

export interface ExitedServer {
  code: number | null;
  output: string;
}

const LISTENING = /listening on (http:\/\/[^\s"]+)/;
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});

export async function startServer(options: StartServerOptions = {}): Promise<StartedServer> {
  const { child, dataDir, output, ownsDataDir } = launch(options);
  const exited = exitOf(child);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup(child, "SIGKILL");
      reject(new Error(`server did not start within ${options.timeoutMs ?? 90_000} ms:\n${output()}`));
    }, options.timeoutMs ?? 90_000);
    const onData = () => {
      const match = LISTENING.exec(output());
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with code ${code} before listening:\n${output()}`));
    });
  });
  return {
    url,
    port: Number(new URL(url).port),
    pid: child.pid ?? 0,
    dataDir,
    output,
    exited,
    async kill() {
      killGroup(child, "SIGKILL");
      await exited;
    },
    async stop(timeoutMs = 20_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), timeoutMs);
      await exited;
      clearTimeout(timer);
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a server that is expected to stop by itself (bad configuration, locked DATA_DIR). */
export async function runServerToExit(options: StartServerOptions = {}): Promise<ExitedServer> {
  const { child, dataDir, output, ownsDataDir } = launch(options);
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), options.timeoutMs ?? 60_000);
  const code = await exitOf(child);
  clearTimeout(timer);
  if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  return { code, output: output() };
}

function childEnv(options: StartServerOptions, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    ...options.env,
  };
  if (options.embeddedDatabase) delete env.DATABASE_URL;
  return env;
}

function launch(options: StartServerOptions) {
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "seasonal-server-test-"));
  const env = childEnv(options, dataDir);
  const seeded = process.env[SEEDED_DATA_DIR_ENV];
  // Only into a directory made here, for a server on the embedded database.
  if (ownsDataDir && seeded && !env.DATABASE_URL) cpSync(seeded, dataDir, { recursive: true });
  // node with tsx's loader rather than the tsx CLI: one process, so SIGTERM reaches server.ts itself. The
  // instrument file starts Sentry first when SENTRY_DSN is set, and does nothing otherwise (as npm start does).
  const child = spawn(process.execPath, ["--import", "tsx", "--import", "./server/instrument.ts", "server.ts"], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env,
  });
  running.add(child);
  let text = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
  return { child, dataDir, ownsDataDir, output: () => text };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    // 'close' rather than 'exit': by then stdout and stderr are fully read.
    child.once("close", (code) => {
      running.delete(child);
      resolve(code);
    });
  });
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** The JSON log lines a started server printed so far (pino's lines; anything else it printed is left out). */
export function jsonLogLines<Line>(server: Pick<StartedServer, "output">): Line[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Line);
}
