/**
 * The jobs on the map as markers, clustered by screen distance at the current zoom (clustering.ts). A job's
 * marker opens its card; a cluster zooms in on its jobs, or, where they cannot be told apart (one place, or
 * the deepest zoom), lists them in a card. Markers are divIcons styled by app/styles/map.css: Leaflet's
 * default icon images do not survive bundling, and all sizes are set through the DOM, which the CSP allows.
 */
import { divIcon, point, type LeafletKeyboardEvent, type Map as LeafletMap, type PopupEvent } from "leaflet";
import { useMemo, useState } from "react";
import { Marker, Popup, useMap, useMapEvents } from "react-leaflet";
import { useTranslation } from "~/lib/i18n/react";
import { clusterByDistance, type Cluster } from "./clustering";
import { MapJobEntry } from "./MapJobEntry";
import type { MapJob } from "./map-job";

/** Markers closer than this many pixels merge: about a fingertip, so each marker can be tapped. */
const CLUSTER_RADIUS = 44;
const JOB_ICON_SIZE = 28;

export function JobMarkers({ jobs }: { jobs: MapJob[] }) {
  const { t } = useTranslation("map");
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  // The job whose card is open stays on the map when the jobs in view are reloaded (the card's own pan
  // to fit it on screen moves the map, and so reloads them).
  const [openJob, setOpenJob] = useState<MapJob | null>(null);
  useMapEvents({
    zoomend: () => setZoom(map.getZoom()),
    popupopen: (event) => labelPopup(event, t("closeCard")),
  });
  const shown = useMemo(
    () => (openJob && !jobs.some((job) => job.id === openJob.id) ? [...jobs, openJob] : jobs),
    [jobs, openJob],
  );
  const clusters = useMemo(() => clusterByDistance(shown, zoom, CLUSTER_RADIUS), [shown, zoom]);
  return (
    <>
      {clusters.map((cluster) =>
        cluster.items.length === 1 ? (
          <JobMarker
            key={`job-${cluster.items[0].id}`}
            job={cluster.items[0]}
            onOpen={setOpenJob}
            onClose={(job) => setOpenJob((open) => (open?.id === job.id ? null : open))}
          />
        ) : (
          <ClusterMarker key={`cluster-${cluster.items.map((job) => job.id).join("-")}`} cluster={cluster} map={map} />
        ),
      )}
    </>
  );
}

function JobMarker({
  job,
  onOpen,
  onClose,
}: {
  job: MapJob;
  onOpen: (job: MapJob) => void;
  onClose: (job: MapJob) => void;
}) {
  const icon = useMemo(
    () => divIcon({ className: "job-marker", html: "", iconSize: [JOB_ICON_SIZE, JOB_ICON_SIZE] }),
    [],
  );
  return (
    <Marker
      position={[job.latitude, job.longitude]}
      icon={icon}
      title={job.title}
      riseOnHover
      eventHandlers={{ popupopen: () => onOpen(job), popupclose: () => onClose(job) }}
    >
      <Popup>
        <MapJobEntry job={job} focusOnMount />
      </Popup>
    </Marker>
  );
}

function ClusterMarker({ cluster, map }: { cluster: Cluster<MapJob>; map: LeafletMap }) {
  const { t } = useTranslation("map");
  const count = cluster.items.length;
  const [[south, west], [north, east]] = cluster.bounds;
  // Jobs at one spot never part, however far one zooms: their card lists them instead.
  const onePlace = north - south < 1e-6 && east - west < 1e-6;
  const canZoomIn = !onePlace && map.getZoom() < map.getMaxZoom();
  const label = canZoomIn ? t("cluster", { count }) : t("clusterList", { count });
  const icon = useMemo(() => clusterIcon(count, label), [count, label]);
  const zoomIn = () => {
    const fitting = map.getBoundsZoom(cluster.bounds, false, point(CLUSTER_RADIUS * 2, CLUSTER_RADIUS * 2));
    const zoom = Math.min(map.getMaxZoom(), Math.max(map.getZoom() + 1, fitting));
    map.setView([cluster.latitude, cluster.longitude], zoom);
  };
  return (
    <Marker
      position={[cluster.latitude, cluster.longitude]}
      icon={icon}
      title={label}
      eventHandlers={
        canZoomIn
          ? {
              click: zoomIn,
              keypress: (event: LeafletKeyboardEvent) => {
                if (event.originalEvent.key === "Enter") zoomIn();
              },
            }
          : {}
      }
    >
      {canZoomIn ? null : (
        <Popup>
          <p className="map-cluster-card__title">{label}</p>
          <ul className="map-cluster-card">
            {cluster.items.map((job, index) => (
              <li key={job.id}>
                <MapJobEntry job={job} focusOnMount={index === 0} />
              </li>
            ))}
          </ul>
        </Popup>
      )}
    </Marker>
  );
}

/** The count as its face; the words for screen readers, hidden from sight. Built as nodes, never as HTML. */
function clusterIcon(count: number, label: string) {
  const face = document.createElement("span");
  const digits = document.createElement("span");
  digits.setAttribute("aria-hidden", "true");
  digits.textContent = String(count);
  const words = document.createElement("span");
  words.className = "map-sr-only";
  words.textContent = label;
  face.append(digits, words);
  const size = count < 10 ? 36 : count < 50 ? 44 : 52;
  return divIcon({ className: `job-cluster job-cluster--${size}`, html: face, iconSize: [size, size] });
}

/** Leaflet's close button says "Close popup" in English; ours says it in the page's language. */
function labelPopup(event: PopupEvent, closeLabel: string): void {
  event.popup.getElement()?.querySelector(".leaflet-popup-close-button")?.setAttribute("aria-label", closeLabel);
}
