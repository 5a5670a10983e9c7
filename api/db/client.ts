import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql, type Logger } from "drizzle-orm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite, type PgliteDatabase } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./lock";
import { PGliteThread } from "./pglite-thread";
import * as schema from "./schema";

export type Schema = typeof schema;
/** What `db.execute()` gives with either driver: PGlite's Results and pg's QueryResult both carry `rows`. */
export interface AppQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this["row"]>;
}
type QueryRows<Row> = { rows: Row[] };
/** The drizzle database both drivers give, typed with the product's schema. */
export type AppDatabase = PgDatabase<AppQueryResultHKT, Schema>;

export type Database = {
  kind: "pglite" | "pg";
  db: AppDatabase;
  /** Runs `select 1`; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** `postgres://...`: use a PostgreSQL server through a pg pool; unset: embedded PGlite in `dataDir/db`. */
  databaseUrl?: string;
  /** The embedded setup's directory (DATA_DIR); holds `db/` and the `db.lock` file. */
  dataDir: string;
  log?: (message: string) => void;
  /** Called before each statement the product's queries run (TEST_ROUTES=1 only: server/query-counts.ts). */
  onQuery?: (query: string) => void;
};

/**
 * Opens the product's database. Call it once per process (server.ts) and hand the result around: importing it
 * from a second module graph would open a second embedded instance, which the data-directory lock refuses.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const logger = options.onQuery ? queryHook(options.onQuery) : undefined;
  return options.databaseUrl
    ? openPool(options.databaseUrl, logger, options.log)
    : openEmbedded(options.dataDir, logger, options.log);
}

/** Drizzle's logger as a plain hook: no logger at all without one, so production pays nothing. */
function queryHook(onQuery: (query: string) => void): Logger {
  return { logQuery: (query) => onQuery(query) };
}

/** The driver behind a Database, for the few places that need it (migrations); everything else uses `db`. */
export type DatabaseDriver =
  | { kind: "pglite"; db: PgliteDatabase<Schema>; client: PGliteThread }
  | { kind: "pg"; db: NodePgDatabase<Schema>; pool: pg.Pool };

const drivers = new WeakMap<Database, DatabaseDriver>();

export function driverOf(database: Database): DatabaseDriver {
  const driver = drivers.get(database);
  if (!driver) throw new Error("This Database was not made by openDatabase()");
  return driver;
}

const POOL_SIZE = 10;

async function openPool(
  databaseUrl: string,
  logger: Logger | undefined,
  log: ((message: string) => void) | undefined,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, connectionTimeoutMillis: 5_000 });
  // An idle client dropped by the server (restart, failover) must not crash the process; the next query reconnects.
  pool.on("error", (error) => log?.(`database connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema, logger });
  log?.(`database: PostgreSQL at ${redactUrl(databaseUrl)}`);
  let closed: Promise<void> | undefined;
  const database: Database = {
    kind: "pg",
    db,
    ping: () => ping(db),
    close: () => (closed ??= pool.end()),
  };
  drivers.set(database, { kind: "pg", db, pool });
  return database;
}

async function openEmbedded(
  dataDir: string,
  logger: Logger | undefined,
  log: ((message: string) => void) | undefined,
): Promise<Database> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  const lock = acquireDataDirLock(root, path.join(root, "db.lock"));
  let client: PGliteThread;
  try {
    client = await PGliteThread.open(path.join(root, "db"));
  } catch (error) {
    lock.release();
    throw error;
  }
  // Drizzle's PGlite driver calls only `query` and `transaction`, which PGliteThread answers as PGlite does.
  const db = drizzlePglite(client as unknown as PGlite, { schema, logger });
  log?.(`database: embedded PGlite in ${path.join(root, "db")}`);
  let closed: Promise<void> | undefined;
  const database: Database = {
    kind: "pglite",
    db,
    ping: () => ping(db),
    close: () => (closed ??= client.close().finally(() => lock.release())),
  };
  drivers.set(database, { kind: "pglite", db, client });
  return database;
}

async function ping(db: AppDatabase): Promise<void> {
  await db.execute(sql`select 1`);
}

function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}
