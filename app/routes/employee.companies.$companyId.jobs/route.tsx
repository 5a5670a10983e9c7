import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { JobCardList } from "~/components/jobs/JobCard";
import { toJobCard } from "~/lib/jobs/job-card.server";
import { cardReader } from "~/lib/jobs/card-reader.server";
import { listJobs } from "#contract/endpoints/jobs";
import { useTranslation } from "~/lib/i18n/react";
import { EMPLOYEE_JOBS } from "~/lib/jobs-base";
import { requireRole } from "~/lib/session.server";
import { detectLocale } from "~/lib/i18n/detect-locale";

/** The jobs tab (the default): the company's open jobs, newest first; all of them on the job list. */
const SHOWN = 20;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const uuid = params.companyId ?? "";
  // The cards carry the job page's fit badges, as on /employee/jobs.
  const [page, reader] = await Promise.all([
    api.call(listJobs, { query: { company: uuid, limit: SHOWN } }),
    cardReader(api),
  ]);
  return data({
    uuid,
    count: page.count,
    jobs: page.results.map((job) => toJobCard(job, detectLocale(request), reader)),
  });
}

export default function CompanyJobs() {
  const { uuid, count, jobs } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <section aria-labelledby="company-jobs" className="company-tab">
      <h2 id="company-jobs">{t("companyPage.tab.jobs")}</h2>
      {jobs.length === 0 ? (
        <p className="empty-state">{t("companies.noJobs")}</p>
      ) : (
        <>
          <JobCardList jobs={jobs} label={t("companyPage.tab.jobs")} />
          {count > jobs.length ? (
            <p>
              <Link to={`${EMPLOYEE_JOBS}?company=${uuid}`} className="button">
                {t("companyPage.allJobs", { count })}
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
