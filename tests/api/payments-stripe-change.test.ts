/**
 * Changing plan and undoing a cancellation through Stripe (docs/payments.md#changing-plan): the real `stripe` client
 * against the loopback stand-in, then the webhooks that follow.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../../contract/payments";
import { companies, subscriptions } from "../../api/db/schema";
import { currentPlanOf, DEFAULT_PLANS } from "../../api/services/plans";
import type { TestApi, TestUser } from "../support/api-harness";
import { deliverStripeEvent, startApiWithStripe } from "../support/api-with-stripe";
import { expectPlanChanged } from "../support/plan-change-answer";
import { stripeEvent, type StripeStandin } from "../support/stripe-standin";

let api: TestApi;
let stripe: StripeStandin;
let stop: (() => Promise<void>) | undefined;
let sequence = 0;

beforeAll(async () => {
  ({ api, stripe, stop } = await startApiWithStripe());
});
afterAll(() => stop?.());

const deliver = (payload: string) => deliverStripeEvent(api, payload);

/** A company whose Stripe subscription to `planCode` the webhook has recorded. */
async function subscribed(planCode: string, cancelAtPeriodEnd = false) {
  const user = await api.createUser("COMPANY");
  const [company] = await api.db
    .insert(companies)
    .values({ ownerId: user.id, name: "Rhodes Old Town Inn" })
    .returning({ id: companies.id });
  sequence += 1;
  const periodEnd = Math.floor(Date.now() / 1000) + 12 * 24 * 3600;
  const stripeSubscription = stripe.putSubscription({
    id: `sub_change_${sequence}`,
    customer: `cus_change_${sequence}`,
    status: "active",
    metadata: { company: company.id, plan_code: planCode },
    current_period_end: periodEnd,
    cancel_at_period_end: cancelAtPeriodEnd,
  });
  expect((await deliver(stripeEvent("customer.subscription.created", stripeSubscription))).status).toBe(200);
  const [row] = await api.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, stripeSubscription.id));
  return {
    user,
    companyId: company.id,
    id: row.id,
    stripeId: stripeSubscription.id,
    periodEnd: new Date(periodEnd * 1000).toISOString(),
  };
}

const updatesOf = (stripeId: string) =>
  stripe.requests.filter((request) => request.method === "POST" && request.path === `/v1/subscriptions/${stripeId}`);

async function post(path: string, user: TestUser, json?: unknown): Promise<Response> {
  return api.request(path, { method: "POST", as: user, json });
}

describe("changing plan through Stripe", () => {
  it("updates the subscription with a price made from the plan and proration; the period end stays", async () => {
    const owner = await subscribed("pro", true);
    const response = await post(`/payments/subscriptions/${owner.id}/change/`, owner.user, { plan_code: "basic" });
    await expectPlanChanged(response, owner, "basic");

    const price = stripe.requests.find((request) => request.path === "/v1/prices");
    expect(Object.fromEntries(price?.params ?? [])).toMatchObject({
      currency: "eur",
      unit_amount: "2900",
      "recurring[interval]": "month",
      "product_data[name]": "Basic",
      "product_data[metadata][plan_code]": "basic",
    });
    const [update] = updatesOf(owner.stripeId);
    expect(Object.fromEntries(update.params)).toMatchObject({
      "items[0][id]": expect.stringMatching(/^si_/),
      "items[0][price]": expect.stringMatching(/^price_/),
      proration_behavior: "create_prorations",
      cancel_at_period_end: "false",
      "metadata[plan_code]": "basic",
    });
    expect((await currentPlanOf(api.db, DEFAULT_PLANS, owner.companyId)).code).toBe("basic");

    // The webhooks that follow keep the new plan, the same period and the new status.
    // (The webhook re-reads the subscription from Stripe, so the event's own copy may be a bare reference.)
    expect(
      (await deliver(stripeEvent("customer.subscription.updated", { id: owner.stripeId, object: "subscription" })))
        .status,
    ).toBe(200);
    const [row] = await api.db.select().from(subscriptions).where(eq(subscriptions.id, owner.id));
    expect(row).toMatchObject({ planCode: "basic", status: "active", cancelAtPeriodEnd: false });
    expect(row.currentPeriodEnd?.toISOString()).toBe(owner.periodEnd);
    stripe.putSubscription({
      id: owner.stripeId,
      customer: `cus_change_${sequence}`,
      status: "past_due",
      metadata: { company: owner.companyId, plan_code: "basic" },
    });
    expect(
      (await deliver(stripeEvent("customer.subscription.updated", { id: owner.stripeId, object: "subscription" })))
        .status,
    ).toBe(200);
    expect(await (await api.request("/payments/subscriptions/", { as: owner.user })).json()).toMatchObject({
      status: "past_due",
      plan: { code: "basic" },
    });
  });

  it("another company's subscription is 404 and Stripe is not asked", async () => {
    const owner = await subscribed("basic");
    const other = await subscribed("basic");
    for (const action of ["change", "resume"]) {
      expect(
        (await post(`/payments/subscriptions/${owner.id}/${action}/`, other.user, { plan_code: "pro" })).status,
      ).toBe(404);
    }
    expect(updatesOf(owner.stripeId)).toEqual([]);
  });

  it("Stripe refusing is a 400, Stripe down a 503; the row stays as it was", async () => {
    const owner = await subscribed("basic");
    const path = `/payments/subscriptions/${owner.id}/change/`;
    stripe.failNext(400, "invalid_request_error");
    const refused = await post(path, owner.user, { plan_code: "pro" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: PAYMENT_MESSAGES.changeFailed, code: "change_failed" });
    stripe.failNext(500, "api_error", 3);
    const down = await post(path, owner.user, { plan_code: "pro" });
    expect(down.status).toBe(503);
    const [row] = await api.db.select().from(subscriptions).where(eq(subscriptions.id, owner.id));
    expect(row.planCode).toBe("basic");
  });
});

