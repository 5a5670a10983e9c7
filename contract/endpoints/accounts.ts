/** Tokens, social sign-in, accounts, the contact form and the service endpoints (design section 7). */
import { z } from "zod";
import {
  socialLoginRequestSchema,
  socialLoginResponseSchema,
  tokenBlacklistRequestSchema,
  tokenObtainRequestSchema,
  tokenPairResponseSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
} from "../auth";
import { contactBodySchema, contactResponseSchema } from "../contact";
import {
  ACCOUNT_DELETE_MESSAGES,
  SOCIAL_PROOF_MINUTES,
  accountDeleteRequestSchema,
  accountExportSchema,
  detailResponseSchema,
  emailOnlyRequestSchema,
  passwordResetRequestSchema,
  passwordResetStatusSchema,
} from "../accounts";
import { MAIL_PREFERENCE_MESSAGES, mailPreferenceRequestSchema, mailPreferenceSchema } from "../mail-preferences";
import { ERROR_DETAILS } from "../errors";
import {
  activationRequestSchema,
  activationResponseSchema,
  activationStatusSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  userSchema,
} from "../users";
import { PERSON_NAME_MESSAGE } from "../person-names";
import { EXAMPLES } from "./examples";
import { endpoint, PATH_PARAMS } from "../endpoint";

/** `GET /health/` answers from the route alone (api/routes/health.ts); this is its shape. */
const healthSchema = z.object({ status: z.enum(["ok", "error"]), database: z.enum(["ok", "down"]) });
/** The document itself: described, not re-specified. */
const openApiDocumentSchema = z.record(z.unknown()).describe("An OpenAPI 3.1 document.");
const emptyObjectSchema = z.object({}).strict();

/**
 * A link's account is read as text: a malformed one names no usable link, and every link that cannot be used is one
 * answer (404 with `valid: false`), so a link reveals nothing.
 */
export const LINK_PARAMS = { uuid: PATH_PARAMS.token } as const;

const THROTTLED = "Too many attempts from this address or for this account; `Retry-After` says when to try again.";

function socialSignIn<const Provider extends "google" | "facebook">(provider: Provider, name: string) {
  return endpoint({
    method: "post",
    path: `/auth/${provider}/` as const,
    operationId: `${provider}SignIn` as const,
    summary: `Sign in with ${name}`,
    description:
      `Verifies the ${name} access token with ${name}, then signs in the account with that e-mail address. With ` +
      "`role`, an unknown address becomes a new active account (`created: true`).",
    tag: "Auth",
    access: "public",
    body: { kind: "json", schema: socialLoginRequestSchema, example: EXAMPLES.socialSignIn },
    responses: {
      200: { description: "Signed in to an existing account.", schema: socialLoginResponseSchema },
      201: {
        description: "Signed in to the account this call created (`created: true`).",
        schema: socialLoginResponseSchema,
      },
    },
    errors: {
      401: `The account was deactivated ("${ERROR_DETAILS.noActiveAccount}", code \`no_active_account\`).`,
      400:
        `${name} sign-in is not enabled here (code \`social_disabled\`), or ${name} refused the token ` +
        "(`social_rejected`), or vouches for no e-mail address (`social_no_email`); `params.provider` names it.",
      404: "No account uses the e-mail address and no `role` was given: sign up first (code `social_no_account`).",
      429: THROTTLED,
      503: `${name} did not answer in time (code \`social_unavailable\`).`,
    },
  });
}

export const googleSignIn = socialSignIn("google", "Google");
export const facebookSignIn = socialSignIn("facebook", "Facebook");

export const exportAccount = endpoint({
  method: "get",
  path: "/account/export/",
  operationId: "exportAccount",
  summary: "Everything held about the signed-in account, as JSON (GDPR articles 15 and 20)",
  description:
    "The account, its mail preferences and, for a worker, the profile, experiences, applications with their " +
    "history, reviews, follows and reports; for a company, its profile, jobs, applications received with private " +
    "notes and ratings, and subscriptions. Uploads are absolute links. Never a password or token hash.",
  tag: "Users",
  access: "signed-in",
  responses: { 200: { description: "The export (`Cache-Control: no-store`).", schema: accountExportSchema } },
});

