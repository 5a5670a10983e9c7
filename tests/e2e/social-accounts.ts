/**
 * The Google and Facebook identities the e2e server's provider stand-ins know (global-setup registers them):
 * each access token stands for one account, as a real provider's would. Any other token is refused.
 */
export const GOOGLE_CLIENT_ID = "e2e-client.apps.googleusercontent.com";
export const FACEBOOK_APP_ID = "424242424242";

export const SOCIAL_TOKENS = {
  /** The demo employee's Google account. */
  googleEmployee: "google-token-employee",
  /** A Google account whose e-mail no account uses. */
  googleStranger: "google-token-stranger",
  /** A Google account that signs up from /signup (a fresh address each run). */
  googleNewcomer: "google-token-newcomer",
  /** The demo company's Facebook account. */
  facebookCompany: "facebook-token-company",
  /** A Facebook account whose e-mail no account uses. */
  facebookStranger: "facebook-token-stranger",
  /** Not registered: the stand-in refuses it, as Google refuses an expired or revoked token. */
  revoked: "token-revoked",
} as const;

export const NEWCOMER_EMAIL = "social.newcomer@example.com";
