/**
 * Getting back into an account (issue 12, docs/decisions/166): a forgotten password (`POST /auth/password-reset/`,
 * then `GET`/`POST /auth/password-reset/{uuid}/{token}/`) and a lost activation mail (`POST /users/activation/resend/`).
 * The two requests answer the same whatever the address, so they never tell whether an account exists.
 */
import { z } from "zod";
import { email } from "./fields";
import { passwordSchema, refinePasswordRepeat } from "./password";

export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If an account uses this address, we have sent it a link to choose a new password. The link works once, for 1 hour.";
export const PASSWORD_RESET_INVALID_MESSAGE = "This password reset link is invalid or has expired.";
export const PASSWORD_RESET_DONE_MESSAGE = "Your password has been changed. Log in with your new password.";
export const ACTIVATION_RESENT_MESSAGE =
  "If an account with this address is waiting for activation, we have sent it a new activation link.";

/** Hours a password reset link stays good; the mail says so. */
export const PASSWORD_RESET_LINK_HOURS = 1;

/** `POST /auth/password-reset/` and `POST /users/activation/resend/`: only the address. */
export const emailOnlyRequestSchema = z.object({ email: email() });

/** The same answer for every address (200). */
export const detailResponseSchema = z.object({ detail: z.string() });

/** `GET /auth/password-reset/{uuid}/{token}/`: 200 `{valid: true}`, or 404 `{valid: false, detail}`. */
export const passwordResetStatusSchema = z.object({ valid: z.boolean(), detail: z.string().optional() });

/** `POST /auth/password-reset/{uuid}/{token}/`: the new password, under the sign-up rule, typed twice. */
export const passwordResetRequestSchema = z
  .object({ password: passwordSchema, repeat_password: z.string() })
  .superRefine(refinePasswordRepeat("password", "repeat_password"));

export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;
export type PasswordResetStatus = z.infer<typeof passwordResetStatusSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
