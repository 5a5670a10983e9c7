import { useTranslation } from "~/lib/i18n/react";
import { MapJobEntry } from "~/components/map/MapJobEntry";
import type { MapJob } from "~/components/map/map-job";

/**
 * The jobs of the map as a list: all there is without JavaScript, and with it the same jobs as the markers,
 * for anyone who cannot use a map (docs/jobs.md#the-map).
 */
export function MapJobList({ jobs, firstAdded }: { jobs: MapJob[]; firstAdded: number | null }) {
  const { t } = useTranslation("map");
  if (jobs.length === 0) return <p className="map-page__empty">{t("empty")}</p>;
  return (
    <ol className="map-jobs">
      {jobs.map((job) => (
        <li key={job.id}>
          <MapJobEntry job={job} heading="h3" focusOnMount={job.id === firstAdded} />
        </li>
      ))}
    </ol>
  );
}
