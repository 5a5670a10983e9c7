/**
 * The job editor's small map (docs/jobs.md#posting-and-editing): one pin on the job's place, moved by dragging it, by
 * tapping the map, or with the arrow keys once it has focus. Imported lazily and rendered only after hydration, so
 * Leaflet stays in this chunk (as app/components/map/JobMap.tsx on the map page).
 */
import { divIcon, type Marker as LeafletMarker } from "leaflet";
import { useEffect, useMemo, useRef } from "react";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { OSM_MARK, osmAttribution } from "~/components/map/JobMap";
import { useTranslation } from "~/lib/i18n/react";

/** A fingertip: the pin is a tap target (44 px, as every control). */
const PIN_SIZE = 44;
const PLACE_ZOOM = 13;

export interface PinMapProps {
  position: { latitude: number; longitude: number };
  tileUrl: string;
  label: string;
  markerLabel: string;
  onMove: (latitude: number, longitude: number) => void;
}

export default function PinMap({ position, tileUrl, label, markerLabel, onMove }: PinMapProps) {
  const { t } = useTranslation("map");
  const icon = useMemo(() => divIcon({ className: "job-marker", html: "", iconSize: [PIN_SIZE, PIN_SIZE] }), []);
  const marker = useRef<LeafletMarker>(null);
  const center: [number, number] = [position.latitude, position.longitude];
  return (
    <MapContainer className="job-map pin-map" center={center} zoom={PLACE_ZOOM} minZoom={6} maxZoom={18}>
      <TileLayer url={tileUrl} attribution={osmAttribution(t("osmCredit", { osm: OSM_MARK }))} />
      <Marker
        ref={marker}
        position={center}
        icon={icon}
        draggable
        keyboard
        title={markerLabel}
        alt={markerLabel}
        eventHandlers={{
          dragend: () => {
            const moved = marker.current?.getLatLng();
            if (moved) onMove(moved.lat, moved.lng);
          },
        }}
      />
      <Follow position={center} label={label} onTap={onMove} />
    </MapContainer>
  );
}

/** Names the map, keeps the pin in view when the place changes, and moves the pin where the map is tapped. */
function Follow({
  position,
  label,
  onTap,
}: {
  position: [number, number];
  label: string;
  onTap: (lat: number, lng: number) => void;
}) {
  const map = useMap();
  useMapEvents({ click: (event) => onTap(event.latlng.lat, event.latlng.lng) });
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute("role", "region");
    container.setAttribute("aria-label", label);
    // The OpenStreetMap credit stays; Leaflet's own link is optional and would be one more tiny tap target.
    map.attributionControl.setPrefix(false);
  }, [map, label]);
  const [latitude, longitude] = position;
  useEffect(() => {
    if (!map.getBounds().contains([latitude, longitude])) map.setView([latitude, longitude], PLACE_ZOOM);
  }, [map, latitude, longitude]);
  return null;
}
