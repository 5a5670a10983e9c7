/**
 * Jobs (design section 7): the create/update payload with its rules, the job as the API returns it, the paged
 * list and the OPTIONS metadata. Payloads are JSON. Fields the server owns (`id`, `company`, counts, dates)
 * are not in the payload schemas, so zod's stripping of unknown keys is what refuses mass assignment.
 */
import { z } from "zod";
import { isIsoDate } from "./dates";
import {
  ACCOMMODATIONS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  LANGUAGE_LEVELS,
  MEALS,
  SALARY_PERIODS,
  SCHEDULES,
  WORK_HOURS,
} from "./enums";
import { DEFAULT_COUNTRY } from "./countries";
import {
  countryCode,
  languageCode,
  latitudeSchema,
  line,
  logoThumbSchema,
  longitudeSchema,
  optionalIsoDate,
  optionalLine,
  optionalText,
  text,
} from "./fields";
import { pageSchema } from "./page";
import { distanceKm, placeById } from "./places";
import type { FIELD_RULE_ERRORS } from "./field-messages";
import { JOB_ERRORS, JOB_MESSAGES, PIN_RADIUS_KM, type JobErrorCode } from "./job-messages";

export { JOB_ERRORS, JOB_MESSAGES, type JobErrorCode };

/** What the API stores when a create payload leaves a field out (the database has the same defaults). */
export const JOB_DEFAULTS = {
  country: DEFAULT_COUNTRY,
  is_remote: false,
  salary_currency: "EUR",
  salary_period: "MONTH",
  work_hours: "FULL_TIME",
  schedule: "FLEXIBLE",
  positions: 1,
  accommodation: "NONE",
  meals: "NONE",
  is_active: true,
  is_featured: false,
} as const;

/** numeric(10,2) in the database. */
const MAX_SALARY = 99_999_999.99;
const salary = z.number().min(0).max(MAX_SALARY).multipleOf(0.01);
const years = z.number().int().min(0).max(60);

export const jobLanguageSchema = z.object({ language: languageCode(), level: z.enum(LANGUAGE_LEVELS) });

