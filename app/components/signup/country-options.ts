import { COUNTRY_CODES } from "#contract/countries";
import { joinOptions, type OptionList } from "~/components/forms/option-list";
import { htmlLang, type Locale } from "~/lib/i18n/config";

/**
 * Every ISO country (contract/countries.ts), named and sorted in the visitor's language by Intl, so no country
 * name is translated by hand. Computed by the loader, not in the component: the server's and the browser's ICU
 * name some countries differently ("Turkey"/"Türkiye"), and a mismatch would make React re-render the form on
 * hydration and drop what the visitor had already typed. One string (~/components/forms/option-list.tsx): it
 * compresses with the options the document holds.
 */
export function countryOptions(locale: Locale): OptionList {
  const lang = htmlLang(locale);
  const names = new Intl.DisplayNames([lang], { type: "region" });
  const collator = new Intl.Collator(lang);
  const countries = COUNTRY_CODES.map((code): [string, string] => [code, names.of(code) ?? code]);
  return joinOptions(countries.sort((a, b) => collator.compare(a[1], b[1])));
}
