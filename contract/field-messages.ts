/**
 * The fields' own sentences (contract/fields.ts) and their codes (contract/error-codes.ts), without zod: a module
 * the browser loads must not carry zod schemas (docs/forms.md#the-form-kit).
 */
import { errorCodes } from "./error-codes";

export const DATE_FORMAT_MESSAGE = "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.";

export const PHONE_NUMBER_MESSAGE = "Enter a valid phone number.";

/** The codes of the fields' own rules: a date's format is FIELD_ERRORS' `invalid_date`, a phone number's this. */
export const FIELD_RULE_ERRORS = errorCodes({
  invalid_phone: PHONE_NUMBER_MESSAGE,
});
