/**
 * The error bodies of the API (design section 7, security.md "API contract safety"). The texts are the ones
 * Django REST Framework and SimpleJWT send, word for word, because the product's original backend spoke them
 * and the web app (and any client of that backend) keys on them.
 */
import { z } from "zod";
import { AUTH_ERROR_CODES, NON_FIELD_ERRORS } from "./error-details";

export { AUTH_ERROR_CODES, ERROR_DETAILS, errorDetail, NON_FIELD_ERRORS, type AuthErrorCode } from "./error-details";

/** 400 with per-field messages: `{"title": ["Ensure this field has at least 3 characters."]}`. */
export const fieldErrorsSchema = z.record(z.array(z.string()));
/** Every other 4xx/5xx: `{"detail": "Not found."}`. */
export const detailErrorSchema = z.object({ detail: z.string() });
/** SimpleJWT's per-token explanation inside a 401 `token_not_valid` body. */
export const tokenErrorMessageSchema = z.object({
  token_class: z.string(),
  token_type: z.string(),
  message: z.string(),
});
/** 401: `{"detail", "code", "messages"?}`. */
export const authErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(AUTH_ERROR_CODES),
  messages: z.array(tokenErrorMessageSchema).optional(),
});
export const apiErrorBodySchema = z.union([authErrorSchema, detailErrorSchema, fieldErrorsSchema]);

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export type DetailError = z.infer<typeof detailErrorSchema>;
export type AuthError = z.infer<typeof authErrorSchema>;
export type TokenErrorMessage = z.infer<typeof tokenErrorMessageSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * Turns a failed parse into DRF's field-error shape: nested paths joined with '.', errors of the payload
 * itself under `non_field_errors`, each message once.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? NON_FIELD_ERRORS : issue.path.join(".");
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Echoed user input is cut short: an error body must not grow with the request. */
function quoted(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 50 ? `${text.slice(0, 50)}…` : text;
}

const DRF_TYPE_MESSAGES: Partial<Record<z.ZodParsedType, string>> = {
  number: "A valid number is required.",
  bigint: "A valid integer is required.",
  boolean: "Must be a valid boolean.",
  string: "Not a valid string.",
  date: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
};

/**
 * Zod's issues in DRF's words. Passed per parse (`schema.safeParse(data, { errorMap: apiErrorMap })`), never
 * installed globally: the web app shares this process and keeps its own messages. A `message` given in a
 * schema always wins over this map.
 */
export const apiErrorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.expected === z.ZodParsedType.integer) return { message: "A valid integer is required." };
      if (issue.received === z.ZodParsedType.undefined) return { message: "This field is required." };
      if (issue.received === z.ZodParsedType.null) return { message: "This field may not be null." };
      if (issue.received === z.ZodParsedType.nan) return { message: "A valid number is required." };
      if (issue.expected === z.ZodParsedType.array) {
        return { message: `Expected a list of items but got type "${issue.received}".` };
      }
      if (issue.expected === z.ZodParsedType.object) {
        return { message: `Invalid data. Expected a dictionary, but got ${issue.received}.` };
      }
      return { message: DRF_TYPE_MESSAGES[issue.expected] ?? "Invalid value." };
    case z.ZodIssueCode.too_small:
      // DRF calls an empty string "blank" whatever the minimum length is.
      if (issue.type === "string" && ctx.data === "") return { message: "This field may not be blank." };
      return { message: tooSmallMessage(issue) };
    case z.ZodIssueCode.too_big:
      return { message: tooBigMessage(issue) };
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === "email") return { message: "Enter a valid email address." };
      if (issue.validation === "url") return { message: "Enter a valid URL." };
      if (issue.validation === "uuid") return { message: "Must be a valid UUID." };
      return { message: "Enter a valid value." };
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
      return { message: `"${quoted(issue.received)}" is not a valid choice.` };
    case z.ZodIssueCode.not_multiple_of:
      return { message: `Ensure this value is a multiple of ${String(issue.multipleOf)}.` };
    case z.ZodIssueCode.invalid_date:
      return { message: DRF_TYPE_MESSAGES.date ?? ctx.defaultError };
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.invalid_union_discriminator:
    case z.ZodIssueCode.custom:
      return { message: "Invalid value." };
    default:
      return { message: ctx.defaultError };
  }
};

function tooSmallMessage(issue: z.ZodTooSmallIssue): string {
  const minimum = Number(issue.minimum);
  if (issue.type === "string") {
    return minimum <= 1 ? "This field may not be blank." : `Ensure this field has at least ${minimum} characters.`;
  }
  if (issue.type === "array" || issue.type === "set") {
    return minimum <= 1 ? "This list may not be empty." : `Ensure this field has at least ${minimum} elements.`;
  }
  return issue.inclusive
    ? `Ensure this value is greater than or equal to ${minimum}.`
    : `Ensure this value is greater than ${minimum}.`;
}

function tooBigMessage(issue: z.ZodTooBigIssue): string {
  const maximum = Number(issue.maximum);
  if (issue.type === "string") return `Ensure this field has no more than ${maximum} characters.`;
  if (issue.type === "array" || issue.type === "set") return `Ensure this field has no more than ${maximum} elements.`;
  return issue.inclusive
    ? `Ensure this value is less than or equal to ${maximum}.`
    : `Ensure this value is less than ${maximum}.`;
}
