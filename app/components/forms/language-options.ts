import { SPOKEN_LANGUAGE_CODES } from "#contract/languages";
import { htmlLang, type Locale } from "~/lib/i18n/config";

export interface LanguageOption {
  code: string;
  name: string;
}

/**
 * The languages of contract/languages.ts named and sorted in the reader's language by Intl, in the loader (as
 * countryOptions does, so the server's and the browser's ICU never disagree during hydration).
 */
export function languageOptions(locale: Locale): LanguageOption[] {
  const lang = htmlLang(locale);
  const names = new Intl.DisplayNames([lang], { type: "language" });
  const collator = new Intl.Collator(lang);
  return SPOKEN_LANGUAGE_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** The name of any language code in the reader's language (a stored code may be outside the offered list). */
export function languageName(locale: Locale, code: string): string {
  return new Intl.DisplayNames([htmlLang(locale)], { type: "language" }).of(code) ?? code;
}
