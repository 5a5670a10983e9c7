import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "./client";

/**
 * A throwaway database for one test file: PGlite in a fresh temporary DATA_DIR, or, when DATABASE_URL is set
 * (CI's PostgreSQL 15), a fresh database created on that server and dropped again by dispose(). Never the
 * development data directory (stack.md).
 */
export type TestDatabase = {
  database: Database;
  /** The temporary DATA_DIR (the PGlite files and its lock live here). */
  dataDir: string;
  /** What openDatabase() needs to open this database again. */
  openOptions: { databaseUrl?: string; dataDir: string };
  dispose(): Promise<void>;
};

export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "seasonal-jobs-test-"));
  if (!serverUrl) {
    const database = await openDatabase({ dataDir });
    return {
      database,
      dataDir,
      openOptions: { dataDir },
      async dispose() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `seasonal_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ databaseUrl, dataDir });
  return {
    database,
    dataDir,
    openOptions: { databaseUrl, dataDir },
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
