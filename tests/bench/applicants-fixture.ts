/**
 * The bench's busy job (issue 11): the demo data plus `count` workers, each with a profile (languages, a season's
 * availability, seasonal facts), all applied to one open job of the demo company. Written by the seed code into
 * the embedded database of the DATA_DIR the bench's server will open (before it starts: PGlite allows one process),
 * or into a PostgreSQL database (`databaseUrl`), so the server starts on it as on any seeded database. Every worker can sign in (`BENCH_WORKER_PASSWORD`), so the
 * throughput runs can be many users rather than one.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { EmployeeProfileWriteRequest } from "../../contract/profiles";
import type { ApplicationStatus, Language } from "../../contract/enums";
import { openDatabase } from "../../api/db/client";
import { DEMO_ACCOUNTS } from "../../api/db/demo/people";
import { migrateDatabase } from "../../api/db/migrate";
import { companies, employeeProfiles, jobs, users } from "../../api/db/schema";
import { seedDemo } from "../../api/db/seed";
import { insertApplication, setApplicationStatus } from "../../api/services/application-writes";
import { profileColumns, replaceProfileLists } from "../../api/services/employee-profiles";
import { hashPassword } from "../../api/services/passwords";

export const BENCH_WORKER_PASSWORD = "Bench-Worker-2026!";

export interface BusyJob {
  jobId: number;
  title: string;
  /** The workers' e-mail addresses, in the order they applied. */
  workers: string[];
}

const FIRST_NAMES = ["Maria", "Giorgos", "Eleni", "Nikos", "Anna", "Kostas", "Sofia", "Dimitris", "Katerina", "Yannis"];
const LAST_NAMES = ["Papadopoulou", "Nikolaou", "Georgiou", "Dimitriou", "Ioannou", "Vlachou", "Makri", "Petrou"];
const HEADLINES = [
  "Waiter, three seasons in Crete",
  "Receptionist with English and German",
  "Line cook",
  "Bartender",
  "Housekeeper",
];
/** Most applications are new; some have moved on, as on a real job in May. */
const STATUSES: ApplicationStatus[] = ["APPLIED", "APPLIED", "APPLIED", "VIEWED_BY_COMPANY", "SHORTLISTED", "REJECTED"];

export async function seedBusyJob(dataDir: string, count: number, databaseUrl?: string): Promise<BusyJob> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateDatabase(database);
    await seedDemo(database);
    const db = database.db;
    const [job] = await db
      .select({ id: jobs.id, title: jobs.title, start: jobs.startDate })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .innerJoin(users, eq(users.id, companies.ownerId))
      .where(
        and(
          eq(users.email, DEMO_ACCOUNTS.company.email),
          eq(jobs.isActive, true),
          sql`coalesce(${jobs.closesOn} >= current_date, true)`,
        ),
      )
      .orderBy(asc(jobs.id))
      .limit(1);
    if (!job) throw new Error("the demo company has no open job");
    const passwordHash = await hashPassword(BENCH_WORKER_PASSWORD);
    const season = Number((job.start ?? new Date().toISOString()).slice(0, 4));
    const started = Date.now() - count * 60_000;
    const workers: string[] = [];
    await db.transaction(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        const userId = randomUUID();
        const email = `bench-worker-${index + 1}@bench.test`;
        const language: Language = index % 2 === 0 ? "en" : "gr";
        await tx.insert(users).values({
          id: userId,
          email,
          username: email,
          passwordHash,
          role: "EMPLOYEE",
          firstName: FIRST_NAMES[index % FIRST_NAMES.length] ?? "Maria",
          lastName: LAST_NAMES[index % LAST_NAMES.length] ?? "Papadopoulou",
          language,
          isActive: true,
        });
        const profileData = {
          headline: HEADLINES[index % HEADLINES.length] ?? "",
          city: "Heraklion",
          right_to_work: "EU_CITIZEN",
          has_afm: index % 3 !== 0,
          has_amka: index % 4 !== 0,
          needs_accommodation: index % 2 === 0,
          languages: [
            { language: "el", level: "native" },
            { language: "en", level: index % 2 === 0 ? "advanced" : "beginner" },
          ],
          availability: [
            {
              available_from: `${season}-0${4 + (index % 3)}-01`,
              available_to: `${season}-10-31`,
              work_hours: "FULL_TIME",
            },
          ],
        } satisfies EmployeeProfileWriteRequest;
        const [profile] = await tx
          .insert(employeeProfiles)
          .values({ userId, ...profileColumns(profileData) })
          .returning({ id: employeeProfiles.id });
        if (!profile) throw new Error("no profile row");
        await replaceProfileLists(tx, profile.id, profileData);
        const createdAt = new Date(started + index * 60_000);
        const status = STATUSES[index % STATUSES.length] ?? "APPLIED";
        const application = await insertApplication(tx, {
          jobId: job.id,
          employeeId: profile.id,
          coverLetter: "I would love to work this season with you.",
          by: userId,
          createdAt,
        });
        if (!application) throw new Error("no application row");
        if (status !== "APPLIED") await setApplicationStatus(tx, application.id, status, null, createdAt);
        workers.push(email);
      }
    });
    return { jobId: job.id, title: job.title, workers };
  } finally {
    await database.close();
  }
}
