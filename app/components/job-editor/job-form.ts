/**
 * The job editor's form (docs/jobs.md#posting-and-editing): one schema for creating, editing and posting again, parsed
 * by the browser (conform) and by the actions alike, and the two conversions around it: a stored job into the form's
 * values, the form's values into the API's payload. Messages are locale keys (`jobEditor.errors.*`) or, for the
 * contract's rules, their codes (`ruleIssue`, and `readSubmission(…, { codes: true })` for the rules of contract/jobs.ts),
 * which job-editor-errors.ts says.
 */
import { z } from "zod";
import { isIsoDate } from "#contract/dates";
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
} from "#contract/enums";
import { addJobRangeIssue, jobRangeIssues, type Job, type JobCreateRequest, type JobErrorCode } from "#contract/jobs";
import { SPOKEN_LANGUAGE_CODES } from "#contract/languages";
import { placeById, placeOf } from "#contract/places";
import { ruleIssue } from "~/lib/forms/schema-form";
import { LANGUAGE_ROWS } from "./job-choices";

const MAX_SALARY = 99_999_999.99;
const day = z.string().refine(isIsoDate, "jobEditor.errors.date").optional();
const amount = z
  .number({ invalid_type_error: "jobEditor.errors.number" })
  .min(0, "jobEditor.errors.number")
  .max(MAX_SALARY)
  .optional();
const years = z.number({ invalid_type_error: "jobEditor.errors.number" }).int().min(0).max(60).optional();

export const jobFormSchema = z
  .object({
    title: z.string().trim().min(3, "jobEditor.errors.titleShort").max(200),
    // The contract's rule, by its code: the form says the API's words for it.
    place: z.string().refine((id) => placeById(id) !== undefined, ruleIssue("unknown_place" satisfies JobErrorCode)),
    location: z.string().trim().max(200),
    /** The place the pin (latitude, longitude) was set for: a pin left from another place is not sent. */
    pin_place: z.string().optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    employment_type: z.enum(EMPLOYMENT_TYPES),
    experience_level: z.enum(EXPERIENCE_LEVELS),
    work_hours: z.enum(WORK_HOURS),
    schedule: z.enum(SCHEDULES),
    start_date: day,
    end_date: day,
    apply_by: day,
    positions: z
      .number({ invalid_type_error: "jobEditor.errors.positions" })
      .int("jobEditor.errors.positions")
      .min(1, "jobEditor.errors.positions")
      .max(1000, "jobEditor.errors.positions"),
    salary_min: amount,
    salary_max: amount,
    salary_currency: z.enum(CURRENCIES),
    salary_period: z.enum(SALARY_PERIODS),
    experience_min_years: years,
    experience_max_years: years,
    accommodation: z.enum(ACCOMMODATIONS),
    meals: z.enum(MEALS),
    languages: z
      .array(
        z.object({ language: z.enum(SPOKEN_LANGUAGE_CODES).optional(), level: z.enum(LANGUAGE_LEVELS).optional() }),
      )
      .max(LANGUAGE_ROWS)
      .optional(),
    description: z.string().trim().max(20_000),
    requirements: z.string().trim().max(10_000).optional(),
    benefits: z.string().trim().max(10_000).optional(),
  })
  .superRefine((form, ctx) => {
    // The same rules between fields the API applies (contract/jobs.ts), on the values this form sends, each with
    // its code.
    for (const issue of jobRangeIssues({ ...rangeFields(form), place: form.place })) addJobRangeIssue(ctx, issue);
  });

export type JobForm = z.infer<typeof jobFormSchema>;

/** The form's fields an API 400 can name (everything else goes to the form's own error list). */
export const JOB_FORM_FIELDS = Object.keys(jobFormSchema.innerType().shape);

/** The pin the form sends: only one set for the place chosen now. */
function pinOf(form: JobForm): { latitude: number; longitude: number } | null {
  if (form.pin_place !== form.place || form.latitude === undefined || form.longitude === undefined) return null;
  return { latitude: form.latitude, longitude: form.longitude };
}

