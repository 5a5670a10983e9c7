/**
 * The Leaflet map of the jobs page. Imported lazily by app/routes/jobs.map/route.tsx and rendered only after
 * hydration, so Leaflet is in this page's own chunk and never runs on the server (docs/jobs.md#the-map).
 */
import { useEffect, useRef, useState } from "react";
import { MapContainer, TileLayer, ZoomControl, useMap, useMapEvents } from "react-leaflet";
import type { BoundingBox } from "#contract/job-filters";
import { useTranslation } from "~/lib/i18n/react";
import { JobMarkers } from "./JobMarkers";
import { boundingBoxOfView, initialView } from "./map-bounds";
import type { MapJob } from "./map-job";

export interface JobMapProps {
  jobs: MapJob[];
  /** MAP_TILE_URL: a Leaflet URL template. */
  tileUrl: string;
  /** The area the page was asked for (`bounding_box` in its URL), else the jobs decide. */
  box: BoundingBox | null;
  /** The visitor moved or zoomed: the area now in view, after they stopped for a moment. */
  onViewChange: (box: BoundingBox) => void;
}

export const MAX_ZOOM = 18;
/** Long enough that a drag or a run of zoom clicks asks once, short enough to feel immediate. */
const VIEW_DEBOUNCE_MS = 350;

export default function JobMap({ jobs, tileUrl, box, onViewChange }: JobMapProps) {
  const { t } = useTranslation("map");
  // The first view only: later job lists come from the view, and must not move it.
  const [bounds] = useState(() => initialView(jobs, box));
  return (
    <MapContainer
      className="job-map"
      bounds={bounds}
      boundsOptions={{ padding: [24, 24], maxZoom: 12 }}
      zoomControl={false}
      minZoom={2}
      maxZoom={MAX_ZOOM}
    >
      <TileLayer url={tileUrl} attribution={osmAttribution(t("osmCredit", { osm: OSM_MARK }))} />
      <ZoomControl zoomInTitle={t("zoomIn")} zoomOutTitle={t("zoomOut")} />
      <MapName label={t("mapLabel")} />
      <ViewWatcher onViewChange={onViewChange} />
      <JobMarkers jobs={jobs} />
    </MapContainer>
  );
}

/** Leaflet makes its container focusable (keyboard panning); this gives it a role and a name. */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
  }, [map, label]);
  return null;
}

/** Reports the view once the map has stood still for VIEW_DEBOUNCE_MS after a move or zoom. */
function ViewWatcher({ onViewChange }: { onViewChange: (box: BoundingBox) => void }) {
  const report = useRef(onViewChange);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => {
    report.current = onViewChange;
  }, [onViewChange]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const map = useMapEvents({
    moveend() {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const view = map.getBounds();
        report.current(
          boundingBoxOfView({
            west: view.getWest(),
            south: view.getSouth(),
            east: view.getEast(),
            north: view.getNorth(),
          }),
        );
      }, VIEW_DEBOUNCE_MS);
    },
  });
  return null;
}

/** Stands for the OpenStreetMap link in the translated credit ("{{osm}} contributors", "συντελεστές του {{osm}}"). */
export const OSM_MARK = "\u0000osm\u0000";

/** Leaflet writes attribution as HTML: the translated words are escaped, the link is ours. */
export function osmAttribution(credit: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const link = `<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>`;
  return `&copy; ${credit.split(OSM_MARK).map(escape).join(link)}`;
}
