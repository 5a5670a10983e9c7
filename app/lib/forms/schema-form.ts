/**
 * One way to set up a form (style.md "One schema per form, used twice"): conform with the zod schema the action
 * parses, so the browser's own validation works before JavaScript loads (`constraint`), a field is checked when
 * it loses focus and again as it is corrected, and the action's reply (`lastResult`) shows the server's errors.
 */
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

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
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

/**
 * Form schemas give locale keys as messages ("errors.phoneRequired"); the API's own words arrive as they are.
 * This translates the keys it knows and leaves anything else alone (API text may hold ":" or ".", which a
 * translation function would read as a namespace or a nested key).
 */
export function errorText(t: (key: never, options?: never) => string, keys: readonly string[], values?: Record<string, string>) {
  const translate = t as (key: string, options?: Record<string, string>) => string;
  return (messages: readonly string[] | undefined): string[] | undefined =>
    messages?.map((message) => (keys.includes(message) ? translate(message, values) : message));
}
