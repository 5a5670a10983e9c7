/**
 * Getting back into an account (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): a
 * forgotten password (`POST /auth/password-reset/`, then `GET`/`POST /auth/password-reset/{uuid}/{token}/`) and a lost
 * activation mail (`POST /users/activation/resend/`). The two requests answer the same whatever the address, so they
 * never tell whether an account exists.
 */
import { z } from "zod";
import { email } from "./fields";
import { ACCOUNT_DELETE_MESSAGES, PASSWORD_RESET_INVALID_MESSAGE } from "./account-messages";
import { passwordSchema, refinePasswordRepeat } from "./password";

export { ACCOUNT_DELETE_MESSAGES, PASSWORD_RESET_INVALID_MESSAGE };

export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If an account uses this address, we have sent it a link to choose a new password. The link works once, for 1 hour.";
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

// Exporting one's data and deleting one's account (issue 12, GDPR articles 15, 17 and 20;
// docs/sessions-and-accounts.md#exporting-and-deleting-an-account):
// `GET /account/export/` and `POST /account/delete/`.

/** Minutes a social sign-in counts as fresh enough to delete an account that has no password. */
export const SOCIAL_PROOF_MINUTES = 10;

/** `POST /account/delete/`: the password; an account without one sends nothing (or an empty password). */
export const accountDeleteRequestSchema = z.object({ password: z.string().max(4096).optional() });

/**
 * `GET /account/export/`: everything held about the account (a `format` version, the account, mail preferences,
 * then a worker's profile, experiences, skills, languages, availability, applications with their history,
 * reviews, follows, search alerts and reports, or a company's profile, benefits, gallery, jobs, applications received with
 * notes and ratings, subscriptions). Uploads are absolute links; never a password or token hash.
 */
export const accountExportSchema = z
  .object({ format: z.literal("seasonal-jobs-export/1"), exported_at: z.string(), account: z.record(z.unknown()) })
  .passthrough();

export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;
export type AccountExport = z.infer<typeof accountExportSchema>;
