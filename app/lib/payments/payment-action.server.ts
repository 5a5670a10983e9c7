/**
 * The common ground of the payment action routes (spec section 2: checkout, portal, cancel, change, resume): who
 * may post them, and how a refusal or a failed API call answers. Every outcome is a redirect (POST/redirect/GET):
 * to the provider's page on success, else back to /pricing (or the billing page the form came from) with a
 * toast in the user's language (./payment-errors.server.ts), so no failure is ever a 500 page.
 *
 *   const { user, api } = await requirePayingCompany(request, context);
 *   try { ... return redirectDocument(url); }
 *   catch (error) { return paymentFailed(request, "checkout", error); }
 */
import { redirect, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/lib/api/client.server";
import { isRefusal, refusalToast } from "~/lib/api/refusals.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { getSession, type SignedInSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { paymentRefusalOf, type PaymentAction, type PaymentRefusal } from "./payment-errors.server";
import { LOGIN_FOR_PRICING, PAYMENT_SCREENS, type PaymentScreen } from "./paths";

/**
 * The signed-in company, or the answer for anyone else: a guest goes to log in, an employee back to the plans
 * with "plans are for companies" (the API would answer 403; asking it is not needed to know the role).
 */
export async function requirePayingCompany(request: Request, context: AppLoadContext): Promise<SignedInSession> {
  const session = await getSession(request, context);
  // A guest logs in first, then comes back to the plans (not to this action's URL).
  if (!session.user) throw redirect(LOGIN_FOR_PRICING);
  if (session.user.role !== "COMPANY") {
    throw await paymentRefused(request, { key: "errors.companiesOnly" });
  }
  return { ...session, user: session.user };
}

/** A payment refusal in the request's language. */
export function paymentRefusalText(request: Request, refusal: PaymentRefusal): string {
  if ("key" in refusal) return getFixedT(request, "pricing")(refusal.key);
  return getFixedT(request, "refusals")(refusal.code, { ...refusal.params });
}

/** Back to the plans (or the billing page the form came from) with `refusal` as an error toast. */
export async function paymentRefused(
  request: Request,
  refusal: PaymentRefusal,
  screen: PaymentScreen = "pricing",
): Promise<Response> {
  return redirectWithToast(PAYMENT_SCREENS[screen], { type: "error", title: paymentRefusalText(request, refusal) });
}

/**
 * The answer to a failed API call: log in again when the session died under the call (the client already
 * refreshed and retried once), else the payment screens' words for it; a refusal those words do not name (a 404,
 * a 409, a 429) has the common words below the action's failure (app/lib/api/refusals.server.ts). Anything but an
 * API error is a bug and is rethrown.
 */
export async function paymentFailed(
  request: Request,
  action: PaymentAction,
  error: unknown,
  screen: PaymentScreen = "pricing",
): Promise<Response> {
  if (!isApiError(error)) throw error;
  if (error.status === 401) return redirect(LOGIN_FOR_PRICING);
  const refusal = paymentRefusalOf(action, error);
  if (isRefusal(error) && error.status !== 400 && error.status !== 403) {
    return refusalToast(error, request, {
      back: PAYMENT_SCREENS[screen],
      title: paymentRefusalText(request, refusal),
    });
  }
  return paymentRefused(request, refusal, screen);
}