export const deleteAccount = endpoint({
  method: "post",
  path: "/account/delete/",
  operationId: "deleteAccount",
  summary: "Delete the signed-in account (GDPR article 17)",
  description:
    "Needs the account's password; an account without one (made by Google or Facebook) needs a sign-in made in " +
    `the last ${SOCIAL_PROOF_MINUTES} minutes instead. A company's running subscription is cancelled first (if the ` +
    "payment provider refuses, nothing is deleted), its jobs close. Personal data and uploads are removed, the " +
    "worker's applications stay for the companies as a deleted user, reviews stay without the author's name, every " +
    "session ends, the address can sign up again, and a confirmation is mailed.",
  tag: "Users",
  access: "signed-in",
  body: { kind: "json", schema: accountDeleteRequestSchema, example: EXAMPLES.accountDelete },
  responses: {
    200: { description: `Deleted ("${ACCOUNT_DELETE_MESSAGES.deleted}").`, schema: detailResponseSchema },
  },
  errors: {
    400:
      `On \`password\`: missing ("${ACCOUNT_DELETE_MESSAGES.passwordRequired}", code \`delete_password_required\`), ` +
      `wrong ("${ACCOUNT_DELETE_MESSAGES.wrongPassword}", \`wrong_password\`), or no fresh social sign-in ` +
      `("${ACCOUNT_DELETE_MESSAGES.signInAgain}", \`sign_in_again\`); or the payment provider refused the cancellation.`,
    429: THROTTLED,
    503: "The payment provider did not answer; nothing was deleted.",
  },
});

export const readMailPreference = endpoint({
  method: "get",
  path: "/mail-preferences/{token}/",
  operationId: "readMailPreference",
  summary: "Which kind of e-mail a one-click link is for, and whether it is on",
  description: "The token comes from a link in an e-mail and is the only permission needed. Never changes anything.",
  tag: "Users",
  access: "public",
  responses: {
    200: { description: "The kind of e-mail and whether the user gets it.", schema: mailPreferenceSchema },
  },
  errors: {
    404: `The link is forged, altered or its account is gone ("${MAIL_PREFERENCE_MESSAGES.invalidLink}", code \`mail_link_invalid\`).`,
  },
});

export const setMailPreference = endpoint({
  method: "post",
  path: "/mail-preferences/{token}/",
  operationId: "setMailPreference",
  summary: "Turn a kind of e-mail off (one click) or back on",
  description:
    "With no body, or a mail client's RFC 8058 `List-Unsubscribe=One-Click` form, the kind is turned off; " +
    "`subscribed: true` turns it back on.",
  tag: "Users",
  access: "public",
  body: { kind: "json", schema: mailPreferenceRequestSchema, example: { subscribed: false }, alsoForm: true },
  responses: { 200: { description: "The preference as it now is.", schema: mailPreferenceSchema } },
  errors: {
    404: `The link is forged, altered or its account is gone ("${MAIL_PREFERENCE_MESSAGES.invalidLink}", code \`mail_link_invalid\`).`,
  },
});

export const obtainTokenPair = endpoint({
  method: "post",
  path: "/auth/token/",
  operationId: "obtainTokenPair",
  summary: "Sign in with e-mail and password",
  tag: "Auth",
  access: "public",
  body: { kind: "json", schema: tokenObtainRequestSchema, example: EXAMPLES.signIn },
  responses: {
    200: { description: "An access and a refresh token, and the account.", schema: tokenPairResponseSchema },
  },
  errors: {
    401: `Wrong e-mail or password, or an inactive account: "${ERROR_DETAILS.noActiveAccount}" (code \`no_active_account\`).`,
    429: THROTTLED,
  },
});

