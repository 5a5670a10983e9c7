/**
 * The job-list filters of spec section 5 and design section 7, read from a URL. Both tiers use this one
 * parser: the web app to fill the filter form and build links, the API to query. Invalid values are dropped,
 * never reported; parsing never throws. The rules (multi-valued enums, `false`, the `limit` clamp ...) are
 * written down in docs/jobs.md#filters.
 */
import { isCountryCode, type CountryCode } from "./countries";
import {
  ACCOMMODATIONS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_ORDERINGS,
  MEALS,
  WORK_HOURS,
  type Accommodation,
  type Currency,
  type EmploymentType,
  type ExperienceLevel,
  type JobOrdering,
  type Meals,
  type WorkHours,
} from "./enums";
import { isIsoDate } from "./dates";

export const DEFAULT_JOB_LIMIT = 20;
export const MAX_JOB_LIMIT = 100;
/** The map's first page and bounds (spec section 9). */
export const MAP_FIRST_PAGE_LIMIT = 50;
export const WORLD_BOUNDS = { lng_min: -180, lat_min: -90, lng_max: 180, lat_max: 90 } as const;
export const MAX_FILTER_TEXT_LENGTH = 200;

export const MAX_EXPERIENCE_YEARS = 60;
/** The jobs table stores salaries as numeric(10,2). */
export const MAX_SALARY = 99_999_999.99;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The filters whose values are one of the contract's enums (docs/jobs.md#filters): the first five take several. */
export const JOB_FILTER_ENUMS = {
  employment_type: EMPLOYMENT_TYPES,
  experience_level: EXPERIENCE_LEVELS,
  work_hours: WORK_HOURS,
  accommodation: ACCOMMODATIONS,
  meals: MEALS,
  salary_currency: CURRENCIES,
  ordering: JOB_ORDERINGS,
} as const;

export type BoundingBox = { lng_min: number; lat_min: number; lng_max: number; lat_max: number };

/**
 * What `parseJobFilters` returns: every key optional, every present value valid and normalized. Spelled out
 * (not inferred from `jobFiltersSchema`) so this module needs no zod: the web app can build filter links in
 * the browser without shipping it. The schema module checks that the two agree.
 */
export type JobFilters = {
  search?: string;
  location?: string;
  city?: string;
  country?: CountryCode;
  employment_type?: EmploymentType[];
  experience_level?: ExperienceLevel[];
  work_hours?: WorkHours[];
  accommodation?: Accommodation[];
  meals?: Meals[];
  experience_min_years?: number;
  experience_max_years?: number;
  salary_min?: number;
  salary_max?: number;
  salary_currency?: Currency;
  is_remote?: boolean;
  is_active?: boolean;
  start_date_from?: string;
  start_date_to?: string;
  end_date_from?: string;
  end_date_to?: string;
  company?: string;
  ordering?: JobOrdering;
  cursor?: string;
  limit?: number;
  bounding_box?: BoundingBox;
  lat_min?: number;
  lat_max?: number;
  lng_min?: number;
  lng_max?: number;
};
export type JobFilterKey = keyof JobFilters;

export function parseJobFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const key of JOB_FILTER_KEYS) readField(filters, params, key);
  return filters;
}

/** The filters as a query, keys in a fixed order and lists canonical, so equal filters give equal URLs. */
export function serializeJobFilters(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of JOB_FILTER_KEYS) writeField(params, filters, key);
  return params;
}

/**
 * A search as an alert or a feed keeps it (docs/jobs.md#search-alerts): its filters without paging, ordering or the
 * company-only `is_active`. The one reading for a saved alert (api/models/search-alerts.ts), the Atom feed
 * (app/routes/jobs.feed[.]atom) and "Alert me" (app/routes/jobs._index/AlertMe.tsx), so an alert's mail links to the
 * search its feed shows.
 */
export function searchFilters(params: URLSearchParams): JobFilters {
  return searchOnly(parseJobFilters(params));
}

/** Parsed filters without paging, ordering or `is_active`: what "Alert me" posts and its feed link carries. */
export function searchOnly(filters: JobFilters): JobFilters {
  const { cursor: _cursor, limit: _limit, ordering: _ordering, is_active: _active, ...search } = filters;
  return search;
}

/** A search's name: what was searched for and where; empty when none of those is given (the reader's "All jobs"). */
export function searchName(filters: JobFilters): string {
  return [filters.search, filters.location, filters.city].filter((part) => part !== undefined).join(" · ");
}

// One reader per key; indexing this map with a generic key keeps each value's type.
type Readers = { [K in JobFilterKey]: (params: URLSearchParams, key: K) => JobFilters[K] | undefined };

/** The first value of a repeated single-valued parameter counts, as `URLSearchParams.get` reads it. */
const single =
  <T>(parse: (raw: string) => T | undefined) =>
  (params: URLSearchParams, key: string): T | undefined => {
    const raw = params.get(key);
    return raw === null ? undefined : parse(raw);
  };

/** Multi-valued enums: repeated keys and comma lists, unknown members dropped, enum order, no repeats. */
const list =
  <T extends string>(values: readonly T[]) =>
  (params: URLSearchParams, key: string): T[] | undefined => {
    const given = params.getAll(key).flatMap((raw) => raw.split(",").map((part) => part.trim()));
    const known = given.filter((part): part is T => (values as readonly string[]).includes(part));
    return known.length === 0 ? undefined : canonicalList(values, known);
  };

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (raw: string): T | undefined =>
    (values as readonly string[]).includes(raw.trim()) ? (raw.trim() as T) : undefined;

