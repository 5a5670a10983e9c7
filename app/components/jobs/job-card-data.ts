/**
 * What a job card shows, cut from the API's list item in the loader: list data is sent twice (HTML and
 * hydration data, design section 10), so nothing the card does not show goes to the browser.
 */
import type { JobListItem } from "#contract/jobs";
import type { FitFacts } from "#contract/profiles";
import type { JobFit } from "~/components/job/fit";

/** The pay fields: what `salaryAmount` (job-format.ts) and the pay period words read; cards and job pages show them alike. */
export const SALARY_FIELDS = [
  "salary_min",
  "salary_max",
  "salary_currency",
  "salary_period",
] as const satisfies readonly (keyof JobListItem)[];

export const CARD_FIELDS = [
  "id",
  "title",
  "is_remote",
  "employment_type",
  ...SALARY_FIELDS,
  "accommodation",
  "meals",
  "start_date",
  "end_date",
] as const satisfies readonly (keyof JobListItem)[];

/**
/**
 * `place` is the place line in the reader's language; `fit` only in the worker's area, and only when a badge holds
 * (the public list is the same for everyone and leaves it out). job-card.server.ts writes both.
 */
export type JobCardData = Pick<JobListItem, (typeof CARD_FIELDS)[number]> & {
  company: string;
  place: string;
  fit?: JobFit;
};

/**
 * What the worker's area knows of the reader, read once per page whatever the number of cards: the jobs they
 * applied to and their profile's availability and housing need (empty and null before they have a profile).
 */
export interface CardReader {
  applied: ReadonlySet<number>;
  profile: Pick<FitFacts, "availability" | "needs_accommodation">;
}
