import { namesPlace, placeLine } from "#contract/place-line";
import type { Locale } from "~/lib/i18n/config";

/**
 * The place lines of the web's pages (docs/data.md#full-text-search), written by loaders so the gazetteer stays on the
 * server; the rule itself is contract/place-line.ts, which the API's mails use too.
 */
export { placeLine };

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
    if (part && !parts.some((said) => namesPlace(said, part))) parts.push(part);
  }
  return parts.join(", ");
}
