import { UPLOAD_LIMIT_PARAMS } from "#contract/uploads";

/**
 * The profile forms' words for what goes wrong: their own keys (the `account` namespace), and for a rule of the
 * contract the words of its code (`refusals:<code>`), whether the form's own check found the mistake
 * (app/lib/forms/schema-form.server.ts) or the API did (its answer comes translated: app/lib/api/refusals.server.ts
 * `codes`). A page whose form can meet a coded rule loads the `refusals` namespace. The section pages give these
 * words to their forms once (`ProfileSectionPage`'s `FormWords`), so the messages stay keys until they are shown.
 */
export const PROFILE_ERROR_KEYS = [
  "profile.edit.failed",
  "profile.edit.invalidAction",
  "profile.edit.experienceIdRequired",
  "profile.experience.notFound",
  "profile.create.unavailable",
  "profile.basic.photoUnavailable",
] as const;

/**
 * The upload limits as the image hints and the refusals say them ("up to {{megabytes}} MB"): the numbers of the
 * contract, under the names of its codes' parameters.
 */
export const UPLOAD_LIMITS = {
  megabytes: String(UPLOAD_LIMIT_PARAMS.image_too_large.megabytes),
  megapixels: String(UPLOAD_LIMIT_PARAMS.too_many_pixels.megapixels),
} as const;
