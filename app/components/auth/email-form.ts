/**
 * The one-field forms of docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link (forgot password,
 * resend activation): an address, checked as login does.
 */
import { z } from "zod";
import { EMAIL_FORM_ERRORS } from "./email-form-errors";

export { EMAIL_FORM_ERRORS };

export const EmailFormSchema = z.object({
  email: z
    .string({ required_error: "errors.emailRequired" satisfies (typeof EMAIL_FORM_ERRORS)[number] })
    .trim()
    .max(254, "errors.emailInvalid" satisfies (typeof EMAIL_FORM_ERRORS)[number])
    .email("errors.emailInvalid" satisfies (typeof EMAIL_FORM_ERRORS)[number]),
});
