import { Link } from "@remix-run/react";
import { salaryAmount } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { jobHref, useJobsBase } from "~/lib/jobs-base";
import { FitBadges } from "./FitBadges";
import { useJobSeason } from "./JobSeason";
import type { JobCardData } from "./job-card-data";

/**
 * One job in a list (the job list, the home page's featured jobs): what a seasonal worker compares at a glance,
 * company, place, season, pay, housing and meals; in the worker's area also the job page's fit badges. The whole card is the tap target: the title's link stretches
 * over it (jobs.css), so there is one link and nothing interactive inside it.
 */
export function JobCard({ job }: { job: JobCardData }) {
  const { t } = useTranslation("jobs");
  const locale = useLocale();
  const base = useJobsBase();
  const salary = salaryAmount(job, locale);
  const period = t(`enums.salary_period.${job.salary_period}`);
  // The same words as the job page's season (an open end is "end by arrangement", not a bare day).
  const season = useJobSeason(job);
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
      </p>
      <ul className="job-card__facts">
        {salary ? (
          <li className="job-card__salary">
            {salary.kind === "range"
              ? t("card.salary.range", { min: salary.min, max: salary.max, period })
              : t(`card.salary.${salary.kind}`, { amount: salary.amount, period })}
          </li>
        ) : null}
        {season ? <li>{season}</li> : null}
        <li>
          {t(`enums.accommodation.${job.accommodation}`)} · {t(`enums.meals.${job.meals}`)}
        </li>
        <li>{t(`enums.employment_type.${job.employment_type}`)}</li>
      </ul>
      {job.fit ? <FitBadges fit={job.fit} /> : null}
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
