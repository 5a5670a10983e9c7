/**
 * The one-field forms' messages (./email-form.ts), as `auth` keys; zod-free, for the browser
 * (docs/forms.md#the-form-kit).
 */
export const EMAIL_FORM_ERRORS = ["errors.emailRequired", "errors.emailInvalid"] as const;
