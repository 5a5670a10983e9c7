/**
 * The map's one API call: a page of jobs with positions (`GET /jobs/` with filters, a bounding box and an
 * optional cursor), cut down to what the page shows. Throws `ApiError` as the client does.
 */
import type { ApiClient } from "~/lib/api/client.server";
import { MAP_FIRST_PAGE_LIMIT, serializeJobFilters, type JobFilters } from "#contract/job-filters";
import { listJobs } from "#contract/endpoints/jobs";
import type { Locale } from "~/lib/i18n/config";
import { shortPlace } from "~/lib/place-line.server";
import type { MapJob, MapJobPage } from "~/components/map/map-job";

export async function loadMapJobs(
  api: ApiClient,
  filters: JobFilters,
  locale: Locale,
  cursor?: string,
): Promise<MapJobPage> {
  // Repeated keys stay repeated: a multi-valued filter is a list.
  const query: Record<string, string[]> = {};
  for (const [key, value] of serializeJobFilters({ ...filters, cursor, limit: MAP_FIRST_PAGE_LIMIT }))
    (query[key] ??= []).push(value);
  const page = await api.call(listJobs, { query });
  const jobs: MapJob[] = [];
  for (const job of page.results) {
    // With a bounding box the API only returns placed jobs; the check keeps the type honest.
    if (job.latitude === null || job.longitude === null) continue;
    jobs.push({
      id: job.id,
      title: job.title,
      company: job.company.name,
      place: shortPlace(job, locale),
      employment_type: job.employment_type,
      latitude: job.latitude,
      longitude: job.longitude,
    });
  }
  return { jobs, next: cursorOf(page.next), previous: cursorOf(page.previous) };
}

/** The opaque `cursor` of the API's next/previous URL; the page builds its own links around it. */
function cursorOf(url: string | null): string | null {
  if (!url) return null;
  return new URL(url, "http://api.invalid").searchParams.get("cursor");
}
