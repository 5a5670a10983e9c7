/**
 * The API's 400 bodies (`{field: [message]}`) of sign-up and activation, put back on the form's fields in the
 * visitor's language: a message the contract defines becomes its locale key in the `signup` namespace, any
 * other message is shown as the API sent it. Server-only: contract/users.ts and contract/password.ts carry the
 * breached-password list, which must stay out of the browser bundle.
 */
import { NON_FIELD_ERRORS, type ApiErrorBody } from "#contract/errors";
import { DATE_FORMAT_MESSAGE, PHONE_NUMBER_MESSAGE } from "#contract/fields";
import { passwordProblemOf } from "#contract/password";
import { BIRTHDATE_IN_FUTURE_MESSAGE, EMAIL_TAKEN_MESSAGE } from "#contract/users";
import { passwordMessageKey } from "./password-rule";
import type { SignUpErrorKey } from "./sign-up-schema";

export interface MappedErrors {
  /** Messages per form field: locale keys, or the API's own text. */
  fieldErrors: Record<string, string[]>;
  /** Messages for fields the form does not have, and the payload's own (`non_field_errors`). */
  formErrors: string[];
}

const SIGN_UP_MESSAGES: Record<string, SignUpErrorKey> = {
  [EMAIL_TAKEN_MESSAGE]: "errors.emailTaken",
  [BIRTHDATE_IN_FUTURE_MESSAGE]: "errors.birthdateInFuture",
  [DATE_FORMAT_MESSAGE]: "errors.birthdateInvalid",
  [PHONE_NUMBER_MESSAGE]: "errors.phoneInvalid",
};

/** Sign-up: the form's field names are the API's, so a field error stays on its field. */
export function signUpErrorsOf(body: ApiErrorBody, formFields: readonly string[]): MappedErrors {
  return mapErrors(body, formFields, (message) => SIGN_UP_MESSAGES[message] ?? message);
}

/** Activation: each part of the password rule the API names (the breached list included) in the form's words. */
export function activationErrorsOf(body: ApiErrorBody): MappedErrors {
  return mapErrors(body, ["password", "repeat_password"], (message) => {
    const code = passwordProblemOf(message);
    return code ? passwordMessageKey(code) : message;
  });
}

function mapErrors(body: ApiErrorBody, formFields: readonly string[], translate: (message: string) => string): MappedErrors {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === "string");
    const mapped = messages.map(translate);
    if (field !== NON_FIELD_ERRORS && formFields.includes(field)) fieldErrors[field] = mapped;
    else formErrors.push(...mapped);
  }
  return { fieldErrors, formErrors };
}
