/**
 * The server half of the form kit (docs/forms.md#the-form-kit): the zod schema a form is built from parses its
 * submission in the action and describes its HTML constraints in the loader. zod and conform's zod adapter stay
 * on the server; the browser gets the constraints as loader data (./schema-form.ts renders them).
 */
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { readFormData } from "./form-data.server";
import type { FormConstraint } from "./schema-form";

const formErrorMap: z.ZodErrorMap = (issue, ctx) => {
  // A message the schema chose (`required_error`, a check's own message) arrives as the default: it stays.
  if (ctx.defaultError !== z.defaultErrorMap(issue, ctx).message) return { message: ctx.defaultError };
  if (issue.code === z.ZodIssueCode.invalid_type && issue.received === "undefined")
    return { message: "common:form.required" };
  if (issue.code === z.ZodIssueCode.too_small && issue.type === "string" && issue.minimum === 1) {
    return { message: "common:form.required" };
  }
  if (issue.code === z.ZodIssueCode.too_big && issue.type === "string") return { message: "common:form.tooLong" };
  if (issue.code === z.ZodIssueCode.invalid_enum_value) return { message: "common:form.invalidChoice" };
  return { message: "common:form.invalid" };
};

/**
 * A rule of the contract names its code in the issue's `params.code` (contract/errors.ts `issueCode`): said as
 * `refusals:<code>`, it has the words the API's 400 for the same rule gets (app/lib/api/api-errors.server.ts), so
 * the form's check and the API's agree through the code, never through the text.
 */
function codedMessage(issue: z.ZodIssue): string {
  const code: unknown = issue.code === z.ZodIssueCode.custom ? issue.params?.code : undefined;
  return typeof code === "string" ? `refusals:${code}` : issue.message;
}

export interface ParseFormOptions {
  /**
   * A contract rule's issue as its code, `refusals:<code>` (`codedMessage`), instead of the rule's English
   * sentence; the page shows it with `errorText` and loads the `refusals` namespace. Forms move to it one by one
   * as their per-text tables go (issue 22).
   */
  codes?: boolean;
}

/** Parses a submission with the form's schema, in the words of COMMON_FORM_ERRORS; `reply()` is the action's answer. */
export function parseForm<Schema extends z.ZodTypeAny>(
  formData: FormData,
  schema: Schema,
  options: ParseFormOptions = {},
) {
  return parseWithZod(formData, {
    schema,
    errorMap: formErrorMap,
    formatError: (issues: z.ZodIssue[]) => issues.map((issue) => (options.codes ? codedMessage(issue) : issue.message)),
  });
}

/**
 * The one way an action reads its form (docs/forms.md#reading-a-submission): the body as `readFormData` bounds it
 * (a body that is not a form is a 400, a larger one a 413), parsed with the form's schema as `parseForm` does. A
 * form with several buttons names them `intent` and its schema is a `z.discriminatedUnion("intent", [...])`, so no
 * action reads a field by hand.
 */
export async function readSubmission<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  options: ParseFormOptions = {},
) {
  return parseForm(await readFormData(request), schema, options);
}

/**
 * The HTML constraints of a form's schema (required, minlength, maxlength, min, max, step, pattern, multiple), for
 * its loader to return: the server renders them and the browser hydrates with the same. Only what applies is
 * kept, so the loader data stays small: a choice's `pattern` (conform writes every value of an enum into one,
 * 250 country codes for a country) goes, because a choice is a select or radios, where HTML has no `pattern`.
 */
export function formConstraint(schema: z.ZodTypeAny): FormConstraint {
  const choices = new Set(choiceFields(schema));
  const constraint: FormConstraint = {};
  for (const [name, rules] of Object.entries(getZodConstraint(schema))) {
    const kept = Object.fromEntries(
      Object.entries(rules).filter(
        ([key, value]) => value !== false && value !== undefined && !(key === "pattern" && choices.has(name)),
      ),
    );
    if (Object.keys(kept).length) constraint[name] = kept;
  }
  return constraint;
}

/** The names (as conform writes them: `a.b`, `list[]`) of a schema's enum fields. */
function choiceFields(schema: z.ZodTypeAny, name = ""): string[] {
  if (schema instanceof z.ZodEnum || schema instanceof z.ZodNativeEnum) return name ? [name] : [];
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as z.ZodRawShape).flatMap(([key, field]) =>
      choiceFields(field, name ? `${name}.${key}` : key),
    );
  }
  if (schema instanceof z.ZodArray) return choiceFields(schema.element, `${name}[]`);
  if (schema instanceof z.ZodEffects) return choiceFields(schema.innerType(), name);
  if (schema instanceof z.ZodPipeline) return choiceFields(schema._def.out, name);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return choiceFields(schema.unwrap(), name);
  if (schema instanceof z.ZodDefault) return choiceFields(schema.removeDefault(), name);
  return [];
}
