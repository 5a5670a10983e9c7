/**
 * The fields' own sentences (contract/fields.ts), without zod: the browser's error texts compare against them,
 * and a module the browser loads must not carry zod schemas (docs/decisions/169).
 */
export const DATE_FORMAT_MESSAGE = "Date has wrong format. Use one of these formats instead: YYYY-MM-DD.";

export const PHONE_NUMBER_MESSAGE = "Enter a valid phone number.";
