import { SPOKEN_LANGUAGE_CODES } from "#contract/languages";
import { htmlLang, type Locale } from "~/lib/i18n/config";
import { joinOptions, type OptionList } from "./option-list";

/** The languages of contract/languages.ts as [code, name] pairs, named and sorted in the reader's language by Intl. */
export function languagePairs(locale: Locale): Array<[code: string, name: string]> {
  const lang = htmlLang(locale);
  const names = new Intl.DisplayNames([lang], { type: "language" });
  const collator = new Intl.Collator(lang);
  const languages = SPOKEN_LANGUAGE_CODES.map((code): [string, string] => [code, names.of(code) ?? code]);
  return languages.sort((a, b) => collator.compare(a[1], b[1]));
}

/**
 * The languages named in the loader (as countryOptions does, so the server's and the browser's ICU never disagree
 * during hydration); one string (./option-list.tsx).
 */
export function languageOptions(locale: Locale): OptionList {
  return joinOptions(languagePairs(locale));
}
