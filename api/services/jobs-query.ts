/**
 * The job list's filters (spec section 5, design section 7) as SQL conditions, and which jobs a caller may see
 * at all. The rules the spec leaves open (range overlap, who sees inactive or closed jobs) are written down in
 * docs/jobs.md#filters.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { JobFilters } from "../../contract/job-filters";
import { knownPlaceName } from "../../contract/places";
import type { AppDatabase } from "../db/client";
import { companies, jobs } from "../db/schema";
import { companyMatches, jobMatches } from "../db/search";
import { ownedBy } from "./owners";

/**
 * The caller as the list sees it: a company user's id (only companies own jobs), else null; and, for a search,
 * the companies whose name matches it (`companiesMatching`).
 */
export type JobViewer = { companyUserId: string | null; searchCompanyIds?: readonly string[] };

/** A job is listed while it is active and its last day to apply (`closes_on`) has not passed. */
export const jobIsOpen: SQL = sql`(${jobs.closesOn} is null or ${jobs.closesOn} >= current_date)`;
/** The complement of `jobIsOpen`, as the `is_closed` field reports it. */
export const jobIsClosed: SQL<boolean> = sql<boolean>`coalesce(${jobs.closesOn} < current_date, false)`;

/**
 * Every condition of the list, visibility first; joined with AND by the caller. The list query joins
 * `companies`, so ownership is a condition on `companies.owner_id`, not an extra query.
 */
export function jobListConditions(filters: JobFilters, viewer: JobViewer): SQL[] {
  return [...visibility(filters, viewer), ...filterConditions(filters, viewer.searchCompanyIds ?? [])];
}

/**
 * The companies whose name or place matches a search, read first (a small table) so the job query carries
 * them as a plain list: PostgreSQL then estimates the search from its statistics and picks the GIN index for
 * rare words; an OR with a sub-select left it guessing, and it walked the whole date index instead.
 */
export async function companiesMatching(db: AppDatabase, text: string): Promise<string[]> {
  const rows = await db.select({ id: companies.id }).from(companies).where(companyMatches(text));
  return rows.map((row) => row.id);
}

/**
 * The public sees active, open jobs. A company asking for `is_active=false` sees its own inactive jobs (nobody
 * else's: those are unpublished); anyone else asking for them gets an empty list. A company listing its own
 * jobs (`company=<its uuid>`) also sees its closed ones, so it can reopen them.
 */
function visibility(filters: JobFilters, { companyUserId }: JobViewer): SQL[] {
  if (filters.is_active === false) {
    return companyUserId === null ? [sql`false`] : [eq(jobs.isActive, false), ownedBy(companyUserId)];
  }
  if (companyUserId !== null && filters.company !== undefined) {
    return [eq(jobs.isActive, true), sql`(${jobIsOpen} or ${companies.ownerId} = ${companyUserId})`];
  }
  return [eq(jobs.isActive, true), jobIsOpen];
}

