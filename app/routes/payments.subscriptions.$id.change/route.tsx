import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { changeSubscriptionPlan } from "#contract/endpoints/payments";
import { BILLING_PATH } from "~/lib/payments/paths";
import { PlanFormSchema } from "~/lib/payments/payment-forms.server";
import { subscriptionAction } from "~/lib/payments/subscription-action.server";

/**
 * `POST payments/subscriptions/{id}/change/` (docs/payments.md#changing-plan): "Switch to {plan}" on /company/billing
 * and /pricing. The running subscription moves to the plan at once and keeps its renewal date; a cancellation set
 * for the period's end is undone. Not a screen: a GET goes to the billing page.
 */
export function loader() {
  return redirect(BILLING_PATH);
}

export function action(args: ActionFunctionArgs) {
  return subscriptionAction(args, {
    action: "change",
    screen: "billing",
    toast: { title: "toast.changed", dated: "toast.changedUntil" },
    // Without a plan: "errors.planMissing".
    schema: PlanFormSchema,
    call: (api, id, { plan_code }) =>
      api.call(changeSubscriptionPlan, { params: { uuid: id }, json: { uuid: id, plan_code } }),
  });
}
