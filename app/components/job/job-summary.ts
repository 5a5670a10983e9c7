import type { Job } from "#contract/jobs";
import { SALARY_FIELDS } from "~/components/jobs/job-card-data";
import { excerpt } from "~/lib/excerpt";
import { pick } from "~/lib/pick";

const SUMMARY_FIELDS = [
  "id",
  "title",
  "description",
  "location",
  "city",
  "area",
  "country",
  "latitude",
  "longitude",
  "is_remote",
  "employment_type",
  ...SALARY_FIELDS,
  "work_hours",
  "schedule",
  "start_date",
  "end_date",
  "apply_by",
  "positions",
  "accommodation",
  "meals",
  "languages",
  "is_closed",
  "created_at",
] as const satisfies readonly (keyof Job)[];

/**
 * What every tab of a job page shows (header, key facts, JSON-LD, the description tab): the job without the
 * requirements and benefits texts, which only their own tabs load, and without the owner's counts.
 */
export type JobSummary = Pick<Job, (typeof SUMMARY_FIELDS)[number]> & {
  company: Pick<Job["company"], "uuid" | "name" | "logo" | "logo_thumb">;
  /** The place line in the reader's language (`jobPlace`, lib/place-line.server.ts): the loader writes it. */
  place: string;
};

export function toJobSummary(job: Job, place: string): JobSummary {
  return { ...pick(job, SUMMARY_FIELDS), company: pick(job.company, ["uuid", "name", "logo", "logo_thumb"]), place };
}

/** The last day to apply: `apply_by`, else the start date (design section 7); null when neither is known. */
export function lastDayToApply(job: Pick<Job, "apply_by" | "start_date">): string | null {
  return job.apply_by ?? job.start_date;
}

/** The meta description: the description's first ~155 characters, cut at a word, whitespace collapsed. */
export function descriptionExcerpt(text: string, max = 155): string {
  return excerpt(text, max);
}
