/** Plans, subscriptions and the Stripe webhook (spec section 7, design section 7). */
import { z } from "zod";
import {
  checkoutRequestSchema,
  currentSubscriptionSchema,
  planListSchema,
  planUsageSchema,
  portalRequestSchema,
  redirectSessionSchema,
  subscriptionCancelRequestSchema,
  subscriptionChangeRequestSchema,
  subscriptionResumeRequestSchema,
  subscriptionSchema,
} from "../payments";
import { EXAMPLES } from "./examples";
import { endpoint, type ResponseSpec } from "../endpoint";

const OFF_ORIGIN = "A field is invalid, or a URL is not on this site (`off_origin`).";
const COMPANY_REQUIRED = "No company profile yet (`billing_company_required`).";
/** Stripe away, rate-limiting or misconfigured; a request it refuses is a 400 (`checkout_failed` …). */
const PROVIDER_UNAVAILABLE = "The payment provider cannot be reached (`provider_unavailable`): try again later.";

export const listPlans = endpoint({
  method: "get",
  path: "/payments/plans/",
  operationId: "listPlans",
  summary: "The plans on offer",
  tag: "Payments",
  access: "public",
  responses: { 200: { description: "The plans, cheapest first.", schema: planListSchema } },
});

export const getCurrentSubscription = endpoint({
  method: "get",
  path: "/payments/subscriptions/",
  operationId: "getCurrentSubscription",
  summary: "The caller's current subscription",
  tag: "Payments",
  access: "COMPANY",
  responses: {
    200: { description: "The subscription, or null on the free plan.", schema: currentSubscriptionSchema },
  },
});

export const getPlanUsage = endpoint({
  method: "get",
  path: "/payments/usage/",
  operationId: "getPlanUsage",
  summary: "The plan whose limits apply now, and how many active jobs count against it",
  tag: "Payments",
  access: "COMPANY",
  responses: {
    200: {
      description: "The plan (free when nothing paid runs) and the company's active jobs.",
      schema: planUsageSchema,
    },
  },
});

export const createCheckoutSession = endpoint({
  method: "post",
  path: "/payments/checkout-sessions/create_session/",
  operationId: "createCheckoutSession",
  summary: "Start paying for a plan",
  description: "Answers with the checkout page to send the browser to (Stripe's, or the local provider's).",
  tag: "Payments",
  access: "COMPANY",
  body: { kind: "json", schema: checkoutRequestSchema, example: EXAMPLES.checkout },
  responses: { 200: { description: "Where to send the browser.", schema: redirectSessionSchema } },
  errors: {
    400:
      `${OFF_ORIGIN} Or an unknown (\`unknown_plan\`) or free (\`free_plan\`) plan, a plan already running ` +
      "(`already_subscribed`, naming it), or a checkout the provider refused (`checkout_failed`).",
    403: COMPANY_REQUIRED,
    503: PROVIDER_UNAVAILABLE,
  },
});

export const createPortalSession = endpoint({
  method: "post",
  path: "/payments/portal/create_session/",
  operationId: "createPortalSession",
  summary: "Open the billing portal",
  tag: "Payments",
  access: "COMPANY",
  body: { kind: "json", schema: portalRequestSchema, example: EXAMPLES.portal },
  responses: { 200: { description: "Where to send the browser.", schema: redirectSessionSchema } },
  errors: {
    400:
      `${OFF_ORIGIN} Or there is no subscription to manage (\`no_subscription\`), or the provider refused ` +
      "(`portal_failed`).",
    403: COMPANY_REQUIRED,
    503: PROVIDER_UNAVAILABLE,
  },
});

export const cancelSubscription = endpoint({
  method: "post",
  path: "/payments/subscriptions/{uuid}/cancel/",
  operationId: "cancelSubscription",
  summary: "Cancel one of the caller's subscriptions at the end of its period",
  tag: "Payments",
  access: "COMPANY",
  ownerOnly: true,
  description: "Another company's subscription is a 404. The body may repeat the subscription's uuid.",
  body: { kind: "json", schema: subscriptionCancelRequestSchema, example: EXAMPLES.subscriptionCancel },
  responses: { 200: { description: "The subscription, set to end (again: no error).", schema: subscriptionSchema } },
  errors: {
    400:
      "The body's uuid is another one (`subscription_mismatch`), the subscription is not running " +
      "(`subscription_not_cancelable`), or the provider refused (`cancel_failed`).",
    503: PROVIDER_UNAVAILABLE,
  },
});

export const changeSubscriptionPlan = endpoint({
  method: "post",
  path: "/payments/subscriptions/{uuid}/change/",
  operationId: "changeSubscriptionPlan",
  summary: "Move one of the caller's running subscriptions to another plan, keeping its period",
  tag: "Payments",
  access: "COMPANY",
  ownerOnly: true,
  description:
    "The new plan applies at once; the period end stays, and the price difference is prorated (Stripe: a subscription " +
    "update with proration_behavior=create_prorations). A cancellation set for the period's end is undone. The plan it " +
    "already has answers 200 (and undoes such a cancellation). Another company's subscription is a 404.",
  body: { kind: "json", schema: subscriptionChangeRequestSchema, example: EXAMPLES.subscriptionChange },
  responses: { 200: { description: "The subscription on its new plan.", schema: subscriptionSchema } },
  errors: {
    400:
      "Unknown plan (`unknown_plan`), the free plan (`change_to_free`), the body's uuid is another one " +
      "(`subscription_mismatch`), the subscription is not active (`subscription_not_changeable`), or the provider " +
      "refused (`change_failed`).",
    503: PROVIDER_UNAVAILABLE,
  },
});

