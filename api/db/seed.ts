import { readFileSync } from "node:fs";
import { count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { hashPassword } from "../services/passwords";
import type { AppDatabase, Database } from "./client";
import { buildDemoData, type DemoData } from "./demo/build";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo/people";
import * as schema from "./schema";

export type SeedOptions = {
  /** The moment the demo data is relative to (created_at, start dates); tests pin it. */
  now?: Date;
  log?: (message: string) => void;
};

/**
 * Seeds the demo data set of design section 12 (about 40 companies, 300 jobs, the four demo accounts) into a
 * database without users, in one transaction; a database that has users is left alone.
 */
export async function seedDemo(database: Database, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (await hasUsers(database.db)) return { seeded: false };
  const now = options.now ?? new Date();
  const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
  const hashes = await Promise.all(
    emails.map((email) => hashPassword(DEMO_PASSWORD).then((hash) => [email, hash] as const)),
  );
  const data = buildDemoData({ now, passwordHashes: Object.fromEntries(hashes) });
  const seeded = await database.db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL: the second waits here, then finds the users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return false;
    await insertDemoData(tx, data);
    return true;
  });
  if (seeded)
    options.log?.(
      `demo data: ${data.companies.length} companies, ${data.jobs.length} jobs, ${data.users.length} users`,
    );
  return { seeded };
}

const SEED_LOCK_KEY = 7_301_946_216;

type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];

async function hasUsers(db: AppDatabase | Transaction): Promise<boolean> {
  const [{ users }] = await db.select({ users: count() }).from(schema.users);
  return users > 0;
}

async function insertDemoData(tx: Transaction, data: DemoData): Promise<void> {
  await insertAll(tx, schema.users, data.users);
  await insertAll(tx, schema.employeeProfiles, data.employeeProfiles);
  await insertAll(tx, schema.workExperiences, data.workExperiences);
  await insertAll(tx, schema.skills, data.skills);
  await insertAll(tx, schema.employeeLanguages, data.employeeLanguages);
  await insertAll(tx, schema.availabilities, data.availabilities);
  await insertAll(tx, schema.companies, data.companies);
  await insertAll(tx, schema.companyBenefits, data.companyBenefits);
  await insertAll(tx, schema.companyGalleryImages, data.companyGalleryImages);
  await insertAll(tx, schema.companyReviews, data.companyReviews);
  await insertAll(tx, schema.subscriptions, data.subscriptions);
  await insertAll(tx, schema.jobs, data.jobs);
  // The demo jobs carry their ids (applications point at them): move the identity past them.
  await tx.execute(sql`select setval(pg_get_serial_sequence('jobs', 'id'), (select max(id) from jobs))`);
  await insertAll(tx, schema.applications, data.applications);
  await tx.execute(sql.raw(statusHistoryBackfill()));
}

/**
 * The timeline of the demo applications is made the way migration 0006 made it for applications that existed
 * before it: its last statement is the one place that says how (applied, then the present status).
 */
function statusHistoryBackfill(): string {
  const migration = readFileSync(new URL("./migrations/0006_application_status_changes.sql", import.meta.url), "utf8");
  const statements = migration.split("--> statement-breakpoint");
  return statements[statements.length - 1] ?? "";
}

/** Multi-row inserts in chunks, well under PostgreSQL's 65,535 bound parameters per statement. */
async function insertAll<T extends PgTable>(tx: Transaction, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await tx.insert(table).values(rows.slice(start, start + 500));
  }
}
