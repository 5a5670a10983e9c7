import type { JobListItem } from "#contract/jobs";
import { jobFit } from "~/components/job/fit";
import type { Locale } from "~/lib/i18n/config";
import { pick } from "~/lib/pick";
import { shortPlace } from "~/lib/place-line.server";
import { CARD_FIELDS, type CardReader, type JobCardData } from "~/components/jobs/job-card-data";

/**
 * A list item cut to what its card shows (loaders only): its place said once in the reader's language, and in the
 * worker's area (`reader`, card-reader.server.ts) the job page's own fit badges, worked out here from the rule in
 * components/job/fit.ts, not a second copy of it.
 */
export function toJobCard(job: JobListItem, locale: Locale, reader?: CardReader | null): JobCardData {
  const card: JobCardData = { ...pick(job, CARD_FIELDS), company: job.company.name, place: shortPlace(job, locale) };
  if (!reader) return card;
  const fit = jobFit({ ...job, has_applied: reader.applied.has(job.id) }, reader.profile);
  if (fit.applied || fit.season || fit.housing) card.fit = fit;
  return card;
}