describe("what Stripe refuses, by code", () => {
  it("a cancellation, a resumption or a portal Stripe refuses names what failed; Stripe down is provider_unavailable", async () => {
    const running = await subscribed("basic");
    stripe.failNext(400, "invalid_request_error");
    const cancel = await post(`/payments/subscriptions/${running.id}/cancel/`, running.user);
    expect(cancel.status).toBe(400);
    expect(await cancel.json()).toEqual({ detail: PAYMENT_MESSAGES.cancelFailed, code: "cancel_failed" });
    expect(
      (await api.db.select().from(subscriptions).where(eq(subscriptions.id, running.id)))[0].cancelAtPeriodEnd,
    ).toBe(false);
    stripe.failNext(400, "invalid_request_error");
    const portal = await api.request("/payments/portal/create_session/", {
      as: running.user,
      json: { return_url: "http://localhost:3000/company/billing" },
    });
    expect(portal.status).toBe(400);
    expect(await portal.json()).toEqual({ detail: PAYMENT_MESSAGES.portalFailed, code: "portal_failed" });

    const ending = await subscribed("pro", true);
    stripe.failNext(400, "invalid_request_error");
    const resume = await post(`/payments/subscriptions/${ending.id}/resume/`, ending.user);
    expect(resume.status).toBe(400);
    expect(await resume.json()).toEqual({ detail: PAYMENT_MESSAGES.resumeFailed, code: "resume_failed" });
    stripe.failNext(500, "api_error", 3);
    const down = await post(`/payments/subscriptions/${ending.id}/resume/`, ending.user);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: PAYMENT_MESSAGES.providerUnavailable, code: "provider_unavailable" });
    expect(
      (await api.db.select().from(subscriptions).where(eq(subscriptions.id, ending.id)))[0].cancelAtPeriodEnd,
    ).toBe(true);
  });
});

describe("undoing a cancellation through Stripe", () => {
  it("sends cancel_at_period_end=false and the row renews again", async () => {
    const owner = await subscribed("pro", true);
    const response = await post(`/payments/subscriptions/${owner.id}/resume/`, owner.user, { uuid: owner.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      plan: { code: "pro" },
      cancel_at_period_end: false,
      current_period_end: owner.periodEnd,
    });
    const updates = updatesOf(owner.stripeId);
    expect(updates.map((update) => Object.fromEntries(update.params))).toEqual([{ cancel_at_period_end: "false" }]);
    // Renewing anyway: no second call.
    expect((await post(`/payments/subscriptions/${owner.id}/resume/`, owner.user)).status).toBe(200);
    expect(updatesOf(owner.stripeId)).toHaveLength(1);
  });
});
