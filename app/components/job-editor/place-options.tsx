import { areaNameEl, PLACE_REGIONS, PLACES, type Place } from "#contract/places";
import type { Locale } from "~/lib/i18n/config";

/** One region of the place select: its name and its places (id, name as the reader says it). */
export interface PlaceGroup {
  label: string;
  places: Array<[id: string, label: string]>;
}

/** A place's name as the reader says it: "Oia (Santorini)", "Οία (Σαντορίνη)"; a town that is its own area once. */
export function placeLabel(place: Place, locale: Locale): string {
  const [name, area] = locale === "gr" ? [place.nameEl, areaNameEl(place.area)] : [place.name, place.area];
  return name === area ? name : `${name} (${area})`;
}

/**
 * The gazetteer as the job editor's place select lists it, in the reader's language (docs/forms.md#long-option-lists):
 * the server writes it into the document as HTML (place-options.server.ts); the browser needs it only when it renders
 * the select itself (a page reached without a document load), and then loads this module lazily.
 */
export function placeGroups(locale: Locale): PlaceGroup[] {
  return PLACE_REGIONS.map((region) => ({
    label: locale === "gr" ? region.nameEl : region.name,
    places: PLACES.filter((place) => place.region === region.id).map((place): [string, string] => [
      place.id,
      placeLabel(place, locale),
    ]),
  }));
}

/** The select's regions and places as React renders them in the browser (./PlaceSelect.tsx, lazily). */
export default function PlaceOptions({ locale }: { locale: Locale }) {
  return (
    <>
      {placeGroups(locale).map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.places.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
