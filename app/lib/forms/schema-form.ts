/**
 * One way to set up a form (style.md "One schema per form, used twice"; docs/forms.md#the-form-kit): the zod schema
 * parses the submission in the action (./schema-form.server.ts `parseForm`) and gives the form its HTML
 * constraints through the loader (`formConstraint`). The browser gets no zod and no form library: this hook
 * renders the constraints (required, maxlength, min, max: the control's semantics, and maxlength holds while
 * typing), the entered values and the action's errors (`lastResult`, shown without a reload when the form posts
 * with JavaScript). The form is `noValidate`, as conform's was: the server's messages, in the user's language,
 * are the ones shown, with or without JavaScript, rather than the browser's in the browser's language.
 */
import type { SubmissionResult } from "@conform-to/react";
import {
  useEffect,
  useRef,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import type { z } from "zod";

export type { SubmissionResult };
// The words of errors live in ./error-text.ts (small: every form's fields import it, pages without a form too).
export { COMMON_FORM_ERRORS, errorText, refusalKey, ruleIssue } from "./error-text";

/** One field's HTML constraints; a list's items are named `list[].field`. */
export interface FieldConstraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  pattern?: string;
  multiple?: boolean;
}

/** A form's constraints by field name, from `formConstraint(schema)` in the loader. */
export type FormConstraint = Record<string, FieldConstraint>;

/** A value as a form holds it: text, lists and groups of text. */
export type FormValue<Value> = Value extends string | number | boolean | bigint | Date | null | undefined
  ? string
  : Value extends ReadonlyArray<infer Item>
    ? Array<FormValue<Item> | undefined>
    : Value extends Record<string, unknown>
      ? { [Key in keyof Value]?: FormValue<Value[Key]> }
      : unknown;

/** What a form starts with: any part of the schema's input, as values or as text. */
export type DefaultValue<Value> = Value extends string | number | boolean | bigint | Date | null | undefined
  ? Value | string | null | undefined
  : Value extends ReadonlyArray<infer Item>
    ? Array<DefaultValue<Item>> | null | undefined
    : Value extends Record<string, unknown>
      ? { [Key in keyof Value]?: DefaultValue<Value[Key]> } | null | undefined
      : unknown;

export interface FieldMetadata<Value = unknown> extends FieldConstraint {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  /** The value the control starts with: the one just submitted when the action answered, else the default. */
  initialValue: FormValue<Value> | undefined;
  errors: string[] | undefined;
  valid: boolean;
}

export interface FormMetadata {
  id: string;
  errorId: string;
  /** `errorId` while the form has errors of its own: the form's `aria-describedby` and its ErrorList's id. */
  errorsId: string | undefined;
  /** Errors of the whole form (the action's `formErrors`). */
  errors: string[] | undefined;
  /** Every error by field name (`languages[0].level`), the form's own under "". */
  allErrors: Record<string, string[]>;
  /** Always: the server checks (see above). */
  noValidate: true;
}

type Fields<Input> = { [Name in keyof Input]-?: FieldMetadata<Input[Name]> };

/** `list[0].field` → `list[].field`, as constraints name a list's items. */
const constraintName = (name: string) => name.replace(/\[\d+\]/g, "[]");

function valueAt(value: unknown, name: string): unknown {
  let current = value;
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key ?? index ?? ""];
  }
  return current;
}

/** A default as the form holds it, as conform serialised it: text; `true` is a checked box ("on"). */
function asFormValue(value: unknown): unknown {
  if (value === null || value === undefined || value === false) return undefined;
  if (value === true) return "on";
  if (Array.isArray(value)) return value.map(asFormValue);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asFormValue(item)]));
  return String(value);
}

