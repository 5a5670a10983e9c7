import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import leafletStylesHref from "leaflet/dist/leaflet.css?url";
import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { parseJobFilters, serializeJobFilters, WORLD_BOUNDS } from "#contract/job-filters";
import type { MapPageData } from "~/components/map/map-job";
import { loadMapJobs } from "~/lib/jobs/map-jobs.server";
import { MapJobList } from "~/routes/jobs.map/MapJobList";
import { pageQuery, useMapJobs } from "~/routes/jobs.map/use-map-jobs";
import { isApiError } from "~/lib/api/client.server";
import { getWebEnv } from "~/lib/env.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { jobListCanonicalQuery } from "~/lib/job-list-canonical";
import { EMPLOYEE_JOBS, jobsBaseOf, useJobsBase } from "~/lib/jobs-base";
import { pageMeta } from "~/lib/meta";
import type { SeoHandle } from "~/lib/seo";
import { getSession, requireRole } from "~/lib/session.server";
import mapStylesHref from "~/styles/map.css?url";
import { detectLocale } from "~/lib/i18n/detect-locale";

/**
 * `/jobs/map` (spec section 2): the jobs on a Leaflet map, 50 at a time within the world (or the URL's
 * `bounding_box`), with the URL's filters. Leaflet is a lazy chunk that only this page loads, after hydration;
 * before it, and without JavaScript, the same jobs are a list with Load more links (docs/jobs.md#the-map).
 */
export const handle: I18nHandle & SeoHandle = { i18n: ["map", "jobs"], canonicalQuery: jobListCanonicalQuery };

const JobMap = lazy(() => import("~/components/map/JobMap"));

/** Leaflet's own stylesheet, on this page only. */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leafletStylesHref },
  { rel: "stylesheet", href: mapStylesHref },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { cursor, limit: _limit, bounding_box, ...filters } = parseJobFilters(new URL(request.url).searchParams);
  const t = getFixedT(request, "map");
  // In the worker's area (the same module as /employee/jobs/map, app/routes.ts) the page guards itself.
  const inArea = jobsBaseOf(new URL(request.url).pathname) === EMPLOYEE_JOBS;
  const { api } = inArea ? await requireRole(request, context, "EMPLOYEE") : await getSession(request, context);
  const page: Omit<MapPageData, "jobs" | "next" | "previous" | "failed"> = {
    meta: { title: t("title"), description: t("description") },
    tileUrl: getWebEnv().MAP_TILE_URL,
    filterQuery: serializeJobFilters(filters).toString(),
    box: bounding_box ?? null,
    cursor: cursor ?? null,
  };
  try {
    const jobs = await loadMapJobs(
      api,
      { ...filters, bounding_box: bounding_box ?? WORLD_BOUNDS },
      detectLocale(request),
      cursor,
    );
    return data<MapPageData>({ ...page, ...jobs, failed: false });
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A hand-edited cursor is the visitor's mistake (the API answers 404); anything else is upstream's.
    const status = error.status < 500 ? 400 : 502;
    return data<MapPageData>({ ...page, jobs: [], next: null, previous: null, failed: true }, { status });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function JobsMapRoute() {
  const initial = useLoaderData<typeof loader>();
  // A navigation (a Load more link, a language switch) starts over from the new loader data.
  const { key } = useLocation();
  return <JobsMapPage key={key} initial={initial} />;
}

function JobsMapPage({ initial }: { initial: MapPageData }) {
  const { t } = useTranslation("map");
  const hydrated = useHydrated();
  const shown = useMapJobs(initial);
  const query = pageQuery(initial);
  const base = useJobsBase();
  const pageLink = (cursor: string) =>
    `${base}/map?${new URLSearchParams([...new URLSearchParams(query), ["cursor", cursor]])}`;
  return (
    <div className="map-page">
      <h1>{t("title")}</h1>
      <p className="map-page__lead">
        {t(hydrated ? "lead" : "leadWithoutScript")}{" "}
        <Link to={`${base}${initial.filterQuery ? `?${initial.filterQuery}` : ""}`}>{t("filterLink")}</Link>
      </p>
      {hydrated ? (
        <div className="map-page__map">
          <Suspense fallback={<p className="map-page__loading">{t("loadingMap")}</p>}>
            <JobMap jobs={shown.jobs} tileUrl={initial.tileUrl} box={initial.box} onViewChange={shown.showArea} />
          </Suspense>
        </div>
      ) : null}
      <section className="map-page__list" aria-labelledby="map-jobs-heading">
        <h2 id="map-jobs-heading">{t("listHeading")}</h2>
        <p role="status" className="map-page__status">
          {shown.updating ? t("updating") : t("shown", { count: shown.jobs.length })}
        </p>
        {shown.failed ? (
          <p role="alert" className="map-page__error">
            {t("errors.jobsFailed")}
          </p>
        ) : (
          <MapJobList jobs={shown.jobs} firstAdded={shown.firstAdded} />
        )}
        <div className="map-page__paging">
          {hydrated ? (
            shown.hasMore ? (
              <button
                type="button"
                className="button button--primary"
                onClick={shown.loadMore}
                disabled={shown.loadingMore}
                aria-busy={shown.loadingMore || undefined}
              >
                {shown.loadingMore ? t("loadingMore") : t("loadMore")}
              </button>
            ) : null
          ) : (
            <>
              {initial.previous ? (
                <Link className="button" to={pageLink(initial.previous)} rel="prev">
                  {t("previous")}
                </Link>
              ) : null}
              {initial.next ? (
                <Link className="button button--primary" to={pageLink(initial.next)} rel="next">
                  {t("loadMore")}
                </Link>
              ) : null}
            </>
          )}
        </div>
        {shown.moreError ? (
          <p role="alert" className="map-page__error">
            {shown.moreError}
          </p>
        ) : null}
      </section>
    </div>
  );
}
