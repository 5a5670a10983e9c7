/**
 * The codes of contract/password.ts, which are also the keys of `errors.password` in the `signup` namespace;
 * zod-free, for the browser (./password-rule.ts has the schema; docs/decisions/169).
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
export type PasswordMessageKey = `errors.password.${PasswordProblemCode}`;

export const passwordMessageKey = (code: PasswordProblemCode): PasswordMessageKey => `errors.password.${code}`;
