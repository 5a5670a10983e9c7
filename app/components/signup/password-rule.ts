/**
 * The character part of the password rule (spec section 5, docs/decisions/044) for the browser: length,
 * uppercase, digit, special character, typed twice. contract/password.ts holds the same rule plus the bundled
 * list of breached passwords; importing it here would ship that list to every visitor, so the browser checks
 * these parts and the API refuses the breached ones (its message is mapped back to the field,
 * ./api-errors.server.ts). tests/unit/signup-password-rule.test.ts keeps both in step.
 */
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The codes of contract/password.ts, which are also the keys of `errors.password` in the `signup` namespace. */
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

/** Every unmet character part, in the contract's order (code points, Unicode classes, as the API counts). */
export function passwordCharacterProblems(password: string): PasswordProblemCode[] {
  const problems: PasswordProblemCode[] = [];
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) problems.push("password_too_short");
  if (length > PASSWORD_MAX_LENGTH) problems.push("password_too_long");
  if (!/\p{Lu}/u.test(password)) problems.push("password_no_uppercase");
  if (!/\p{Nd}/u.test(password)) problems.push("password_no_digit");
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push("password_no_special");
  return problems;
}

/**
 * The activation form (`password`, `repeat_password`, the API's names): each unmet part is its own message,
 * the mismatch shows on the repeat field. Messages are keys of the `signup` namespace.
 */
export const ActivationFormSchema = z
  .object({
    // An empty field arrives as undefined (conform); it is then "too short" and everything else it lacks.
    password: z.string().default(""),
    repeat_password: z.string().default(""),
  })
  .superRefine(({ password, repeat_password }, ctx) => {
    for (const code of passwordCharacterProblems(password)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], message: passwordMessageKey(code) });
    }
    if (password !== repeat_password) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["repeat_password"],
        message: passwordMessageKey("password_mismatch"),
      });
    }
  });
