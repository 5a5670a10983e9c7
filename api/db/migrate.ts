import { fileURLToPath } from "node:url";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { installQueues } from "../services/queue";
import { driverOf, type Database } from "./client";
import * as schema from "./schema";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Any fixed number works; it only has to be the same in every process of the product. */
const MIGRATION_LOCK_KEY = 7_301_946_215;

/**
 * Applies the pending migrations of api/db/migrations (drizzle-kit's journal), each in a transaction, then installs
 * the job queue's schema (`pgboss`, which pg-boss migrates itself; services/queue.ts). On a PostgreSQL server an
 * advisory lock serialises processes that start together, so only one of them migrates.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const driver = driverOf(database);
  if (driver.kind === "pglite") {
    await migratePglite(driver.db, { migrationsFolder });
    await installQueues(database);
    return;
  }
  const client = await driver.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    await installQueues(database);
  } finally {
    const unlocked = await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).then(
      () => true,
      () => false,
    );
    // A connection that could not unlock is broken: destroy it rather than return it to the pool.
    client.release(!unlocked);
  }
}
