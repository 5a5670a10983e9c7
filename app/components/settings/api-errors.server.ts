/**
 * The API's 400 bodies of the settings forms, put back on their fields (formErrorsOf) as locale keys: the
 * settings' own messages as `settings.errors.*` (account namespace), the password rule's as activation's keys
 * (signup namespace). Server-only: contract/settings.ts and contract/password.ts carry the breached-password list.
 */
import type { ApiErrorBody } from "#contract/errors";
import { passwordProblemOf } from "#contract/password";
import { SETTINGS_MESSAGES } from "#contract/settings";
import { EMAIL_TAKEN_MESSAGE } from "#contract/users";
import { passwordMessageKey } from "~/components/signup/password-rule";
import { formErrorsOf, type MappedErrors } from "~/lib/forms/api-errors.server";
import type { SettingsErrorKey } from "./settings-forms";

const MESSAGES: Record<string, SettingsErrorKey> = {
  [SETTINGS_MESSAGES.wrongPassword]: "settings.errors.wrongPassword",
  [SETTINGS_MESSAGES.noPassword]: "settings.errors.noPassword",
  [SETTINGS_MESSAGES.sameEmail]: "settings.errors.sameEmail",
  [EMAIL_TAKEN_MESSAGE]: "settings.errors.emailTaken",
};

function translate(message: string): string {
  const code = passwordProblemOf(message);
  return code ? passwordMessageKey(code) : (MESSAGES[message] ?? message);
}

export function settingsErrorsOf(body: ApiErrorBody, fields: readonly string[]): MappedErrors {
  return formErrorsOf(body, fields, translate);
}
