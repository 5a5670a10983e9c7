/**
 * Links of the job list: the filters as our own `/jobs?…` query, with the page's cursor when paging. The API's
 * `next`/`previous` are absolute URLs on its own origin; only their `cursor` is taken from them, so a link on
 * the page never points anywhere but our list (docs/jobs.md#the-job-list-page).
 */
import { serializeJobFilters, type JobFilters } from "#contract/job-filters";
import { PUBLIC_JOBS, type JobsBase } from "~/lib/jobs-base";

/**
 * The list (`/jobs`, or `/employee/jobs` in the worker's area) with these filters; a given cursor replaces the
 * filters' own, otherwise paging is left out.
 */
export function jobListHref(filters: JobFilters, cursor?: string | null, base: JobsBase = PUBLIC_JOBS): string {
  const { cursor: _current, ...rest } = filters;
  const query = serializeJobFilters(cursor ? { ...rest, cursor } : rest).toString();
  return query ? `${base}?${query}` : base;
}

/** The `cursor` parameter of one of the API's page links; null at either end or when the link has none. */
export function cursorOf(apiLink: string | null): string | null {
  if (!apiLink) return null;
  try {
    return new URL(apiLink, "http://api.invalid").searchParams.get("cursor") || null;
  } catch {
    return null;
  }
}

export interface PagerLinks {
  next: string | null;
  previous: string | null;
}

/**
 * Next/Previous for the page the API answered. The first page's `previous` link carries no cursor (the API
 * leaves it out there): it is then the list without one.
 */
export function pagerLinks(
  filters: JobFilters,
  page: { next: string | null; previous: string | null },
  base: JobsBase = PUBLIC_JOBS,
): PagerLinks {
  const nextCursor = cursorOf(page.next);
  return {
    next: nextCursor ? jobListHref(filters, nextCursor, base) : null,
    previous: page.previous ? jobListHref(filters, cursorOf(page.previous), base) : null,
  };
}
