/**
 * The password rule in the browser (spec section 5, docs/decisions/044): the contract's character part
 * (#contract/password-characters), typed twice. contract/password.ts adds the bundled list of breached
 * passwords, which would ship to every visitor from here, so the API refuses those and its message is mapped
 * back to the field (./api-errors.server.ts).
 */
import { z } from "zod";
import { passwordCharacterProblems } from "#contract/password-characters";
import { passwordMessageKey } from "./password-problems";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCharacterProblems } from "#contract/password-characters";
export {
  PASSWORD_PROBLEM_CODES,
  passwordMessageKey,
  type PasswordMessageKey,
  type PasswordProblemCode,
} from "./password-problems";

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
  .superRefine(refineNewPassword);

/** The rule's checks on a `password`/`repeat_password` pair: activation's, the reset link's and the settings' form. */
export function refineNewPassword(
  { password, repeat_password }: { password: string; repeat_password: string },
  ctx: z.RefinementCtx,
) {
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
}
