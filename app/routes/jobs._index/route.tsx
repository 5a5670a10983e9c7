import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { parseJobFilters, serializeJobFilters, type JobFilters } from "#contract/job-filters";
import { listJobs } from "#contract/endpoints/jobs";
import { jobPageSchema } from "#contract/jobs";
import { JobCardList } from "~/components/jobs/JobCard";
import { JobFilterForm } from "~/routes/jobs._index/JobFilterForm";
import { JobPager } from "~/routes/jobs._index/JobPager";
import { AlertMe, feedHref } from "~/routes/jobs._index/AlertMe";
import { toJobCard } from "~/lib/jobs/job-card.server";
import { cardReader } from "~/lib/jobs/card-reader.server";
import { jobListHref, pagerLinks } from "~/routes/jobs._index/job-list-links";
import { isApiError } from "~/lib/api/client.server";
import { sharedRead } from "~/lib/api/shared-reads.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { jobListCanonicalQuery } from "~/lib/job-list-canonical";
import { redirectToShortList } from "~/lib/list-query.server";
import { DEFAULT_ORDERING } from "~/routes/jobs._index/filter-form-values";
import { EMPLOYEE_JOBS, jobsBaseOf, useJobsBase } from "~/lib/jobs-base";
import { pageMeta } from "~/lib/meta";
import type { SeoHandle } from "~/lib/seo";
import { requireRole } from "~/lib/session.server";
import { detectLocale } from "~/lib/i18n/detect-locale";

/** The job list, public and in the worker's area: filters as GET parameters, cursor paging (spec sections 2 and 5). */
export const handle: I18nHandle & SeoHandle = { i18n: ["jobs", "alerts"], canonicalQuery: jobListCanonicalQuery };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The filter form without JavaScript sends its empty fields too: the list answers at its short URL.
  redirectToShortList(request, { ordering: DEFAULT_ORDERING });
  const url = new URL(request.url);
  const base = jobsBaseOf(url.pathname);
  const filters = parseJobFilters(url.searchParams);
  // The same module is `/employee/jobs` in the worker's area (app/routes.ts): there it guards itself, and the
  // cards carry the job page's fit badges (applied, dates, housing), from two reads for the whole page.
  const worker = base === EMPLOYEE_JOBS ? await requireRole(request, context, "EMPLOYEE") : null;
  const t = getFixedT(request, "jobs");
  const locale = detectLocale(request);
  const meta = { title: t("meta.title"), description: t("meta.description") };
  try {
    // The list is the same for everyone (closed and inactive jobs are a company's own view), so it is read
    // as a guest and shared between pages for a moment (docs/operations.md#caches): no session work, no query per page.
    const [page, reader] = await Promise.all([
      sharedRead(context, listJobs.path, { query: apiQuery(filters), schema: jobPageSchema }),
      worker ? cardReader(worker.api) : null,
    ]);
    return data({
      meta,
      filters,
      failed: false,
      count: { value: page.count, capped: page.count_capped },
      jobs: page.results.map((job) => toJobCard(job, locale, reader)),
      pager: pagerLinks(filters, page, base),
    });
  } catch (error) {
    // A cursor the API cannot read (an edited or stale link): the same filters from the first page.
    if (isApiError(error, 404) && filters.cursor !== undefined) throw redirect(jobListHref(filters, null, base));
    if (!isApiError(error)) throw error;
    return data(
      { meta, filters, failed: true, count: null, jobs: [], pager: { next: null, previous: null } },
      { status: error.status >= 500 ? error.status : 502 },
    );
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => [
  ...pageMeta(loaderData?.meta, matches),
  // The search as an Atom feed, for feed readers that look for one (issue 24).
  ...(loaderData
    ? [{ tagName: "link", rel: "alternate", type: "application/atom+xml", href: feedHref(loaderData.filters) }]
    : []),
];

export default function JobList() {
  const { filters, failed, count, jobs, pager } = useLoaderData<typeof loader>();
  const { t } = useTranslation("jobs");
  const navigation = useNavigation();
  const base = useJobsBase();
  const updating = navigation.state !== "idle" && navigation.location.pathname === base;
  return (
    <div className="jobs-page">
      <header className="jobs-page__header">
        <h1>{t("page.title")}</h1>
        <p>{t("page.lead")}</p>
      </header>
      <JobFilterForm filters={filters} />
      <section className="job-results" aria-labelledby="job-results-title" aria-busy={updating}>
        <h2 id="job-results-title" className="visually-hidden">
          {t("list.title")}
        </h2>
        {/* Where the eye is after a choice: the count of the list shown, or that a new one is on its way. */}
        <p className="job-results__status" role="status">
          {updating ? (
            <span className="job-results__spinner">{t("list.updating")}</span>
          ) : count && jobs.length > 0 ? (
            count.capped ? (
              t("list.countCapped")
            ) : (
              t("list.count", { count: count.value })
            )
          ) : null}
        </p>
        {failed ? (
          <div className="job-results__message" role="alert">
            <p className="job-results__message-title">{t("list.failed")}</p>
            <p>{t("list.failedText")}</p>
            <Link to={jobListHref(filters, filters.cursor, base)} reloadDocument className="button">
              {t("list.retry")}
            </Link>
          </div>
        ) : jobs.length === 0 ? (
          <div className="job-results__message">
            <p className="job-results__message-title">{t("list.empty")}</p>
            <p>{t("list.emptyText")}</p>
            <Link to={base} className="button">
              {t("filters.clear")}
            </Link>
          </div>
        ) : (
          <>
            <JobCardList jobs={jobs} label={t("list.label")} />
            <JobPager links={pager} />
          </>
        )}
      </section>
      <AlertMe filters={filters} base={base} />
    </div>
  );
}

/** The filters as the API client's query: lists repeat their key, as `serializeJobFilters` writes them. */
function apiQuery(filters: JobFilters): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [key, value] of serializeJobFilters(filters)) (query[key] ??= []).push(value);
  return query;
}
