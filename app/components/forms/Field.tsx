import type { InputHTMLAttributes, LabelHTMLAttributes } from "react";

/**
 * A labelled input with its error list (style.md: every form uses it). The input gets `aria-invalid` and
 * `aria-describedby` pointing at the errors when there are any. Errors arrive translated.
 */
export function Field({
  labelProps,
  inputProps,
  errors,
  className,
}: {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: string };
  inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errors?: readonly string[];
  className?: string;
}) {
  const errorId = errors?.length ? `${inputProps.id}-error` : undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={inputProps.id} {...labelProps} />
      <input aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...inputProps} />
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
