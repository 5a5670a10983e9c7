/**
 * What the filter form shows: the parsed (valid) filters as input values, never the raw URL, so a dropped
 * parameter shows as not applied (spec section 5). Filters the form has no control for travel as hidden
 * inputs, so changing a visible filter keeps them (docs/jobs.md#the-filter-form).
 */
import { serializeJobFilters, type JobFilters } from "#contract/job-filters";
import type { Accommodation, EmploymentType, ExperienceLevel, Meals, WorkHours } from "#contract/enums";

export const DEFAULT_ORDERING = "-created_at";

export interface FilterFormValues {
  search: string;
  location: string;
  employment_type: readonly EmploymentType[];
  experience_level: readonly ExperienceLevel[];
  work_hours: readonly WorkHours[];
  accommodation: readonly Accommodation[];
  meals: readonly Meals[];
  experience_max_years: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  is_remote: "" | "true" | "false";
  start_date_from: string;
  start_date_to: string;
  end_date_from: string;
  end_date_to: string;
  ordering: string;
}

/** The filters behind the "More filters" disclosure: it opens when one of them is applied. */
const MORE_FILTER_KEYS = [
  "experience_level",
  "work_hours",
  "accommodation",
  "meals",
  "experience_max_years",
  "salary_min",
  "salary_max",
  "salary_currency",
  "is_remote",
  "start_date_from",
  "start_date_to",
  "end_date_from",
  "end_date_to",
] as const satisfies ReadonlyArray<keyof JobFilters>;

/** Applied filters with no control of their own (a shared link may carry them); paging is never kept. */
const HIDDEN_FILTER_KEYS = [
  "city",
  "country",
  "company",
  "experience_min_years",
  "is_active",
  "limit",
] as const satisfies ReadonlyArray<keyof JobFilters>;

export function filterFormValues(filters: JobFilters): FilterFormValues {
  const text = (value: string | number | undefined) => (value === undefined ? "" : String(value));
  return {
    search: text(filters.search),
    location: text(filters.location),
    employment_type: filters.employment_type ?? [],
    experience_level: filters.experience_level ?? [],
    work_hours: filters.work_hours ?? [],
    accommodation: filters.accommodation ?? [],
    meals: filters.meals ?? [],
    experience_max_years: text(filters.experience_max_years),
    salary_min: text(filters.salary_min),
    salary_max: text(filters.salary_max),
    salary_currency: text(filters.salary_currency),
    is_remote: filters.is_remote === undefined ? "" : filters.is_remote ? "true" : "false",
    start_date_from: text(filters.start_date_from),
    start_date_to: text(filters.start_date_to),
    end_date_from: text(filters.end_date_from),
    end_date_to: text(filters.end_date_to),
    // The API's default order is the select's empty choice, so choosing it keeps the URL short.
    ordering: filters.ordering === DEFAULT_ORDERING ? "" : text(filters.ordering),
  };
}

/** Name/value pairs for the hidden inputs, in the canonical order. */
export function hiddenFilterEntries(filters: JobFilters): Array<[string, string]> {
  const kept: JobFilters = {};
  for (const key of HIDDEN_FILTER_KEYS) Object.assign(kept, { [key]: filters[key] });
  return [...serializeJobFilters(kept)];
}

export function hasMoreFilters(filters: JobFilters): boolean {
  return MORE_FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/** Any filter at all (paging aside): the list then offers to clear them. */
export function hasAppliedFilters(filters: JobFilters): boolean {
  const { cursor: _cursor, limit: _limit, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined);
}

/** How many filter values are applied, the search and the order left out: "Filters (2)". */
export function appliedFilterCount(filters: JobFilters): number {
  const { search: _search, ordering: _ordering, cursor: _cursor, ...rest } = filters;
  return [...serializeJobFilters(rest).keys()].length;
}
