import { Link } from "@remix-run/react";
import { formatDate, salaryAmount } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { jobHref, type JobCardData } from "./job-card-data";

/** One job in a list (the job list, the home page's featured jobs); its title links to the job page. */
export function JobCard({ job }: { job: JobCardData }) {
  const { t } = useTranslation("jobs");
  const locale = useLocale();
  const salary = salaryAmount(job, locale);
  const period = t(`enums.salary_period.${job.salary_period}`);
  return (
    <article className="job-card">
      <h3 className="job-card__title">
        <Link to={jobHref(job.id)}>{job.title}</Link>
      </h3>
      <p className="job-card__company">{job.company}</p>
      <ul className="job-card__facts">
        <li>
          {job.location}
          {job.is_remote ? <span className="job-card__tag">{t("card.remote")}</span> : null}
        </li>
        <li>{t(`enums.employment_type.${job.employment_type}`)}</li>
        {salary ? (
          <li className="job-card__salary">
            {salary.kind === "range"
              ? t("card.salary.range", { min: salary.min, max: salary.max, period })
              : t(`card.salary.${salary.kind}`, { amount: salary.amount, period })}
          </li>
        ) : null}
        <li>
          {t(`enums.accommodation.${job.accommodation}`)} · {t(`enums.meals.${job.meals}`)}
        </li>
        {job.start_date ? (
          <li>
            {t("card.starts")}{" "}
            <time dateTime={job.start_date}>{formatDate(job.start_date, locale)}</time>
          </li>
        ) : null}
      </ul>
    </article>
  );
}

/** Cards as a list, so screen readers announce how many there are. */
export function JobCardList({ jobs, label }: { jobs: readonly JobCardData[]; label: string }) {
  return (
    <ul className="job-list" aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
    </ul>
  );
}
