import { htmlLang, type Locale } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";

/** A calendar day of a job (start, end, apply by): "1 June 2026" / "1 Ιουνίου 2026". */
export function jobDay(value: string, locale: Locale): string {
  return formatDate(value, locale);
}

/** When a job was posted (a timestamp), as the day it was in Greece. */
export function postedDay(timestamp: string, locale: Locale): string {
  return formatDate(timestamp, locale, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Athens" });
}

/** One Intl.DisplayNames per language (making one costs more than asking it: a list of 50 applicants asks ~100). */
const displayNames = new Map<Locale, Intl.DisplayNames>();

/** A language's name in the page's language, capitalised as a label ("Αγγλικά", not "αγγλικά"). */
export function languageName(code: string, locale: Locale): string {
  let name = code;
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([htmlLang(locale)], { type: "language" });
      displayNames.set(locale, names);
    }
    name = names.of(code) ?? code;
  } catch {
    // An invalid code from a remote API: show it as it is.
  }
  return name.charAt(0).toLocaleUpperCase(htmlLang(locale)) + name.slice(1);
}

/** A country's name in the page's language. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([htmlLang(locale)], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
