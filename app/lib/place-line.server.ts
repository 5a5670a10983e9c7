import { foldPlaceName, knownPlaceName } from "#contract/places";
import type { Locale } from "~/lib/i18n/config";
import { countryName } from "~/components/job/job-format";

/**
 * One line for a place, in the reader's language, each part once (docs/decisions/183): the texts in order, most
 * specific first, cut at their commas; a part the gazetteer knows in either language ("Ρόδος", "heraklion") is
 * named as the reader says it; a part already said (or contained in a part said) is left out; the country last.
 * "Ρόδος" + Rhodes + Rhodes + GR → "Rhodes, Greece" in English, "Ρόδος, Ελλάδα" in Greek. Loaders call it, so the
 * gazetteer stays on the server.
 */
export function placeLine(texts: ReadonlyArray<string | null | undefined>, locale: Locale, country?: string | null): string {
  const countryNames = country ? [country, countryName(country, "en"), countryName(country, "gr")].map(foldPlaceName) : [];
  const parts: string[] = [];
  for (const text of texts) {
    for (const piece of (text ?? "").split(",")) {
      const part = piece.trim().replace(/\s+/g, " ");
      if (!part || countryNames.includes(foldPlaceName(part))) continue;
      const known = knownPlaceName(part);
      const name = known ? (locale === "gr" ? known.nameEl : known.name) : part;
      if (!parts.some((said) => names(said, name))) parts.push(name);
    }
  }
  if (country) parts.push(countryName(country, locale));
  return parts.join(", ");
}

type Located = { location?: string; city: string; area: string };

/** A job's place on its own page: its place text, town, island or area, and country. */
export function jobPlace(job: Required<Located> & { country: string }, locale: Locale): string {
  return placeLine([job.location, job.city, job.area], locale, job.country);
}

/** A job's or a company's place in a list or a heading, where every place is in Greece: without the country. */
export function shortPlace(place: Located, locale: Locale): string {
  return placeLine([place.location ?? "", place.city, place.area], locale);
}

/**
 * Where a worker lives. The profile form asks it once (`city`); profiles from before kept part of it in `location`
 * too ("Heraklion, Crete" and "Heraklion"): both are read, each part once.
 */
export function workerPlace(profile: { location: string; city: string; country: string }, locale: Locale): string {
  return placeLine([profile.location, profile.city], locale, profile.country || null);
}

/** The one answer the profile form shows for where the worker lives: what `workerPlace` reads, as they wrote it. */
export function livesInAnswer(profile: { location: string; city: string }): string {
  const parts: string[] = [];
  for (const piece of `${profile.location},${profile.city}`.split(",")) {
    const part = piece.trim().replace(/\s+/g, " ");
    if (part && !parts.some((said) => names(said, part))) parts.push(part);
  }
  return parts.join(", ");
}

/** Whether `said` already names `part`: the same name, or one of its words runs ("Agia Pelagia beach" ∋ "Agia Pelagia"). */
function names(said: string, part: string): boolean {
  const known = knownPlaceName(part);
  const saidKnown = knownPlaceName(said);
  if (known && saidKnown === known) return true;
  return ` ${foldPlaceName(said)} `.includes(` ${foldPlaceName(part)} `);
}