const READERS: Readers = {
  search: single(parseText),
  location: single(parseText),
  city: single(parseText),
  country: single(parseCountry),
  employment_type: list(JOB_FILTER_ENUMS.employment_type),
  experience_level: list(JOB_FILTER_ENUMS.experience_level),
  work_hours: list(JOB_FILTER_ENUMS.work_hours),
  accommodation: list(JOB_FILTER_ENUMS.accommodation),
  meals: list(JOB_FILTER_ENUMS.meals),
  experience_min_years: single(parseYears),
  experience_max_years: single(parseYears),
  salary_min: single(parseSalary),
  salary_max: single(parseSalary),
  salary_currency: single(oneOf(JOB_FILTER_ENUMS.salary_currency)),
  is_remote: single(parseBoolean),
  is_active: single(parseBoolean),
  start_date_from: single(parseDate),
  start_date_to: single(parseDate),
  end_date_from: single(parseDate),
  end_date_to: single(parseDate),
  company: single(parseUuid),
  ordering: single(oneOf(JOB_FILTER_ENUMS.ordering)),
  // Kept as given: an undecodable cursor must reach the API and get its 404, not be silently dropped.
  cursor: single((raw) => raw.trim() || undefined),
  limit: single(parseLimit),
  bounding_box: single(parseBoundingBox),
  lat_min: single((raw) => parseCoordinate(raw, 90)),
  lat_max: single((raw) => parseCoordinate(raw, 90)),
  lng_min: single((raw) => parseCoordinate(raw, 180)),
  lng_max: single((raw) => parseCoordinate(raw, 180)),
};

const JOB_FILTER_KEYS = Object.keys(READERS) as JobFilterKey[];

function readField<K extends JobFilterKey>(filters: JobFilters, params: URLSearchParams, key: K): void {
  const read: Readers[K] = READERS[key];
  const value = read(params, key);
  if (value !== undefined) filters[key] = value;
}

/** Lists as repeated keys (what a form of checkboxes sends), the box as its four numbers, the rest as text. */
function writeField(params: URLSearchParams, filters: JobFilters, key: JobFilterKey): void {
  const value = filters[key];
  if (value === undefined) return;
  if (Array.isArray(value)) {
    for (const member of value) params.append(key, member);
  } else if (typeof value === "object") {
    params.append(key, [value.lng_min, value.lat_min, value.lng_max, value.lat_max].join(","));
  } else {
    params.append(key, String(value));
  }
}

function canonicalList<T extends string>(values: readonly T[], chosen: readonly string[]): T[] {
  return values.filter((value) => chosen.includes(value));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** Control characters out, whitespace runs made one space, at most 200 characters (code points). */
export function normalizeFilterText(raw: string): string {
  const collapsed = raw.replace(LONE_SURROGATE, "\uFFFD").replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  return Array.from(collapsed).slice(0, MAX_FILTER_TEXT_LENGTH).join("").trim();
}

function parseText(raw: string): string | undefined {
  return normalizeFilterText(raw) || undefined;
}

function parseCountry(raw: string): CountryCode | undefined {
  const code = raw.trim().toUpperCase();
  return isCountryCode(code) ? code : undefined;
}

/** Only the exact words: `true` filters for true, `false` for false, anything else is no filter. */
function parseBoolean(raw: string): boolean | undefined {
  const word = raw.trim();
  return word === "true" ? true : word === "false" ? false : undefined;
}

function parseDate(raw: string): string | undefined {
  const day = raw.trim();
  return isIsoDate(day) ? day : undefined;
}

function parseUuid(raw: string): string | undefined {
  const id = raw.trim().toLowerCase();
  return UUID_PATTERN.test(id) ? id : undefined;
}

function parseYears(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const years = Number(text);
  return years <= MAX_EXPERIENCE_YEARS ? years : undefined;
}

/** Whole or decimal amounts; rounded to cents, as the database keeps them. */
function parseSalary(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^\d{1,12}(\.\d{1,20})?$/.test(text)) return undefined;
  const amount = Math.round(Number(text) * 100) / 100;
  return amount <= MAX_SALARY ? amount : undefined;
}

/** Above the maximum means "as many as you give": clamped. Zero, negative or fractional is not a size: dropped. */
function parseLimit(raw: string): number | undefined {
  const text = raw.trim();
  if (!/^\d{1,15}$/.test(text)) return undefined;
  const limit = Number(text);
  return limit < 1 ? undefined : Math.min(limit, MAX_JOB_LIMIT);
}

/**
 * Degrees, rounded to 6 decimals (about 10 cm): precise enough for a map, and the rounded number prints
 * without an exponent, so it reads back the same.
 */
function parseCoordinate(raw: string, limit: number): number | undefined {
  const text = raw.trim();
  if (!/^[+-]?\d{1,3}(\.\d{1,20})?$/.test(text)) return undefined;
  const degrees = Math.round(Number(text) * 1e6) / 1e6 + 0; // + 0 turns -0 into 0
  return Math.abs(degrees) <= limit ? degrees : undefined;
}

/** `lng_min,lat_min,lng_max,lat_max`; any bad part, or a minimum above its maximum, drops the whole box. */
function parseBoundingBox(raw: string): BoundingBox | undefined {
  const parts = raw.split(",");
  if (parts.length !== 4) return undefined;
  const [lngMin, latMin, lngMax, latMax] = [
    parseCoordinate(parts[0], 180),
    parseCoordinate(parts[1], 90),
    parseCoordinate(parts[2], 180),
    parseCoordinate(parts[3], 90),
  ];
  if (lngMin === undefined || latMin === undefined || lngMax === undefined || latMax === undefined) return undefined;
  if (lngMin > lngMax || latMin > latMax) return undefined;
  return { lng_min: lngMin, lat_min: latMin, lng_max: lngMax, lat_max: latMax };
}
