import type { SelectHTMLAttributes } from "react";
import { ErrorList } from "~/components/forms/Field";
import type { CountryOption } from "./country-options";

/** The country select of the sign-up form; its options come from the loader (./country-options.ts). */
export function CountrySelect({
  label,
  options,
  selectProps,
  errors,
}: {
  label: string;
  options: readonly CountryOption[];
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string };
  errors?: readonly string[];
}) {
  const errorId = errors?.length ? `${selectProps.id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectProps.id}>{label}</label>
      <select aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...selectProps}>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
