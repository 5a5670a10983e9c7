/**
 * Job alerts for any search (issue 24, docs/jobs.md#search-alerts). An alert keeps its /jobs query as text, for links
 * and the settings screen, and again as columns the sender matches against `jobs` in SQL, for thousands of alerts in
 * one statement per batch (api/services/search-alerts.ts): lists as arrays, the search as a ready `tsquery`, the map's
 * area as four bounds. A worker's alert belongs to their account (and goes with it); a guest's names its address and
 * waits for it to be confirmed.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../../contract/enums";
import { ALERT_FREQUENCIES } from "../../../contract/search-alerts";
import { createdAt, oneOf, updatedAt } from "./columns";
import { jobs } from "./jobs";
import { users } from "./users";

/** PostgreSQL's `tsquery`, written and read through SQL only. */
const tsquery = customType<{ data: string; driverData: string }>({ dataType: () => "tsquery" });

export const searchAlerts = pgTable(
  "search_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The worker it belongs to; null for a guest's alert. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A guest's address (a worker's alerts go to their account's address as it is when sent). */
    email: text("email"),
    /** A guest's language (a worker's mails follow their account's). */
    language: text("language", { enum: LANGUAGES }).notNull().default("gr"),
    name: text("name").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull(),
    isPaused: boolean("is_paused").notNull().default(false),
    /** When the guest followed the confirmation link; a worker's alert is confirmed when saved. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The /jobs query, canonical. */
    query: text("query").notNull(),
    // The filters as the sender matches them (api/services/search-alerts.ts, alertMatchesJob).
    search: text("search"),
    searchQuery: tsquery("search_query"),
    locationPatterns: text("location_patterns").array(),
    city: text("city"),
    country: text("country"),
    employmentTypes: text("employment_types").array(),
    experienceLevels: text("experience_levels").array(),
    workHours: text("work_hours").array(),
    accommodations: text("accommodations").array(),
    meals: text("meals").array(),
    experienceMinYears: integer("experience_min_years"),
    experienceMaxYears: integer("experience_max_years"),
    salaryMin: numeric("salary_min", { precision: 10, scale: 2, mode: "number" }),
    salaryMax: numeric("salary_max", { precision: 10, scale: 2, mode: "number" }),
    salaryCurrency: text("salary_currency"),
    isRemote: boolean("is_remote"),
    startDateFrom: date("start_date_from", { mode: "string" }),
    startDateTo: date("start_date_to", { mode: "string" }),
    endDateFrom: date("end_date_from", { mode: "string" }),
    endDateTo: date("end_date_to", { mode: "string" }),
    companyId: uuid("company_id"),
    latMin: doublePrecision("lat_min"),
    latMax: doublePrecision("lat_max"),
    lngMin: doublePrecision("lng_min"),
    lngMax: doublePrecision("lng_max"),
    /** Jobs posted after this are new to the alert; each run moves it to the run's start. */
    checkedThrough: timestamp("checked_through", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The sender walks the confirmed, running alerts of one frequency in id order, a batch at a time.
    index("search_alerts_due_idx")
      .on(t.frequency, t.id)
      .where(sql`${t.confirmedAt} is not null and not ${t.isPaused}`),
    index("search_alerts_user_idx").on(t.userId),
    index("search_alerts_email_idx").on(sql`lower(${t.email})`),
    check("search_alerts_owner_check", sql`(${t.userId} is null) <> (${t.email} is null)`),
    check("search_alerts_frequency_check", oneOf(t.frequency, ALERT_FREQUENCIES)),
    check("search_alerts_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

/**
 * Every job an alert mail has listed, by the address it went to (lower-cased): a job is never mailed twice to one
 * address, whichever of its alerts matched it. The sender claims these rows in the statement that matches, so two
 * runs at once cannot both mail a job.
 */
export const searchAlertJobsSent = pgTable(
  "search_alert_jobs_sent",
  {
    recipient: text("recipient").notNull(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    alertId: uuid("alert_id").references(() => searchAlerts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.recipient, t.jobId] }), index("search_alert_jobs_sent_alert_idx").on(t.alertId)],
);
