import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { COMPANY_JOB_TABS, companyJobPath, postAgainPath } from "~/components/company/company-job";
import { JobHeader } from "~/components/job/JobHeader";
import { parseJobId } from "~/components/job/job-id";
import { toJobSummary } from "~/components/job/job-summary";
import { RouteTabs, TAB_CONTENT_ID } from "~/components/ui/RouteTabs";
import { ownJob } from "~/lib/api/jobs.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { fitTitle, pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import jobStylesHref from "~/styles/job.css?url";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { jobPlace } from "~/lib/place-line.server";

/**
 * `/company/jobs/{id}` (spec section 2): the company's own job, closed or not, with the public job page's header
 * and texts, its actions (edit, close or reopen, post again, delete) and the tabs description, requirements,
 * benefits, applicants (the applicants tab is its own route module). Another company's job or a malformed id is
 * Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["account", "job", "jobs"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: jobStylesHref }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const id = parseJobId(params.jobId);
  const job = id === null ? null : await ownJob(api, id);
  if (!job) throw new Response(null, { status: 404 });
  const t = getFixedT(request, "account");
  return data({
    meta: {
      title: fitTitle((title) => t("jobEditor.pageTitle", { title }), job.title),
      description: t("jobEditor.pageLead"),
    },
    job: {
      ...toJobSummary(job, jobPlace(job, detectLocale(request))),
      requirements: job.requirements,
      benefits: job.benefits,
      experience_level: job.experience_level,
      is_active: job.is_active,
      application_count: job.application_count ?? 0,
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function CompanyJobPage() {
  const { job } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["account", "job"]);
  const tabs = COMPANY_JOB_TABS.map((tab) => ({
    segment: tab,
    label: tab === "applicants" ? t("jobEditor.applicantsTab", { count: job.application_count }) : t(`job:tabs.${tab}`),
  }));
  return (
    <article className="job-page">
      <JobHeader job={job} />
      {job.is_active ? null : (
        <p className="job-notice job-notice--closed" role="note">
          {t("jobEditor.closedNotice")}
        </p>
      )}
      <div className="list-actions company-job__actions">
        <Link to={companyJobPath(job.id, "edit")} className="button" reloadDocument>
          {t("jobEditor.edit")}
        </Link>
        <Form method="post" action={companyJobPath(job.id, "status")}>
          <input type="hidden" name="is_active" value={job.is_active ? "false" : "true"} />
          <button type="submit" className="button">
            {job.is_active ? t("jobEditor.close") : t("jobEditor.reopen")}
          </button>
        </Form>
        <Link to={postAgainPath(job.id)} className="button" reloadDocument>
          {t("jobEditor.postAgain")}
        </Link>
        <Link to={companyJobPath(job.id, "delete")} className="button">
          {t("jobEditor.delete")}
        </Link>
      </div>
      <div id={TAB_CONTENT_ID} className="job-page__tabs">
        <RouteTabs base={`/company/jobs/${job.id}`} tabs={tabs} label={t("job:tabs.label")} />
        <div className="job-page__tab">
          <Outlet />
        </div>
      </div>
    </article>
  );
}
