import type { CountryOption } from "~/components/signup/country-options";

/** The `<option>`s of a country select, named in the visitor's language by the loader (countryOptions). */
export function CountryOptions({ countries }: { countries: readonly CountryOption[] }) {
  return countries.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
