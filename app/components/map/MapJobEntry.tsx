import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { jobHref, useJobsBase } from "~/lib/jobs-base";
import type { MapJob } from "./map-job";

/**
 * A job as the map shows it, in the list under the map and in a marker's card (a Leaflet popup): title (the link
 * to the job), company, place and employment type. `heading` makes the title a heading (the list); in a card it is
 * a plain line, and `focusOnMount` moves focus to its link, so a keyboard user lands in the card they opened.
 *
 * Not the job lists' JobCard (components/jobs/JobCard.tsx): that one shows pay, season, housing and meals and
 * stretches its link over the card, from data the map never loads (MapJob is only what a marker needs, design
 * section 10). What the two share is where they link (`jobHref` on the reader's side, ~/lib/jobs-base) and the
 * employment type's words (the jobs namespace's enums); this file stays in the map's lazily loaded code.
 */
export function MapJobEntry({ job, heading, focusOnMount }: { job: MapJob; heading?: "h3"; focusOnMount?: boolean }) {
  const { t } = useTranslation(["map", "jobs"]);
  const link = useRef<HTMLAnchorElement>(null);
  const base = useJobsBase();
  useEffect(() => {
    if (focusOnMount) link.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  const Title = heading ?? "p";
  return (
    <article className="map-job">
      <Title className="map-job__title">
        <Link ref={link} to={jobHref(job.id, base)}>
          {job.title}
        </Link>
      </Title>
      <p className="map-job__company">{job.company}</p>
      <p className="map-job__meta">
        <span>{job.place}</span>
        <span className="map-job__type">{t(`jobs:enums.employment_type.${job.employment_type}`)}</span>
      </p>
    </article>
  );
}
