import type { Language } from "./enums";
import { foldPlaceName, knownPlaceName } from "./places";

/**
 * One line for a place, in the reader's language, each part once (docs/data.md#full-text-search): the texts in order,
 * most specific first, cut at their commas; a part the gazetteer knows in either language ("Ρόδος", "heraklion") is
 * named as the reader says it; a part already said (or contained in a part said) is left out; the country last.
 * "Ρόδος" + Rhodes + Rhodes + GR → "Rhodes, Greece" in English, "Ρόδος, Ελλάδα" in Greek. The web's loaders and
 * the API's mails call it; the browser never loads it (the gazetteer stays on the server).
 */
export function placeLine(
  texts: ReadonlyArray<string | null | undefined>,
  language: Language,
  country?: string | null,
): string {
  const countryNames = country
    ? [country, countryName(country, "en"), countryName(country, "gr")].map(foldPlaceName)
    : [];
  const parts: string[] = [];
  for (const text of texts) {
    for (const piece of (text ?? "").split(",")) {
      const part = piece.trim().replace(/\s+/g, " ");
      if (!part || countryNames.includes(foldPlaceName(part))) continue;
      const known = knownPlaceName(part);
      const name = known ? (language === "gr" ? known.nameEl : known.name) : part;
      if (!parts.some((said) => namesPlace(said, name))) parts.push(name);
    }
  }
  if (country) parts.push(countryName(country, language));
  return parts.join(", ");
}

/**
 * Whether `said` already names `part`: the same place, or its words run in `said` ("Agia Pelagia beach" ∋ "Agia
 * Pelagia").
 */
export function namesPlace(said: string, part: string): boolean {
  const known = knownPlaceName(part);
  if (known && knownPlaceName(said) === known) return true;
  return ` ${foldPlaceName(said)} `.includes(` ${foldPlaceName(part)} `);
}

/** A country's name in a product language ("Greece", "Ελλάδα"); the code itself for one Intl does not know. */
function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language === "gr" ? "el" : "en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
