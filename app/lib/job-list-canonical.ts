import { parseJobFilters, serializeJobFilters } from "#contract/job-filters";

/**
 * `handle.canonicalQuery` (app/lib/seo.ts) for the job list: its filters make different pages, so the
 * canonical URL keeps them, parsed and written back in the fixed order (equal filters, one URL); paging
 * (`cursor`, `limit`) and anything unknown is dropped.
 */
export function jobListCanonicalQuery(params: URLSearchParams): URLSearchParams {
  const { cursor: _cursor, limit: _limit, ...filters } = parseJobFilters(params);
  return serializeJobFilters(filters);
}
