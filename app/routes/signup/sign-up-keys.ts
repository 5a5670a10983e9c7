/**
 * The sign-up form's own messages (`signup` keys) and helpers, zod-free for the browser (docs/forms.md#the-form-kit).
 * Its checks of the API's rules (a name without a link, a phone number, a birth date) say the API's words for their
 * codes instead (`refusals`).
 */
import { ROLES, type Role } from "#contract/enums";

export { DEFAULT_COUNTRY } from "#contract/countries";

export const SIGN_UP_ERROR_KEYS = [
  "errors.firstNameRequired",
  "errors.lastNameRequired",
  "errors.nameTooLong",
  "errors.emailRequired",
  "errors.emailInvalid",
  "errors.roleRequired",
  "errors.tooLong",
  "errors.countryInvalid",
  "errors.agreementRequired",
  "errors.tooManyAttempts",
  "errors.unavailable",
] as const;
export type SignUpErrorKey = (typeof SIGN_UP_ERROR_KEYS)[number];

/** `?role=COMPANY` (the pricing page's link for guests) or `?role=EMPLOYEE` preselects the role; else none. */
export function roleFromQuery(value: string | null): Role | undefined {
  return (ROLES as readonly string[]).includes(value ?? "") ? (value as Role) : undefined;
}

/** Today as YYYY-MM-DD in UTC, the day the API compares a birth date with. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
