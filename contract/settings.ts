/**
 * Account settings of the signed-in user (issue 12 "Settings", docs/sessions-and-accounts.md#account-settings): change
 * the password (`POST /users/me/password/`), change the e-mail address (`POST /users/me/email/`, then the link
 * `GET`/`POST /users/email-change/{uuid}/{token}/`), the e-mail preferences (`GET`/`PATCH /users/me/mail-preferences/`)
 * and sign out of every device (`POST /users/me/sign-out-everywhere/`).
 */
import { z } from "zod";
import type { Role } from "./enums";
import { email, formBoolean } from "./fields";
import { MAIL_KINDS, type MailKind } from "./mail-preferences";
import { passwordSchema, refinePasswordRepeat } from "./password";
import { tokenPairResponseSchema } from "./auth";
import { SETTINGS_MESSAGES } from "./account-messages";

export { SETTINGS_MESSAGES };

/** Hours a link confirming a new address stays good; the mail says so. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * The kinds of e-mail each role gets, so the only ones it can turn off: job alerts and invitations go to workers;
 * a company's `status_updates` are the notes of a worker withdrawing an application (docs/season.md).
 */
export const MAIL_KINDS_OF_ROLE: Record<Role, readonly MailKind[]> = {
  EMPLOYEE: MAIL_KINDS,
  COMPANY: ["status_updates", "review_notices", "interviews", "messages"],
};

/** `POST /users/me/password/`: the current password, and the new one under the sign-up rule, typed twice. */
export const passwordChangeRequestSchema = z
  .object({
    current_password: z.string().min(1).max(1024),
    password: passwordSchema,
    repeat_password: z.string(),
  })
  .superRefine(refinePasswordRepeat("password", "repeat_password"));

/** The new pair of the caller's session (every refresh token of the user was revoked) and the message. */
export const passwordChangeResponseSchema = tokenPairResponseSchema.extend({
  detail: z.string(),
});

/** `POST /users/me/email/`: the new address, and the password to prove it is the owner asking. */
export const emailChangeRequestSchema = z.object({
  email: email(),
  password: z.string().min(1).max(1024),
});

/** `GET /users/email-change/{uuid}/{token}/`: 200 with the address it will set, or 404 `{valid: false, detail}`. */
export const emailChangeStatusSchema = z.object({
  valid: z.boolean(),
  email: z.string().optional(),
  detail: z.string().optional(),
});

/** `POST /users/email-change/{uuid}/{token}/`: the address now in use. */
export const emailChangeDoneSchema = z.object({
  detail: z.string(),
  email: z.string(),
});

/** The user's e-mail preferences: one boolean per kind their role gets (`GET`, and `PATCH`'s answer). */
export const mailPreferencesSchema = z.object({
  status_updates: z.boolean().optional(),
  job_alerts: z.boolean().optional(),
  review_notices: z.boolean().optional(),
  interviews: z.boolean().optional(),
  invitations: z.boolean().optional(),
  messages: z.boolean().optional(),
}) satisfies z.ZodType<Partial<Record<MailKind, boolean>>>;

/** `PATCH /users/me/mail-preferences/`: any of the role's kinds; a kind left out stays as it is. */
export const mailPreferencesRequestSchema = z
  .object({
    status_updates: formBoolean().optional(),
    job_alerts: formBoolean().optional(),
    review_notices: formBoolean().optional(),
    interviews: formBoolean().optional(),
    invitations: formBoolean().optional(),
    messages: formBoolean().optional(),
  })
  .strict();

export const detailSchema = z.object({ detail: z.string() });

export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
