/**
 * The database layer: migrations, demo seed, data-directory lock, full-text search, health. Runs on a fresh
 * PGlite in a temporary directory, or on a fresh database of the PostgreSQL server in DATABASE_URL.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import { openDatabase, type Database } from "../../api/db/client";
import { buildDemoData } from "../../api/db/demo/build";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { acquireDataDirLock } from "../../api/db/lock";
import { migrateDatabase } from "../../api/db/migrate";
import * as schema from "../../api/db/schema";
import { jobMatches } from "../../api/db/search";
import { seedDemo } from "../../api/db/seed";

/** Every migration drizzle-kit recorded in its journal is applied exactly once. */
const JOURNAL_ENTRIES = (
  JSON.parse(readFileSync(new URL("../../api/db/migrations/meta/_journal.json", import.meta.url), "utf8")) as {
    entries: unknown[];
  }
).entries.length;
import { createTestDatabase, type TestDatabase } from "../../api/db/testing";
import { verifyPassword } from "../../api/services/passwords";
import {
  ACCOMMODATIONS,
  APPLICATION_STATUSES,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  LANGUAGE_LEVELS,
  LANGUAGES,
  MEALS,
  ROLES,
  SALARY_PERIODS,
  SCHEDULES,
  SKILL_CATEGORIES,
  SKILL_LEVELS,
  SUBSCRIPTION_STATUSES,
  WORK_HOURS,
} from "../../contract/enums";

const NOW = new Date("2026-11-21T10:30:00Z");
const embedded = !process.env.DATABASE_URL;

let target: TestDatabase;
let database: Database;

beforeAll(async () => {
  target = await createTestDatabase();
  database = target.database;
  await migrateDatabase(database);
  await seedDemo(database, { now: NOW });
});

afterAll(async () => {
  await target?.dispose();
});

async function rowCount(table: PgTable): Promise<number> {
  const [{ n }] = await database.db.select({ n: count() }).from(table);
  return n;
}

async function distinctValues(column: AnyPgColumn): Promise<string[]> {
  const result = await database.db.execute<{ value: string }>(
    sql`select distinct ${column} as value from ${column.table}`,
  );
  return result.rows.map((row) => row.value).sort();
}

describe("migrations", () => {
  it("create every table of the schema and record both migrations", async () => {
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "users",
        "activation_tokens",
        "refresh_tokens",
        "employee_profiles",
        "work_experiences",
        "skills",
        "employee_languages",
        "availabilities",
        "companies",
        "company_benefits",
        "company_gallery_images",
        "company_reviews",
        "jobs",
        "applications",
        "subscriptions",
        "payment_events",
        "contact_messages",
        "outgoing_mails",
      ]),
    );
    const applied = await database.db.execute<{ n: string | number }>(
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.rows[0].n)).toBe(JOURNAL_ENTRIES);
  });

  it("apply again as a no-op", async () => {
    await migrateDatabase(database);
    const applied = await database.db.execute<{ n: string | number }>(
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied.rows[0].n)).toBe(JOURNAL_ENTRIES);
  });

  it("enforce the contract's enums, case-insensitive e-mails and one application per job and employee", async () => {
    const [company] = await database.db.select({ id: schema.companies.id }).from(schema.companies).limit(1);
    await expect(
      database.db.execute(sql`insert into jobs (company_id, title, description, employment_type, experience_level)
        values (${company.id}, 'Bad', 'Bad type', 'FREELANCE', 'ENTRY')`),
    ).rejects.toThrow();
    await expect(
      database.db.insert(schema.users).values({ email: "EMPLOYEE@Demo.Test", username: "dup", role: "EMPLOYEE" }),
    ).rejects.toThrow();
    const [application] = await database.db.select().from(schema.applications).limit(1);
    await expect(
      database.db.insert(schema.applications).values({ jobId: application.jobId, employeeId: application.employeeId }),
    ).rejects.toThrow();
  });
});

