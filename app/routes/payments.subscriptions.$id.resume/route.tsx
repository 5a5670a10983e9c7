import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { resumeSubscription } from "#contract/endpoints/payments";
import { BILLING_PATH } from "~/lib/payments/paths";
import { BackFormSchema } from "~/lib/payments/payment-forms.server";
import { subscriptionAction } from "~/lib/payments/subscription-action.server";

/**
 * `POST payments/subscriptions/{id}/resume/` (docs/payments.md#changing-plan): "Keep my {plan} plan" on
 * /company/billing, undoing a cancellation set for the period's end while the period runs. Not a screen.
 */
export function loader() {
  return redirect(BILLING_PATH);
}

export function action(args: ActionFunctionArgs) {
  return subscriptionAction(args, {
    action: "resume",
    screen: "billing",
    toast: { title: "toast.resumed", dated: "toast.resumedOn" },
    schema: BackFormSchema,
    call: (api, id) => api.call(resumeSubscription, { params: { uuid: id }, json: { uuid: id } }),
  });
}
