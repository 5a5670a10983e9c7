/**
 * `JobFilters` as a zod schema: what `parseJobFilters` may return, for the property tests and the API's
 * OpenAPI document. Kept apart from the parser so the parser stays free of zod.
 */
import { z } from "zod";
import { COUNTRY_CODES } from "./countries";
import { isIsoDate } from "./dates";
import {
  JOB_FILTER_ENUMS,
  MAX_EXPERIENCE_YEARS,
  MAX_JOB_LIMIT,
  MAX_SALARY,
  UUID_PATTERN,
  normalizeFilterText,
  type JobFilters,
} from "./job-filters";

const filterText = z
  .string()
  .min(1)
  .refine((value) => normalizeFilterText(value) === value, "Not in normal form.");
const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .min(1)
    .refine((list) => list.join() === values.filter((value) => list.includes(value)).join(), "Not in canonical order.");
const isoDay = z.string().refine(isIsoDate);
const uuid = z.string().regex(UUID_PATTERN);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const boundingBoxSchema = z
  .object({ lng_min: longitude, lat_min: latitude, lng_max: longitude, lat_max: latitude })
  .strict()
  .refine((box) => box.lng_min <= box.lng_max && box.lat_min <= box.lat_max, "Minimum above maximum.");

/** A valid `JobFilters` value; the property tests hold every parse result against it. */
export const jobFiltersSchema = z
  .object({
    search: filterText,
    location: filterText,
    city: filterText,
    country: z.enum(COUNTRY_CODES),
    employment_type: enumList(JOB_FILTER_ENUMS.employment_type),
    experience_level: enumList(JOB_FILTER_ENUMS.experience_level),
    work_hours: enumList(JOB_FILTER_ENUMS.work_hours),
    accommodation: enumList(JOB_FILTER_ENUMS.accommodation),
    meals: enumList(JOB_FILTER_ENUMS.meals),
    experience_min_years: z.number().int().min(0).max(MAX_EXPERIENCE_YEARS),
    experience_max_years: z.number().int().min(0).max(MAX_EXPERIENCE_YEARS),
    salary_min: z.number().min(0).max(MAX_SALARY),
    salary_max: z.number().min(0).max(MAX_SALARY),
    salary_currency: z.enum(JOB_FILTER_ENUMS.salary_currency),
    is_remote: z.boolean(),
    is_active: z.boolean(),
    start_date_from: isoDay,
    start_date_to: isoDay,
    end_date_from: isoDay,
    end_date_to: isoDay,
    company: uuid,
    ordering: z.enum(JOB_FILTER_ENUMS.ordering),
    cursor: z.string().min(1),
    limit: z.number().int().min(1).max(MAX_JOB_LIMIT),
    bounding_box: boundingBoxSchema,
    lat_min: latitude,
    lat_max: latitude,
    lng_min: longitude,
    lng_max: longitude,
  })
  .partial()
  .strict();

// Compile-time check that the schema and the hand-written type describe the same object.
type ParsedFilters = z.infer<typeof jobFiltersSchema>;
type SchemaMatchesType = [ParsedFilters, JobFilters] extends [JobFilters, ParsedFilters] ? true : never;
const schemaMatchesType: SchemaMatchesType = true;
void schemaMatchesType;
