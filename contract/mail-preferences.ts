/**
 * The kinds of e-mail a user may turn off with one click (areas.md "a one-click way to turn that kind of e-mail
 * off"): every such mail carries a signed link naming the user and the kind, good without logging in.
 */
import { z } from "zod";
import { ROLES } from "./enums";
import { formBoolean } from "./fields";

export const MAIL_KINDS = [
  "status_updates",
  "job_alerts",
  "review_notices",
  "interviews",
  "invitations",
  "messages",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export { MAIL_PREFERENCE_MESSAGES } from "./account-messages";

/** `POST /mail-preferences/{token}/`: off by default (a mail client's one-click POST sends no JSON). */
export const mailPreferenceRequestSchema = z.object({ subscribed: formBoolean().optional() });

export const mailPreferenceSchema = z.object({
  kind: z.enum(MAIL_KINDS),
  /**
   * The role the mail was written for: a kind both roles get is about different things to each (`status_updates`:
   * a worker's own applications; to a company, a worker withdrawing). A link made before it was carried: the account's.
   */
  role: z.enum(ROLES),
  subscribed: z.boolean(),
});

export type MailPreference = z.infer<typeof mailPreferenceSchema>;
