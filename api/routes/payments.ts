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
  subscriptionChangeRequestSchema,
  subscriptionResumeRequestSchema,
  type PlanUsage,
} from "../../contract/payments";
import type { AppDatabase } from "../db/client";
import type { ApiDeps } from "../deps";
import { badRequest, notFound, permissionDenied } from "../http/errors";
import { isUuid } from "../http/path-ids";
import { parseJson } from "../http/validate";
import { countListedJobs } from "../services/job-postings";
import { currentPlanOf, findPlan, FREE_PLAN_CODE } from "../services/plans";
import { billingCompanyOf } from "../services/payments/billing-company";
import { createPayments } from "../services/payments/choose-provider";
import type { BillingCompany, SubscriptionRow } from "../services/payments/provider";
import {
  currentSubscriptionOf,
  findOwnedSubscription,
  isChangeable,
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
      // One running plan at a time: a second checkout would bill twice (080), and one started while the plan
      // runs to its period's end would replace it before the time paid for is used (165): change it instead.
      const current = await currentSubscriptionOf(db, company.id);
      if (current) throw badRequest(PAYMENT_MESSAGES.alreadySubscribed(planOfRow(current, plans).name));
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
    .get("/payments/usage/", auth.requireRole("COMPANY"), async (c) => {
      const company = await billingCompanyOf(db, c.get("user").id);
      // Without a company profile nothing is listed and the free plan's limits would apply.
      const usage: PlanUsage = company
        ? { plan: await currentPlanOf(db, plans, company.id), active_jobs: await countListedJobs(db, company.id) }
        : { plan: findPlan(plans, FREE_PLAN_CODE) ?? plans[0], active_jobs: 0 };
      return c.json(usage);
    })
    .post("/payments/subscriptions/:id/cancel/", auth.requireRole("COMPANY"), async (c) => {
      const id = c.req.param("id").toLowerCase();
      const row = await ownedSubscription(db, id, c.get("user").id);
      const { uuid } = await parseJson(c, subscriptionCancelRequestSchema);
      checkUuid(uuid, id);
      if (!isRunning(row)) throw badRequest(PAYMENT_MESSAGES.notCancelable);
      // Cancelling twice is not an error: the second call finds it done.
      const updated = row.cancelAtPeriodEnd ? row : await provider.cancelAtPeriodEnd(row);
      return c.json(toSubscription(updated, plans));
    })
    .post("/payments/subscriptions/:id/change/", auth.requireRole("COMPANY"), async (c) => {
      const id = c.req.param("id").toLowerCase();
      const row = await ownedSubscription(db, id, c.get("user").id);
      const input = await parseJson(c, subscriptionChangeRequestSchema);
      checkUuid(input.uuid, id);
      const plan = findPlan(plans, input.plan_code);
      if (!plan) throw badRequest({ plan_code: [PAYMENT_MESSAGES.unknownPlan] });
      if (plan.price <= 0) throw badRequest({ plan_code: [PAYMENT_MESSAGES.changeToFree] });
      if (!isChangeable(row)) throw badRequest(PAYMENT_MESSAGES.notChangeable);
      // The plan it already has: nothing to change, but choosing it again means "keep it" (undo a cancellation).
      if (row.planCode === plan.code) {
        return c.json(toSubscription(row.cancelAtPeriodEnd ? await provider.resume(row) : row, plans));
      }
      return c.json(toSubscription(await provider.changePlan(row, plan), plans));
    })
    .post("/payments/subscriptions/:id/resume/", auth.requireRole("COMPANY"), async (c) => {
      const id = c.req.param("id").toLowerCase();
      const row = await ownedSubscription(db, id, c.get("user").id);
      const { uuid } = await parseJson(c, subscriptionResumeRequestSchema);
      checkUuid(uuid, id);
      if (!isRunning(row)) throw badRequest(PAYMENT_MESSAGES.notResumable);
      // Resuming one that renews anyway is not an error: the call finds it done.
      return c.json(toSubscription(row.cancelAtPeriodEnd ? await provider.resume(row) : row, plans));
    })
    .route("/", paymentsWebhookRouter(deps, webhook))
    .route("/", localPaymentsRouter(local));
}

/** Another company's subscription is "not found", like one that does not exist. */
async function ownedSubscription(db: AppDatabase, id: string, userId: string): Promise<SubscriptionRow> {
  const row = isUuid(id) ? await findOwnedSubscription(db, id, userId) : undefined;
  if (!row) throw notFound();
  return row;
}

/** The body may repeat the path's uuid; another one is a mistake to report. */
function checkUuid(uuid: string | undefined, id: string): void {
  if (uuid !== undefined && uuid.toLowerCase() !== id) throw badRequest({ uuid: [PAYMENT_MESSAGES.uuidMismatch] });
}

async function requireCompany(db: AppDatabase, userId: string): Promise<BillingCompany> {
  const company = await billingCompanyOf(db, userId);
  if (!company) throw permissionDenied(PAYMENT_MESSAGES.companyRequired);
  return company;
}