export const refreshAccessToken = endpoint({
  method: "post",
  path: "/auth/token/refresh/",
  operationId: "refreshAccessToken",
  summary: "Trade a refresh token for a new access token",
  tag: "Auth",
  access: "public",
  body: { kind: "json", schema: tokenRefreshRequestSchema, example: EXAMPLES.refresh },
  responses: { 200: { description: "A new access token.", schema: tokenRefreshResponseSchema } },
  errors: { 401: "The refresh token is invalid, expired or blacklisted (`code: token_not_valid`)." },
});

export const blacklistRefreshToken = endpoint({
  method: "post",
  path: "/auth/token/blacklist/",
  operationId: "blacklistRefreshToken",
  summary: "Sign out: the refresh token can no longer be used",
  tag: "Auth",
  access: "public",
  body: { kind: "json", schema: tokenBlacklistRequestSchema, example: EXAMPLES.refresh },
  responses: { 200: { description: "Done; the body is an empty object.", schema: emptyObjectSchema } },
  errors: { 401: "The refresh token is invalid, expired or already blacklisted (`code: token_not_valid`)." },
});

export const signUp = endpoint({
  method: "post",
  path: "/users/",
  operationId: "signUp",
  summary: "Sign up",
  description:
    "The same answer, in the same time, whether the address is new or has an account (it tells nobody which). A new " +
    "address becomes an inactive account and gets its activation link (single use, 72 hours). An address that has " +
    "an account gets a new activation link while it waits for activation, else a notice to its owner (log in, or " +
    "choose a new password); at most one such mail per address per hour. Names refuse links and formula starts.",
  tag: "Users",
  access: "public",
  body: { kind: "json", schema: signUpRequestSchema, example: EXAMPLES.signUp },
  responses: {
    201: {
      description: "Received: `detail` says what was mailed, `email` is the address as sent.",
      schema: signUpResponseSchema,
    },
  },
  errors: {
    400:
      `A field is invalid; a name with a link or a formula start has "${PERSON_NAME_MESSAGE}" (code \`name_not_plain\`), ` +
      "a birth date after today `birthdate_in_future`.",
    429: THROTTLED,
  },
});

export const getUser = endpoint({
  method: "get",
  path: "/users/{id}/",
  operationId: "getUser",
  summary: "The signed-in account",
  description: "`id` is the `user_id` claim of the access token; another user's id is a 404.",
  tag: "Users",
  access: "signed-in",
  ownerOnly: true,
  pathParams: { id: PATH_PARAMS.uuid },
  responses: { 200: { description: "The account.", schema: userSchema } },
});

export const checkActivationLink = endpoint({
  method: "get",
  path: "/users/{uuid}/activate/{token}/",
  operationId: "checkActivationLink",
  summary: "Whether an activation link can still be used",
  description: "Never activates: a GET changes nothing.",
  tag: "Users",
  access: "public",
  pathParams: LINK_PARAMS,
  responses: { 200: { description: "The link is valid.", schema: activationStatusSchema } },
  errors: {
    404: "Unknown account, or the link is unknown, used or expired (`valid: false`, code `activation_link_invalid`).",
    429: THROTTLED,
  },
});

export const activateAccount = endpoint({
  method: "post",
  path: "/users/{uuid}/activate/{token}/",
  operationId: "activateAccount",
  summary: "Set the password and activate the account",
  tag: "Users",
  access: "public",
  pathParams: LINK_PARAMS,
  body: { kind: "json", schema: activationRequestSchema, example: EXAMPLES.activation },
  responses: { 200: { description: "The account is active.", schema: activationResponseSchema } },
  errors: {
    404: "Unknown account, or the link is unknown, used or expired (`valid: false`, code `activation_link_invalid`).",
    429: THROTTLED,
  },
});

