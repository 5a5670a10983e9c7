/** Plans and subscriptions (spec section 7, design section 7). Amounts are in major units (29 = €29). */
import { z } from "zod";
import { CURRENCIES, PLAN_INTERVALS, SUBSCRIPTION_STATUSES } from "./enums";
import { httpUrl, optionalEmail } from "./fields";
import { PAYMENT_MESSAGES } from "./payment-messages";

export { PAYMENT_ERRORS, PAYMENT_MESSAGES, type PaymentErrorCode } from "./payment-messages";

/** How a plan code is spelled; one spelled otherwise names no plan (the same refusal as an unknown one). */
export const PLAN_CODE_PATTERN = /^[a-z0-9_-]{1,40}$/;

export const planCodeSchema = z.string().refine((code) => PLAN_CODE_PATTERN.test(code), {
  message: PAYMENT_MESSAGES.unknownPlan,
  params: { code: "unknown_plan" },
});

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  price: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  interval: z.enum(PLAN_INTERVALS),
  /** null: unlimited. */
  max_active_jobs: z.number().int().nonnegative().nullable(),
  featured_listings: z.boolean(),
});
export const planListSchema = z.array(planSchema);

/**
 * `POST /payments/checkout-sessions/create_session/`. The URLs must also be on the site's own origin; the
 * API checks that with `isOnOrigin` (the contract does not know the origin).
 */
export const checkoutRequestSchema = z.object({
  plan_code: planCodeSchema,
  success_url: httpUrl(),
  cancel_url: httpUrl(),
  customer_email: optionalEmail(),
});

/** `POST /payments/portal/create_session/`. */
export const portalRequestSchema = z.object({ return_url: httpUrl() });

/** `POST /payments/subscriptions/{id}/cancel/`: the body may repeat the subscription's uuid (spec section 7). */
export const subscriptionCancelRequestSchema = z.object({ uuid: z.string().uuid().optional() });

/**
 * `POST /payments/subscriptions/{id}/change/`: the plan to move a running subscription to, now, keeping its
 * period (docs/payments.md#changing-plan). The body may repeat the subscription's uuid, as for cancel.
 */
export const subscriptionChangeRequestSchema = z.object({
  plan_code: planCodeSchema,
  uuid: z.string().uuid().optional(),
});

/** `POST /payments/subscriptions/{id}/resume/`: undoes a cancellation set for the period's end. */
export const subscriptionResumeRequestSchema = subscriptionCancelRequestSchema;

/** `GET /payments/usage/`: the plan whose limits apply now and how many of its active-job slots are taken. */
export const planUsageSchema = z.object({
  plan: planSchema,
  active_jobs: z.number().int().nonnegative(),
});

/** Both session calls answer with the page to send the browser to. */
export const redirectSessionSchema = z.object({ url: z.string() });

export const subscriptionSchema = z.object({
  uuid: z.string().uuid(),
  plan: planSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  created_at: z.string(),
});

/** `GET /payments/subscriptions/`: the company's current subscription, or null on the free plan. */
export const currentSubscriptionSchema = subscriptionSchema.nullable();

/** True when `url` is an absolute URL on exactly `origin` (scheme, host and port). */
export function isOnOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

export type Plan = z.infer<typeof planSchema>;
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type PortalRequest = z.infer<typeof portalRequestSchema>;
export type SubscriptionCancelRequest = z.infer<typeof subscriptionCancelRequestSchema>;
export type SubscriptionChangeRequest = z.infer<typeof subscriptionChangeRequestSchema>;
export type SubscriptionResumeRequest = z.infer<typeof subscriptionResumeRequestSchema>;
export type PlanUsage = z.infer<typeof planUsageSchema>;
export type RedirectSession = z.infer<typeof redirectSessionSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
