/**
 * vitest global setup (vitest.config.ts, after global-setup.ts builds the app): the run's seeded data directory. A server on an
 * empty embedded database runs initdb, the migrations and the demo seed, about half of each start; the servers the
 * tests start (tests/support/start-server.ts) get a copy of the one made here instead. It is made as a first start
 * makes it (server/api-tier.ts): the embedded database opened in DATA_DIR/db, migrated, seeded. The browser run's
 * server and the reliability suite's (on PostgreSQL) still start on an empty directory.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../api/db/client";
import { migrateDatabase } from "../../api/db/migrate";
import { seedDemo } from "../../api/db/seed";
import { SEEDED_DATA_DIR_ENV } from "./start-server";

export default async function seededDataDir(): Promise<() => void> {
  const seeded = mkdtempSync(path.join(tmpdir(), "seasonal-server-seeded-"));
  const database = await openDatabase({ dataDir: seeded });
  await migrateDatabase(database);
  await seedDemo(database);
  await database.close();
  // The test processes vitest starts from here on inherit it.
  process.env[SEEDED_DATA_DIR_ENV] = seeded;
  return () => rmSync(seeded, { recursive: true, force: true });
}
