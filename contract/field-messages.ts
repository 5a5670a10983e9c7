/**
 * The fields' own sentences (contract/fields.ts) and their codes (contract/error-codes.ts), without zod: a module
 * the browser loads must not carry zod schemas (docs/forms.md#the-form-kit).
 */
import { errorCodes } from "./error-codes";

export const DATE_FORMAT_MESSAGE = "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.";

export const PHONE_NUMBER_MESSAGE = "Enter a valid phone number.";

/** A place given by its coordinates needs both (a job's pin, a worker's area). */
export const COORDINATES_PAIR_MESSAGE = "Give both latitude and longitude, or neither.";

/** A list of languages names each once (a job's, a profile's). */
export const DUPLICATE_LANGUAGE_MESSAGE = "Each language may be listed once.";

/**
 * The codes of the fields' own rules, shared by every area that has such a field: a date's format is FIELD_ERRORS'
 * `invalid_date`, a phone number's, a pair of coordinates' and a list of languages' these.
 */
export const FIELD_RULE_ERRORS = errorCodes({
  invalid_phone: PHONE_NUMBER_MESSAGE,
  coordinates_pair: COORDINATES_PAIR_MESSAGE,
  duplicate_language: DUPLICATE_LANGUAGE_MESSAGE,
});