export function useSchemaForm<Schema extends z.ZodTypeAny>(options: {
  id: string;
  /** `formConstraint(schema)` from the loader. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<z.input<Schema>>;
}): [FormMetadata, Fields<z.input<Schema>>] {
  const { id, constraint, lastResult } = options;
  // A new id is a new form (an add form after its item was added): its controls go back to their defaults.
  const shownId = useRef(id);
  useEffect(() => {
    if (shownId.current === id) return;
    shownId.current = id;
    const element = document.getElementById(id);
    if (element instanceof HTMLFormElement) element.reset();
  }, [id]);
  const values = lastResult?.initialValue ?? asFormValue(options.defaultValue) ?? {};
  const allErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(lastResult?.error ?? {}))
    if (messages?.length) allErrors[name] = messages;
  const field = (name: string): FieldMetadata => {
    const fieldId = `${id}-${name.replace(/[^\w-]/g, "_")}`;
    const errors = allErrors[name];
    return {
      ...constraint[constraintName(name)],
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      initialValue: valueAt(values, name) as FormValue<unknown>,
      errors,
      valid: !Object.keys(allErrors).some(
        (key) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`),
      ),
    };
  };
  const fields = new Proxy({} as Fields<z.input<Schema>>, {
    get: (_, name) => (typeof name === "string" ? field(name) : undefined),
  });
  const errorId = `${id}-error`;
  const errors = allErrors[""];
  const form: FormMetadata = {
    id,
    errorId,
    errorsId: errors?.length ? errorId : undefined,
    errors,
    allErrors,
    noValidate: true,
  };
  return [form, fields];
}

/**
 * The `<Form>`'s own props: its id, `noValidate` (the server checks and answers in the user's words), and while it
 * has errors of its own, `aria-describedby` naming them (its ErrorList takes `id={form.errorsId}`).
 */
export function getFormProps(form: FormMetadata) {
  return { id: form.id, noValidate: form.noValidate, "aria-describedby": form.errorsId };
}

type ControlOptions = { ariaDescribedBy?: string };

type ControlProps = {
  id: string;
  name: string;
  form: string;
  required?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

function controlProps(field: FieldMetadata, options: ControlOptions): ControlProps {
  const invalid = field.errors !== undefined;
  const describedBy = invalid ? `${field.errorId} ${options.ariaDescribedBy ?? ""}`.trim() : options.ariaDescribedBy;
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy,
  };
}

/** Without the attributes that do not apply: spread before a control's own props, they must not unset them. */
function defined<Props extends object>(props: Props): Props {
  const record = props as Record<string, unknown>;
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return props;
}

/**
 * An `<input>`'s props: name, id, constraints and its starting value (`defaultValue`, or `defaultChecked` for a
 * checkbox or radio with `value`); `value: false` leaves the value out (a password).
 */
export function getInputProps(
  field: FieldMetadata,
  options: ControlOptions & { type: string; value?: string | false },
) {
  const props: ControlProps & InputHTMLAttributes<HTMLInputElement> = {
    ...controlProps(field, options),
    type: options.type,
    minLength: field.minLength,
    maxLength: field.maxLength,
    min: field.min,
    max: field.max,
    step: field.step,
    pattern: field.pattern,
    multiple: field.multiple,
  };
  if (options.value !== false) {
    if (options.type === "checkbox" || options.type === "radio") {
      props.value = typeof options.value === "string" ? options.value : "on";
      const value = props.value;
      props.defaultChecked = Array.isArray(field.initialValue)
        ? field.initialValue.includes(value)
        : field.initialValue === value;
    } else if (options.type !== "file") {
      // Always a default, "" when none: React leaves a control's last default in place when the prop goes away,
      // and a form given a new id resets to its defaults.
      props.defaultValue = typeof field.initialValue === "string" ? field.initialValue : "";
    }
  }
  return defined(props);
}

export function getSelectProps(field: FieldMetadata, options: ControlOptions & { value?: false } = {}) {
  const props: ControlProps & SelectHTMLAttributes<HTMLSelectElement> = {
    ...controlProps(field, options),
    multiple: field.multiple,
  };
  if (options.value !== false) {
    const initial = field.initialValue;
    props.defaultValue = Array.isArray(initial)
      ? initial.map((item) => String(item ?? ""))
      : (initial?.toString() ?? (field.multiple ? [] : ""));
  }
  return defined(props);
}

export function getTextareaProps(field: FieldMetadata, options: ControlOptions & { value?: false } = {}) {
  const props: ControlProps & TextareaHTMLAttributes<HTMLTextAreaElement> = {
    ...controlProps(field, options),
    minLength: field.minLength,
    maxLength: field.maxLength,
  };
  if (options.value !== false) props.defaultValue = field.initialValue?.toString() ?? "";
  return defined(props);
}
