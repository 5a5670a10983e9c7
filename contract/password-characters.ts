/**
 * The character part of the password rule (spec section 5, docs/sessions-and-accounts.md#passwords): length and the
 * kinds of character. It has no dependency, so the browser checks a password with the very code the API runs;
 * contract/password.ts adds the bundled breached-password list, which stays on the server.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is not a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordCharacterProblem =
  "password_too_short" | "password_too_long" | "password_no_uppercase" | "password_no_digit" | "password_no_special";

/**
 * Every unmet character part, in a fixed order. Length counts characters as people see them (code points),
 * not UTF-16 units, and nothing is ever truncated.
 */
export function passwordCharacterProblems(password: string): PasswordCharacterProblem[] {
  const problems: PasswordCharacterProblem[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) problems.push("password_too_short");
  if (length > PASSWORD_MAX_LENGTH) problems.push("password_too_long");
  // Unicode classes: a Greek capital (Ω) counts as uppercase; anything neither letter, digit nor space
  // (€, -, !) counts as special.
  if (!/\p{Lu}/u.test(password)) problems.push("password_no_uppercase");
  if (!/\p{Nd}/u.test(password)) problems.push("password_no_digit");
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push("password_no_special");
  return problems;
}
