/**
 * The codes of contract/password.ts (the API's error codes for the password rule, contract/account-messages.ts),
 * zod-free, for the browser (./password-rule.ts has the schema; docs/forms.md#the-form-kit). A form shows each in the
 * API's words for it, the `refusals` namespace's key of the code.
 */
export const PASSWORD_PROBLEM_CODES = [
  "password_too_short",
  "password_too_long",
  "password_no_uppercase",
  "password_no_digit",
  "password_no_special",
  "password_too_common",
  "password_mismatch",
] as const;
export type PasswordProblemCode = (typeof PASSWORD_PROBLEM_CODES)[number];
