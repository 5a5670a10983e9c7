/** Users: the account read by id, sign-up (spec section 3's form) and activation (design section 7). */
import { z } from "zod";
import { isIsoDate } from "./dates";
import { LANGUAGES, ROLES } from "./enums";
import { email, line, optionalCountryCode, optionalIsoDate, optionalLine, optionalPhoneNumber } from "./fields";
import { passwordSchema, refinePasswordRepeat } from "./password";
import { PERSON_NAME_MESSAGE, isPlainName } from "./person-names";

import { ACTIVATION_INVALID_MESSAGE, BIRTHDATE_IN_FUTURE_MESSAGE, EMAIL_TAKEN_MESSAGE } from "./account-messages";

export { ACTIVATION_INVALID_MESSAGE, BIRTHDATE_IN_FUTURE_MESSAGE, EMAIL_TAKEN_MESSAGE };
export const ACTIVATED_MESSAGE = "Your account is active. You can now log in.";
/**
 * The one answer to a sign-up, whether the address is new or has an account (docs/sessions-and-accounts.md#sign-up): a
 * new address gets its activation link, a known one a notice to its owner, so the answer cannot tell them apart.
 */
export const SIGN_UP_RECEIVED_MESSAGE =
  "Thank you. We have sent an e-mail to this address: a link to activate the new account, or, if the address already has an account, how to log in.";

/**
 * The language of the account's e-mails: `en` or `gr`. Browsers and `<html lang>` say `el` for Greek, so it is
 * taken as `gr` (design section 9).
 */
export const accountLanguageSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim().toLowerCase() === "el" ? "gr" : value),
  z.enum(LANGUAGES),
);

/** `GET /users/{id}/`: the account; `id` is the access token's `user_id` claim. */
export const userSchema = z.object({
  uuid: z.string().uuid(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
});

/** A first or last name: one line of up to 150 characters, with no link or formula in it (contract/person-names.ts). */
function personName() {
  return line(150).refine(isPlainName, { message: PERSON_NAME_MESSAGE, params: { code: "name_not_plain" } });
}

/**
 * `POST /users/`. The password is not part of it: the account stays inactive until the owner of the e-mail
 * address follows the activation link and sets one there (design section 7). Sign-up is open to both roles;
 * the address fields are optional because a seasonal worker may not have a fixed one yet.
 */
export const signUpRequestSchema = z.object({
  first_name: personName(),
  last_name: personName(),
  email: email(),
  role: z.enum(ROLES),
  phone_number: optionalPhoneNumber(),
  street_name: optionalLine(200),
  street_number: optionalLine(20),
  zip_code: optionalLine(20),
  country: optionalCountryCode(),
  city: optionalLine(100),
  state: optionalLine(100),
  tax_id: optionalLine(30),
  // Compared as text: YYYY-MM-DD sorts like the calendar. A malformed day has its own message already.
  birthdate: optionalIsoDate().refine(
    (day) => typeof day !== "string" || !isIsoDate(day) || day <= new Date().toISOString().slice(0, 10),
    { message: BIRTHDATE_IN_FUTURE_MESSAGE, params: { code: "birthdate_in_future" } },
  ),
  /** The language of the activation e-mail; unset → the request's Accept-Language, then Greek. */
  language: accountLanguageSchema.optional(),
});

/**
 * `POST /users/`'s answer (201), the same for a new address and for one that has an account: the message and the
 * address as it was typed, nothing about any account.
 */
export const signUpResponseSchema = z.object({ detail: z.string(), email: z.string() });

/**
 * `GET /users/{uuid}/activate/{token}/`: whether the link can still be used (a GET never activates). A link that
 * cannot be used (unknown user, unknown, used or expired token) is a 404 with `valid: false` and a `detail`,
 * for GET and POST alike.
 */
export const activationStatusSchema = z.object({ valid: z.boolean(), detail: z.string().optional() });

/** `POST /users/{uuid}/activate/{token}/`. */
export const activationRequestSchema = z
  .object({ password: passwordSchema, repeat_password: z.string() })
  .superRefine(refinePasswordRepeat("password", "repeat_password"));

export const activationResponseSchema = z.object({ detail: z.string() });

export type User = z.infer<typeof userSchema>;
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;
export type ActivationStatus = z.infer<typeof activationStatusSchema>;
export type ActivationRequest = z.infer<typeof activationRequestSchema>;
