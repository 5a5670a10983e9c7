import { data, type LoaderFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { JobHeader } from "~/components/job/JobHeader";
import { JobPostingLd } from "~/routes/jobs.$jobId/JobPostingLd";
import { JobTabs } from "~/routes/jobs.$jobId/JobTabs";
import { TAB_CONTENT_ID } from "~/components/ui/RouteTabs";
import { loadJob } from "~/lib/jobs/load-job.server";
import { descriptionExcerpt, toJobSummary } from "~/components/job/job-summary";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { fitTitle, pageMeta } from "~/lib/meta";
import { jobFit } from "~/components/job/fit";
import { ownEmployeeProfile } from "~/lib/api/profiles.server";
import { EMPLOYEE_JOBS, jobTabPath, jobsBaseOf, useJobsBase } from "~/lib/jobs-base";
import { apiFor } from "~/lib/session/api-client.server";
import { getSession, requireRole } from "~/lib/session.server";
import jobStylesHref from "~/styles/job.css?url";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { jobPlace } from "~/lib/place-line.server";

/**
 * A job page (spec section 2): header with the key facts, the tabs, the tab's content, and the job as
 * schema.org JSON-LD on every tab. Unknown, malformed or inactive → Page Not Found (docs/jobs.md#the-job-page).
 */
export const handle: I18nHandle = { i18n: ["job", "jobs"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: jobStylesHref }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  // In the worker's area (the same module as /employee/jobs/{id}, app/routes.ts) the page guards itself.
  const inArea = jobsBaseOf(new URL(request.url).pathname) === EMPLOYEE_JOBS;
  const { user, api } = inArea ? await requireRole(request, context, "EMPLOYEE") : await getSession(request, context);
  // The public view of the job, except for a worker: theirs says whether they applied, and their profile gives
  // the fit badges (areas.md). Such a request carries cookies, so the page cache never stores it.
  const worker = user?.role === "EMPLOYEE";
  const [job, profile] = await Promise.all([
    loadJob(worker ? api : apiFor(context), params.jobId),
    worker ? ownEmployeeProfile(api) : Promise.resolve(null),
  ]);
  const t = getFixedT(request, "job");
  return data({
    meta: {
      // The job title gives way rather than the company: "Receptionist at X" and "Receptionist at Y" must differ.
      title: fitTitle((title) => t("meta.title", { title, company: job.company.name }), job.title),
      description: descriptionExcerpt(job.description),
    },
    job: toJobSummary(job, jobPlace(job, detectLocale(request))),
    fit: worker ? jobFit(job, profile) : null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function JobPage() {
  const { job, fit } = useLoaderData<typeof loader>();
  const { t } = useTranslation("job");
  const applyPath = jobTabPath(job.id, "apply", useJobsBase());
  const onApplyTab = useLocation().pathname.startsWith(applyPath);
  return (
    <article className="job-page">
      <JobHeader job={job} fit={fit} />
      <div id={TAB_CONTENT_ID} className="job-page__tabs">
        <JobTabs jobId={job.id} />
        <div className="job-page__tab">
          <Outlet />
        </div>
      </div>
      {job.is_closed || onApplyTab ? null : (
        // In reach while reading: it stays at the bottom of a phone's screen (job.css).
        <div className="job-apply-bar">
          <Link to={`${applyPath}#${TAB_CONTENT_ID}`} className="button button--primary">
            {t("applyNow")}
          </Link>
        </div>
      )}
      <JobPostingLd job={job} />
    </article>
  );
}
