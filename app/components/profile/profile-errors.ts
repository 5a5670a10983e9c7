import { DATE_FORMAT_MESSAGE } from "#contract/field-messages";
import { PROFILE_MESSAGES } from "#contract/profile-fields";
import { IMAGE_UPLOAD, MB, UPLOAD_MESSAGES } from "#contract/uploads";
import { errorText } from "~/lib/forms/schema-form";

/**
 * The profile forms check with the contract's schemas, whose own messages are the API's English sentences. Each
 * is shown in the user's language through the `account` key here; the keys the forms set themselves are listed
 * in `keys`. The same words reach the form whether the browser, the action or the API found the mistake.
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  [PROFILE_MESSAGES.endBeforeStart]: "profile.errors.endBeforeStart",
  [PROFILE_MESSAGES.currentWithEnd]: "profile.errors.currentWithEnd",
  [PROFILE_MESSAGES.duplicateSkill]: "profile.errors.duplicateSkill",
  [PROFILE_MESSAGES.duplicateLanguage]: "profile.errors.duplicateLanguage",
  [DATE_FORMAT_MESSAGE]: "profile.errors.date",
  [UPLOAD_MESSAGES.notAnImage]: "profile.errors.photoNotImage",
  [UPLOAD_MESSAGES.wrongType]: "profile.errors.photoType",
  [UPLOAD_MESSAGES.tooLarge]: "profile.errors.photoTooLarge",
  [UPLOAD_MESSAGES.tooManyPixels]: "profile.errors.photoTooManyPixels",
};

/** The API's sentences these forms say in their own words (app/lib/api/refusals.server.ts keeps them whatever the status). */
export const PROFILE_API_TEXTS = Object.keys(CONTRACT_MESSAGES);

export const PROFILE_ERROR_KEYS = [
  ...Object.values(CONTRACT_MESSAGES),
  "profile.edit.failed",
  "profile.edit.invalidAction",
  "profile.edit.experienceIdRequired",
  "profile.create.unavailable",
  "profile.basic.photoUnavailable",
] as const;

/** The upload limits as the image hints and messages say them ("up to {{maxMb}} MB"): the contract's numbers. */
export const UPLOAD_LIMITS = {
  maxMb: String(IMAGE_UPLOAD.maxBytes / MB),
  maxMegapixels: String(IMAGE_UPLOAD.maxPixels / 1_000_000),
} as const;

/** `errorText` for the profile forms: contract sentences and the forms' own keys in the user's language. */
export function profileErrorText(t: (key: never) => string) {
  const translate = errorText(t, PROFILE_ERROR_KEYS, UPLOAD_LIMITS);
  return (messages: readonly string[] | undefined) =>
    translate(messages?.map((message) => CONTRACT_MESSAGES[message] ?? message));
}
