/**
 * The job editor's pin (docs/jobs.md#posting-and-editing): the map and where the pin is, for the place chosen. Imported
 * lazily after hydration with PinMap, Leaflet's stylesheet and the gazetteer's coordinates, so none of them is
 * in the editor's first load; without JavaScript the job takes its place's coordinates.
 */
import "leaflet/dist/leaflet.css";
import "~/styles/map.css";
import { useEffect } from "react";
import { placeById } from "#contract/places";
import { useTranslation } from "~/lib/i18n/react";
import PinMap from "./PinMap";

export interface Pin {
  place: string;
  latitude: string;
  longitude: string;
}

export default function PinField({
  formId,
  chosen,
  pin,
  onPin,
  tileUrl,
}: {
  formId: string;
  /** The place chosen in the select. */
  chosen: string;
  /** The pin the hidden fields send. */
  pin: Pin;
  onPin: (pin: Pin) => void;
  tileUrl: string;
}) {
  const { t } = useTranslation("account");
  const place = placeById(chosen);
  const pinned = pin.place === chosen && pin.latitude !== "" && pin.longitude !== "";
  // Choosing another place puts the pin on it.
  useEffect(() => {
    if (place && pin.place !== chosen)
      onPin({ place: chosen, latitude: String(place.latitude), longitude: String(place.longitude) });
  }, [place, pin.place, chosen, onPin]);
  const coordinates = pinned ? { latitude: Number(pin.latitude), longitude: Number(pin.longitude) } : place;
  if (!coordinates) return null;
  return (
    <div className="pin-map-field">
      <p className="field-hint" id={`${formId}-pin-hint`}>
        {t("jobEditor.hints.pin")}
      </p>
      <PinMap
        position={coordinates}
        tileUrl={tileUrl}
        label={t("jobEditor.mapLabel")}
        markerLabel={t("jobEditor.pinLabel")}
        onMove={(latitude, longitude) =>
          onPin({ place: chosen, latitude: latitude.toFixed(5), longitude: longitude.toFixed(5) })
        }
      />
      <p className="field-hint" aria-live="polite" data-testid="pin-coordinates">
        {t("jobEditor.pinAt", {
          latitude: coordinates.latitude.toFixed(5),
          longitude: coordinates.longitude.toFixed(5),
        })}
      </p>
    </div>
  );
}
