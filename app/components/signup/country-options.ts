import { COUNTRY_CODES } from "#contract/countries";
import { htmlLang, type Locale } from "~/lib/i18n/config";

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every ISO country (contract/countries.ts), named and sorted in the visitor's language by Intl, so no country
 * name is translated by hand. Computed by the loader, not in the component: the server's and the browser's ICU
 * name some countries differently ("Turkey"/"Türkiye"), and a mismatch would make React re-render the form on
 * hydration and drop what the visitor had already typed.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  const lang = htmlLang(locale);
  const names = new Intl.DisplayNames([lang], { type: "region" });
  const collator = new Intl.Collator(lang);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
