/**
 * What the API selects for a job and how a row becomes the contract's shape (`JobListItem` for lists, `Job`
 * for the page). Columns are snake_case in JSON, camelCase in code; the rename happens here only.
 */
import { sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Job, JobListItem } from "../../contract/jobs";
import { companies, jobs } from "../db/schema";
import { jobIsClosed } from "./jobs-query";

/**
 * Timestamps as text with microseconds, as DRF writes them. Text, not a `Date`: a JS Date keeps milliseconds
 * only, and a paging cursor built from a truncated `created_at` would repeat or skip jobs.
 */
const isoTimestamp = (column: typeof jobs.createdAt | typeof jobs.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns of a list item (a job card). */
export const jobListColumns = {
  id: jobs.id,
  title: jobs.title,
  companyUuid: companies.id,
  companyName: companies.name,
  companyLogo: companies.logo,
  companyLogoThumb: companies.logoThumb,
  location: jobs.location,
  city: jobs.city,
  area: jobs.area,
  country: jobs.country,
  latitude: jobs.latitude,
  longitude: jobs.longitude,
  isRemote: jobs.isRemote,
  employmentType: jobs.employmentType,
  experienceLevel: jobs.experienceLevel,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryPeriod: jobs.salaryPeriod,
  workHours: jobs.workHours,
  startDate: jobs.startDate,
  endDate: jobs.endDate,
  applyBy: jobs.applyBy,
  accommodation: jobs.accommodation,
  meals: jobs.meals,
  isFeatured: jobs.isFeatured,
  isClosed: jobIsClosed,
  createdAt: isoTimestamp(jobs.createdAt),
};

/** The columns of the job page: the list item's plus the long texts and the rest. */
export const jobDetailColumns = {
  ...jobListColumns,
  companyOwnerId: companies.ownerId,
  description: jobs.description,
  requirements: jobs.requirements,
  benefits: jobs.benefits,
  experienceMinYears: jobs.experienceMinYears,
  experienceMaxYears: jobs.experienceMaxYears,
  schedule: jobs.schedule,
  positions: jobs.positions,
  languages: jobs.languages,
  isActive: jobs.isActive,
  updatedAt: isoTimestamp(jobs.updatedAt),
};

export type JobListRow = SelectResultFields<typeof jobListColumns>;
export type JobDetailRow = SelectResultFields<typeof jobDetailColumns>;

export function toJobListItem(row: JobListRow): JobListItem {
  return {
    id: row.id,
    title: row.title,
    company: {
      uuid: row.companyUuid,
      name: row.companyName,
      logo: row.companyLogo,
      logo_thumb: row.companyLogoThumb,
    },
    location: row.location,
    city: row.city,
    area: row.area,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    is_remote: row.isRemote,
    employment_type: row.employmentType,
    experience_level: row.experienceLevel,
    salary_min: row.salaryMin,
    salary_max: row.salaryMax,
    salary_currency: row.salaryCurrency,
    salary_period: row.salaryPeriod,
    work_hours: row.workHours,
    start_date: row.startDate,
    end_date: row.endDate,
    apply_by: row.applyBy,
    accommodation: row.accommodation,
    meals: row.meals,
    is_featured: row.isFeatured,
    is_closed: row.isClosed,
    created_at: row.createdAt,
  };
}

/** What only some callers get: the owner its applicant count, a signed-in employee whether they applied. */
export type JobExtras = { application_count?: number; has_applied?: boolean };

export function toJob(row: JobDetailRow, extras: JobExtras = {}): Job {
  const { is_closed, created_at, ...card } = toJobListItem(row);
  return {
    ...card,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    experience_min_years: row.experienceMinYears,
    experience_max_years: row.experienceMaxYears,
    schedule: row.schedule,
    positions: row.positions,
    languages: row.languages,
    is_active: row.isActive,
    is_closed,
    created_at,
    updated_at: row.updatedAt,
    ...extras,
  };
}
