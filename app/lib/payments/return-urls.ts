/**
 * Where the payment provider sends the browser back (docs/payments.md#checkout). The API accepts only URLs on
 * PUBLIC_URL's origin, so they are built from it, never from the request's Host header.
 */
import { PAYMENT_SCREENS, type PaymentScreen } from "./paths";

/** The query parameter success_url and cancel_url carry, read once by the pricing page to show a toast. */
export const CHECKOUT_OUTCOME_PARAM = "checkout";
export const CHECKOUT_OUTCOMES = ["success", "canceled"] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

export function isCheckoutOutcome(value: unknown): value is CheckoutOutcome {
  return (CHECKOUT_OUTCOMES as readonly unknown[]).includes(value);
}

/** success_url and cancel_url of a checkout session started on `screen` (the plans unless said otherwise). */
export function checkoutReturnUrls(
  publicUrl: string,
  screen: PaymentScreen = "pricing",
): { success_url: string; cancel_url: string } {
  return { success_url: screenUrl(publicUrl, screen, "success"), cancel_url: screenUrl(publicUrl, screen, "canceled") };
}

/**
 * return_url of a billing portal session: back to the screen it was opened from, showing the subscription as it now is.
 */
export function portalReturnUrl(publicUrl: string, screen: PaymentScreen = "pricing"): string {
  return screenUrl(publicUrl, screen);
}

function screenUrl(publicUrl: string, screen: PaymentScreen, outcome?: CheckoutOutcome): string {
  const url = new URL(PAYMENT_SCREENS[screen], publicUrl);
  if (outcome) url.searchParams.set(CHECKOUT_OUTCOME_PARAM, outcome);
  return url.href;
}