function filterConditions(f: JobFilters, searchCompanyIds: readonly string[]): SQL[] {
  const conditions: Array<SQL | undefined> = [
    f.search === undefined ? undefined : searchCondition(f.search, searchCompanyIds),
    f.location === undefined ? undefined : placeContains(f.location),
    f.city === undefined ? undefined : sql`lower(${jobs.city}) = lower(${f.city})`,
    f.country === undefined ? undefined : eq(jobs.country, f.country),
    f.employment_type && inArray(jobs.employmentType, f.employment_type),
    f.experience_level && inArray(jobs.experienceLevel, f.experience_level),
    f.work_hours && inArray(jobs.workHours, f.work_hours),
    f.accommodation && inArray(jobs.accommodation, f.accommodation),
    f.meals && inArray(jobs.meals, f.meals),
    ...experienceOverlap(f.experience_min_years, f.experience_max_years),
    ...salaryOverlap(f.salary_min, f.salary_max),
    f.salary_currency === undefined ? undefined : eq(jobs.salaryCurrency, f.salary_currency),
    f.is_remote === undefined ? undefined : eq(jobs.isRemote, f.is_remote),
    f.start_date_from === undefined ? undefined : gte(jobs.startDate, f.start_date_from),
    f.start_date_to === undefined ? undefined : lte(jobs.startDate, f.start_date_to),
    f.end_date_from === undefined ? undefined : gte(jobs.endDate, f.end_date_from),
    f.end_date_to === undefined ? undefined : lte(jobs.endDate, f.end_date_to),
    f.company === undefined ? undefined : eq(jobs.companyId, f.company),
    ...mapBounds(f),
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Full text over the job (title, place, description), or a job of a company whose name matches. */
function searchCondition(text: string, companyIds: readonly string[]): SQL {
  if (companyIds.length === 0) return jobMatches(text);
  return or(jobMatches(text), inArray(jobs.companyId, [...companyIds])) ?? jobMatches(text);
}

/**
 * `location`: a piece of the place text, city or area, ignoring case and accents ("χανια" finds "Χανιά"); a place
 * the gazetteer knows also by its name in the other language ("Μύκονος" finds the jobs stored as Mykonos).
 */
function placeContains(text: string): SQL {
  const matches = placePatterns(text).map((pattern) => sql`${jobPlaceText} ilike public.f_unaccent(${pattern})`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

/** A job's place as `location` compares it: its three place texts, accents folded. */
export const jobPlaceText: SQL = sql`public.f_unaccent(${jobs.location} || ' ' || ${jobs.city} || ' ' || ${jobs.area})`;

/**
 * The ILIKE patterns of a `location` filter (the text, and a known place's names in both languages), before accent
 * folding; search alerts store them to match in SQL the same way (services/search-alerts.ts).
 */
export function placePatterns(text: string): string[] {
  const known = knownPlaceName(text);
  const pieces = known ? [...new Set([text, known.name, known.nameEl])] : [text];
  return pieces.map((piece) => `%${piece.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/**
 * The filter is the seeker's experience range; a job matches when its own range overlaps it. A job without a
 * minimum asks for none (0); a job without a maximum takes anyone above its minimum.
 */
function experienceOverlap(min: number | undefined, max: number | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (max !== undefined) conditions.push(sql`coalesce(${jobs.experienceMinYears}, 0) <= ${max}`);
  if (min !== undefined) {
    conditions.push(sql`(${jobs.experienceMaxYears} is null or ${jobs.experienceMaxYears} >= ${min})`);
  }
  return conditions;
}

/**
 * The filter is the pay the seeker looks for; a job matches when its pay range overlaps it. A job giving one
 * end only is that single amount; a job giving no pay is left out, since nothing says it meets the range.
 * Amounts are compared as written, whatever their period or currency (filter `salary_currency` for that).
 */
function salaryOverlap(min: number | undefined, max: number | undefined): SQL[] {
  const conditions: SQL[] = [];
  // Text parameters cast to numeric: the amounts compare exactly, as the numeric(10,2) columns hold them.
  if (min !== undefined)
    conditions.push(sql`coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${String(min)}::numeric`);
  if (max !== undefined)
    conditions.push(sql`coalesce(${jobs.salaryMin}, ${jobs.salaryMax}) <= ${String(max)}::numeric`);
  return conditions;
}

/**
 * The map: `bounding_box` and the single bounds together (their intersection). Comparisons with a NULL
 * coordinate are never true, so jobs without a position drop out whenever a bound is given.
 */
function mapBounds(f: JobFilters): SQL[] {
  const bounds: Array<SQL | undefined> = [
    f.bounding_box &&
      and(
        gte(jobs.latitude, f.bounding_box.lat_min),
        lte(jobs.latitude, f.bounding_box.lat_max),
        gte(jobs.longitude, f.bounding_box.lng_min),
        lte(jobs.longitude, f.bounding_box.lng_max),
      ),
    f.lat_min === undefined ? undefined : gte(jobs.latitude, f.lat_min),
    f.lat_max === undefined ? undefined : lte(jobs.latitude, f.lat_max),
    f.lng_min === undefined ? undefined : gte(jobs.longitude, f.lng_min),
    f.lng_max === undefined ? undefined : lte(jobs.longitude, f.lng_max),
  ];
  return bounds.filter((bound): bound is SQL => bound !== undefined);
}

/** Featured jobs for the home page: featured, active and open (partial index jobs_featured_idx). */
export const featuredJobConditions: SQL[] = [eq(jobs.isFeatured, true), eq(jobs.isActive, true), jobIsOpen];
