/** The pricing screen and the spec's payment action routes (spec section 2), with their trailing slashes. */
export const PRICING_PATH = "/pricing";
export const CHECKOUT_ACTION = "/payments/checkout-sessions/create_session/";
export const PORTAL_ACTION = "/payments/portal/create_session/";

export function cancelSubscriptionAction(subscriptionId: string): string {
  return `/payments/subscriptions/${encodeURIComponent(subscriptionId)}/cancel/`;
}

/** Sign-up with the company role chosen, for guests who want a plan. */
export const COMPANY_SIGNUP_PATH = `/signup?${new URLSearchParams({ role: "COMPANY" })}`;
/** Log in, then back to the plans. */
export const LOGIN_FOR_PRICING = `/login?${new URLSearchParams({ redirectTo: PRICING_PATH })}`;
