/**
 * The password rule (spec section 5, security.md "Passwords"): 8 to 128 characters, an uppercase letter, a
 * digit, a special character, not a common breached password, typed the same twice. Each unmet part is its
 * own problem with a stable code (for the web app's translations) and an English text (for the API's
 * `{"password": [...]}` body); the web app can map a text back to its code with `passwordProblemOf`.
 */
import { z } from "zod";
import { isCommonPassword } from "./common-passwords";
import { PASSWORD_PROBLEMS } from "./account-messages";
import { passwordCharacterProblems } from "./password-characters";

export { PASSWORD_PROBLEMS };
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-characters";

export type PasswordProblem = keyof typeof PASSWORD_PROBLEMS;

/** Every unmet part of the rule, in a fixed order; empty when the password is acceptable. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = passwordCharacterProblems(password);
  if (isCommonPassword(password)) problems.push("password_too_common");
  return problems;
}

/** The problem a message of this rule stands for, so a translated text can replace the API's English one. */
export function passwordProblemOf(message: string): PasswordProblem | undefined {
  return (Object.keys(PASSWORD_PROBLEMS) as PasswordProblem[]).find((code) => PASSWORD_PROBLEMS[code] === message);
}

/** A new password. Login does not use it: an old password must still be accepted there. */
export const passwordSchema = z.string().superRefine((password, ctx) => {
  for (const code of passwordProblems(password)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: PASSWORD_PROBLEMS[code], params: { code } });
  }
});

/**
 * The "typed twice" check for an object holding both fields; the mismatch is reported on the repeat field.
 * Activation calls them `password`/`repeat_password`, the sign-up form `password`/`confirm_password`.
 */
export function refinePasswordRepeat<P extends string, R extends string>(passwordKey: P, repeatKey: R) {
  return (value: Record<P | R, unknown>, ctx: z.RefinementCtx) => {
    const password = value[passwordKey];
    if (typeof password === "string" && password !== value[repeatKey]) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [repeatKey],
        message: PASSWORD_PROBLEMS.password_mismatch,
        params: { code: "password_mismatch" },
      });
    }
  };
}
