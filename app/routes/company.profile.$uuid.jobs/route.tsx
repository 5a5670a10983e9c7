import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { companyJobPath, POST_A_JOB } from "~/components/company/profile-paths";
import { DataList } from "~/components/ui/DataList";
import { ownCompanyJobs } from "~/lib/api/companies.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import { formatNumber } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { shortPlace } from "~/lib/place-line.server";

/**
 * The jobs tab (the default, and the area's job list): the company's job ads, open or closed (past their dates or
 * closed by the company), newest first, with how many people applied to each (the API counts them for the
 * owner, docs/forms.md#long-option-lists); each links to its page and to its applicants.
 */
const SHOWN = 50;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, company } = await requireOwnCompany(request, context, params.uuid);
  const page = await ownCompanyJobs(api, company.uuid, SHOWN);
  const locale = detectLocale(request);
  return data({
    count: page.count,
    jobs: page.results.map((job) => ({
      id: job.id,
      title: job.title,
      place: shortPlace(job, locale),
      closed: job.is_closed || !job.is_active,
      applications: job.application_count ?? 0,
    })),
  });
}

export default function CompanyJobsTab() {
  const { count, jobs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  return (
    <section aria-labelledby="company-jobs" className="company-tab">
      <h2 id="company-jobs">{t("companyProfile.tab.jobs")}</h2>
      <DataList
        rows={jobs}
        rowKey={(job) => job.id}
        labelledBy="company-jobs"
        empty={
          <>
            <p>{t("companyProfile.jobs.empty")}</p>
            <Link to={POST_A_JOB} className="button button--primary">
              {t("companyProfile.nav.postJob")}
            </Link>
          </>
        }
        columns={[
          {
            id: "job",
            header: t("companyProfile.jobs.job"),
            cell: (job) => <Link to={companyJobPath(job.id, "description")}>{job.title}</Link>,
          },
          { id: "place", header: t("companyProfile.jobs.place"), cell: (job) => job.place },
          {
            id: "status",
            header: t("companyProfile.jobs.status"),
            cell: (job) => (
              <span
                className={
                  job.closed ? "status-badge status-badge--withdrawn" : "status-badge status-badge--shortlisted"
                }
              >
                {t(job.closed ? "companyProfile.jobs.closed" : "companyProfile.jobs.open")}
              </span>
            ),
          },
          {
            id: "applications",
            header: t("companyProfile.jobs.applications"),
            cell: (job) => (
              <Link
                to={companyJobPath(job.id, "applicants")}
                className="data-list__count"
                aria-label={t("companyProfile.jobs.applicantsOf", { count: job.applications, title: job.title })}
              >
                {formatNumber(job.applications, locale)}
              </Link>
            ),
          },
        ]}
      />
      {count > jobs.length ? <p>{t("companyProfile.jobs.more", { count: jobs.length })}</p> : null}
    </section>
  );
}
