import type { ReactNode } from "react";
import { salaryAmount } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { jobDay, languageName } from "./job-format";
import { lastDayToApply, type JobSummary } from "./job-summary";

/** The key facts a seasonal worker compares first: contract, pay, hours, season, housing, meals, languages. */
export function JobFacts({ job }: { job: JobSummary }) {
  const { t } = useTranslation(["job", "jobs"]);
  const locale = useLocale();
  const day = (value: string) => <time dateTime={value}>{jobDay(value, locale)}</time>;
  const closesOn = lastDayToApply(job);
  const facts: Array<[label: string, value: ReactNode]> = [
    [t("facts.employmentType"), t(`jobs:enums.employment_type.${job.employment_type}`)],
    [t("facts.salary"), <Salary key="salary" job={job} />],
    [t("facts.workHours"), t(`jobs:enums.work_hours.${job.work_hours}`)],
    [t("facts.schedule"), t(`jobs:enums.schedule.${job.schedule}`)],
  ];
  if (job.start_date || job.end_date) {
    facts.push([
      t("facts.season"),
      <>
        {job.start_date ? day(job.start_date) : t("facts.openStart")}
        {" – "}
        {job.end_date ? day(job.end_date) : t("facts.openEnd")}
      </>,
    ]);
  }
  if (closesOn) facts.push([t("facts.applyBy"), day(closesOn)]);
  facts.push(
    [t("facts.housing"), t(`jobs:enums.accommodation.${job.accommodation}`)],
    [t("facts.meals"), t(`jobs:enums.meals.${job.meals}`)],
    [t("facts.positions"), t("facts.positionsValue", { count: job.positions })],
  );
  if (job.languages.length) {
    facts.push([
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
  if (job.is_remote) facts.push([t("facts.remote"), t("facts.remoteValue")]);
  return (
    <dl className="job-facts">
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
  const text = amount.kind === "range" ? t("salary.range", amount) : t(`salary.${amount.kind}`, { amount: amount.amount });
  return <>{t("salary.withPeriod", { amount: text, period })}</>;
}
