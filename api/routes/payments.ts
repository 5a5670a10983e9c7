/**
 * Payments (spec section 7, design section 7, security.md "Payments"): plans, the company's subscription,
 * checkout, the customer portal, changing, cancelling and resuming, for the company that owns the subscription
 * only. The rules: api/models/subscriptions.ts; the provider (Stripe or local) is chosen by configuration
 * (services/payments/choose-provider.ts), and the webhook and the local provider's pages are mounted here too.
 */
import {
  cancelSubscription,
  changeSubscriptionPlan,
  createCheckoutSession,
  createPortalSession,
  getCurrentSubscription,
  getPlanUsage,
  listPlans,
  resumeSubscription,
} from "../../contract/endpoints/payments";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import {
  cancelAtPeriodEnd,
  changePlan,
  currentSubscriptionFor,
  openPortal,
  ownSubscription,
  planUsageFor,
  requireBillingCompany,
  resume,
  startCheckout,
  type Billing,
} from "../models/subscriptions";
import { createPayments } from "../services/payments/choose-provider";
import { localPaymentRoutes } from "./payments-local";
import { stripeWebhookRoutes } from "./payments-webhook";

export function paymentRoutes(deps: ApiDeps): RouteDefinition[] {
  const { db, plans, config } = deps;
  const { provider, webhook, local } = createPayments(deps);
  const billing: Billing = { db, plans, provider, publicUrl: config.PUBLIC_URL };

  return [
    route(listPlans, async () => [...plans]),
    route(getCurrentSubscription, async ({ user }) => currentSubscriptionFor(db, plans, user.id)),
    route(getPlanUsage, async ({ user }) => planUsageFor(db, plans, user.id)),
    // Whose company it is, then what was sent: a stranger learns nothing from a 400.
    route(createCheckoutSession, async ({ user, body }) => {
      const company = await requireBillingCompany(db, user.id);
      return startCheckout(billing, company, await body());
    }),
    route(createPortalSession, async ({ user, body }) => {
      const company = await requireBillingCompany(db, user.id);
      return openPortal(billing, company, await body());
    }),
    route(cancelSubscription, async ({ user, params, body }) => {
      const row = await ownSubscription(db, user.id, params.uuid);
      return cancelAtPeriodEnd(billing, row, await body());
    }),
    route(changeSubscriptionPlan, async ({ user, params, body }) => {
      const row = await ownSubscription(db, user.id, params.uuid);
      return changePlan(billing, row, await body());
    }),
    route(resumeSubscription, async ({ user, params, body }) => {
      const row = await ownSubscription(db, user.id, params.uuid);
      return resume(billing, row, await body());
    }),
    ...stripeWebhookRoutes(webhook),
    // Only the local provider has pages of its own; the document lists them only then.
    ...(local ? localPaymentRoutes(local) : []),
  ];
}