const jobFields = {
  title: line(200, 3),
  description: text(20_000),
  requirements: optionalText(10_000),
  benefits: optionalText(10_000),
  location: line(200),
  /**
   * A place of the gazetteer (contract/places.ts, docs/jobs.md#posting-and-editing), write-only: it sets `city`, `area`
   * and
   * `country`, and the pin when none is sent. Unknown ids are refused.
   */
  place: z
    .string()
    .max(100)
    .refine((id) => placeById(id) !== undefined, {
      message: JOB_MESSAGES.unknownPlace,
      params: { code: "unknown_place" satisfies JobErrorCode },
    }),
  city: optionalLine(100),
  area: optionalLine(100),
  country: countryCode(),
  latitude: latitudeSchema.nullable(),
  longitude: longitudeSchema.nullable(),
  is_remote: z.boolean(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  experience_min_years: years.nullable(),
  experience_max_years: years.nullable(),
  salary_min: salary.nullable(),
  salary_max: salary.nullable(),
  salary_currency: z.enum(CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS),
  work_hours: z.enum(WORK_HOURS),
  schedule: z.enum(SCHEDULES),
  start_date: optionalIsoDate(),
  end_date: optionalIsoDate(),
  apply_by: optionalIsoDate(),
  positions: z.number().int().min(1).max(1000),
  accommodation: z.enum(ACCOMMODATIONS),
  meals: z.enum(MEALS),
  languages: z.array(jobLanguageSchema).max(10),
  is_active: z.boolean(),
  /** Honoured only on a plan with featured listings; the API checks the plan. */
  is_featured: z.boolean(),
};

/** The fields the cross-field rules read; all may be missing (a PATCH) or null (cleared). */
export type JobRangeFields = {
  salary_min?: number | null;
  salary_max?: number | null;
  experience_min_years?: number | null;
  experience_max_years?: number | null;
  start_date?: string | null;
  end_date?: string | null;
  apply_by?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  languages?: ReadonlyArray<{ language: string }>;
  place?: string;
};

/**
 * One broken rule between fields: the field a person would correct, the contract's sentence, and its code with the
 * parameters the code's words need (contract/job-messages.ts `JOB_ERRORS`, contract/field-messages.ts for the
 * rules every area shares).
 */
export type JobRangeIssue = {
  path: string;
  message: string;
  code: JobErrorCode | "end_before_start" | keyof typeof FIELD_RULE_ERRORS;
  params?: Readonly<Record<string, number>>;
};

/**
 * The rules between fields, each reported on the field a person would correct. Exported because a PATCH
 * carries only some fields: the API runs this again on the stored job merged with the patch.
 */
export function jobRangeIssues(job: JobRangeFields): JobRangeIssue[] {
  const issues: JobRangeIssue[] = [];
  const both = <T>(low: T | null | undefined, high: T | null | undefined): [T, T] | null =>
    low === null || low === undefined || high === null || high === undefined ? null : [low, high];
  const salaries = both(job.salary_min, job.salary_max);
  if (salaries && salaries[0] > salaries[1]) {
    issues.push({ path: "salary_max", message: JOB_MESSAGES.salaryRange, code: "salary_range" });
  }
  const experience = both(job.experience_min_years, job.experience_max_years);
  if (experience && experience[0] > experience[1]) {
    issues.push({ path: "experience_max_years", message: JOB_MESSAGES.experienceRange, code: "experience_range" });
  }
  // A malformed day already has its own message; comparing it would only add a confusing second one.
  const day = (value: string | null | undefined) => (typeof value === "string" && isIsoDate(value) ? value : null);
  const dates = both(day(job.start_date), day(job.end_date));
  if (dates && dates[0] > dates[1]) {
    issues.push({ path: "end_date", message: JOB_MESSAGES.dateRange, code: "end_before_start" });
  }
  const applyBy = both(day(job.apply_by), day(job.end_date));
  if (applyBy && applyBy[0] > applyBy[1]) {
    issues.push({ path: "apply_by", message: JOB_MESSAGES.applyByAfterEnd, code: "apply_by_after_end" });
  }
  const hasLatitude = job.latitude !== null && job.latitude !== undefined;
  const hasLongitude = job.longitude !== null && job.longitude !== undefined;
  if (hasLatitude !== hasLongitude) {
    const path = hasLatitude ? "longitude" : "latitude";
    issues.push({ path, message: JOB_MESSAGES.coordinatesPair, code: "coordinates_pair" });
  }
  const place = job.place === undefined ? undefined : placeById(job.place);
  if (place && typeof job.latitude === "number" && typeof job.longitude === "number") {
    const pin = { latitude: job.latitude, longitude: job.longitude };
    if (distanceKm(place, pin) > PIN_RADIUS_KM) {
      const params = { radius_km: PIN_RADIUS_KM };
      issues.push({ path: "latitude", message: JOB_MESSAGES.pinTooFar, code: "pin_too_far", params });
    }
  }
  const languages = (job.languages ?? []).map((entry) => entry.language);
  if (new Set(languages).size !== languages.length) {
    issues.push({ path: "languages", message: JOB_MESSAGES.duplicateLanguage, code: "duplicate_language" });
  }
  return issues;
}

/** A rule's issue for zod, its code in `params` (contract/errors.ts `issueCode` reads it there). */
export function addJobRangeIssue(ctx: z.RefinementCtx, issue: JobRangeIssue): void {
  ctx.addIssue({
    code: z.ZodIssueCode.custom,
    path: [issue.path],
    message: issue.message,
    params: { code: issue.code, ...issue.params },
  });
}

function addJobRangeIssues(job: JobRangeFields, ctx: z.RefinementCtx): void {
  for (const issue of jobRangeIssues(job)) addJobRangeIssue(ctx, issue);
}

/** `POST /jobs/`: five fields required, every other one optional with `JOB_DEFAULTS`. */
export const jobCreateSchema = z
  .object(jobFields)
  .partial()
  .extend({
    title: jobFields.title,
    description: jobFields.description,
    location: jobFields.location,
    employment_type: jobFields.employment_type,
    experience_level: jobFields.experience_level,
  })
  .superRefine(addJobRangeIssues);

/** `PATCH /jobs/{id}/`: any subset; the cross-field rules see only what is sent (see `jobRangeIssues`). */
export const jobUpdateSchema = z.object(jobFields).partial().superRefine(addJobRangeIssues);

/** The company as a job shows it. */
export const jobCompanySchema = z.object({
  uuid: z.string().uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  logo_thumb: logoThumbSchema,
});

export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  company: jobCompanySchema,
  location: z.string(),
  city: z.string(),
  area: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_remote: z.boolean(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  experience_min_years: z.number().nullable(),
  experience_max_years: z.number().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: z.enum(CURRENCIES),
  salary_period: z.enum(SALARY_PERIODS),
  work_hours: z.enum(WORK_HOURS),
  schedule: z.enum(SCHEDULES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  apply_by: z.string().nullable(),
  positions: z.number().int(),
  accommodation: z.enum(ACCOMMODATIONS),
  meals: z.enum(MEALS),
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  is_active: z.boolean(),
  is_featured: z.boolean(),
  /** Past its last day to apply (`apply_by`, else `start_date`): the page says so and applying is refused. */
  is_closed: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only for the owning company. */
  application_count: z.number().int().optional(),
  /** Only for a signed-in employee: they have an application to this job that is not withdrawn. */
  has_applied: z.boolean().optional(),
});

/**
 * A job in a list (`GET /jobs/`, `GET /jobs/featured/`): what a job card shows, without the long texts. Lists
 * are sent twice by the web app (HTML and hydration data, design section 10), so they stay lean; the card links
 * to `GET /jobs/{id}/` for the rest. `is_closed` is only ever true in a company's view of its own jobs;
 * `application_count` is only in a company's list of its own jobs (`company=` its uuid,
 * docs/forms.md#long-option-lists).
 */
export const jobListItemSchema = jobSchema.pick({
  id: true,
  title: true,
  company: true,
  location: true,
  city: true,
  area: true,
  country: true,
  latitude: true,
  longitude: true,
  is_remote: true,
  employment_type: true,
  experience_level: true,
  salary_min: true,
  salary_max: true,
  salary_currency: true,
  salary_period: true,
  work_hours: true,
  start_date: true,
  end_date: true,
  apply_by: true,
  accommodation: true,
  meals: true,
  is_featured: true,
  is_closed: true,
  created_at: true,
  application_count: true,
});

/**
 * How far `GET /jobs/` counts the jobs that match (docs/jobs.md#the-count): counting stops here, so a count costs
 * at most this many rows however many jobs there are.
 */
export const JOB_COUNT_CAP = 1000;

/**
 * `GET /jobs/`: a page of jobs and how many match the filters in all (the same on every page, whatever the
 * cursor). `count` is exact up to `JOB_COUNT_CAP`; `count_capped` says more jobs match than that.
 */
export const jobPageSchema = pageSchema(jobListItemSchema).extend({
  count: z.number().int().min(0).max(JOB_COUNT_CAP),
  count_capped: z.boolean(),
});
/** How many of its own jobs the company's jobs tab asks for at most (`GET /companies/{uuid}/jobs/`). */
export const OWN_JOBS_MAX = 100;

/**
 * `GET /companies/{uuid}/jobs/`: the company's own job ads, open, past their dates (`is_closed`) or closed by it
 * (`is_active: false`), newest first, each with how many applied (every status); `count` is all of them.
 */
export const ownCompanyJobsSchema = z.object({
  count: z.number().int().min(0),
  results: z.array(jobListItemSchema.extend({ is_active: z.boolean(), application_count: z.number().int().min(0) })),
});
export type OwnCompanyJobs = z.infer<typeof ownCompanyJobsSchema>;

/** `GET /jobs/featured/`: up to 8 featured active open jobs, newest first. */
export const featuredJobsSchema = z.array(jobListItemSchema).max(8);

const choiceSchema = z.object({ value: z.string(), display_name: z.string() });
const fieldMetadataSchema = z.object({
  type: z.string(),
  required: z.boolean(),
  read_only: z.boolean(),
  label: z.string(),
  max_length: z.number().optional(),
  min_length: z.number().optional(),
  min_value: z.number().optional(),
  max_value: z.number().optional(),
  choices: z.array(choiceSchema).optional(),
});
/** A list field (`languages`) describes its items as DRF does: `child: {type: "nested object", children}`. */
const listFieldMetadataSchema = fieldMetadataSchema.extend({
  child: z.object({ type: z.string(), children: z.record(fieldMetadataSchema).optional() }).optional(),
});

/** `OPTIONS /jobs/{id}/`: DRF's SimpleMetadata; the web app renders its selects from `choices`. */
export const jobMetadataSchema = z.object({
  name: z.string(),
  description: z.string(),
  renders: z.array(z.string()),
  parses: z.array(z.string()),
  actions: z.record(z.record(listFieldMetadataSchema)).optional(),
});

export type JobCreateRequest = z.infer<typeof jobCreateSchema>;
export type JobUpdateRequest = z.infer<typeof jobUpdateSchema>;
export type JobLanguage = z.infer<typeof jobLanguageSchema>;
export type JobCompany = z.infer<typeof jobCompanySchema>;
export type Job = z.infer<typeof jobSchema>;
export type JobListItem = z.infer<typeof jobListItemSchema>;
export type JobPage = z.infer<typeof jobPageSchema>;
export type JobMetadata = z.infer<typeof jobMetadataSchema>;
export type JobFieldMetadata = z.infer<typeof listFieldMetadataSchema>;
