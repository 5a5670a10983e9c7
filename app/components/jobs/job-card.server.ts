import type { JobListItem } from "#contract/jobs";
import type { Locale } from "~/lib/i18n/config";
import { pick } from "~/lib/pick";
import { shortPlace } from "~/lib/place-line.server";
import { CARD_FIELDS, type JobCardData } from "./job-card-data";

/** A list item cut to what its card shows, its place said once in the reader's language (loaders only). */
export function toJobCard(job: JobListItem, locale: Locale, applied?: ReadonlySet<number> | null): JobCardData {
  const card: JobCardData = { ...pick(job, CARD_FIELDS), company: job.company.name, place: shortPlace(job, locale) };
  if (applied?.has(job.id)) card.applied = true;
  return card;
}
