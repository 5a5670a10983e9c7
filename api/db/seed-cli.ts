/**
 * `npm run seed [-- --jobs 100000]`: migrates the database the server would use (DATABASE_URL, else PGlite in
 * DATA_DIR, default ./data), seeds the demo data when it has no users, then adds N generated jobs for benchmarks.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "./client";
import { migrateDatabase } from "./migrate";
import { seedDemo } from "./seed";

const CHUNK = 5_000;
/** Building the text-search vectors is the cost: a few chunks at once keep every core of the server busy. */
const PARALLEL_CHUNKS = 4;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { jobs: { type: "string", default: "0" } } });
  const extraJobs = Number(values.jobs);
  if (!Number.isSafeInteger(extraJobs) || extraJobs < 0)
    throw new Error(`--jobs takes a whole number, not "${values.jobs}"`);
  const log = (message: string) => console.log(message);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || "./data",
    log,
  });
  try {
    await migrateDatabase(database);
    const { seeded } = await seedDemo(database, { log });
    if (!seeded) log("demo data: the database already has users, left as it is");
    if (extraJobs > 0) await addGeneratedJobs(database, extraJobs, log);
  } finally {
    await database.close();
  }
}

async function addGeneratedJobs(database: Database, total: number, log: (message: string) => void): Promise<void> {
  const started = Date.now();
  const chunks: [number, number][] = [];
  for (let from = 1; from <= total; from += CHUNK) chunks.push([from, Math.min(total, from + CHUNK - 1)]);
  let done = 0;
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      await insertGeneratedJobs(database, chunk[0], chunk[1]);
      done += chunk[1] - chunk[0] + 1;
      log(`generated jobs: ${done} of ${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  // PGlite has one connection: parallel statements would only queue.
  await Promise.all(Array.from({ length: database.kind === "pg" ? PARALLEL_CHUNKS : 1 }, worker));
  // VACUUM as well as ANALYZE: a bulk insert leaves the full-text GIN index with a long pending list, and until
  // autovacuum merges it the planner walks jobs by date instead (a rare word took 155 ms instead of 1 ms).
  await database.db.execute(sql`vacuum analyze jobs`);
  if (database.kind === "pg") await markAllVisible(database, log);
}

/**
 * The counts read jobs_open_count_idx alone (an index-only scan) only while the visibility map marks the table's
 * pages all-visible; until then PostgreSQL plans a sequential scan (a bounding box's count took 7 ms instead of
 * 1.7). The first VACUUM of a fresh server after the bulk insert can leave nearly every page unmarked (43 of
 * 18,622 on PostgreSQL 15, seen every time) while the next one marks them all, as autovacuum would a minute later:
 * the seed vacuums again until it has, so a benchmark measures the database a live server would have.
 */
async function markAllVisible(database: Database, log: (message: string) => void): Promise<void> {
  for (let pass = 1; pass <= 3; pass += 1) {
    const result = await database.db.execute<{ pages: number; visible: number }>(
      sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'jobs'`,
    );
    const { pages, visible } = result.rows[0] ?? { pages: 0, visible: 0 };
    if (visible >= pages * 0.95) return;
    log(`jobs: ${visible} of ${pages} pages marked all-visible, vacuuming again`);
    await database.db.execute(sql`vacuum jobs`);
  }
}

/**
 * Copies the demo jobs (the first 300 by id) with arithmetic variations of place, pay, dates and age, entirely
 * inside the database: no rows travel over the wire.
 */
async function insertGeneratedJobs(database: Database, from: number, to: number): Promise<void> {
  await database.db.execute(sql`
    with templates as (
      select j.*, (row_number() over (order by j.id) - 1)::bigint as rn
      from (select * from jobs order by id limit 300) j
    ), template_count as (select count(*)::bigint as n from templates)
    insert into jobs (
      company_id, title, description, requirements, benefits, location, city, area, country, latitude, longitude,
      is_remote, employment_type, experience_level, experience_min_years, experience_max_years, salary_min,
      salary_max, salary_currency, salary_period, work_hours, schedule, start_date, end_date, apply_by, positions,
      accommodation, meals, languages, is_active, is_featured, created_at, updated_at
    )
    select
      t.company_id, t.title, t.description, t.requirements, t.benefits, t.location, t.city, t.area, t.country,
      t.latitude + ((g * 7919) % 1001 - 500) / 50000.0, t.longitude + ((g * 104729) % 1001 - 500) / 50000.0,
      t.is_remote, t.employment_type, t.experience_level, t.experience_min_years, t.experience_max_years,
      round(t.salary_min * (0.9 + (g * 13 % 21) / 100.0), 2), round(t.salary_max * (0.9 + (g * 13 % 21) / 100.0), 2),
      t.salary_currency, t.salary_period, t.work_hours, t.schedule,
      t.start_date + (g * 31 % 60)::int, t.end_date + (g * 31 % 60)::int, t.apply_by + (g * 31 % 60)::int,
      t.positions, t.accommodation, t.meals, t.languages, g % 50 <> 0, false,
      now() - ((g * 104723) % 5184000) * interval '1 second', now() - ((g * 104723) % 5184000) * interval '1 second'
    from generate_series(${from}::bigint, ${to}::bigint) as g
    cross join template_count c
    join templates t on t.rn = g % c.n
  `);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
