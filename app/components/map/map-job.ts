/** What the map page knows of a job: what its marker, card and list item show, nothing more (design section 10). */
import type { EmploymentType } from "#contract/enums";
import type { BoundingBox } from "#contract/job-filters";

export interface MapJob {
  id: number;
  title: string;
  company: string;
  /** The job's place as its company wrote it ("Chania, Crete"). */
  place: string;
  employment_type: EmploymentType;
  latitude: number;
  longitude: number;
}

/** A page of jobs on the map: the jobs and the cursors to the pages either side (null at the ends). */
export interface MapJobPage {
  jobs: MapJob[];
  next: string | null;
  previous: string | null;
}

/** What `GET /jobs/map/more` answers: the next page, or an error message in the visitor's language. */
export type MoreJobsResponse = { jobs: MapJob[]; next: string | null } | { error: string };

/** The map page's loader data, also what the page's fetcher gets back for a new area. */
export interface MapPageData extends MapJobPage {
  meta: { title: string; description: string };
  /** MAP_TILE_URL. */
  tileUrl: string;
  /** The URL's filters without paging or box: the base of every later request. */
  filterQuery: string;
  /** The area asked for in the URL, if any (otherwise the whole world). */
  box: BoundingBox | null;
  /** The cursor this page was read from (a no-JavaScript "Load more" link), if any. */
  cursor: string | null;
  /** The API failed: the page says 'Failed to fetch jobs'. */
  failed: boolean;
}
