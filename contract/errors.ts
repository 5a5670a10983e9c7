/**
 * The error bodies of the API (design section 7, security.md "API contract safety"). The texts are the ones
 * Django REST Framework and SimpleJWT send, word for word, because the product's original backend spoke them
 * and the web app (and any client of that backend) keys on them.
 */
import { z } from "zod";
import { AUTH_ERROR_CODES, NON_FIELD_ERRORS } from "./error-details";
import type { CodedError, ErrorParams } from "./error-codes";

export { AUTH_ERROR_CODES, ERROR_DETAILS, errorDetail, NON_FIELD_ERRORS, type AuthErrorCode } from "./error-details";

const errorParamsSchema = z.record(z.union([z.string(), z.number()]));
/** One coded error (contract/error-codes.ts): what a client translates, instead of the text. */
export const codedErrorSchema = z.object({ code: z.string(), params: errorParamsSchema.optional() });
/** 400 with per-field messages: `{"title": ["Ensure this field has at least 3 characters."]}`. */
export const fieldErrorsSchema = z.record(z.array(z.string()));
/** The codes of a 400's field messages, field by field in the same order, under the body's `codes`. */
export const fieldErrorCodesSchema = z.record(z.array(codedErrorSchema));
/**
 * A 400 as it travels: the field messages, and `codes` beside them (no field of the contract is called `codes`;
 * a test holds every request schema to that).
 */
export const fieldErrorBodySchema = z.record(z.union([z.array(z.string()), fieldErrorCodesSchema]));
/** Every other 4xx/5xx: `{"detail": "Not found.", "code": "not_found"}`, with `params` where its text has some. */
export const detailErrorSchema = z.object({
  detail: z.string(),
  code: z.string().optional(),
  params: errorParamsSchema.optional(),
});
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
export const apiErrorBodySchema = z.union([authErrorSchema, detailErrorSchema, fieldErrorBodySchema]);

/** The key of a 400 body that holds its fields' codes. */
export const FIELD_CODES_KEY = "codes";

export type FieldErrors = z.infer<typeof fieldErrorsSchema>;
export type FieldErrorCodes = z.infer<typeof fieldErrorCodesSchema>;
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

/**
 * A failed parse as a 400 body: DRF's messages (`toFieldErrors`) and, under `codes`, each message's code and
 * parameters in the same order.
 */
export function toFieldErrorBody(error: z.ZodError): FieldErrors & { [FIELD_CODES_KEY]?: FieldErrorCodes } {
  const messages: FieldErrors = {};
  const codes: FieldErrorCodes = {};
  for (const issue of error.issues) {
    const key = issue.path.length === 0 ? NON_FIELD_ERRORS : issue.path.join(".");
    const texts = (messages[key] ??= []);
    if (texts.includes(issue.message)) continue;
    texts.push(issue.message);
    (codes[key] ??= []).push(issueCode(issue));
  }
  return { ...messages, [FIELD_CODES_KEY]: codes } as FieldErrors & { [FIELD_CODES_KEY]?: FieldErrorCodes };
}

/**
 * The code of one zod issue (contract/error-codes.ts `FIELD_ERRORS`): a rule of the contract names its own in
 * `params.code` (`ctx.addIssue({ code: "custom", message, params: { code: "salary_range" } })`), the rest
 * follows the issue's kind as `apiErrorMap` does for the texts.
 */
export function issueCode(issue: z.ZodIssue): CodedError {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      if (issue.expected === z.ZodParsedType.integer) return { code: "invalid_integer" };
      if (issue.received === z.ZodParsedType.undefined) return { code: "required" };
      if (issue.received === z.ZodParsedType.null) return { code: "null" };
      if (issue.received === z.ZodParsedType.nan) return { code: "invalid_number" };
      if (issue.expected === z.ZodParsedType.array) return { code: "invalid_list", params: { type: issue.received } };
      if (issue.expected === z.ZodParsedType.object)
        return { code: "invalid_object", params: { type: issue.received } };
      return { code: TYPE_CODES[issue.expected] ?? "invalid" };
    case z.ZodIssueCode.too_small: {
      const min = Number(issue.minimum);
      if (issue.type === "string") return min <= 1 ? { code: "blank" } : { code: "too_short", params: { min } };
      if (issue.type === "array" || issue.type === "set") {
        return min <= 1 ? { code: "empty_list" } : { code: "too_few", params: { min } };
      }
      return { code: "min_value", params: { min } };
    }
    case z.ZodIssueCode.too_big: {
      const max = Number(issue.maximum);
      if (issue.type === "string") return { code: "too_long", params: { max } };
      if (issue.type === "array" || issue.type === "set") return { code: "too_many", params: { max } };
      return { code: "max_value", params: { max } };
    }
    case z.ZodIssueCode.invalid_string:
      if (issue.validation === "email") return { code: "invalid_email" };
      if (issue.validation === "url") return { code: "invalid_url" };
      if (issue.validation === "uuid") return { code: "invalid_uuid" };
      return { code: "invalid" };
    case z.ZodIssueCode.invalid_enum_value:
    case z.ZodIssueCode.invalid_literal:
      return { code: "invalid_choice", params: { value: quoted(issue.received) } };
    case z.ZodIssueCode.invalid_date:
      return { code: "invalid_date" };
    case z.ZodIssueCode.custom:
      return customCode(issue.params);
    default:
      return { code: "invalid" };
  }
}

const TYPE_CODES: Partial<Record<z.ZodParsedType, string>> = {
  number: "invalid_number",
  bigint: "invalid_integer",
  boolean: "invalid_boolean",
  string: "invalid_string",
  date: "invalid_date",
};

/** A rule's own code and parameters (`params: { code, ...parameters }`), else the generic one. */
function customCode(params: Record<string, unknown> | undefined): CodedError {
  const { code, ...rest } = params ?? {};
  if (typeof code !== "string") return { code: "invalid" };
  const kept: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (typeof value === "string" || typeof value === "number") kept[name] = value;
  }
  return Object.keys(kept).length > 0 ? { code, params: kept as ErrorParams } : { code };
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
