/**
 * What the sign-in route and the buttons agree on: where the route lives, which providers are on, and how a
 * failed sign-in is reported back to /login or /signup (a query parameter, so the message shows without
 * JavaScript too and survives the redirect).
 */
import type { SocialProvider } from "#contract/enums";

/** The action route the buttons post to; a GET there tells which providers are configured. */
export const SOCIAL_SIGN_IN_ROUTE = "/auth/social";
export const SOCIAL_ERROR_PARAM = "social_error";

/** Each outcome and its message, a key of the `auth` namespace. */
const OUTCOME_MESSAGES = {
  no_account: "login.noAccount",
  google_failed: "errors.googleFailed",
  facebook_failed: "errors.facebookFailed",
  login_failed: "errors.loginFailed",
  too_many_attempts: "errors.tooManyAttempts",
} as const;

export type SocialOutcome = keyof typeof OUTCOME_MESSAGES;
export type SocialOutcomeMessage = (typeof OUTCOME_MESSAGES)[SocialOutcome];

/** The message of a `social_error` value; anything else (a hand-edited URL) shows nothing. */
export function socialOutcomeMessage(value: string | null): SocialOutcomeMessage | null {
  return value !== null && Object.hasOwn(OUTCOME_MESSAGES, value) ? OUTCOME_MESSAGES[value as SocialOutcome] : null;
}

export function providerFailed(provider: SocialProvider): SocialOutcome {
  return provider === "google" ? "google_failed" : "facebook_failed";
}

/** The public ids of the configured providers (null = that button is not shown). */
export interface SocialProviders {
  google: string | null;
  facebook: string | null;
}

export function parseSocialProviders(value: unknown): SocialProviders | null {
  if (typeof value !== "object" || value === null) return null;
  const { google, facebook } = value as Record<string, unknown>;
  const id = (raw: unknown) => (typeof raw === "string" && raw !== "" ? raw : null);
  return { google: id(google), facebook: id(facebook) };
}
