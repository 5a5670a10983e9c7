/**
 * The forms of the settings screen (docs/sessions-and-accounts.md#account-settings), as the browser and the action both
 * parse them. The new password's checks are activation's (../signup/password-rule.ts: the API's words for the rule's
 * codes); the other messages are keys of `account`'s `settings.errors`. The API adds the breached list and the current
 * password. The page's four forms post to one action, each with its `intent`: `SettingsFormSchema` reads them all.
 */
import { z } from "zod";
import type { MailKind } from "#contract/mail-preferences";
import { refineNewPassword } from "~/components/signup/password-rule";

export { SETTINGS_ERROR_KEYS, type SettingsErrorKey } from "./settings-error-keys";

const passwordChangeFields = z.object({
  current_password: z.string({ required_error: "settings.errors.currentRequired" }).max(1024),
  // An empty field arrives as undefined (conform); it is then "too short" and everything else it lacks.
  password: z.string().default(""),
  repeat_password: z.string().default(""),
});

export const PasswordChangeFormSchema = passwordChangeFields.superRefine(refineNewPassword);

export const EmailChangeFormSchema = z.object({
  email: z
    .string({ required_error: "settings.errors.emailRequired" })
    .trim()
    .max(254, "settings.errors.emailInvalid")
    .email("settings.errors.emailInvalid"),
  password: z.string({ required_error: "settings.errors.passwordRequired" }).max(1024),
});

/** A ticked checkbox sends "on"; an unticked one sends nothing. */
const ticked = z.literal("on").optional();

/** The e-mail preferences: one checkbox per kind the role gets (the action asks the API which). */
const mailPreferenceFields = {
  status_updates: ticked,
  job_alerts: ticked,
  review_notices: ticked,
  interviews: ticked,
  invitations: ticked,
  messages: ticked,
} satisfies Record<MailKind, z.ZodTypeAny>;

/** The four forms of the page by their `intent`; any other intent is not one of them (a 400). */
export const SettingsFormSchema = z
  .discriminatedUnion("intent", [
    passwordChangeFields.extend({ intent: z.literal("password") }),
    EmailChangeFormSchema.extend({ intent: z.literal("email") }),
    z.object({ intent: z.literal("preferences"), ...mailPreferenceFields }),
    z.object({ intent: z.literal("sign-out-everywhere") }),
  ])
  .superRefine((value, ctx) => {
    if (value.intent === "password") refineNewPassword(value, ctx);
  });
