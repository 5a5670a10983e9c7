import { Link } from "@remix-run/react";
import { formatDate, salaryAmount } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { useJobsBase } from "~/lib/jobs-base";
import { jobHref, type JobCardData } from "./job-card-data";

/**
 * One job in a list (the job list, the home page's featured jobs): what a seasonal worker compares at a glance,
 * company, place, season, pay, housing and meals. The whole card is the tap target: the title's link stretches
 * over it (jobs.css), so there is one link and nothing interactive inside it.
 */
export function JobCard({ job }: { job: JobCardData }) {
  const { t } = useTranslation("jobs");
  const locale = useLocale();
  const base = useJobsBase();
  const salary = salaryAmount(job, locale);
  const period = t(`enums.salary_period.${job.salary_period}`);
  const day = (value: string) => <time dateTime={value}>{formatDate(value, locale)}</time>;
  return (
    <article className="job-card">
      <h3 className="job-card__title">
        <Link to={jobHref(job.id, base)} className="job-card__link">
          {job.title}
        </Link>
      </h3>
      <p className="job-card__company">
        {job.company} · {job.place}
        {job.is_remote ? <span className="job-card__tag">{t("card.remote")}</span> : null}
        {job.applied ? <span className="job-card__tag">{t("card.applied")}</span> : null}
      </p>
      <ul className="job-card__facts">
        {salary ? (
          <li className="job-card__salary">
            {salary.kind === "range"
              ? t("card.salary.range", { min: salary.min, max: salary.max, period })
              : t(`card.salary.${salary.kind}`, { amount: salary.amount, period })}
          </li>
        ) : null}
        {job.start_date ? (
          <li>
            {day(job.start_date)}
            {job.end_date ? <> – {day(job.end_date)}</> : null}
          </li>
        ) : null}
        <li>
          {t(`enums.accommodation.${job.accommodation}`)} · {t(`enums.meals.${job.meals}`)}
        </li>
        <li>{t(`enums.employment_type.${job.employment_type}`)}</li>
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
