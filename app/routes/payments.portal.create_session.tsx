import { redirect, redirectDocument, type ActionFunctionArgs } from "@remix-run/node";
import { redirectSessionSchema, type PortalRequest } from "#contract/payments";
import { getWebEnv } from "~/lib/env.server";
import { paymentFailed, requirePayingCompany } from "~/lib/payments/payment-action.server";
import { PRICING_PATH } from "~/lib/payments/paths";
import { portalReturnUrl } from "~/lib/payments/return-urls";

/**
 * `POST payments/portal/create_session/` (spec section 2): the "Manage billing" form of /pricing. Opens a
 * billing portal session that returns to the plans and sends the browser there. Not a screen.
 */
export function loader() {
  return redirect(PRICING_PATH);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, headers } = await requirePayingCompany(request, context);
  const body: PortalRequest = { return_url: portalReturnUrl(getWebEnv().PUBLIC_URL) };
  try {
    const { url } = await api.request("/payments/portal/create_session/", {
      method: "POST",
      json: body,
      schema: redirectSessionSchema,
    });
    return redirectDocument(url, { headers });
  } catch (error) {
    return paymentFailed(request, "portal", error, headers);
  }
}
