/**
 * The season's end and the next season (issue 24, docs/season.md): a worker's "job for this season" (an accepted
 * application or an outside job, with the day it ends, until which companies see them as taken), and a company's
 * invitations back to the workers it shortlisted in past seasons.
 */
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, bigint } from "drizzle-orm/pg-core";
import { SEASON_INVITATION_ANSWERS } from "../../../contract/season-rules";
import { createdAt, oneOf } from "./columns";
import { companies } from "./companies";
import { employeeProfiles } from "./employees";
import { applications, jobs } from "./jobs";

/**
 * One row per worker who has a job for this season: either the application they accepted (its job and company
 * are the employer) or an outside employer by name. Deleting the row is the worker's undo; the applications it
 * withdrew stay withdrawn.
 */
export const seasonJobs = pgTable(
  "season_jobs",
  {
    employeeId: uuid("employee_id")
      .primaryKey()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    /** The accepted application; null for an outside job (or once that application is gone). */
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    /** The outside employer's name; empty for an accepted application. */
    employerName: text("employer_name").notNull().default(""),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** The last day of the job: companies see the worker as taken until then. */
    endDate: date("end_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("season_jobs_end_date_idx").on(t.endDate),
    check("season_jobs_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * A company's invitation of a past season's worker to one of its jobs: once per job and worker (the unique index).
 * `answer` is null until the worker applies from it (APPLIED) or says "not this year" (DECLINED).
 */
export const seasonInvitations = pgTable(
  "season_invitations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    answer: text("answer", { enum: SEASON_INVITATION_ANSWERS }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("season_invitations_job_employee_unique").on(t.jobId, t.employeeId),
    index("season_invitations_employee_idx").on(t.employeeId, t.createdAt),
    index("season_invitations_company_idx").on(t.companyId, t.createdAt),
    check("season_invitations_answer_check", sql`${t.answer} is null or ${oneOf(t.answer, SEASON_INVITATION_ANSWERS)}`),
  ],
);
