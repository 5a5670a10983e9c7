/**
 * Where the payment provider sends the browser back (docs/decisions/120). The API accepts only URLs on
 * PUBLIC_URL's origin, so they are built from it, never from the request's Host header.
 */
import { PRICING_PATH } from "./paths";

/** The query parameter success_url and cancel_url carry, read once by the pricing page to show a toast. */
export const CHECKOUT_OUTCOME_PARAM = "checkout";
export const CHECKOUT_OUTCOMES = ["success", "canceled"] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export function isCheckoutOutcome(value: unknown): value is CheckoutOutcome {
  return (CHECKOUT_OUTCOMES as readonly unknown[]).includes(value);
}

/** success_url and cancel_url of a checkout session. */
export function checkoutReturnUrls(publicUrl: string): { success_url: string; cancel_url: string } {
  return { success_url: pricingUrl(publicUrl, "success"), cancel_url: pricingUrl(publicUrl, "canceled") };
}

/** return_url of a billing portal session: back to the plans, where the subscription shows as it now is. */
export function portalReturnUrl(publicUrl: string): string {
  return pricingUrl(publicUrl);
}

function pricingUrl(publicUrl: string, outcome?: CheckoutOutcome): string {
  const url = new URL(PRICING_PATH, publicUrl);
  if (outcome) url.searchParams.set(CHECKOUT_OUTCOME_PARAM, outcome);
  return url.href;
}
