/**
 * What a job card shows, cut from the API's list item in the loader: list data is sent twice (HTML and
 * hydration data, design section 10), so nothing the card does not show goes to the browser.
 */
import type { JobListItem } from "#contract/jobs";
import type { Locale } from "~/lib/i18n/config";
import { formatMoney } from "~/lib/i18n/format";

export type JobCardData = Pick<
  JobListItem,
  | "id"
  | "title"
  | "location"
  | "is_remote"
  | "employment_type"
  | "salary_min"
  | "salary_max"
  | "salary_currency"
  | "salary_period"
  | "accommodation"
  | "meals"
  | "start_date"
> & { company: string };

export function toJobCard(job: JobListItem): JobCardData {
  return {
    id: job.id,
    title: job.title,
    company: job.company.name,
    location: job.location,
    is_remote: job.is_remote,
    employment_type: job.employment_type,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    accommodation: job.accommodation,
    meals: job.meals,
    start_date: job.start_date,
  };
}

export function jobHref(id: number): string {
  return `/jobs/${id}/description`;
}

/** The pay as the card words it: a range, "from", "up to", or nothing when the job gives none. */
export type SalaryAmount =
  | { kind: "range"; amount: string }
  | { kind: "from"; amount: string }
  | { kind: "upTo"; amount: string };

export function salaryAmount(
  job: Pick<JobCardData, "salary_min" | "salary_max" | "salary_currency">,
  locale: Locale,
): SalaryAmount | null {
  const { salary_min: min, salary_max: max, salary_currency: currency } = job;
  const money = (value: number) => formatMoney(value, currency, locale);
  if (min !== null && max !== null) {
    return { kind: "range", amount: min === max ? money(min) : `${money(min)}–${money(max)}` };
  }
  if (min !== null) return { kind: "from", amount: money(min) };
  if (max !== null) return { kind: "upTo", amount: money(max) };
  return null;
}
