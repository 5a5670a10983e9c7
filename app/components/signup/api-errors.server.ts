/**
 * The API's 400 bodies of sign-up and activation, put back on the form's fields (formErrorsOf) in the visitor's
 * language: a message the contract defines becomes its locale key in the `signup` namespace, any other message is
 * shown as the API sent it. Server-only: contract/users.ts and contract/password.ts carry the
 * breached-password list, which must stay out of the browser bundle.
 */
import type { ApiErrorBody } from "#contract/errors";
import { DATE_FORMAT_MESSAGE, PHONE_NUMBER_MESSAGE } from "#contract/fields";
import { passwordProblemOf } from "#contract/password";
import { PERSON_NAME_MESSAGE } from "#contract/person-names";
import { BIRTHDATE_IN_FUTURE_MESSAGE } from "#contract/users";
import { formErrorsOf, type MappedErrors } from "~/lib/forms/api-errors.server";
import { passwordMessageKey } from "./password-rule";
import type { SignUpErrorKey } from "./sign-up-schema";

const SIGN_UP_MESSAGES: Record<string, SignUpErrorKey> = {
  [PERSON_NAME_MESSAGE]: "errors.nameLink",
  [BIRTHDATE_IN_FUTURE_MESSAGE]: "errors.birthdateInFuture",
  [DATE_FORMAT_MESSAGE]: "errors.birthdateInvalid",
  [PHONE_NUMBER_MESSAGE]: "errors.phoneInvalid",
};

/** Sign-up: the form's field names are the API's, so a field error stays on its field. */
export function signUpErrorsOf(body: ApiErrorBody, formFields: readonly string[]): MappedErrors {
  return formErrorsOf(body, formFields, (message) => SIGN_UP_MESSAGES[message] ?? message);
}

/** Activation: each part of the password rule the API names (the breached list included) in the form's words. */
export function activationErrorsOf(body: ApiErrorBody): MappedErrors {
  return formErrorsOf(body, ["password", "repeat_password"], (message) => {
    const code = passwordProblemOf(message);
    return code ? passwordMessageKey(code) : message;
  });
}
