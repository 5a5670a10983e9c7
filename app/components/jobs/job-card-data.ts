/**
 * What a job card shows, cut from the API's list item in the loader: list data is sent twice (HTML and
 * hydration data, design section 10), so nothing the card does not show goes to the browser.
 */
import type { JobListItem } from "#contract/jobs";
import type { Locale } from "~/lib/i18n/config";
import { formatMoney } from "~/lib/i18n/format";
import { pick } from "~/lib/pick";

const CARD_FIELDS = [
  "id",
  "title",
  "location",
  "is_remote",
  "employment_type",
  "salary_min",
  "salary_max",
  "salary_currency",
  "salary_period",
  "accommodation",
  "meals",
  "start_date",
] as const satisfies readonly (keyof JobListItem)[];

export type JobCardData = Pick<JobListItem, (typeof CARD_FIELDS)[number]> & { company: string };

export function toJobCard(job: JobListItem): JobCardData {
  return { ...pick(job, CARD_FIELDS), company: job.company.name };
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
