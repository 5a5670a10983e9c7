/** The pricing and billing screens and the payment action routes (spec section 2), with their trailing slashes. */
export const PRICING_PATH = "/pricing";
export const BILLING_PATH = "/company/billing";
export const BILLING_CANCEL_PATH = "/company/billing/cancel";
export const CHECKOUT_ACTION = "/payments/checkout-sessions/create_session/";
export const PORTAL_ACTION = "/payments/portal/create_session/";

export function cancelSubscriptionAction(subscriptionId: string): string {
  return `/payments/subscriptions/${encodeURIComponent(subscriptionId)}/cancel/`;
}

export function changeSubscriptionAction(subscriptionId: string): string {
  return `/payments/subscriptions/${encodeURIComponent(subscriptionId)}/change/`;
}

export function resumeSubscriptionAction(subscriptionId: string): string {
  return `/payments/subscriptions/${encodeURIComponent(subscriptionId)}/resume/`;
}

/**
 * The screen a payment form came from, and where its action, the provider's return URLs and any toast lead
 * back to (docs/payments.md#changing-plan): a hidden field naming one of two fixed pages, never a URL from the request
 * (read with the form: ./payment-forms.server.ts).
 */
export const BACK_FIELD = "back";
export const PAYMENT_SCREENS = { pricing: PRICING_PATH, billing: BILLING_PATH } as const;
export type PaymentScreen = keyof typeof PAYMENT_SCREENS;

/** Sign-up with the company role chosen, for guests who want a plan. */
export const COMPANY_SIGNUP_PATH = `/signup?${new URLSearchParams({ role: "COMPANY" })}`;
/** Log in, then back to the plans. */
export const LOGIN_FOR_PRICING = `/login?${new URLSearchParams({ redirectTo: PRICING_PATH })}`;
