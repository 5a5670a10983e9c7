import type { ReactNode } from "react";
import { useJobSeason } from "~/components/jobs/JobSeason";
import { salaryAmount } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { jobDay, languageName } from "./job-format";
import { lastDayToApply, type JobSummary } from "./job-summary";

type Fact = [label: string, value: ReactNode];

/**
 * The three facts a seasonal worker compares first, always in sight: pay, season, housing and meals. The rest
 * (contract, hours, schedule, apply-by, positions, languages) folds behind "More details" on a phone, so the
 * tab's own content starts on the first screen; from 48rem it is open.
 */
export function JobFacts({ job }: { job: JobSummary }) {
  const { t } = useTranslation(["job", "jobs"]);
  const locale = useLocale();
  const day = (value: string) => <time dateTime={value}>{jobDay(value, locale)}</time>;
  const season = useJobSeason(job);
  const key: Fact[] = [[t("facts.salary"), <Salary key="salary" job={job} />]];
  if (season) key.push([t("facts.season"), season]);
  key.push([
    t("facts.housingAndMeals"),
    `${t(`jobs:enums.accommodation.${job.accommodation}`)} · ${t(`jobs:enums.meals.${job.meals}`)}`,
  ]);

  const more: Fact[] = [
    [t("facts.employmentType"), t(`jobs:enums.employment_type.${job.employment_type}`)],
    [t("facts.workHours"), t(`jobs:enums.work_hours.${job.work_hours}`)],
    [t("facts.schedule"), t(`jobs:enums.schedule.${job.schedule}`)],
  ];
  const closesOn = lastDayToApply(job);
  if (closesOn) more.push([t("facts.applyBy"), day(closesOn)]);
  more.push([t("facts.positions"), t("facts.positionsValue", { count: job.positions })]);
  if (job.languages.length) {
    more.push([
      t("facts.languages"),
      job.languages
        .map(({ language, level }) =>
          t("facts.languageValue", {
            language: languageName(language, locale),
            level: t(`jobs:enums.language_level.${level}`),
          }),
        )
        .join(", "),
    ]);
  }
  if (job.is_remote) more.push([t("facts.remote"), t("facts.remoteValue")]);

  return (
    <>
      <FactList facts={key} className="job-facts job-facts--key" />
      <details className="job-facts-more">
        <summary>{t("facts.more")}</summary>
        <FactList facts={more} className="job-facts" />
      </details>
    </>
  );
}

function FactList({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label} className="job-facts__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Salary({ job }: { job: JobSummary }) {
  const { t } = useTranslation(["job", "jobs"]);
  const amount = salaryAmount(job, useLocale());
  if (!amount) return <>{t("facts.salaryNotStated")}</>;
  const period = t(`jobs:enums.salary_period.${job.salary_period}`);
  const text =
    amount.kind === "range" ? t("salary.range", amount) : t(`salary.${amount.kind}`, { amount: amount.amount });
  return <>{t("salary.withPeriod", { amount: text, period })}</>;
}
