import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { cancelSubscription } from "#contract/endpoints/payments";
import { CancelFormSchema } from "~/lib/payments/payment-forms.server";
import { PRICING_PATH } from "~/lib/payments/paths";
import { subscriptionAction } from "~/lib/payments/subscription-action.server";

/**
 * `POST payments/subscriptions/{id}/cancel/` (spec section 2): the cancel form of /pricing and of the billing
 * page's confirmation. The form carries a ticked confirmation box, so cancelling needs a deliberate second
 * step without JavaScript too (docs/payments.md#cancelling-and-resuming). The plan runs to the end of its period (080).
 * Not a screen.
 */
export function loader() {
  return redirect(PRICING_PATH);
}

export function action(args: ActionFunctionArgs) {
  return subscriptionAction(args, {
    action: "cancel",
    screen: "pricing",
    toast: { title: "toast.canceled", dated: "toast.canceledUntil" },
    // Without the box ticked: "errors.confirmRequired".
    schema: CancelFormSchema,
    // The body repeats the subscription the form was for (spec section 7).
    call: (api, id) => api.call(cancelSubscription, { params: { uuid: id }, json: { uuid: id } }),
  });
}
