/** The web tier's payment calls (spec section 7, docs/decisions/165), one named function per call. */
import {
  currentSubscriptionSchema,
  planListSchema,
  planUsageSchema,
  redirectSessionSchema,
  subscriptionSchema,
  type CheckoutRequest,
  type Plan,
  type PlanUsage,
  type PortalRequest,
  type Subscription,
  type SubscriptionCancelRequest,
  type SubscriptionChangeRequest,
  type SubscriptionResumeRequest,
} from "#contract/payments";
import type { ApiClient } from "./client.server";

/** `GET /payments/plans/`: the plans on offer. */
export function listPlans(api: ApiClient): Promise<Plan[]> {
  return api.request("/payments/plans/", { schema: planListSchema });
}

/** `GET /payments/subscriptions/`: the company's running subscription, or null on the free plan. */
export function currentSubscription(api: ApiClient): Promise<Subscription | null> {
  return api.request("/payments/subscriptions/", { schema: currentSubscriptionSchema });
}

/** `GET /payments/usage/`: the plan whose limits apply and how many active jobs count against it. */
export function planUsage(api: ApiClient): Promise<PlanUsage> {
  return api.request("/payments/usage/", { schema: planUsageSchema });
}

/** `POST /payments/checkout-sessions/create_session/`: the checkout page to send the browser to. */
export async function createCheckoutSession(api: ApiClient, body: CheckoutRequest): Promise<string> {
  return (
    await api.request("/payments/checkout-sessions/create_session/", {
      method: "POST",
      json: body,
      schema: redirectSessionSchema,
    })
  ).url;
}

/** `POST /payments/portal/create_session/`: the billing portal page to send the browser to. */
export async function createPortalSession(api: ApiClient, body: PortalRequest): Promise<string> {
  return (
    await api.request("/payments/portal/create_session/", { method: "POST", json: body, schema: redirectSessionSchema })
  ).url;
}

/** `POST /payments/subscriptions/{id}/cancel/`: ends the plan with its period. */
export function cancelSubscription(api: ApiClient, id: string): Promise<Subscription> {
  const body: SubscriptionCancelRequest = { uuid: id };
  return api.request(`/payments/subscriptions/${encodeURIComponent(id)}/cancel/`, {
    method: "POST",
    json: body,
    schema: subscriptionSchema,
  });
}

/** `POST /payments/subscriptions/{id}/change/`: another plan now, the same period end. */
export function changeSubscriptionPlan(api: ApiClient, id: string, planCode: string): Promise<Subscription> {
  const body: SubscriptionChangeRequest = { uuid: id, plan_code: planCode };
  return api.request(`/payments/subscriptions/${encodeURIComponent(id)}/change/`, {
    method: "POST",
    json: body,
    schema: subscriptionSchema,
  });
}

/** `POST /payments/subscriptions/{id}/resume/`: undoes a cancellation set for the period's end. */
export function resumeSubscription(api: ApiClient, id: string): Promise<Subscription> {
  const body: SubscriptionResumeRequest = { uuid: id };
  return api.request(`/payments/subscriptions/${encodeURIComponent(id)}/resume/`, {
    method: "POST",
    json: body,
    schema: subscriptionSchema,
  });
}
