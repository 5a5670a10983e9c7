/**
 * The catalogue of every API error code (contract/error-codes.ts says how codes travel), gathered from the areas.
 * `ApiErrorCode` is the list a client translates (locales/*\/api-errors.json: a test holds both languages to it).
 */
import { ACCOUNT_ERRORS } from "./account-messages";
import { COMMON_ERRORS, FIELD_ERRORS, textOf, type ErrorParams } from "./error-codes";
import { FIELD_RULE_ERRORS } from "./field-messages";
import { PAYMENT_ERRORS } from "./payment-messages";
import { PROFILE_ERRORS } from "./profile-fields";
import { REVIEW_ERRORS } from "./review-rules";
import { UPLOAD_ERRORS } from "./uploads";
import { JOB_ERRORS } from "./job-messages";
import { APPLICATION_ERRORS } from "./application-rules";
import { INTERVIEW_ERRORS } from "./interview-rules";
import { SEASON_ERRORS } from "./season-rules";
import { CONVERSATION_ERRORS } from "./conversation-rules";
import { ALERT_ERRORS } from "./alert-messages";

export const API_ERRORS = {
  ...COMMON_ERRORS,
  ...FIELD_ERRORS,
  ...PROFILE_ERRORS,
  ...FIELD_RULE_ERRORS,
  ...ACCOUNT_ERRORS,
  ...UPLOAD_ERRORS,
  ...REVIEW_ERRORS,
  ...PAYMENT_ERRORS,
  ...JOB_ERRORS,
  ...APPLICATION_ERRORS,
  ...INTERVIEW_ERRORS,
  ...SEASON_ERRORS,
  ...CONVERSATION_ERRORS,
  ...ALERT_ERRORS,
};

export type ApiErrorCode = keyof typeof API_ERRORS;

/** The parameters `code`'s text needs: none for a fixed text. */
export type ParamsOf<Code extends ApiErrorCode> = (typeof API_ERRORS)[Code] extends (params: infer Params) => string
  ? Params
  : undefined;

/** `[params]` when the code's text needs them, `[]` when it has none: `coded("plan_limit", { plan, limit })`. */
export type ParamsArgs<Code extends ApiErrorCode> = ParamsOf<Code> extends undefined ? [] : [params: ParamsOf<Code>];

/** A code with its parameters and English text, as an error body carries them. */
export interface Coded {
  code: ApiErrorCode;
  params?: ErrorParams;
  text: string;
}

export function coded<Code extends ApiErrorCode>(code: Code, ...args: ParamsArgs<Code>): Coded {
  const params = args[0] as ErrorParams | undefined;
  return { code, ...(params ? { params } : {}), text: textOf(API_ERRORS, code, params) };
}

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERRORS, code);
}
