import { splitOptions, type OptionList } from "./option-list";

/** The `<option>`s of a country select, named in the visitor's language by the loader (countryOptions). */
export function CountryOptions({ countries }: { countries: OptionList }) {
  return splitOptions(countries).map(([code, name]) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
