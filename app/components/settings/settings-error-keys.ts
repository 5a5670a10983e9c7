/**
 * The settings forms' messages (docs/decisions/167), keys of `account`'s `settings.errors`: a module without zod,
 * so the page's browser code can read them (docs/decisions/169).
 */
export const SETTINGS_ERROR_KEYS = [
  "settings.errors.currentRequired",
  "settings.errors.wrongPassword",
  "settings.errors.noPassword",
  "settings.errors.emailRequired",
  "settings.errors.emailInvalid",
  "settings.errors.emailTaken",
  "settings.errors.sameEmail",
  "settings.errors.passwordRequired",
  "settings.errors.tooManyAttempts",
  "settings.errors.unavailable",
] as const;
export type SettingsErrorKey = (typeof SETTINGS_ERROR_KEYS)[number];
