import { closeSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from "node:fs";

/**
 * An exclusive, process-wide lock on the embedded database's data directory: PGlite has none of its own, and
 * two processes on one directory silently lose writes (stack.md). The lock file holds the owner's pid; a lock
 * whose pid is no longer alive is stale and taken over.
 */
export type DataDirLock = { path: string; release(): void };

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    const owner = pid === process.pid ? "this process (opened twice?)" : `another process (pid ${pid})`;
    super(
      `The data directory ${dataDir} is already in use by ${owner}. ` +
        `Stop that process, or give this one its own DATA_DIR (or a DATABASE_URL).`,
    );
    this.name = "DataDirLockedError";
  }
}

export function acquireDataDirLock(dataDir: string, lockPath: string): DataDirLock {
  const held = heldLocks();
  if (held.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  if (!tryCreate(lockPath)) {
    const owner = readOwner(lockPath);
    if (owner !== null && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    takeOverStale(dataDir, lockPath, owner);
    if (!tryCreate(lockPath)) throw new DataDirLockedError(dataDir, readOwner(lockPath) ?? 0);
  }
  held.add(lockPath);
  const onExit = () => removeIfOurs(lockPath);
  process.once("exit", onExit);
  return {
    path: lockPath,
    release() {
      process.removeListener("exit", onExit);
      held.delete(lockPath);
      removeIfOurs(lockPath);
    },
  };
}

/**
 * Locks held by this process, shared through globalThis: a second copy of this module (the database imported
 * from two module graphs) must see them too. A lock file naming our own pid that is not in this set is left over
 * from an earlier life of a container whose pids repeat, so it counts as stale.
 */
function heldLocks(): Set<string> {
  const key = Symbol.for("seasonal-jobs.data-dir-locks");
  const registry = globalThis as typeof globalThis & { [key: symbol]: Set<string> | undefined };
  const existing = registry[key];
  if (existing) return existing;
  const created = new Set<string>();
  registry[key] = created;
  return created;
}

function tryCreate(lockPath: string): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, "wx");
  } catch (error) {
    if (isErrno(error, "EEXIST")) return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isErrno(error, "EPERM");
  }
}

/**
 * Moves the stale file aside and checks it really was the stale one: when two processes take over at once, the
 * slower one may have moved the faster one's fresh lock, which it then puts back before giving up.
 */
function takeOverStale(dataDir: string, lockPath: string, stalePid: number | null): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if (isErrno(error, "ENOENT")) return;
    throw error;
  }
  const moved = readOwner(aside);
  if (moved !== stalePid && moved !== null && isAlive(moved)) {
    try {
      linkSync(aside, lockPath);
    } finally {
      rmSync(aside, { force: true });
    }
    throw new DataDirLockedError(dataDir, moved);
  }
  rmSync(aside, { force: true });
}

function removeIfOurs(lockPath: string): void {
  if (readOwner(lockPath) === process.pid) rmSync(lockPath, { force: true });
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && "code" in error && error.code === code;
}
