/**
 * Checking a social sign-in with its provider (design section 7): the browser hands us an OAuth access token and
 * we ask the provider who it belongs to. We never trust an e-mail address the client sends.
 *
 * - Google: `tokeninfo` first, so a token made for another application (whose owner could otherwise sign in to
 *   our site as its users) is refused; then `userinfo`, which must vouch for a verified e-mail address.
 * - Facebook: `/app` with the user's token names the application the token was made for (no app secret needed);
 *   then `/me` gives the e-mail address, which Facebook only returns once its owner confirmed it.
 *
 * A provider is on only when its client/app id is configured. Every failure is one `SocialSignInError` whose
 * `kind` the route turns into 400 (disabled, rejected, noEmail) or 503 (unavailable).
 */
import { z } from "zod";
import type { SocialProvider } from "../../contract/enums";
import type { ApiConfig } from "../config";
import { beforeDeadline, startDeadline } from "./deadline";

export type ProviderIdentity = { email: string; firstName: string; lastName: string };

export type SocialFailure = "disabled" | "rejected" | "noEmail" | "unavailable";

export class SocialSignInError extends Error {
  constructor(
    readonly kind: SocialFailure,
    readonly provider: SocialProvider,
    /** For the log only. */
    readonly reason: string,
  ) {
    super(`${provider} sign-in ${kind}: ${reason}`);
    this.name = "SocialSignInError";
  }
}

export type SocialConfig = Pick<
  ApiConfig,
  "GOOGLE_CLIENT_ID" | "GOOGLE_API_BASE" | "FACEBOOK_APP_ID" | "FACEBOOK_GRAPH_BASE"
>;

/** A provider that does not answer within this is "unavailable" rather than a hung sign-in page. */
export const PROVIDER_TIMEOUT_MS = 5_000;
const FACEBOOK_VERSION = "v18.0";

export function verifySocialToken(
  provider: SocialProvider,
  accessToken: string,
  config: SocialConfig,
): Promise<ProviderIdentity> {
  return provider === "google" ? verifyGoogle(accessToken, config) : verifyFacebook(accessToken, config);
}

const googleTokenInfoSchema = z.object({ aud: z.string().optional(), azp: z.string().optional() });
const googleUserInfoSchema = z.object({
  email: z.string().optional(),
  // Documented as a boolean; older endpoints sent the text "true".
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

async function verifyGoogle(accessToken: string, config: SocialConfig): Promise<ProviderIdentity> {
  const clientId = config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new SocialSignInError("disabled", "google", "GOOGLE_CLIENT_ID is not set");
  const base = config.GOOGLE_API_BASE;
  const info = await askProvider(
    "google",
    `${base}/oauth2/v3/tokeninfo?access_token=${encodeURIComponent(accessToken)}`,
    {},
    googleTokenInfoSchema,
  );
  if (info.aud !== clientId && info.azp !== clientId) {
    throw new SocialSignInError("rejected", "google", "the token was issued to another client");
  }
  const user = await askProvider(
    "google",
    `${base}/oauth2/v3/userinfo`,
    { Authorization: `Bearer ${accessToken}` },
    googleUserInfoSchema,
  );
  const verified = user.email_verified === true || user.email_verified === "true";
  const email = validEmail(user.email);
  if (!email || !verified) throw new SocialSignInError("noEmail", "google", "no verified e-mail address");
  return { email, firstName: user.given_name ?? "", lastName: user.family_name ?? "" };
}

const facebookAppSchema = z.object({ id: z.string() });
const facebookMeSchema = z.object({
  id: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

async function verifyFacebook(accessToken: string, config: SocialConfig): Promise<ProviderIdentity> {
  const appId = config.FACEBOOK_APP_ID;
  if (!appId) throw new SocialSignInError("disabled", "facebook", "FACEBOOK_APP_ID is not set");
  const base = `${config.FACEBOOK_GRAPH_BASE}/${FACEBOOK_VERSION}`;
  const token = encodeURIComponent(accessToken);
  const app = await askProvider("facebook", `${base}/app?access_token=${token}`, {}, facebookAppSchema);
  if (app.id !== appId) throw new SocialSignInError("rejected", "facebook", "the token was issued to another app");
  const me = await askProvider(
    "facebook",
    `${base}/me?fields=id,email,first_name,last_name&access_token=${token}`,
    {},
    facebookMeSchema,
  );
  const email = validEmail(me.email);
  if (!email) throw new SocialSignInError("noEmail", "facebook", "no e-mail address shared");
  return { email, firstName: me.first_name ?? "", lastName: me.last_name ?? "" };
}

/**
 * One GET to the provider. 4xx: the token is bad (rejected). 5xx, a timeout, a network error or an answer that
 * is not the JSON we expect: the provider is unavailable.
 */
async function askProvider<T extends z.ZodTypeAny>(
  provider: SocialProvider,
  url: string,
  headers: Record<string, string>,
  schema: T,
): Promise<z.output<T>> {
  let response: Response;
  const deadline = startDeadline(PROVIDER_TIMEOUT_MS, `no answer from ${provider} within ${PROVIDER_TIMEOUT_MS} ms`);
  try {
    response = await fetch(url, {
      headers: { Accept: "application/json", ...headers },
      signal: deadline,
      redirect: "error",
    });
  } catch (error) {
    throw new SocialSignInError("unavailable", provider, error instanceof Error ? error.message : String(error));
  }
  if (response.status >= 400 && response.status < 500) {
    await response.body?.cancel();
    throw new SocialSignInError("rejected", provider, `the provider answered ${response.status}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SocialSignInError("unavailable", provider, `the provider answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = await beforeDeadline(response.json(), deadline);
  } catch (error) {
    throw new SocialSignInError("unavailable", provider, `unreadable answer: ${String(error)}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SocialSignInError("unavailable", provider, "unexpected answer");
  return parsed.data;
}

const emailSchema = z.string().trim().max(254).email();

function validEmail(value: string | undefined): string | undefined {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
