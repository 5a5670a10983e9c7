import { redirect, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { createCheckoutSession } from "#contract/endpoints/payments";
import { getWebEnv } from "~/lib/env.server";
import { paymentFailed, paymentRefused, requirePayingCompany } from "~/lib/payments/payment-action.server";
import { PlanFormSchema, readPaymentForm } from "~/lib/payments/payment-forms.server";
import { PRICING_PATH } from "~/lib/payments/paths";
import { checkoutReturnUrls } from "~/lib/payments/return-urls";

/**
 * `POST payments/checkout-sessions/create_session/` (spec section 2): the "Choose plan" form of /pricing and
 * /company/billing. Asks the API for a checkout session whose return URLs lead back to the screen the form
 * came from, and sends the browser to the page it answers with (Stripe Checkout, or the local provider's page
 * under /api). Not a screen: a GET goes to the plans.
 */
export function loader() {
  return redirect(PRICING_PATH);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user, api } = await requirePayingCompany(request, context);
  const form = await readPaymentForm(request, PlanFormSchema, { action: "checkout", screen: "pricing" });
  const { screen } = form;
  // Without a plan: "errors.planMissing".
  if ("refusal" in form) return paymentRefused(request, form.refusal, screen);
  try {
    const { url } = await api.call(createCheckoutSession, {
      json: {
        plan_code: form.value.plan_code,
        ...checkoutReturnUrls(getWebEnv().PUBLIC_URL, screen),
        customer_email: user.email,
      },
    });
    // A document redirect: the checkout page is not a route of this app, even when it is on our origin.
    return redirectDocument(url);
  } catch (error) {
    return paymentFailed(request, "checkout", error, screen);
  }
}