function languagesOf(form: JobForm) {
  return (form.languages ?? []).flatMap((row) =>
    row.language ? [{ language: row.language, level: row.level ?? "intermediate" }] : [],
  );
}

function rangeFields(form: JobForm) {
  const pin = pinOf(form);
  return {
    salary_min: form.salary_min ?? null,
    salary_max: form.salary_max ?? null,
    experience_min_years: form.experience_min_years ?? null,
    experience_max_years: form.experience_max_years ?? null,
    start_date: form.start_date ?? null,
    end_date: form.end_date ?? null,
    apply_by: form.apply_by ?? null,
    latitude: pin?.latitude ?? null,
    longitude: pin?.longitude ?? null,
    languages: languagesOf(form),
  };
}

/**
 * The payload for `POST /jobs/` and `PATCH /jobs/{id}/`: every field the form has, a cleared one as null or "",
 * so an edit can empty a field. The place sets city, area and country on the API's side.
 */
export function toJobPayload(form: JobForm): JobCreateRequest {
  return {
    ...rangeFields(form),
    title: form.title,
    place: form.place,
    location: form.location,
    employment_type: form.employment_type,
    experience_level: form.experience_level,
    work_hours: form.work_hours,
    schedule: form.schedule,
    positions: form.positions,
    salary_currency: form.salary_currency,
    salary_period: form.salary_period,
    accommodation: form.accommodation,
    meals: form.meals,
    description: form.description,
    requirements: form.requirements ?? "",
    benefits: form.benefits ?? "",
  };
}

/** What the form shows: strings, as they travel in a form. */
export type JobFormValues = Record<Exclude<keyof JobForm, "languages">, string> & {
  languages: Array<{ language: string; level: string }>;
};

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The values of a new job: the API's defaults. */
export const NEW_JOB_VALUES: Partial<JobFormValues> = {
  employment_type: "FULL_TIME",
  experience_level: "ENTRY",
  work_hours: "FULL_TIME",
  schedule: "FLEXIBLE",
  positions: "1",
  salary_currency: "EUR",
  salary_period: "MONTH",
  accommodation: "NONE",
  meals: "NONE",
};

/** A stored job as the form's values (editing it, or posting it again). */
export function jobFormValues(job: Job): JobFormValues {
  const place = placeOf(job);
  return {
    title: job.title,
    place: place?.id ?? "",
    location: job.location,
    pin_place: place?.id ?? "",
    latitude: text(job.latitude),
    longitude: text(job.longitude),
    employment_type: job.employment_type,
    experience_level: job.experience_level,
    work_hours: job.work_hours,
    schedule: job.schedule,
    start_date: text(job.start_date),
    end_date: text(job.end_date),
    apply_by: text(job.apply_by),
    positions: String(job.positions),
    salary_min: text(job.salary_min),
    salary_max: text(job.salary_max),
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    experience_min_years: text(job.experience_min_years),
    experience_max_years: text(job.experience_max_years),
    accommodation: job.accommodation,
    meals: job.meals,
    languages: job.languages.slice(0, LANGUAGE_ROWS).map((entry) => ({ language: entry.language, level: entry.level })),
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
  };
}

/** The same day a year later; 29 February becomes 28 February. */
export function nextYear(isoDay: string): string {
  const [year, month, dayOfMonth] = isoDay.split("-");
  const next = `${Number(year) + 1}-${month}-${dayOfMonth}`;
  return isIsoDate(next) ? next : `${Number(year) + 1}-${month}-28`;
}

/** Post again (areas.md): the job's values with next season's dates, each a year later. */
export function nextSeasonValues(job: Job): JobFormValues {
  const values = jobFormValues(job);
  const shift = (value: string) => (value ? nextYear(value) : "");
  return {
    ...values,
    start_date: shift(values.start_date),
    end_date: shift(values.end_date),
    apply_by: shift(values.apply_by),
  };
}
