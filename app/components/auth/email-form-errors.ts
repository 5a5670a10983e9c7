/** The one-field forms' messages (./email-form.ts), as `auth` keys; zod-free, for the browser (docs/decisions/169). */
export const EMAIL_FORM_ERRORS = ["errors.emailRequired", "errors.emailInvalid"] as const;