export const resumeSubscription = endpoint({
  method: "post",
  path: "/payments/subscriptions/{uuid}/resume/",
  operationId: "resumeSubscription",
  summary: "Undo a cancellation set for the end of the period",
  tag: "Payments",
  access: "COMPANY",
  ownerOnly: true,
  description:
    "Until the period ends. One that renews anyway answers 200 unchanged. Another company's subscription is a 404.",
  body: { kind: "json", schema: subscriptionResumeRequestSchema, example: EXAMPLES.subscriptionCancel },
  responses: { 200: { description: "The subscription, renewing again.", schema: subscriptionSchema } },
  errors: {
    400:
      "The body's uuid is another one (`subscription_mismatch`), the subscription has ended " +
      "(`subscription_not_resumable`), or the provider refused (`resume_failed`).",
    503: PROVIDER_UNAVAILABLE,
  },
});

export const receiveStripeEvent = endpoint({
  method: "post",
  path: "/payments/webhook/",
  operationId: "receiveStripeEvent",
  summary: "Stripe's events (signed)",
  description:
    "The signature in `Stripe-Signature` is checked on the raw body (300 s tolerance); each event takes effect " +
    "once, whatever the order or number of deliveries.",
  tag: "Payments",
  access: "public",
  body: { kind: "raw", mediaType: "application/json", description: "A Stripe event, exactly as Stripe sent it." },
  responses: { 200: { description: "Received.", schema: z.object({ received: z.boolean() }) } },
  errors: {
    400: "A missing or wrong signature, or a timestamp outside the tolerance (`invalid_webhook_signature`).",
    404: "This server does not use Stripe, or has no webhook signing secret.",
    503: "Stripe could not be asked for the subscription (`provider_unavailable`): nothing was applied; Stripe retries.",
  },
});

/** In the order the document lists them. */
export const PAYMENT_ENDPOINTS = [
  listPlans,
  getCurrentSubscription,
  getPlanUsage,
  createCheckoutSession,
  createPortalSession,
  cancelSubscription,
  changeSubscriptionPlan,
  resumeSubscription,
  receiveStripeEvent,
] as const;

const page = (description: string): ResponseSpec => ({ description, schema: z.string(), mediaType: "text/html" });
const LINK_INVALID = page("The link is unknown, forged or expired.");
const LINK_CLOSED = page("The checkout is over (paid, abandoned or expired).");

/**
 * The local payment provider's pages (no STRIPE_SECRET_KEY): a checkout with Pay and Cancel and a portal with
 * a cancel button, reached by the signed link that the session calls answer with. Plain HTML forms.
 */
export const showLocalCheckout = endpoint({
  method: "get",
  path: "/payments/local/checkout/{token}/",
  operationId: "showLocalCheckout",
  summary: "The local checkout page",
  tag: "Payments",
  access: "public",
  responses: {
    200: page("The checkout page."),
    303: { description: "Already paid: on to the success URL." },
    404: LINK_INVALID,
    410: LINK_CLOSED,
  },
});

export const payLocalCheckout = endpoint({
  method: "post",
  path: "/payments/local/checkout/{token}/pay/",
  operationId: "payLocalCheckout",
  summary: "Pay on the local checkout page",
  tag: "Payments",
  access: "public",
  responses: { 303: { description: "Paid: on to the success URL." }, 404: LINK_INVALID, 410: LINK_CLOSED },
});

export const cancelLocalCheckout = endpoint({
  method: "post",
  path: "/payments/local/checkout/{token}/cancel/",
  operationId: "cancelLocalCheckout",
  summary: "Leave the local checkout page without paying",
  tag: "Payments",
  access: "public",
  responses: { 303: { description: "On to the cancel URL." }, 404: LINK_INVALID },
});

export const showLocalPortal = endpoint({
  method: "get",
  path: "/payments/local/portal/{token}/",
  operationId: "showLocalPortal",
  summary: "The local billing portal page",
  tag: "Payments",
  access: "public",
  responses: {
    200: page("The portal page."),
    303: { description: "Nothing left to manage: back to the return URL." },
    404: LINK_INVALID,
  },
});

export const cancelInLocalPortal = endpoint({
  method: "post",
  path: "/payments/local/portal/{token}/cancel/",
  operationId: "cancelInLocalPortal",
  summary: "Cancel the subscription from the local billing portal",
  tag: "Payments",
  access: "public",
  body: {
    kind: "raw",
    mediaType: "application/x-www-form-urlencoded",
    description: "The portal's cancel form, read by the page itself: `confirm=yes` when its box is ticked.",
  },
  responses: {
    303: { description: "Canceled at the period's end: back to the return URL." },
    400: page("The box was not ticked: the portal page again, saying so; nothing changed."),
    404: LINK_INVALID,
  },
});

/** In the order the document lists them. */
export const LOCAL_PAYMENT_ENDPOINTS = [
  showLocalCheckout,
  payLocalCheckout,
  cancelLocalCheckout,
  showLocalPortal,
  cancelInLocalPortal,
] as const;
