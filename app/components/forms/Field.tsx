import { useErrorWords } from "./FormWords";
import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";

/**
 * The Field family (style.md: every form uses it): a labelled control with an optional hint and its error list.
 * The control gets `aria-invalid` when there are errors and `aria-describedby` pointing at the hint and the
 * errors, the same way for an input, a select and a textarea. Errors arrive as the form holds them (keys) and are
 * said in the words of the form's `FormWords` (./FormWords.tsx). Checkboxes, radio groups and fieldsets are in
 * ./Choice.tsx.
 */
export interface FieldParts {
  labelProps: LabelHTMLAttributes<HTMLLabelElement> & { children: ReactNode };
  errors?: readonly string[];
  /** A line under the control saying what is expected (a format, a rule). */
  hint?: string;
  /** Shown under the hint, above the errors (a text area's character count). */
  after?: ReactNode;
  className?: string;
}

export function Field({
  inputProps,
  ...parts
}: FieldParts & { inputProps: InputHTMLAttributes<HTMLInputElement> & { id: string } }) {
  return (
    <FieldFrame id={inputProps.id} {...parts}>
      {(aria) => <input {...inputProps} {...aria} />}
    </FieldFrame>
  );
}

export function SelectField({
  selectProps,
  children,
  ...parts
}: FieldParts & { selectProps: SelectHTMLAttributes<HTMLSelectElement> & { id: string }; children: ReactNode }) {
  return (
    <FieldFrame id={selectProps.id} {...parts}>
      {(aria) => (
        <select {...selectProps} {...aria}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextareaField({
  textareaProps,
  ...parts
}: FieldParts & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string } }) {
  return (
    <FieldFrame id={textareaProps.id} {...parts}>
      {(aria) => <textarea {...textareaProps} {...aria} />}
    </FieldFrame>
  );
}

/** What a control needs to point at its hint and errors; `describedBy(id, …)` is also used by ./Choice.tsx. */
export interface ControlAria {
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export function describedBy(id: string, hint: string | undefined, errors: readonly string[] | undefined) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const ids = [hintId, errorId].filter(Boolean).join(" ");
  // Only the attributes that apply: spread after a control's own props (conform's), they must not unset them.
  const aria: ControlAria = {
    ...(errorId ? { "aria-invalid": true as const } : {}),
    ...(ids ? { "aria-describedby": ids } : {}),
  };
  return { aria, errorId, hintId };
}

function FieldFrame({
  id,
  labelProps,
  errors,
  hint,
  after,
  className,
  children,
}: FieldParts & { id: string; children: (aria: ControlAria) => ReactNode }) {
  const { aria, errorId, hintId } = describedBy(id, hint, errors);
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id} {...labelProps} />
      {children(aria)}
      <Hint id={hintId} text={hint} />
      {after}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function Hint({ id, text }: { id?: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="field-hint">
      {text}
    </p>
  );
}

/** Messages for a field or for the whole form, in the words of the form's `FormWords`. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] }) {
  const words = useErrorWords(errors);
  if (!words?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {words.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}
