/**
 * A throwaway Debian `redis-server` for tests (design section 13): loopback, a free port, a temporary directory, no
 * persistence. Tests that need to stop, stall and restart Redis start their own; scripts/with-redis.sh does the same
 * for a whole command. Without redis-server installed the tests skip, unless REDIS_REQUIRED=1 (.ci/run), where a
 * missing server is a failure.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "./free-port";

export const redisServerInstalled = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

/** For describe.skipIf: true (skip) without redis-server, after saying why; throws instead when REDIS_REQUIRED=1. */
export function skipWithoutRedis(): boolean {
  if (redisServerInstalled) return false;
  if (process.env.REDIS_REQUIRED === "1")
    throw new Error("redis-server is not installed, and REDIS_REQUIRED=1 (apt-get install redis-server)");
  console.warn("Skipping the Redis tests: redis-server is not installed (apt-get install redis-server)");
  return true;
}

export interface TestRedis {
  url: string;
  port: number;
  /** SIGKILL: Redis is gone at once, connections reset. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: Redis keeps its connections but answers nothing meanwhile. */
  pause(): void;
  resume(): void;
  /** A new, empty server on the same port (a restarted Redis without persistence). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "redis-test-"));
  let child = await launch(port, dir);
  const exit = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => process.once("exit", () => resolve()));
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      child.kill("SIGKILL");
      await exit(child);
    },
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
    async restart() {
      child = await launch(port, dir);
    },
    async stop() {
      child.kill("SIGCONT");
      child.kill("SIGKILL");
      await exit(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function launch(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "no",
      "--protected-mode",
      "yes",
    ],
    { stdio: "ignore" },
  );
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode} on port ${port}`);
    if (Date.now() > deadline) throw new Error(`redis-server did not listen on port ${port} within 10 s`);
    await sleep(50);
  }
  return child;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
