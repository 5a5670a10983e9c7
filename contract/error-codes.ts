/**
 * Every error the API can give, by a stable code (docs/errors.md). An error body carries the code and its
 * parameters beside DRF's English text:
 *
 *   403 {"detail": "Your Free plan allows 1 active job ...", "code": "plan_limit", "params": {"plan": "Free", "limit": 1}}
 *   400 {"salary_max": ["The maximum salary must be ..."], "codes": {"salary_max": [{"code": "salary_range"}]}}
 *
 * A client shows the code in its reader's language (the web tier: app/lib/api/api-errors.server.ts,
 * `translateApiError`, with `locales/*\/api-errors.json`) and never matches the text, which is for a person reading
 * the API's answers. Codes never change meaning; a new error is a new code.
 *
 * Each area declares its codes with `errorCodes` beside its rules (contract/job-messages.ts and the like), and this
 * catalogue gathers them. No zod here: the browser may load it.
 */
import { PHONE_NUMBER_MESSAGE } from "./field-messages";

/** Parameters travel as JSON: texts and numbers only. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** An error's English text: fixed, or built from its parameters. */
export type ErrorText = string | ((params: never) => string);

/** Declares an area's codes, keeping each text's parameters for the types below. */
export function errorCodes<const Codes extends Record<string, ErrorText>>(codes: Codes): Codes {
  return codes;
}

/** DRF's own words for the request as a whole, and what the API says for any resource. */
export const COMMON_ERRORS = errorCodes({
  not_found: "Not found.",
  permission_denied: "You do not have permission to perform this action.",
  not_authenticated: "Authentication credentials were not provided.",
  token_not_valid: "Given token not valid for any token type",
  token_invalid_or_expired: "Token is invalid or expired",
  token_blacklisted: "Token is blacklisted",
  no_active_account: "No active account found with the given credentials",
  invalid_cursor: "Invalid cursor",
  cross_site_refused: "Cross-site request refused.",
  body_too_large: "Request body too large.",
  server_error: "A server error occurred.",
  unavailable: "Service temporarily unavailable. Please try again in a moment.",
  bad_request: "Bad request.",
  bad_path: "This address is not valid.",
  path_too_long: "This address is too long.",
  too_many_requests: "Too many requests. Please try again later.",
  request_throttled: "Request was throttled.",
  throttled: (params: { seconds: number }) =>
    `Request was throttled. Expected available in ${params.seconds} second${params.seconds === 1 ? "" : "s"}.`,
  json_parse_error: (params: { reason: string }) => `JSON parse error - ${params.reason}`,
  form_parse_error: (params: { reason: string }) => `Multipart form parse error - ${params.reason}`,
  unsupported_media_type: (params: { media_type: string }) =>
    `Unsupported media type "${params.media_type}" in request.`,
  method_not_allowed: (params: { method: string }) => `Method "${params.method}" not allowed.`,
});

/** What zod finds wrong with one field, in DRF's words (contract/errors.ts `apiErrorMap` writes the same texts). */
export const FIELD_ERRORS = errorCodes({
  required: "This field is required.",
  null: "This field may not be null.",
  blank: "This field may not be blank.",
  too_short: (params: { min: number }) => `Ensure this field has at least ${params.min} characters.`,
  too_long: (params: { max: number }) => `Ensure this field has no more than ${params.max} characters.`,
  empty_list: "This list may not be empty.",
  too_few: (params: { min: number }) => `Ensure this field has at least ${params.min} elements.`,
  too_many: (params: { max: number }) => `Ensure this field has no more than ${params.max} elements.`,
  min_value: (params: { min: number }) => `Ensure this value is greater than or equal to ${params.min}.`,
  max_value: (params: { max: number }) => `Ensure this value is less than or equal to ${params.max}.`,
  invalid_choice: (params: { value: string }) => `"${params.value}" is not a valid choice.`,
  invalid_email: "Enter a valid email address.",
  invalid_url: "Enter a valid URL.",
  invalid_phone: PHONE_NUMBER_MESSAGE,
  invalid_uuid: "Must be a valid UUID.",
  invalid_number: "A valid number is required.",
  invalid_integer: "A valid integer is required.",
  invalid_boolean: "Must be a valid boolean.",
  invalid_string: "Not a valid string.",
  invalid_date: "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.",
  invalid_list: (params: { type: string }) => `Expected a list of items but got type "${params.type}".`,
  invalid_object: (params: { type: string }) => `Invalid data. Expected a dictionary, but got ${params.type}.`,
  invalid: "Invalid value.",
});

/** One coded error of a field, as the `codes` of a 400 body list it. */
export type CodedError = { code: string; params?: ErrorParams };

/** The text of `code` with `params`, for a catalogue `codes`. */
export function textOf(codes: Readonly<Record<string, ErrorText>>, code: string, params: ErrorParams = {}): string {
  const text = codes[code];
  if (text === undefined) return code;
  return typeof text === "string" ? text : (text as (params: ErrorParams) => string)(params);
}
