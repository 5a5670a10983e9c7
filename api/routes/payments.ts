/**
 * Payments (spec section 7, design section 7, security.md "Payments"): plans, the company's subscription,
 * checkout, the customer portal and cancelling, for the company that owns the subscription only; every URL
 * the browser is sent back to must be on PUBLIC_URL's origin. The provider (Stripe or local) is chosen by
 * configuration; the webhook and the local pages are mounted here too.
 */
import { Hono } from "hono";
import type { FieldErrors } from "../../contract/errors";
import {
  PAYMENT_MESSAGES,
  checkoutRequestSchema,
  isOnOrigin,
  portalRequestSchema,
  subscriptionCancelRequestSchema,
} from "../../contract/payments";
import type { AppDatabase } from "../db/client";
import type { ApiDeps } from "../deps";
import { badRequest, notFound, permissionDenied } from "../http/errors";
import { isUuid } from "../http/path-ids";
import { parseJson } from "../http/validate";
import { findPlan } from "../services/plans";
import { billingCompanyOf } from "../services/payments/billing-company";
import { createPayments } from "../services/payments/choose-provider";
import type { BillingCompany } from "../services/payments/provider";
import {
  currentSubscriptionOf,
  findOwnedSubscription,
  isRunning,
  planOfRow,
  toSubscription,
} from "../services/payments/subscriptions";
import { localPaymentsRouter } from "./payments-local";
import { paymentsWebhookRouter } from "./payments-webhook";

export function paymentsRouter(deps: ApiDeps) {
  const { db, auth, config, plans } = deps;
  const { provider, webhook, local } = createPayments(deps);
  const onSite = (url: string) => isOnOrigin(url, config.PUBLIC_URL);

  return new Hono()
    .get("/payments/plans/", (c) => c.json(plans))
    .get("/payments/subscriptions/", auth.requireRole("COMPANY"), async (c) => {
      const company = await billingCompanyOf(db, c.get("user").id);
      const current = company && (await currentSubscriptionOf(db, company.id));
      // null: no paid plan running, so the free plan applies (docs/decisions/045).
      return c.json(current ? toSubscription(current, plans) : null);
    })
    .post("/payments/checkout-sessions/create_session/", auth.requireRole("COMPANY"), async (c) => {
      const company = await requireCompany(db, c.get("user").id);
      const input = await parseJson(c, checkoutRequestSchema);
      const errors: FieldErrors = {};
      const plan = findPlan(plans, input.plan_code);
      if (!plan) errors.plan_code = [PAYMENT_MESSAGES.unknownPlan];
      else if (plan.price <= 0) errors.plan_code = [PAYMENT_MESSAGES.freePlan];
      if (!onSite(input.success_url)) errors.success_url = [PAYMENT_MESSAGES.offOrigin];
      if (!onSite(input.cancel_url)) errors.cancel_url = [PAYMENT_MESSAGES.offOrigin];
      if (!plan || Object.keys(errors).length > 0) throw badRequest(errors);
      // One running plan at a time: a second checkout would bill twice (docs/decisions/080).
      const current = await currentSubscriptionOf(db, company.id);
      if (current && !current.cancelAtPeriodEnd) throw badRequest(PAYMENT_MESSAGES.alreadySubscribed(planOfRow(current, plans).name));
      const url = await provider.createCheckout({
        company,
        plan,
        successUrl: input.success_url,
        cancelUrl: input.cancel_url,
        customerEmail: input.customer_email ?? company.ownerEmail,
      });
      return c.json({ url });
    })
    .post("/payments/portal/create_session/", auth.requireRole("COMPANY"), async (c) => {
      const company = await requireCompany(db, c.get("user").id);
      const { return_url: returnUrl } = await parseJson(c, portalRequestSchema);
      if (!onSite(returnUrl)) throw badRequest({ return_url: [PAYMENT_MESSAGES.offOrigin] });
      return c.json({ url: await provider.createPortal(company, returnUrl) });
    })
    .post("/payments/subscriptions/:id/cancel/", auth.requireRole("COMPANY"), async (c) => {
      const id = c.req.param("id").toLowerCase();
      // Another company's subscription is "not found", like one that does not exist.
      const row = isUuid(id) ? await findOwnedSubscription(db, id, c.get("user").id) : undefined;
      if (!row) throw notFound();
      const { uuid } = await parseJson(c, subscriptionCancelRequestSchema);
      if (uuid !== undefined && uuid.toLowerCase() !== id) throw badRequest({ uuid: [PAYMENT_MESSAGES.uuidMismatch] });
      if (!isRunning(row)) throw badRequest(PAYMENT_MESSAGES.notCancelable);
      // Cancelling twice is not an error: the second call finds it done.
      const updated = row.cancelAtPeriodEnd ? row : await provider.cancelAtPeriodEnd(row);
      return c.json(toSubscription(updated, plans));
    })
    .route("/", paymentsWebhookRouter(deps, webhook))
    .route("/", localPaymentsRouter(local));
}

async function requireCompany(db: AppDatabase, userId: string): Promise<BillingCompany> {
  const company = await billingCompanyOf(db, userId);
  if (!company) throw permissionDenied(PAYMENT_MESSAGES.companyRequired);
  return company;
}
