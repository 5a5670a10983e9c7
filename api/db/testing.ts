import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { openDatabase, type Database } from "./client";
import { migrateDatabase } from "./migrate";

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
    // A copy of a migrated template opens in about a second; a fresh PGlite runs initdb (several seconds).
    await cp(await migratedPgliteTemplate(), dataDir, { recursive: true });
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

/**
 * A migrated PGlite data directory shared by every test process of this machine, keyed by the migrations'
 * content so a schema change builds a new one. Built under a temporary name and renamed into place, so
 * processes racing to build it never see a half-made template.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const migrations = fileURLToPath(new URL("./migrations", import.meta.url));
  const hash = createHash("sha256");
  for (const name of (await readdir(migrations, { recursive: true })).sort()) {
    const file = path.join(migrations, name);
    if (name.endsWith(".sql") || name.endsWith(".json")) hash.update(name).update(await readFile(file));
  }
  const template = path.join(tmpdir(), `seasonal-jobs-pglite-template-${hash.digest("hex").slice(0, 16)}`);
  if (existsSync(path.join(template, "ready"))) return template;
  const building = await mkdtemp(`${template}-building-`);
  const database = await openDatabase({ dataDir: building });
  await migrateDatabase(database);
  await database.close();
  await writeFile(path.join(building, "ready"), "");
  try {
    await rename(building, template);
  } catch {
    // Another process finished first: use its template.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}
