/**
 * The forms of the settings screen (docs/sessions-and-accounts.md#account-settings), as the browser and the action both
 * parse them. The new password's checks are activation's (../signup/password-rule.ts: the API's words for the rule's
 * codes); the other messages are keys of `account`'s `settings.errors`. The API adds the breached list and the current
 * password.
 */
import { z } from "zod";
import { refineNewPassword } from "~/components/signup/password-rule";

export const SETTINGS_INTENTS = ["password", "email", "preferences", "sign-out-everywhere"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export { SETTINGS_ERROR_KEYS, type SettingsErrorKey } from "./settings-error-keys";

export const PasswordChangeFormSchema = z
  .object({
    current_password: z.string({ required_error: "settings.errors.currentRequired" }).max(1024),
    // An empty field arrives as undefined (conform); it is then "too short" and everything else it lacks.
    password: z.string().default(""),
    repeat_password: z.string().default(""),
  })
  .superRefine(refineNewPassword);

export const EmailChangeFormSchema = z.object({
  email: z
    .string({ required_error: "settings.errors.emailRequired" })
    .trim()
    .max(254, "settings.errors.emailInvalid")
    .email("settings.errors.emailInvalid"),
  password: z.string({ required_error: "settings.errors.passwordRequired" }).max(1024),
});
