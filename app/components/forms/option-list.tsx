/**
 * A select's options as its loader sends them (docs/forms.md#the-form-kit): one string, `value|label` pairs joined
 * with `~`. A long list (the countries, the languages) as an array of objects would be encoded in the
 * hydration data as references per item, which compress poorly; one string compresses with the `<option>`s
 * the document already holds.
 */
export type OptionList = string;

const FIELD = "|";
const ITEM = "~";

/** Joins [value, label] pairs; a value or label holding a separator is a programming error. */
export function joinOptions(options: ReadonlyArray<readonly [value: string, label: string]>): OptionList {
  return options
    .map(([value, label]) => {
      if (`${value}${label}`.includes(FIELD) || `${value}${label}`.includes(ITEM))
        throw new Error(`option "${value}" holds a separator`);
      return `${value}${FIELD}${label}`;
    })
    .join(ITEM);
}

/** The [value, label] pairs of a list. */
export function splitOptions(list: OptionList): Array<[value: string, label: string]> {
  if (list === "") return [];
  return list.split(ITEM).map((entry) => {
    const at = entry.indexOf(FIELD);
    return [entry.slice(0, at), entry.slice(at + 1)];
  });
}

/**
 * The `<option>`s of a list (the countries, the languages), named in the visitor's language by the loader. One
 * component in this module: a page with a select loads one small chunk for the list, not two.
 */
export function ListOptions({ list }: { list: OptionList }) {
  return splitOptions(list).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
