/**
 * The signed-in user's account settings (docs/sessions-and-accounts.md#account-settings): password, e-mail address,
 * e-mail preferences, sessions.
 */
import {
  EMAIL_CHANGE_LINK_HOURS,
  SETTINGS_MESSAGES,
  detailSchema,
  emailChangeDoneSchema,
  emailChangeRequestSchema,
  emailChangeStatusSchema,
  mailPreferencesRequestSchema,
  mailPreferencesSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
} from "../settings";
import { EMAIL_TAKEN_MESSAGE } from "../users";
import { endpoint } from "../endpoint";
import { LINK_PARAMS } from "./accounts";

const THROTTLED =
  "Too many wrong current passwords for this account, or too many attempts from this address; `Retry-After` says when to try again.";

export const changePassword = endpoint({
  method: "post",
  path: "/users/me/password/",
  operationId: "changePassword",
  summary: "Change the password",
  description:
    "The current password, and the new one under the sign-up rule, typed twice. Every refresh token of the user is " +
    "revoked and its access tokens refused from the next call (every other device is signed out); the answer is the " +
    "caller's new pair.",
  tag: "Users",
  access: "signed-in",
  body: {
    kind: "json",
    schema: passwordChangeRequestSchema,
    example: {
      current_password: "Harbour-Light-42!",
      password: "Harbour-Light-43!",
      repeat_password: "Harbour-Light-43!",
    },
  },
  responses: {
    200: {
      description: "Changed; a new access and refresh token.",
      schema: passwordChangeResponseSchema,
    },
  },
  errors: {
    400:
      `A field is invalid; a wrong current password is on \`current_password\` ("${SETTINGS_MESSAGES.wrongPassword}", ` +
      "code `wrong_current_password`; `no_password` for an account without one).",
    429: THROTTLED,
  },
});

export const requestEmailChange = endpoint({
  method: "post",
  path: "/users/me/email/",
  operationId: "requestEmailChange",
  summary: "Ask to change the e-mail address",
  description:
    `The password and the new address. A single-use link valid for ${EMAIL_CHANGE_LINK_HOURS} hours goes to the new ` +
    "address (older links die), a notice to the old one; the address changes when the link is used.",
  tag: "Users",
  access: "signed-in",
  body: {
    kind: "json",
    schema: emailChangeRequestSchema,
    example: {
      email: "maria.new@example.com",
      password: "Harbour-Light-42!",
    },
  },
  responses: {
    200: { description: "The link is on its way.", schema: detailSchema },
  },
  errors: {
    400:
      "A field is invalid; a wrong password is on `password` (code `wrong_current_password`), an address in use on " +
      `\`email\` ("${EMAIL_TAKEN_MESSAGE}", \`email_taken\`), and so is the account's own (\`same_email\`).`,
    429: THROTTLED,
  },
});

export const checkEmailChangeLink = endpoint({
  method: "get",
  path: "/users/email-change/{uuid}/{token}/",
  operationId: "checkEmailChangeLink",
  summary: "Whether a link confirming a new address can still be used, and the address",
  description: "Changes nothing.",
  tag: "Users",
  access: "public",
  pathParams: LINK_PARAMS,
  responses: {
    200: {
      description: "The link is valid; `email` is the address it sets.",
      schema: emailChangeStatusSchema,
    },
  },
  errors: {
    404: "Unknown account, or the link is unknown, used or expired (`valid: false`, code `email_change_link_invalid`).",
  },
});

export const confirmEmailChange = endpoint({
  method: "post",
  path: "/users/email-change/{uuid}/{token}/",
  operationId: "confirmEmailChange",
  summary: "Confirm the new address",
  description:
    "The link is the permission (no login). It works once; the account's address becomes the one it was made for.",
  tag: "Users",
  access: "public",
  pathParams: LINK_PARAMS,
  responses: {
    200: {
      description: "The address is changed.",
      schema: emailChangeDoneSchema,
    },
  },
  errors: {
    400: `Another account took the address meanwhile (on \`email\`, "${EMAIL_TAKEN_MESSAGE}", code \`email_taken\`).`,
    404: "Unknown account, or the link is unknown, used or expired (`valid: false`, code `email_change_link_invalid`).",
    429: "Too many dead links for this account, or too many attempts from this address.",
  },
});

export const readMailPreferences = endpoint({
  method: "get",
  path: "/users/me/mail-preferences/",
  operationId: "readMailPreferences",
  summary: "Which kinds of e-mail the signed-in user gets",
  description:
    "One boolean per kind the role gets: a job seeker every kind, a company `review_notices` and `messages`.",
  tag: "Users",
  access: "signed-in",
  responses: {
    200: { description: "The preferences.", schema: mailPreferencesSchema },
  },
});

export const setMailPreferences = endpoint({
  method: "patch",
  path: "/users/me/mail-preferences/",
  operationId: "setMailPreferences",
  summary: "Turn kinds of e-mail on or off",
  description: "A kind left out stays as it is; a kind the role does not get is refused on its field.",
  tag: "Users",
  access: "signed-in",
  body: {
    kind: "json",
    schema: mailPreferencesRequestSchema,
    example: { review_notices: false },
    alsoForm: true,
  },
  responses: {
    200: {
      description: "The preferences as they now are.",
      schema: mailPreferencesSchema,
    },
  },
  errors: { 400: "A field is invalid; a kind the role does not get is refused on it (code `mail_kind_not_for_role`)." },
});

export const signOutEverywhere = endpoint({
  method: "post",
  path: "/users/me/sign-out-everywhere/",
  operationId: "signOutEverywhere",
  summary: "Sign out of every device",
  description:
    "Every refresh token of the user is revoked, the caller's too: each session's access tokens are refused from the next call.",
  tag: "Auth",
  access: "signed-in",
  responses: { 200: { description: "Done.", schema: detailSchema } },
});

/** In the order the document lists them. */
export const SETTINGS_ENDPOINTS = [
  changePassword,
  requestEmailChange,
  checkEmailChangeLink,
  confirmEmailChange,
  readMailPreferences,
  setMailPreferences,
  signOutEverywhere,
] as const;
