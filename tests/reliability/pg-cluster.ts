/**
 * A throwaway PostgreSQL cluster that a test can stop and start again (scripts/with-postgres.sh does the same
 * for a whole command; the fault tests need the switch in their own hands). A temporary directory, a free
 * loopback port kept across restarts, trust authentication, durability off (it is thrown away). When the tests
 * run as root, the server runs as the postgres user, which initdb and postgres insist on.
 */
import { execFile, execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "../support/free-port";

const run = promisify(execFile);

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:PORT/app` */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: connections are terminated (57P01), new ones refused. */
  stop(): Promise<void>;
  /** Starts the stopped cluster again on the same port. */
  start(): Promise<void>;
  /** A new empty database on this cluster; its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (if running) and deletes its files. */
  dispose(): Promise<void>;
}

const alive = new Set<string>();
process.once("exit", () => {
  // A test that died before its afterAll must not leave a postgres running.
  for (const dataDir of alive) {
    try {
      execFileSync(...asOwner(pgBin("pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]), { stdio: "ignore" });
    } catch {
      // Already stopped.
    }
  }
});

export function postgresAvailable(): boolean {
  return findBinDir() !== null;
}

export interface ClusterOptions {
  /** More server settings, `name=value` each (e.g. `shared_preload_libraries=pg_stat_statements`). */
  settings?: readonly string[];
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  const dir = mkdtempSync("/tmp/pg-reliability-");
  const dataDir = path.join(dir, "data");
  if (isRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  await run(...asOwner(pgBin("initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "--no-sync"]));
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(" ");
  let running = false;
  const start = async () => {
    await run(
      ...asOwner(pgBin("pg_ctl"), ["-D", dataDir, "-l", path.join(dir, "log"), "-w", "-o", serverOptions, "start"]),
    );
    running = true;
    alive.add(dataDir);
  };
  const stop = async () => {
    await run(...asOwner(pgBin("pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]));
    running = false;
    alive.delete(dataDir);
  };
  await start();
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/app`,
    port,
    stop,
    start,
    async createDatabase(name) {
      await adminQuery(`postgres://postgres@127.0.0.1:${port}/postgres`, `create database "${name}"`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async dispose() {
      if (running) await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await cluster.createDatabase("app");
  return cluster;
}

/**
 * An empty database for one test file: a fresh database on the server in DATABASE_URL (scripts/with-postgres.sh,
 * CI), dropped afterwards; without DATABASE_URL a cluster of its own.
 */
export async function throwawayDatabase(): Promise<{ url: string; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const cluster = await startPostgresCluster();
    return { url: cluster.url, dispose: () => cluster.dispose() };
  }
  const name = `reliability_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dispose: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function adminQuery(connectionString: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function findBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? null : path.join(root, newest, "bin");
}

function pgBin(name: string): string {
  const bin = findBinDir();
  if (bin === null) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  return path.join(bin, name);
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

/** initdb and postgres refuse to run as root. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}
