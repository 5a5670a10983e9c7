import { sql, type SQL } from "drizzle-orm";
import { companies, jobs } from "./schema";

/**
 * Full-text search over the generated `search_vector` columns (docs/decisions/012). The query goes through the
 * same two configurations and the same accent folding as the documents, so "σερβιτορος" finds "Σερβιτόρος",
 * "waiters" finds "Waiter" and "cafe" finds "Café". websearch syntax: quotes, `or`, `-word`.
 */
export function searchQuery(text: string): SQL {
  return sql`(websearch_to_tsquery('greek', public.f_unaccent(${text})) || websearch_to_tsquery('english', public.f_unaccent(${text})))`;
}

/** `WHERE` condition: the job's title, description or place matches `text` (GIN index jobs_search_idx). */
export function jobMatches(text: string): SQL {
  return sql`${jobs.searchVector} @@ ${searchQuery(text)}`;
}

/** `WHERE` condition: the company's name or place matches `text` (GIN index companies_search_idx). */
export function companyMatches(text: string): SQL {
  return sql`${companies.searchVector} @@ ${searchQuery(text)}`;
}

/** Relevance of a job for `text`, for ordering search results (title counts most, then place, then description). */
export function jobRank(text: string): SQL<number> {
  return sql<number>`ts_rank(${jobs.searchVector}, ${searchQuery(text)})`;
}
