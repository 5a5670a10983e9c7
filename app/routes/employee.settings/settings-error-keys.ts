/**
 * The settings forms' own messages (docs/sessions-and-accounts.md#account-settings), keys of `account`'s
 * `settings.errors`: a module without zod, so the page's browser code can read them (docs/forms.md#the-form-kit). What
 * the API refuses on a field (a wrong current password, an address in use) is said in the API's words for its code
 * (`refusals`).
 */
export const SETTINGS_ERROR_KEYS = [
  "settings.errors.currentRequired",
  "settings.errors.emailRequired",
  "settings.errors.emailInvalid",
  "settings.errors.passwordRequired",
  "settings.errors.tooManyAttempts",
  "settings.errors.unavailable",
] as const;
export type SettingsErrorKey = (typeof SETTINGS_ERROR_KEYS)[number];
