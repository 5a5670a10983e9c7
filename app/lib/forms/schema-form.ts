/**
 * One way to set up a form (style.md "One schema per form, used twice"): conform with the zod schema the action
 * parses, so the browser's own validation works before JavaScript loads (`constraint`), a field is checked when
 * it loses focus and again as it is corrected, and the action's reply (`lastResult`) shows the server's errors.
 */
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { z } from "zod";

/**
 * The words for the checks every contract field has (required, too long, not one of the options), as keys of the
 * `common` namespace: a schema derived from contract/ keeps the contract's rules and speaks the user's language.
 * A message a schema sets itself (a locale key, or the contract's own sentence) is kept.
 */
export const COMMON_FORM_ERRORS = [
  "common:form.required",
  "common:form.tooLong",
  "common:form.invalidChoice",
  "common:form.invalid",
] as const;

const formErrorMap: z.ZodErrorMap = (issue, ctx) => {
  // A message the schema chose (`required_error`, a check's own message) arrives as the default: it stays.
  if (ctx.defaultError !== z.defaultErrorMap(issue, ctx).message) return { message: ctx.defaultError };
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === "undefined") return { message: "common:form.required" };
  if (issue.code === z.ZodIssueCode.too_small && issue.type === "string" && issue.minimum === 1) {
    return { message: "common:form.required" };
  }
  if (issue.code === z.ZodIssueCode.too_big && issue.type === "string") return { message: "common:form.tooLong" };
  if (issue.code === z.ZodIssueCode.invalid_enum_value) return { message: "common:form.invalidChoice" };
  return { message: "common:form.invalid" };
};

/** Parses a submission as the form's hook does, in the browser and in the action alike. */
export function parseForm<Schema extends z.ZodTypeAny>(formData: FormData, schema: Schema) {
  return parseWithZod(formData, { schema, errorMap: formErrorMap });
}

export function useSchemaForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    /** When a field is first checked: when it loses focus (the default), or only on submit (a long text). */
    validate?: "onBlur" | "onSubmit";
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: options.validate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
}

/**
 * Form schemas give locale keys as messages ("errors.phoneRequired"); the API's own words arrive as they are.
 * This translates the keys it knows and leaves anything else alone (API text may hold ":" or ".", which a
 * translation function would read as a namespace or a nested key).
 */
export function errorText(t: (key: never, options?: never) => string, keys: readonly string[], values?: Record<string, string>) {
  const translate = t as (key: string, options?: Record<string, string>) => string;
  const known = (message: string) => keys.includes(message) || (COMMON_FORM_ERRORS as readonly string[]).includes(message);
  return (messages: readonly string[] | undefined): string[] | undefined =>
    messages?.map((message) => (known(message) ? translate(message, values) : message));
}
