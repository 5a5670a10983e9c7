/**
 * The password rule in the browser (spec section 5, docs/sessions-and-accounts.md#passwords): the contract's character
 * part (#contract/password-characters), typed twice. contract/password.ts adds the bundled list of breached
 * passwords, which would ship to every visitor from here, so the API refuses those, with its code, which the
 * form shows on the field in the same words (app/lib/api/refusals.server.ts `codes`).
 */
import { z } from "zod";
import { passwordCharacterProblems } from "#contract/password-characters";
import { ruleIssue } from "~/lib/forms/schema-form";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCharacterProblems } from "#contract/password-characters";
export { PASSWORD_PROBLEM_CODES, type PasswordProblemCode } from "./password-problems";

/**
 * The activation form (`password`, `repeat_password`, the API's names): each unmet part is its own message,
 * the mismatch shows on the repeat field. Messages are the API's words for each part's code (`ruleIssue`).
 */
export const ActivationFormSchema = z
  .object({
    // An empty field arrives as undefined (conform); it is then "too short" and everything else it lacks.
    password: z.string().default(""),
    repeat_password: z.string().default(""),
  })
  .superRefine(refineNewPassword);

/** The rule's checks on a `password`/`repeat_password` pair: activation's, the reset link's and the settings' form. */
export function refineNewPassword(
  { password, repeat_password }: { password: string; repeat_password: string },
  ctx: z.RefinementCtx,
) {
  for (const code of passwordCharacterProblems(password)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["password"], ...ruleIssue(code) });
  }
  if (password !== repeat_password) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["repeat_password"], ...ruleIssue("password_mismatch") });
  }
}