describe("demo seed", () => {
  it("inserts about 40 companies, 300 jobs and the four demo accounts", async () => {
    expect(await rowCount(schema.companies)).toBeGreaterThanOrEqual(38);
    expect(await rowCount(schema.companies)).toBeLessThanOrEqual(45);
    expect(await rowCount(schema.jobs)).toBeGreaterThanOrEqual(280);
    expect(await rowCount(schema.jobs)).toBeLessThanOrEqual(320);
    const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    const accounts = await database.db.select().from(schema.users).where(inArray(schema.users.email, emails));
    expect(accounts).toHaveLength(4);
    for (const account of accounts) {
      expect(account.isActive).toBe(true);
      expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash)).toBe(true);
    }
  });

  it("is a no-op on a database that has users", async () => {
    const before = [await rowCount(schema.users), await rowCount(schema.jobs)];
    expect(await seedDemo(database, { now: NOW })).toEqual({ seeded: false });
    expect([await rowCount(schema.users), await rowCount(schema.jobs)]).toEqual(before);
  });

  it("uses every enum value of the contract", async () => {
    const expectAll = async (column: AnyPgColumn, values: readonly string[]) =>
      expect(await distinctValues(column)).toEqual([...values].sort());
    await expectAll(schema.users.role, ROLES);
    await expectAll(schema.users.language, LANGUAGES);
    await expectAll(schema.jobs.employmentType, EMPLOYMENT_TYPES);
    await expectAll(schema.jobs.experienceLevel, EXPERIENCE_LEVELS);
    await expectAll(schema.jobs.workHours, WORK_HOURS);
    await expectAll(schema.jobs.schedule, SCHEDULES);
    await expectAll(schema.jobs.salaryCurrency, CURRENCIES);
    await expectAll(schema.jobs.salaryPeriod, SALARY_PERIODS);
    await expectAll(schema.jobs.accommodation, ACCOMMODATIONS);
    await expectAll(schema.jobs.meals, MEALS);
    await expectAll(schema.applications.status, APPLICATION_STATUSES);
    await expectAll(schema.subscriptions.status, SUBSCRIPTION_STATUSES);
    await expectAll(schema.skills.level, SKILL_LEVELS);
    await expectAll(schema.skills.category, SKILL_CATEGORIES);
    await expectAll(schema.employeeLanguages.level, LANGUAGE_LEVELS);
  });

  it("gives employee@demo.test a full profile and applications in several statuses", async () => {
    const profile = await database.db.query.employeeProfiles.findFirst({
      where: (profiles, { eq: equals }) =>
        equals(profiles.userId, sql`(select id from users where email = ${DEMO_ACCOUNTS.employee.email})`),
      with: { workExperiences: true, skills: true, languages: true, availabilities: true, applications: true },
    });
    expect(profile).toBeDefined();
    expect(profile?.workExperiences.length).toBeGreaterThanOrEqual(3);
    expect(profile?.skills.length).toBeGreaterThanOrEqual(5);
    expect(profile?.languages.length).toBeGreaterThanOrEqual(3);
    expect(profile?.availabilities.length).toBeGreaterThanOrEqual(1);
    expect(new Set(profile?.applications.map((application) => application.status)).size).toBeGreaterThanOrEqual(4);
  });

  it("gives every demo application its timeline: applied, then its present status if it has moved", async () => {
    const rows = await database.db
      .select({
        id: schema.applications.id,
        status: schema.applications.status,
        steps: sql<
          string[]
        >`array_agg(${schema.applicationStatusChanges.status} order by ${schema.applicationStatusChanges.createdAt}, ${schema.applicationStatusChanges.id})`,
      })
      .from(schema.applications)
      .leftJoin(
        schema.applicationStatusChanges,
        eq(schema.applicationStatusChanges.applicationId, schema.applications.id),
      )
      .groupBy(schema.applications.id);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.steps, `application ${row.id}`).toEqual(
        row.status === "APPLIED" ? ["APPLIED"] : ["APPLIED", row.status],
      );
    }
  });

  it("gives company@demo.test a company with jobs, applicants and an active subscription", async () => {
    const company = await database.db.query.companies.findFirst({
      where: (companies, { eq: equals }) =>
        equals(companies.ownerId, sql`(select id from users where email = ${DEMO_ACCOUNTS.company.email})`),
      with: { jobs: { with: { applications: true } }, subscriptions: true, benefits: true, galleryImages: true },
    });
    expect(company?.jobs.length).toBeGreaterThanOrEqual(8);
    expect(company?.jobs.flatMap((job) => job.applications).length).toBeGreaterThanOrEqual(10);
    expect(company?.subscriptions.map((subscription) => subscription.status)).toContain("active");
    expect(company?.benefits.length).toBeGreaterThanOrEqual(3);
    expect(company?.galleryImages.every((image) => image.caption.length > 0)).toBe(true);
  });

  it("leaves newemployee@demo.test and newcompany@demo.test without a profile", async () => {
    const fresh = await database.db.execute<{ email: string; profiles: string | number }>(sql`
      select u.email, (select count(*) from employee_profiles p where p.user_id = u.id)
        + (select count(*) from companies c where c.owner_id = u.id) as profiles
      from users u where u.email in (${DEMO_ACCOUNTS.newEmployee.email}, ${DEMO_ACCOUNTS.newCompany.email})`);
    expect(fresh.rows).toHaveLength(2);
    expect(fresh.rows.map((row) => Number(row.profiles))).toEqual([0, 0]);
  });

  it("writes about half of the jobs in Greek, in real places, recent and for the coming season", async () => {
    const jobs = await database.db.select().from(schema.jobs);
    const greek = jobs.filter((job) => /[α-ωά-ώ]/i.test(job.title + job.description)).length / jobs.length;
    expect(greek).toBeGreaterThan(0.35);
    expect(greek).toBeLessThan(0.65);
    const today = NOW.toISOString().slice(0, 10);
    for (const job of jobs) {
      expect(job.latitude).toBeGreaterThan(34.5);
      expect(job.latitude).toBeLessThan(41.8);
      expect(job.longitude).toBeGreaterThan(19.3);
      expect(job.longitude).toBeLessThan(29.7);
      expect(NOW.getTime() - job.createdAt.getTime()).toBeLessThanOrEqual(61 * 86_400_000);
      expect(job.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(job.startDate && job.startDate > today).toBe(true);
      expect(job.description).not.toMatch(/lorem|\{company\}|\{place\}|\{in_place\}/i);
    }
    expect(jobs.filter((job) => job.isFeatured && job.isActive).length).toBeGreaterThanOrEqual(8);
    expect(jobs.filter((job) => !job.isActive).length).toBeGreaterThanOrEqual(3);
  });

  it("builds the same rows on every run of the same day", () => {
    const hashes = { "employee@demo.test": "x" };
    const morning = buildDemoData({ now: new Date("2026-11-21T06:00:00Z"), passwordHashes: hashes });
    const evening = buildDemoData({ now: new Date("2026-11-21T22:00:00Z"), passwordHashes: hashes });
    expect(evening).toEqual(morning);
  });
});

