import type { InputHTMLAttributes, ReactNode } from "react";
import { ErrorList, Hint, describedBy } from "./Field";

/**
 * The choosing members of the Field family: one checkbox, a group of radios or checkboxes, and a plain fieldset.
 * They wire hint, errors and ARIA as ./Field.tsx does: the group's `<fieldset>` is described by its hint and
 * errors, each control inside is marked invalid with it.
 */
type InputProps = InputHTMLAttributes<HTMLInputElement> & { id: string };

/** A checkbox with its label after it (a yes/no question, the terms). */
export function CheckboxField({
  label,
  inputProps,
  errors,
  hint,
  className,
}: {
  label: ReactNode;
  inputProps: InputProps;
  errors?: readonly string[];
  hint?: string;
  className?: string;
}) {
  const { aria, errorId, hintId } = describedBy(inputProps.id, hint, errors);
  return (
    <div className={className ? `choice ${className}` : "choice"}>
      <div className="choice__row">
        <input type="checkbox" {...inputProps} {...aria} />
        <label htmlFor={inputProps.id}>{label}</label>
      </div>
      <Hint id={hintId} text={hint} />
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
}

/**
 * Radios (one of) or checkboxes (any of) under one legend. `inputProps(value)` gives each control its name,
 * checked state and the like (conform's `getInputProps(field, { type, value })`, or plain props); conform's
 * `pattern`, which HTML forbids on radios and checkboxes, is dropped.
 */
export function ChoiceGroup({
  id,
  type,
  legend,
  options,
  inputProps,
  errors,
  hint,
  className,
}: {
  id: string;
  type: "radio" | "checkbox";
  legend: ReactNode;
  options: readonly ChoiceOption[];
  inputProps: (value: string) => InputHTMLAttributes<HTMLInputElement>;
  errors?: readonly string[];
  hint?: string;
  className?: string;
}) {
  const { aria, errorId, hintId } = describedBy(id, hint, errors);
  return (
    <fieldset
      className={className ? `choice-group ${className}` : "choice-group"}
      aria-describedby={aria["aria-describedby"]}
    >
      <legend>{legend}</legend>
      <Hint id={hintId} text={hint} />
      <ul className="choice-group__options">
        {options.map((option) => {
          // The label wraps its control: no id to invent per option, and the whole row is the tap target.
          const { pattern: _pattern, id: _id, ...props } = inputProps(option.value);
          return (
            <li key={option.value}>
              <label className="choice__row">
                <input type={type} value={option.value} {...props} aria-invalid={aria["aria-invalid"]} />
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

/** A titled group of fields (a section of a long form), with the group's own hint and errors. */
export function FieldSet({
  id,
  legend,
  hint,
  errors,
  className,
  children,
}: {
  id: string;
  legend: ReactNode;
  hint?: string;
  errors?: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  const { aria, errorId, hintId } = describedBy(id, hint, errors);
  return (
    <fieldset
      id={id}
      className={className ? `form-section ${className}` : "form-section"}
      aria-describedby={aria["aria-describedby"]}
    >
      <legend>{legend}</legend>
      <Hint id={hintId} text={hint} />
      {children}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