export const resendActivation = endpoint({
  method: "post",
  path: "/users/activation/resend/",
  operationId: "resendActivation",
  summary: "Send a new activation link",
  description:
    "The same answer for every address. An account waiting for activation gets a new link (72 hours) and its older links die.",
  tag: "Users",
  access: "public",
  body: { kind: "json", schema: emailOnlyRequestSchema, example: EXAMPLES.emailOnly },
  responses: { 200: { description: "Received (whatever the address).", schema: detailResponseSchema } },
  errors: { 429: THROTTLED },
});

export const requestPasswordReset = endpoint({
  method: "post",
  path: "/auth/password-reset/",
  operationId: "requestPasswordReset",
  summary: "E-mail a link to choose a new password",
  description:
    "The same answer for every address. An active account gets a single-use link valid for 1 hour, in its language; its older links die.",
  tag: "Auth",
  access: "public",
  body: { kind: "json", schema: emailOnlyRequestSchema, example: EXAMPLES.emailOnly },
  responses: { 200: { description: "Received (whatever the address).", schema: detailResponseSchema } },
  errors: { 429: THROTTLED },
});

export const checkPasswordResetLink = endpoint({
  method: "get",
  path: "/auth/password-reset/{uuid}/{token}/",
  operationId: "checkPasswordResetLink",
  summary: "Whether a password reset link can still be used",
  description: "Changes nothing.",
  tag: "Auth",
  access: "public",
  pathParams: LINK_PARAMS,
  responses: { 200: { description: "The link is valid.", schema: passwordResetStatusSchema } },
  errors: {
    404: "Unknown account, or the link is unknown, used or expired (`valid: false`, code `password_reset_link_invalid`).",
    429: THROTTLED,
  },
});

export const resetPassword = endpoint({
  method: "post",
  path: "/auth/password-reset/{uuid}/{token}/",
  operationId: "resetPassword",
  summary: "Choose a new password",
  description: "Under the sign-up password rule. Every refresh token of the user is revoked: their other sessions end.",
  tag: "Auth",
  access: "public",
  pathParams: LINK_PARAMS,
  body: { kind: "json", schema: passwordResetRequestSchema, example: EXAMPLES.passwordReset },
  responses: { 200: { description: "The password is changed.", schema: detailResponseSchema } },
  errors: {
    404: "Unknown account, or the link is unknown, used or expired (`valid: false`, code `password_reset_link_invalid`).",
    429: THROTTLED,
  },
});

export const sendContactMessage = endpoint({
  method: "post",
  path: "/contact/",
  operationId: "sendContactMessage",
  summary: "Send a message to the team",
  description: "Stores the message and e-mails it to the team.",
  tag: "Contact",
  access: "public",
  body: { kind: "json", schema: contactBodySchema, example: EXAMPLES.contact },
  responses: { 201: { description: "Received.", schema: contactResponseSchema } },
  errors: { 429: THROTTLED },
});

export const checkHealth = endpoint({
  method: "get",
  path: "/health/",
  operationId: "checkHealth",
  summary: "Whether the API and its database answer",
  tag: "Service",
  access: "public",
  responses: {
    200: { description: "Up.", schema: healthSchema },
    503: { description: "The database does not answer.", schema: healthSchema },
  },
});

export const getOpenApiDocument = endpoint({
  method: "get",
  path: "/schema/",
  operationId: "getOpenApiDocument",
  summary: "This document",
  tag: "Service",
  access: "public",
  responses: { 200: { description: "The OpenAPI 3.1 document of the API.", schema: openApiDocumentSchema } },
});

/** In the order the document lists them. */
export const ACCOUNT_ENDPOINTS = [
  exportAccount,
  deleteAccount,
  readMailPreference,
  setMailPreference,
  obtainTokenPair,
  refreshAccessToken,
  blacklistRefreshToken,
  googleSignIn,
  facebookSignIn,
  signUp,
  getUser,
  checkActivationLink,
  activateAccount,
  resendActivation,
  requestPasswordReset,
  checkPasswordResetLink,
  resetPassword,
  sendContactMessage,
  checkHealth,
  getOpenApiDocument,
] as const;
