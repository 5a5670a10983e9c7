import { areaNameEl, PLACE_REGIONS, PLACES, type Place } from "#contract/places";
import type { Locale } from "~/lib/i18n/config";
import { joinOptions, type OptionList } from "~/components/forms/option-list";

/** One region of the place select: its name and its places (id, name as the reader says it). */
export interface PlaceGroup {
  label: string;
  places: OptionList;
}

/** A place's name as the reader says it: "Oia (Santorini)", "Οία (Σαντορίνη)"; a town that is its own area once. */
export function placeLabel(place: Place, locale: Locale): string {
  const [name, area] = locale === "gr" ? [place.nameEl, areaNameEl(place.area)] : [place.name, place.area];
  return name === area ? name : `${name} (${area})`;
}

/**
 * The gazetteer as the job editor's place select needs it, in the reader's language only:
 * the loader sends it (one string per region, ~/components/forms/option-list.ts), so the page's script does not carry the whole gazetteer in both languages
 * (docs/decisions/169).
 */
export function placeGroups(locale: Locale): PlaceGroup[] {
  return PLACE_REGIONS.map((region) => ({
    label: locale === "gr" ? region.nameEl : region.name,
    places: joinOptions(PLACES.filter((place) => place.region === region.id).map((place) => [place.id, placeLabel(place, locale)])),
  }));
}
