import type { InputHTMLAttributes, LabelHTMLAttributes } from "react";

/**
 * A labelled input with an optional hint and its error list (style.md: every form uses it). The input gets
 * `aria-invalid` when there are errors and `aria-describedby` pointing at the hint and the errors. Errors
 * arrive translated.
 */
export function Field({
  labelProps,
  inputProps,
  errors,
  hint,
  className,
}: {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: string };
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: readonly string[];
  /** A line under the input saying what is expected (a format, a rule). */
  hint?: string;
  className?: string;
}) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined;
  const hintId = hint ? `${inputProps.id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={inputProps.id} {...labelProps} />
      <input aria-invalid={errorId ? true : undefined} aria-describedby={describedBy} {...inputProps} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {errorId ? <ErrorList id={errorId} errors={errors} /> : null}
    </div>
  );
}

/** Messages for a field or for the whole form. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