describe("full-text search", () => {
  const titlesMatching = async (text: string) =>
    (await database.db.select({ title: schema.jobs.title }).from(schema.jobs).where(jobMatches(text))).map(
      (row) => row.title,
    );

  it("finds Greek words without accents and in capitals", async () => {
    for (const query of ["σερβιτορος", "ΣΕΡΒΙΤΟΡΟΣ", "Σερβιτόρος"]) {
      expect(await titlesMatching(query)).toContain("Σερβιτόρος / Σερβιτόρα");
    }
  });

  it("stems English words and folds Latin accents", async () => {
    expect(await titlesMatching("waiters")).toContain("Waiter / Waitress");
    const cafes = await database.db
      .select({ description: schema.jobs.description })
      .from(schema.jobs)
      .where(and(jobMatches("harbour cafe"), eq(schema.jobs.city, "Fiskardo")));
    expect(cafes.length).toBeGreaterThan(0);
    expect(cafes[0].description).toContain("Café");
  });

  it("finds places in either language", async () => {
    expect((await titlesMatching("Ρέθυμνο")).length).toBeGreaterThan(0);
    expect((await titlesMatching("rethymno")).length).toBeGreaterThan(0);
  });
});

describe("data-directory lock", () => {
  it("refuses a lock file whose pid is alive, naming the directory", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "seasonal-lock-"));
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      const lockPath = path.join(dir, "db.lock");
      writeFileSync(lockPath, `${child.pid}\n`);
      expect(() => acquireDataDirLock(dir, lockPath)).toThrow(dir);
      expect(readFileSync(lockPath, "utf8").trim()).toBe(String(child.pid));
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(embedded)("refuses a second openDatabase on the same DATA_DIR with a message naming it", async () => {
    await expect(openDatabase({ dataDir: target.dataDir })).rejects.toThrow(
      `The data directory ${path.resolve(target.dataDir)} is already in use`,
    );
  });

  it.runIf(embedded)("takes over a stale lock, removes it on close, and health then answers 503", async () => {
    await database.close();
    const lockPath = path.join(target.dataDir, "db.lock");
    expect(existsSync(lockPath)).toBe(false);
    const finished = spawnSync(process.execPath, ["-e", ""]);
    writeFileSync(lockPath, `${finished.pid}\n`);
    const reopened = await openDatabase({ dataDir: target.dataDir });
    try {
      expect(readFileSync(lockPath, "utf8").trim()).toBe(String(process.pid));
      const api = createApi({ database: reopened });
      const up = await api.request("/api/health/");
      expect(up.status).toBe(200);
      expect(await up.json()).toEqual({ status: "ok", database: "ok" });
      await reopened.close();
      expect(existsSync(lockPath)).toBe(false);
      const down = await api.request("/api/health/");
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "error", database: "down" });
    } finally {
      await reopened.close();
    }
  });

  it.runIf(!embedded)("health answers 503 once the pool is closed", async () => {
    const second = await openDatabase(target.openOptions);
    const api = createApi({ database: second });
    expect((await api.request("/api/health/")).status).toBe(200);
    await second.close();
    const down = await api.request("/api/health/");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "error", database: "down" });
  });
});
