import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { facebookSignIn, googleSignIn } from "#contract/endpoints/accounts";
import { ROLES, SOCIAL_PROVIDERS, type SocialProvider } from "#contract/enums";
import {
  providerFailed,
  SOCIAL_ERROR_PARAM,
  type SocialOutcome,
  type SocialProviders,
} from "~/components/auth/social-outcome";
import { homeOfRole } from "~/lib/account";
import { isApiError } from "~/lib/api/client.server";
import { getWebEnv } from "~/lib/env.server";
import { htmlLang } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { apiFor } from "~/lib/session/api-client.server";
import { requireGuest } from "~/lib/session.server";
import { safeRedirect } from "~/lib/redirects.server";
import { startSession } from "~/lib/session/cookies.server";
import { readSubmission } from "~/lib/forms/schema-form.server";

/**
 * Google and Facebook sign-in (spec section 2 login, design section 7). The buttons get an access token from the
 * provider's SDK in the browser and post it here as an ordinary form; the API verifies it with the provider.
 * Success: the session cookies and the role's home (or `redirectTo`). Failure: back to the page the user came
 * from with `?social_error=`, which that page turns into the spec's message, with or without JavaScript.
 * GET answers which providers are configured, for the buttons (docs/sessions-and-accounts.md#social-sign-in).
 */

const SocialSignInSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  access_token: z.string().min(1).max(4096),
  /** Sent only from the sign-up page: an unknown e-mail then becomes a new active account of this role. */
  role: z.enum(ROLES).optional(),
  redirectTo: z.string().optional(),
});

export function loader() {
  const env = getWebEnv();
  const providers: SocialProviders = { google: env.GOOGLE_CLIENT_ID ?? null, facebook: env.FACEBOOK_APP_ID ?? null };
  return Response.json(providers, { headers: { "Cache-Control": "no-cache" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireGuest(request);
  const submission = await readSubmission(request, SocialSignInSchema);
  // Only a hand-made request gets here; it is answered like a refused token, never with a 500.
  if (submission.status !== "success") {
    const text = (name: string) => {
      const value = submission.payload[name];
      return typeof value === "string" && value !== "" ? value : undefined;
    };
    const provider = text("provider") === "facebook" ? "facebook" : "google";
    return redirect(backTo(text("role") ? "/signup" : "/login", providerFailed(provider), text("redirectTo")));
  }
  const { provider, access_token, role, redirectTo } = submission.value;
  try {
    const pair = await apiFor(context).call(provider === "google" ? googleSignIn : facebookSignIn, {
      json: { access_token, role },
      // A new account's language is the page's (the API reads Accept-Language).
      headers: { "Accept-Language": htmlLang(detectLocale(request)) },
    });
    startSession(context, pair);
    return redirect(safeRedirect(redirectTo, homeOfRole(pair.user.role)));
  } catch (error) {
    if (!isApiError(error)) throw error;
    return redirect(backTo(role ? "/signup" : "/login", outcomeOf(error.status, provider), redirectTo));
  }
}

/** The API's answer in the words of spec section 8 (design section 7 lists the statuses). */
function outcomeOf(status: number, provider: SocialProvider): SocialOutcome {
  if (status === 404) return "no_account";
  // 401: the account exists but was deactivated; the same words as a refused password.
  if (status === 401) return "login_failed";
  if (status === 429) return "too_many_attempts";
  return providerFailed(provider);
}

function backTo(page: "/login" | "/signup", outcome: SocialOutcome, redirectTo: string | undefined): string {
  const query = new URLSearchParams({ [SOCIAL_ERROR_PARAM]: outcome });
  // Keep where the user was going, but only if it is ours (it ends up in a link on /login).
  const safe = page === "/login" ? safeRedirect(redirectTo, "") : "";
  if (safe !== "") query.set("redirectTo", safe);
  return `${page}?${query}`;
}
