/**
 * Field builders shared by the request schemas, so a rule such as "a date is YYYY-MM-DD" or "a website is
 * http(s)" is written once. Text is cleaned before it is measured: PostgreSQL refuses NUL in text (a 500 if it
 * got that far), and stray control characters would end up in e-mails and logs.
 */
import { z } from "zod";
import { COUNTRY_CODES } from "./countries";
import { isIsoDate } from "./dates";
import { DATE_FORMAT_MESSAGE, PHONE_NUMBER_MESSAGE } from "./field-messages";

export { DATE_FORMAT_MESSAGE, PHONE_NUMBER_MESSAGE };

// Every C0 control and DEL except tab, line feed and carriage return, which multi-line text keeps.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LINE_BREAKS = /[\t\n\r]+/g;

/** One line of text: control characters removed, breaks turned into spaces, trimmed. */
export function cleanLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").replace(LINE_BREAKS, " ").trim();
}

/** Multi-line text: control characters removed, line endings made `\n`, trimmed. */
export function cleanMultiline(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "").replace(/\r\n?/g, "\n").trim();
}

const whenString =
  (clean: (value: string) => string, empty: unknown) =>
  (value: unknown): unknown => {
    if (value === null) return empty;
    if (typeof value !== "string") return value;
    const cleaned = clean(value);
    return cleaned === "" ? empty : cleaned;
  };

/** Required single-line text of `min`..`max` characters. */
export function line(max: number, min = 1) {
  return z.preprocess(whenString(cleanLine, ""), z.string().min(min).max(max));
}

/** Optional single-line text; `""` (or null) clears it. */
export function optionalLine(max: number) {
  return z.preprocess(whenString(cleanLine, ""), z.string().max(max).optional());
}

/** Required multi-line text. */
export function text(max: number, min = 1) {
  return z.preprocess(whenString(cleanMultiline, ""), z.string().min(min).max(max));
}

/** Optional multi-line text; `""` (or null) clears it. */
export function optionalText(max: number) {
  return z.preprocess(whenString(cleanMultiline, ""), z.string().max(max).optional());
}

const dateSchema = z.string().refine(isIsoDate, { message: DATE_FORMAT_MESSAGE, params: { code: "invalid_date" } });

export function isoDate() {
  return z.preprocess(whenString(cleanLine, undefined), dateSchema);
}

/** Optional date; `""` or null clears it (null). */
export function optionalIsoDate() {
  return z.preprocess(whenString(cleanLine, null), dateSchema.nullable().optional());
}

const toUpper = (value: string) => cleanLine(value).toUpperCase();

/** ISO 3166-1 alpha-2, any case in, upper case out. */
export function countryCode() {
  return z.preprocess(whenString(toUpper, undefined), z.enum(COUNTRY_CODES));
}

/** Optional country; `""` or null clears it (null). */
export function optionalCountryCode() {
  return z.preprocess(whenString(toUpper, null), z.enum(COUNTRY_CODES).nullable().optional());
}

const emailSchema = z.string().max(254).email();

export function email() {
  return z.preprocess(whenString(cleanLine, undefined), emailSchema);
}

export function optionalEmail() {
  return z.preprocess(whenString(cleanLine, null), emailSchema.nullable().optional());
}

/** Only http(s): a `javascript:` website would become a script link on the company page. */
const httpUrlSchema = z
  .string()
  .max(500)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), { message: "Enter a valid URL.", params: { code: "invalid_url" } });

export function httpUrl() {
  return z.preprocess(whenString(cleanLine, undefined), httpUrlSchema);
}

export function optionalHttpUrl() {
  return z.preprocess(whenString(cleanLine, null), httpUrlSchema.nullable().optional());
}

const phoneSchema = z
  .string()
  .max(30)
  .refine((value) => /^\+?[0-9][0-9 ().\-/]*$/.test(value) && value.replace(/\D/g, "").length >= 6, {
    message: PHONE_NUMBER_MESSAGE,
    params: { code: "invalid_phone" },
  });

/** International or national phone number: digits with the usual separators, at least 6 digits. */
export function phoneNumber() {
  return z.preprocess(whenString(cleanLine, undefined), phoneSchema);
}

export function optionalPhoneNumber() {
  return z.preprocess(whenString(cleanLine, null), phoneSchema.nullable().optional());
}

/** ISO 639-1 (`el`, `en`, `de`); the web app names it with Intl.DisplayNames. */
export function languageCode() {
  return z.preprocess(
    whenString((value) => cleanLine(value).toLowerCase(), undefined),
    z.string().regex(/^[a-z]{2}$/, "Enter a valid ISO 639-1 language code."),
  );
}

/**
 * A company's logo thumbnail beside its `logo` (companies, job companies): what Lite pages show instead of the logo
 * (docs/ui.md#lite-mode). Declared once, so every shape that carries a logo says the same of it.
 */
export const logoThumbSchema = z
  .string()
  .nullable()
  .describe(
    "The logo's thumbnail: at most 96×96 pixels, WebP, a few KB; made when the logo is uploaded and replaced or removed with it. Null without a logo.",
  );

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Multipart bodies carry every value as text. Only plain decimals become numbers (`Number` alone would take
 * "0x1f", "1e9" and "Infinity"); anything else becomes NaN, which the number schema reports.
 */
function toNumber(empty: unknown) {
  return (value: unknown): unknown => {
    if (value === null) return empty;
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    if (trimmed === "") return empty;
    return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
  };
}

/** A required number from JSON or from a form field. */
export function formNumber<T extends z.ZodNumber>(schema: T) {
  return z.preprocess(toNumber(undefined), schema);
}

/** An optional number from JSON or a form field; `""` or null clears it. */
export function optionalFormNumber<T extends z.ZodNumber>(schema: T) {
  return z.preprocess(toNumber(null), schema.nullable().optional());
}

const TRUE_WORDS = new Set(["true", "on", "1"]);
const FALSE_WORDS = new Set(["false", "off", "0"]);

/** A boolean from JSON or a form field (a checked checkbox sends "on"). */
export function formBoolean() {
  return z.preprocess((value) => {
    if (typeof value !== "string") return value;
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    return value;
  }, z.boolean());
}

/** A yes/no that may be left unsaid: `""` or null is null ("not said"). */
export function optionalFormBoolean() {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    formBoolean().nullable().optional(),
  );
}

/** One of `values`, or null when left unsaid (`""`). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(whenString(cleanLine, null), z.enum(values).nullable().optional());
}

/**
 * A list from JSON, from repeated form fields, or from one form field holding a JSON array (how a multipart
 * body carries a list of objects such as skills). A single plain value is a list of one.
 */
export function formList<T extends z.ZodTypeAny>(item: T, options: { min?: number; max: number }) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      if (value.trim().startsWith("[")) {
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      }
      return [value];
    },
    z
      .array(item)
      .min(options.min ?? 0)
      .max(options.max),
  );
}
