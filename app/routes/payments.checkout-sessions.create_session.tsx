import { redirect, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { redirectSessionSchema, type CheckoutRequest } from "#contract/payments";
import { getWebEnv } from "~/lib/env.server";
import { paymentFailed, paymentRefused, requirePayingCompany } from "~/lib/payments/payment-action.server";
import { PRICING_PATH } from "~/lib/payments/paths";
import { checkoutReturnUrls } from "~/lib/payments/return-urls";
import { readFormData } from "~/lib/form-data.server";

/**
 * `POST payments/checkout-sessions/create_session/` (spec section 2): the "Choose plan" form of /pricing. Asks
 * the API for a checkout session on our origin's return URLs and sends the browser to the page it answers
 * with (Stripe Checkout, or the local provider's page under /api). Not a screen: a GET goes to the plans.
 */
export function loader() {
  return redirect(PRICING_PATH);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, api, headers } = await requirePayingCompany(request, context);
  const planCode = (await readFormData(request)).get("plan_code");
  if (typeof planCode !== "string" || planCode.trim() === "") return paymentRefused(request, "errors.planMissing", headers);
  const body: CheckoutRequest = {
    plan_code: planCode.trim(),
    ...checkoutReturnUrls(getWebEnv().PUBLIC_URL),
    customer_email: user.email,
  };
  try {
    const { url } = await api.request("/payments/checkout-sessions/create_session/", {
      method: "POST",
      json: body,
      schema: redirectSessionSchema,
    });
    // A document redirect: the checkout page is not a route of this app, even when it is on our origin.
    return redirectDocument(url, { headers });
  } catch (error) {
    return paymentFailed(request, "checkout", error, headers);
  }
}
