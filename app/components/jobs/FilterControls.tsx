/** The filter form's grouped controls: checkbox groups for the multi-valued enums, a labelled select. */
import type { ReactNode } from "react";

/** A fieldset of checkboxes sending repeated `name=value` pairs, as `parseJobFilters` reads lists. */
export function CheckboxGroup<T extends string>({
  name,
  legend,
  options,
  checked,
  labelOf,
}: {
  name: string;
  legend: string;
  options: readonly T[];
  checked: readonly T[];
  labelOf: (value: T) => string;
}) {
  return (
    <fieldset className="filter-group">
      <legend>{legend}</legend>
      <ul className="filter-group__options">
        {options.map((value) => (
          <li key={value}>
            <label>
              <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} />{" "}
              {labelOf(value)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

export function SelectField({
  id,
  name,
  label,
  defaultValue,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={defaultValue}>
        {children}
      </select>
    </div>
  );
}
