import { sql, type SQL } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  ACCOMMODATIONS,
  APPLICATION_STATUSES,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  MEALS,
  SALARY_PERIODS,
  SCHEDULES,
  WORK_HOURS,
  type LanguageLevel,
} from "../../../contract/enums";
import { bilingualDocument, createdAt, oneOf, placeColumns, tsvector, updatedAt } from "./columns";
import { companies } from "./companies";
import { employeeProfiles } from "./employees";
import { users } from "./users";

/** A language a job asks for: ISO 639-1 code and the level needed. */
export type JobLanguage = { language: string; level: LanguageLevel };

/**
 * A job posting, stored in the language its company wrote it in. The indexes serve the filters of spec
 * section 5, the map's bounding box and keyset paging for every ordering of the contract (docs/data.md#job-indexes).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    requirements: text("requirements").notNull().default(""),
    benefits: text("benefits").notNull().default(""),
    ...placeColumns(),
    isRemote: boolean("is_remote").notNull().default(false),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull(),
    experienceLevel: text("experience_level", { enum: EXPERIENCE_LEVELS }).notNull(),
    experienceMinYears: integer("experience_min_years"),
    experienceMaxYears: integer("experience_max_years"),
    salaryMin: numeric("salary_min", { precision: 10, scale: 2, mode: "number" }),
    salaryMax: numeric("salary_max", { precision: 10, scale: 2, mode: "number" }),
    salaryCurrency: text("salary_currency", { enum: CURRENCIES }).notNull().default("EUR"),
    salaryPeriod: text("salary_period", { enum: SALARY_PERIODS }).notNull().default("MONTH"),
    workHours: text("work_hours", { enum: WORK_HOURS }).notNull().default("FULL_TIME"),
    schedule: text("schedule", { enum: SCHEDULES }).notNull().default("FLEXIBLE"),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    /** Last day to apply; when null the job closes on its start date. */
    applyBy: date("apply_by", { mode: "string" }),
    positions: integer("positions").notNull().default(1),
    accommodation: text("accommodation", { enum: ACCOMMODATIONS }).notNull().default("NONE"),
    meals: text("meals", { enum: MEALS }).notNull().default("NONE"),
    languages: jsonb("languages").$type<JobLanguage[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    /** The day after which the job leaves the lists: apply_by, else start_date, else never (null). */
    closesOn: date("closes_on", { mode: "string" }).generatedAlwaysAs(
      (): SQL => sql`coalesce(${jobs.applyBy}, ${jobs.startDate})`,
    ),
    searchVector: tsvector("search_vector").generatedAlwaysAs((): SQL =>
      bilingualDocument([
        [sql`${jobs.title}`, "A"],
        [sql`${jobs.location} || ' ' || ${jobs.city} || ' ' || ${jobs.area}`, "B"],
        [sql`${jobs.description}`, "D"],
      ]),
    ),
    /**
     * When the job last became visible to searchers: posted, or made listed again later (a draft published, a job
     * re-activated or reopened by a later `apply_by`; services/job-postings.ts). Search alerts mail the jobs listed
     * since their last run (services/search-alerts.ts); a job not listed now keeps the time of its last listing.
     */
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Keyset paging: one index per ordering (a b-tree serves both directions of its exact order).
    index("jobs_created_idx").on(t.createdAt, t.id),
    index("jobs_start_date_idx").on(t.startDate, t.id),
    index("jobs_salary_max_idx").on(t.salaryMax.desc().nullsLast(), t.id.desc().nullsFirst()),
    index("jobs_salary_min_idx").on(t.salaryMin.asc().nullsLast(), t.id.asc()),
    // Filters of spec section 5 (plus housing and meals, design section 7).
    index("jobs_company_idx").on(t.companyId, t.createdAt),
    index("jobs_employment_type_idx").on(t.employmentType),
    index("jobs_experience_level_idx").on(t.experienceLevel),
    index("jobs_work_hours_idx").on(t.workHours),
    index("jobs_end_date_idx").on(t.endDate),
    index("jobs_closes_on_idx").on(t.closesOn),
    index("jobs_city_idx").on(sql`lower(${t.city})`),
    index("jobs_country_idx").on(t.country),
    index("jobs_active_idx").on(t.isActive),
    // The search alerts' window: the jobs listed since an alert's last run.
    index("jobs_listed_idx").on(t.listedAt),
    index("jobs_featured_idx")
      .on(t.createdAt)
      .where(sql`${t.isFeatured} and ${t.isActive}`),
    // The map's bounding box (no PostGIS: a composite b-tree is enough at this size).
    index("jobs_lat_lng_idx").on(t.latitude, t.longitude),
    index("jobs_search_idx").using("gin", t.searchVector),
    check("jobs_employment_type_check", oneOf(t.employmentType, EMPLOYMENT_TYPES)),
    check("jobs_experience_level_check", oneOf(t.experienceLevel, EXPERIENCE_LEVELS)),
    check("jobs_salary_currency_check", oneOf(t.salaryCurrency, CURRENCIES)),
    check("jobs_salary_period_check", oneOf(t.salaryPeriod, SALARY_PERIODS)),
    check("jobs_work_hours_check", oneOf(t.workHours, WORK_HOURS)),
    check("jobs_schedule_check", oneOf(t.schedule, SCHEDULES)),
    check("jobs_accommodation_check", oneOf(t.accommodation, ACCOMMODATIONS)),
    check("jobs_meals_check", oneOf(t.meals, MEALS)),
    check("jobs_salary_range_check", sql`${t.salaryMin} <= ${t.salaryMax}`),
    check("jobs_experience_range_check", sql`${t.experienceMinYears} <= ${t.experienceMaxYears}`),
    check("jobs_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("jobs_apply_by_check", sql`${t.applyBy} <= ${t.endDate}`),
    check("jobs_coordinates_pair_check", sql`(${t.latitude} is null) = (${t.longitude} is null)`),
    check("jobs_positions_check", sql`${t.positions} >= 1`),
    check("jobs_latitude_check", sql`${t.latitude} between -90 and 90`),
    check("jobs_longitude_check", sql`${t.longitude} between -180 and 180`),
  ],
);

