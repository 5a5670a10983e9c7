/**
 * What the accounts' endpoints refuse (docs/sessions-and-accounts.md), in DRF's English and by code: the password
 * rule, sign-up's names and birth date, the links of activation, password reset, e-mail change and one-click mail
 * preferences, the settings, deleting the account and social sign-in. `ACCOUNT_ERRORS` is this area's part of the
 * catalogue (contract/api-errors.ts). Zod-free, like the catalogue: the schemas that use these texts
 * (contract/users.ts, settings.ts, accounts.ts, auth.ts, password.ts) re-export them.
 */
import { errorCodes } from "./error-codes";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-characters";
import { PERSON_NAME_MESSAGE } from "./person-names";

/** The parts of the password rule (contract/password.ts), each its own code. */
export const PASSWORD_PROBLEMS = {
  password_too_short: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  password_too_long: `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`,
  password_no_uppercase: "This password must contain at least one uppercase letter.",
  password_no_digit: "This password must contain at least one number.",
  password_no_special: "This password must contain at least one special character.",
  password_too_common: "This password is too common.",
  password_mismatch: "The two passwords do not match.",
} as const;

/**
 * Only the settings' e-mail change says so (signed in, password confirmed); sign-up never does
 * (docs/sessions-and-accounts.md#sign-up).
 */
export const EMAIL_TAKEN_MESSAGE = "A user with this email already exists.";
export const BIRTHDATE_IN_FUTURE_MESSAGE = "Birthdate cannot be in the future.";
export const ACTIVATION_INVALID_MESSAGE = "This activation link is invalid or has expired.";
export const PASSWORD_RESET_INVALID_MESSAGE = "This password reset link is invalid or has expired.";

/**
 * Deleting one's account (docs/sessions-and-accounts.md#exporting-and-deleting-an-account): its answer and its refusals
 * on `password`.
 */
export const ACCOUNT_DELETE_MESSAGES = {
  deleted: "Your account has been deleted. We have sent a confirmation to your e-mail address.",
  passwordRequired: "Enter your password to delete the account.",
  wrongPassword: "This password is not correct.",
  /**
   * An account without a password proves it is its owner by a fresh social sign-in
   * (docs/sessions-and-accounts.md#exporting-and-deleting-an-account).
   */
  signInAgain: "Sign in again with Google or Facebook, then delete the account within 10 minutes.",
} as const;

/** The settings' answers and refusals (docs/sessions-and-accounts.md#account-settings). */
export const SETTINGS_MESSAGES = {
  wrongPassword: "The current password is not right.",
  noPassword: "This account has no password yet: choose one with “Forgot your password?” on the login page.",
  sameEmail: "This is already your e-mail address.",
  passwordChanged: "Your password has been changed. You are signed out on every other device.",
  emailChangeRequested: "We have sent a link to the new address. The address changes when you open it.",
  emailChangeInvalid: "This link to confirm an e-mail address is invalid or has expired.",
  emailChanged: "Your e-mail address has been changed. Log in with the new address.",
  signedOutEverywhere: "You are signed out on every device.",
  kindNotForRole: "This kind of e-mail is not sent to this kind of account.",
} as const;

export const MAIL_PREFERENCE_MESSAGES = {
  invalidLink: "This link is not valid.",
} as const;

/** A social provider as its texts name it: `{ provider: "Google" }`. */
type ProviderParams = { provider: string };

/** The accounts' error codes (contract/error-codes.ts). */
export const ACCOUNT_ERRORS = errorCodes({
  ...PASSWORD_PROBLEMS,
  name_not_plain: PERSON_NAME_MESSAGE,
  birthdate_in_future: BIRTHDATE_IN_FUTURE_MESSAGE,
  email_taken: EMAIL_TAKEN_MESSAGE,
  same_email: SETTINGS_MESSAGES.sameEmail,
  wrong_current_password: SETTINGS_MESSAGES.wrongPassword,
  no_password: SETTINGS_MESSAGES.noPassword,
  mail_kind_not_for_role: SETTINGS_MESSAGES.kindNotForRole,
  activation_link_invalid: ACTIVATION_INVALID_MESSAGE,
  password_reset_link_invalid: PASSWORD_RESET_INVALID_MESSAGE,
  email_change_link_invalid: SETTINGS_MESSAGES.emailChangeInvalid,
  mail_link_invalid: MAIL_PREFERENCE_MESSAGES.invalidLink,
  delete_password_required: ACCOUNT_DELETE_MESSAGES.passwordRequired,
  wrong_password: ACCOUNT_DELETE_MESSAGES.wrongPassword,
  sign_in_again: ACCOUNT_DELETE_MESSAGES.signInAgain,
  social_disabled: (params: ProviderParams) => `${params.provider} sign-in is not enabled.`,
  social_rejected: (params: ProviderParams) => `${params.provider} did not accept this sign-in. Please try again.`,
  social_no_email: (params: ProviderParams) =>
    `Your ${params.provider} account has no verified e-mail address we can use.`,
  social_unavailable: (params: ProviderParams) =>
    `${params.provider} sign-in is unavailable right now. Please try again later.`,
  social_no_account: "No account uses this e-mail address. Please sign up first.",
});
