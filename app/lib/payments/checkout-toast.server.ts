/**
 * Back from the checkout page (docs/payments.md#checkout): the toast that says how it went, on /pricing or on
 * /company/billing, whichever the checkout was started from.
 */
import type { Subscription } from "#contract/payments";
import { planName } from "~/components/pricing/plan-text";
import type { getFixedT } from "~/lib/i18n/i18next.server";
import type { ToastInput } from "~/lib/toast";
import { CHECKOUT_OUTCOME_PARAM, isCheckoutOutcome, type CheckoutOutcome } from "./return-urls";

/** The outcome the URL carries, once: null when it carries none. */
export function checkoutOutcomeOf(request: Request): CheckoutOutcome | null {
  const outcome = new URL(request.url).searchParams.get(CHECKOUT_OUTCOME_PARAM);
  return isCheckoutOutcome(outcome) ? outcome : null;
}

export function checkoutToast(
  outcome: CheckoutOutcome,
  subscription: Subscription | null,
  t: ReturnType<typeof getFixedT<"pricing">>,
): ToastInput {
  if (outcome === "canceled")
    return { type: "info", title: t("toast.checkoutCanceled"), description: t("toast.notCharged") };
  // With Stripe the webhook may not have arrived yet: only call the plan active when the API says so.
  const running = subscription && (subscription.status === "active" || subscription.status === "trialing");
  return {
    type: "success",
    title: t("toast.checkoutSuccess"),
    description: running ? t("toast.planActive", { plan: planName(subscription.plan, t) }) : t("toast.planPending"),
  };
}