/** An employee's application to a job: one per job and employee. */
/**
 * An application that still stands (not withdrawn): there is at most one per job and employee. The unique
 * index, the insert's conflict target and `has_applied` use this one predicate, so they always agree.
 */
export const isLiveApplication = (status: AnyPgColumn): SQL => sql`${status} <> 'WITHDRAWN'`;

export const applications = pgTable(
  "applications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    employeeId: uuid("employee_id")
      .notNull()
      .references(() => employeeProfiles.id, { onDelete: "cascade" }),
    coverLetter: text("cover_letter"),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull().default("APPLIED"),
    /**
     * The status the worker was last e-mailed about (services/status-mail.ts): changes made close together become
     * one mail with the latest status, and a status the worker already heard of is not mailed again.
     */
    mailedStatus: text("mailed_status", { enum: APPLICATION_STATUSES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Once per job until withdrawn: a withdrawn application leaves room for a new one (docs/applications.md#applying).
    uniqueIndex("applications_job_employee_live_unique").on(t.jobId, t.employeeId).where(isLiveApplication(t.status)),
    // The partial index above serves only live applications; a job's applicants (all of them) and the cascade
    // when a job is deleted read this one.
    index("applications_job_idx").on(t.jobId),
    index("applications_employee_idx").on(t.employeeId, t.createdAt),
    check("applications_status_check", oneOf(t.status, APPLICATION_STATUSES)),
    check(
      "applications_mailed_status_check",
      sql`${t.mailedStatus} is null or ${oneOf(t.mailedStatus, APPLICATION_STATUSES)}`,
    ),
  ],
);

/**
 * Each status an application has had: when, and the user who set it (the worker applies and withdraws, the
 * company moves it). The worker's timeline (areas.md) reads these; `changed_by` is kept for the record and
 * cleared if that account is deleted.
 */
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: APPLICATION_STATUSES }).notNull(),
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    /** The company's words to the worker with this change (a bulk change's message), for the status mail. */
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_status_changes_application_idx").on(t.applicationId, t.createdAt),
    check("application_status_changes_status_check", oneOf(t.status, APPLICATION_STATUSES)),
  ],
);

/**
 * The company's private notes on one application and its 1–5 rating (docs/applications.md#the-companys-side): one row
 * per application, written by the company that owns the job, never shown to the worker.
 */
export const applicationNotes = pgTable(
  "application_notes",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    note: text("note").notNull().default(""),
    rating: smallint("rating"),
    updatedAt: updatedAt(),
  },
  (t) => [check("application_notes_rating_check", sql`${t.rating} is null or ${t.rating} between 1 and 5`)],
);

/**
 * The job alerts a follower has had (docs/jobs.md#job-alerts): one row per job, follower and season of the job, written
 * when the alert is sent. A job reopened in the same season finds its followers' rows and tells nobody twice; a
 * follower who never heard of it (followed later, or the job went live only now) has none and gets the alert.
 */
export const jobAlertsSent = pgTable(
  "job_alerts_sent",
  {
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The year of the job's start date, else of its posting (a season, as reviews count them). */
    season: smallint("season").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId, t.season] }), index("job_alerts_sent_user_idx").on(t.userId)],
);
