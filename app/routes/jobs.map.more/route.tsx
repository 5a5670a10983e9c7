import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseJobFilters, WORLD_BOUNDS } from "#contract/job-filters";
import type { MoreJobsResponse } from "~/components/map/map-job";
import { loadMapJobs } from "~/lib/jobs/map-jobs.server";
import { isApiError } from "~/lib/api/client.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { getSession } from "~/lib/session.server";
import { detectLocale } from "~/lib/i18n/detect-locale";

/**
 * `GET /jobs/map/more?cursor=…&<filters>`: the map's Load more with JavaScript (the next page as JSON; without
 * JavaScript the page's own link does it). Spec section 8's messages, in the visitor's language:
 * 'Cursor is required for loading more jobs' (400) and 'Failed to fetch more jobs'.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = getFixedT(request, "map");
  const { cursor, limit: _limit, bounding_box, ...filters } = parseJobFilters(new URL(request.url).searchParams);
  if (!cursor) return answer({ error: t("errors.cursorRequired") }, 400);
  const { api } = await getSession(request, context);
  try {
    const page = await loadMapJobs(
      api,
      { ...filters, bounding_box: bounding_box ?? WORLD_BOUNDS },
      detectLocale(request),
      cursor,
    );
    return answer({ jobs: page.jobs, next: page.next }, 200);
  } catch (error) {
    if (!isApiError(error)) throw error;
    // An undecodable cursor is the caller's mistake (404 from the API); anything else is ours.
    return answer({ error: t("errors.moreFailed") }, error.status < 500 ? 400 : 502);
  }
}

function answer(body: MoreJobsResponse, status: number): Response {
  return Response.json(body, { status });
}
