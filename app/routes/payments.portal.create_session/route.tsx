import { redirect, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { createPortalSession } from "#contract/endpoints/payments";
import { getWebEnv } from "~/lib/env.server";
import { paymentFailed, paymentRefused, requirePayingCompany } from "~/lib/payments/payment-action.server";
import { BackFormSchema, readPaymentForm } from "~/lib/payments/payment-forms.server";
import { PRICING_PATH } from "~/lib/payments/paths";
import { portalReturnUrl } from "~/lib/payments/return-urls";

/**
 * `POST payments/portal/create_session/` (spec section 2): the "Manage billing" form of /pricing and
 * /company/billing. Opens a billing portal session that returns to the screen the form came from and sends
 * the browser there. Not a screen.
 */
export function loader() {
  return redirect(PRICING_PATH);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requirePayingCompany(request, context);
  const form = await readPaymentForm(request, BackFormSchema, { action: "portal", screen: "pricing" });
  const { screen } = form;
  if ("refusal" in form) return paymentRefused(request, form.refusal, screen);
  try {
    const { url } = await api.call(createPortalSession, {
      json: { return_url: portalReturnUrl(getWebEnv().PUBLIC_URL, screen) },
    });
    return redirectDocument(url);
  } catch (error) {
    return paymentFailed(request, "portal", error, screen);
  }
}
