/**
 * The one translator of the API's errors (docs/errors.md): every error body carries a code and its parameters
 * (contract/error-codes.ts); this says them in the reader's language from `locales/*\/refusals.json`, on the form's
 * fields where a 400 names them. No screen reads the API's English text.
 *
 *   const { fieldErrors, formErrors, message } = translateApiError(error, request, { fields: ["title", "salary_min"] });
 *
 * A code this version does not know (a newer API) reads as the common words for its status.
 */
import { FIELD_CODES_KEY, NON_FIELD_ERRORS, type FieldErrorCodes } from "#contract/errors";
import type { ErrorParams } from "#contract/error-codes";
import type { FormFields, MappedErrors } from "~/lib/forms/api-errors.server";
import { intlLocale, type Locale } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getServerI18n } from "~/lib/i18n/i18next.server";
import type { ApiError } from "./client.server";

export interface TranslatedError extends MappedErrors {
  /** The first thing to say: the form's first message, or a field's. */
  message: string;
}

export interface TranslateOptions {
  /** The form's fields (as `formErrorsOf` takes them): a 400's messages for them stay on them. */
  fields?: FormFields;
}

/** `error` in the reader's words. */
export function translateApiError(
  error: ApiError,
  requestOrLocale: Request | Locale,
  options: TranslateOptions = {},
): TranslatedError {
  const locale = typeof requestOrLocale === "string" ? requestOrLocale : detectLocale(requestOrLocale);
  const say = (code: string, params: ErrorParams | undefined) => sayCode(locale, code, params, error);
  const body = error.body as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (typeof body.code === "string" && typeof body.detail === "string") {
    formErrors.push(say(body.code, paramsOf(body.params)));
  } else {
    const codes = (body[FIELD_CODES_KEY] ?? {}) as FieldErrorCodes;
    for (const [field, value] of Object.entries(body)) {
      if (field === FIELD_CODES_KEY || !Array.isArray(value)) continue;
      const messages = value.map((_text, index) => {
        const coded = codes[field]?.[index];
        return coded ? say(coded.code, coded.params) : statusWords(locale, error);
      });
      const formField = field === NON_FIELD_ERRORS ? undefined : formFieldOf(options.fields ?? [], field);
      if (formField) (fieldErrors[formField] ??= []).push(...messages);
      else formErrors.push(...messages);
    }
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) formErrors.push(statusWords(locale, error));
  const message = formErrors[0] ?? Object.values(fieldErrors).flat()[0] ?? statusWords(locale, error);
  return { fieldErrors, formErrors, message };
}

/** Whether the API named what went wrong with a code (every error of this API does; a proxy's page does not). */
export function hasErrorCode(error: ApiError): boolean {
  const body = error.body as Record<string, unknown>;
  return typeof body.code === "string" || typeof body[FIELD_CODES_KEY] === "object";
}

/** The code of a detail error, if it has one: for a page that says something of its own for one code. */
export function errorCodeOf(error: ApiError): string | undefined {
  const code = (error.body as Record<string, unknown>).code;
  return typeof code === "string" ? code : undefined;
}

function paramsOf(value: unknown): ErrorParams | undefined {
  return typeof value === "object" && value !== null ? (value as ErrorParams) : undefined;
}

function formFieldOf(fields: FormFields, field: string): string | undefined {
  if (typeof fields === "function") return fields(field);
  if (Array.isArray(fields)) return fields.includes(field) ? field : undefined;
  return (fields as Readonly<Record<string, string>>)[field];
}

function sayCode(locale: Locale, code: string, params: ErrorParams | undefined, error: ApiError): string {
  const i18n = getServerI18n(locale);
  const key = `refusals:${code}`;
  if (!i18n.exists(key)) return statusWords(locale, error);
  const seconds = typeof params?.seconds === "number" ? params.seconds : error.retryAfterSeconds;
  const when = seconds === null || seconds === undefined ? undefined : inWords(seconds, intlLocale(locale));
  return i18n.t(key as "refusals:not_found", { ...params, when, lng: locale });
}

/**
 * The common words for an error's status, for an answer without a code (a proxy's page, a newer API's code): never
 * the API's English text.
 */
export function statusWords(locale: Locale, error: ApiError): string {
  const t = getServerI18n(locale).getFixedT(locale, "common");
  switch (error.status) {
    case 400:
      return t("refusal.invalid");
    case 403:
      return t("refusal.forbidden");
    case 404:
      return t("refusal.notFound");
    case 409:
      return t("refusal.conflict");
    case 413:
      return t("refusal.tooLarge");
    case 429:
      return error.retryAfterSeconds === null
        ? t("refusal.tooManyLater")
        : t("refusal.tooMany", { when: inWords(error.retryAfterSeconds, intlLocale(locale)) });
    default:
      return t("refusal.other");
  }
}

/** A wait as people say it: "in 40 seconds", "in 15 minutes", "in 2 hours" ("σε 15 λεπτά"), rounded up. */
export function inWords(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 3600) return format.format(Math.ceil(seconds / 60), "minute");
  if (seconds < 86_400) return format.format(Math.ceil(seconds / 3600), "hour");
  return format.format(Math.ceil(seconds / 86_400), "day");
}
