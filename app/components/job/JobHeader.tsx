import { Link } from "@remix-run/react";
import { companyPath } from "~/components/companies/company-page";
import { CompanyLogo } from "~/components/companies/CompanyLogo";
import { FitBadges } from "~/components/jobs/FitBadges";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import type { JobFit } from "./fit";
import { JobFacts } from "./JobFacts";
import { postedDay } from "./job-format";
import type { JobSummary } from "./job-summary";

/**
 * The top of every tab: title, company, place, whether it still takes applications, and the key facts.
 * The company is plain text for a guest (there is no public company page, docs/jobs.md#the-job-page) and a link to the
 * company's page in the worker's area for a signed-in worker.
 */
export function JobHeader({ job, fit = null }: { job: JobSummary; fit?: JobFit | null }) {
  const { t } = useTranslation(["job", "jobs"]);
  const locale = useLocale();
  return (
    <header className="job-header">
      <div className="job-header__identity">
        <CompanyLogo company={job.company} size={56} className="job-header__logo" />
        <div>
          <h1>{job.title}</h1>
          <p className="job-header__company">
            {/* A worker can open the company's page in their area; a guest has none to open (docs/jobs.md#the-job-page). */}
            {fit ? <Link to={companyPath(job.company.uuid)}>{job.company.name}</Link> : job.company.name}
          </p>
          <p className="job-header__place">{job.place}</p>
        </div>
      </div>
      {job.is_closed ? (
        <p className="job-notice job-notice--closed" role="note">
          {t("closed")}
        </p>
      ) : null}
      {fit ? <FitBadges fit={fit} /> : null}
      <JobFacts job={job} />
      <p className="job-header__posted">
        {t("posted")} <time dateTime={job.created_at}>{postedDay(job.created_at, locale)}</time>
      </p>
    </header>
  );
}
