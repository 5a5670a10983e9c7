import type { ReactNode } from "react";
import type { JobListItem } from "#contract/jobs";
import type { Locale } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";

/** One end of a job's season as it is said: a day (with its ISO date, for `<time>`) or "by arrangement". */
export type SeasonEnd = { text: string; dateTime: string | null };

type SeasonWords = (key: "season.openStart" | "season.openEnd") => string;

/**
 * A job's dates, as its cards and its page say them (issue 20): "1 June 2026 – 31 October 2026"; a job without an
 * end "1 June 2026 – end by arrangement", never a bare day that reads like the end; without a start "Start by
 * arrangement – 31 October 2026". Null for a job that names neither. `t` speaks the `jobs` namespace.
 */
export function jobSeason(
  job: Pick<JobListItem, "start_date" | "end_date">,
  locale: Locale,
  t: SeasonWords,
): [start: SeasonEnd, end: SeasonEnd] | null {
  if (!job.start_date && !job.end_date) return null;
  const end = (value: string | null, open: Parameters<SeasonWords>[0]): SeasonEnd =>
    value ? { text: formatDate(value, locale), dateTime: value } : { text: t(open), dateTime: null };
  return [end(job.start_date, "season.openStart"), end(job.end_date, "season.openEnd")];
}

/** The season of `jobSeason`, rendered (days as `<time>`), or null when the job names no dates. */
export function useJobSeason(job: Pick<JobListItem, "start_date" | "end_date">): ReactNode {
  const { t } = useTranslation("jobs");
  const season = jobSeason(job, useLocale(), t);
  if (!season) return null;
  const [start, end] = season.map((part) =>
    part.dateTime ? <time dateTime={part.dateTime}>{part.text}</time> : part.text,
  );
  return (
    <>
      {start} – {end}
    </>
  );
}
