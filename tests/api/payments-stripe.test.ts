/**
 * Payments with Stripe: the real `stripe` client against the loopback stand-in, and signed webhooks
 * (security.md "Payments": raw-body signature with 300 s tolerance, idempotent by event id in the effect's
 * transaction, no assumption about order).
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../../contract/payments";
import { companies, paymentEvents, subscriptions } from "../../api/db/schema";
import { STRIPE_API_VERSION } from "../../api/services/payments/stripe-client";
import { currentPlanOf, DEFAULT_PLANS } from "../../api/services/plans";
import type { TestApi, TestUser } from "../support/api-harness";
import { deliverStripeEvent, startApiWithStripe } from "../support/api-with-stripe";
import {
  completedCheckoutSession,
  signStripeEvent,
  stripeEvent,
  subscriptionInvoice,
  type StripeStandin,
} from "../support/stripe-standin";

let api: TestApi;
let stripe: StripeStandin;
let stop: (() => Promise<void>) | undefined;
const SITE = "http://localhost:3000";
const CHECKOUT = "/payments/checkout-sessions/create_session/";
const checkoutBody = { plan_code: "basic", success_url: `${SITE}/company?paid=1`, cancel_url: `${SITE}/pricing` };
let sequence = 0;

beforeAll(async () => {
  ({ api, stripe, stop } = await startApiWithStripe());
});
afterAll(() => stop?.());

async function companyUser(): Promise<{ user: TestUser; companyId: string }> {
  const user = await api.createUser("COMPANY");
  const [company] = await api.db
    .insert(companies)
    .values({ ownerId: user.id, name: "Corfu Olive Grove Resort" })
    .returning({ id: companies.id });
  return { user, companyId: company.id };
}

/** A Stripe subscription of the company in the stand-in, with the metadata our checkout puts on it. */
function stripeSubscription(companyId: string, status: "active" | "incomplete" | "past_due" | "canceled" = "active") {
  sequence += 1;
  return stripe.putSubscription({
    id: `sub_test_${sequence}`,
    customer: `cus_test_${sequence}`,
    status,
    metadata: { company: companyId, plan_code: "basic" },
  });
}

const deliver = (payload: string, signature?: string) => deliverStripeEvent(api, payload, signature);

async function rowOf(stripeId: string) {
  const [row] = await api.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, stripeId));
  return row;
}

async function eventCount(eventId?: string): Promise<number> {
  const [row] = await api.db
    .select({ n: count() })
    .from(paymentEvents)
    .where(eventId ? eq(paymentEvents.providerEventId, eventId) : undefined);
  return row.n;
}

const fetchesOf = (stripeId: string) =>
  stripe.requests.filter((request) => request.method === "GET" && request.path === `/v1/subscriptions/${stripeId}`)
    .length;

describe("checkout, portal and cancel through Stripe", () => {
  it("creates a subscription-mode checkout session priced from the plan", async () => {
    const { user, companyId } = await companyUser();
    const response = await api.request(CHECKOUT, { as: user, json: checkoutBody });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/),
    });
    const sent = stripe.requests.at(-1);
    expect(sent?.path).toBe("/v1/checkout/sessions");
    expect(sent?.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
    expect(Object.fromEntries(sent?.params ?? [])).toMatchObject({
      mode: "subscription",
      client_reference_id: companyId,
      "metadata[company]": companyId,
      "metadata[plan_code]": "basic",
      "subscription_data[metadata][company]": companyId,
      "subscription_data[metadata][plan_code]": "basic",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "2900",
      "line_items[0][price_data][recurring][interval]": "month",
      customer_email: user.email,
      success_url: checkoutBody.success_url,
      cancel_url: checkoutBody.cancel_url,
    });
    const withEmail = await api.request(CHECKOUT, {
      as: user,
      json: { ...checkoutBody, plan_code: "pro", customer_email: "billing@corfu.example" },
    });
    expect(withEmail.status).toBe(200);
    expect(stripe.requests.at(-1)?.params.get("customer_email")).toBe("billing@corfu.example");
    expect(stripe.requests.at(-1)?.params.get("line_items[0][price_data][unit_amount]")).toBe("7900");
  });

  it("answers 400 when Stripe refuses and 503 when Stripe fails, writing nothing", async () => {
    const { user, companyId } = await companyUser();
    stripe.failNext(400, "invalid_request_error");
    const refused = await api.request(CHECKOUT, { as: user, json: checkoutBody });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ detail: PAYMENT_MESSAGES.checkoutFailed, code: "checkout_failed" });
    // The client retries a 5xx twice before giving up.
    stripe.failNext(500, "api_error", 3);
    const down = await api.request(CHECKOUT, { as: user, json: checkoutBody });
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      detail: PAYMENT_MESSAGES.providerUnavailable,
      code: "provider_unavailable",
    });
    expect(await api.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId))).toEqual([]);
  });

  it("opens the portal for the company's Stripe customer and cancels at period end", async () => {
    const { user, companyId } = await companyUser();
    const noCustomer = await api.request("/payments/portal/create_session/", {
      as: user,
      json: { return_url: `${SITE}/company` },
    });
    expect(noCustomer.status).toBe(400);
    expect(await noCustomer.json()).toEqual({ detail: PAYMENT_MESSAGES.noSubscription, code: "no_subscription" });

    const subscription = stripeSubscription(companyId);
    expect((await deliver(stripeEvent("customer.subscription.created", subscription))).status).toBe(200);
    const portal = await api.request("/payments/portal/create_session/", {
      as: user,
      json: { return_url: `${SITE}/company` },
    });
    expect(portal.status).toBe(200);
    expect(await portal.json()).toEqual({ url: expect.stringMatching(/^https:\/\/billing\.stripe\.com\//) });
    expect(Object.fromEntries(stripe.requests.at(-1)?.params ?? [])).toEqual({
      customer: subscription.customer,
      return_url: `${SITE}/company`,
    });

    // Already subscribed: a second checkout would bill twice.
    const again = await api.request(CHECKOUT, { as: user, json: checkoutBody });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      detail: PAYMENT_MESSAGES.alreadySubscribed("Basic"),
      code: "already_subscribed",
      params: { plan: "Basic" },
    });

    const row = await rowOf(subscription.id);
    const other = await companyUser();
    const path = `/payments/subscriptions/${row.id}/cancel/`;
    expect((await api.request(path, { method: "POST", as: other.user })).status).toBe(404);
    expect(
      stripe.requests.some(
        (request) => request.method === "POST" && request.path === `/v1/subscriptions/${subscription.id}`,
      ),
    ).toBe(false);
    const cancelled = await api.request(path, { method: "POST", as: user, json: { uuid: row.id } });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ uuid: row.id, status: "active", cancel_at_period_end: true });
    const update = stripe.requests.at(-1);
    expect([update?.method, update?.path, update?.params.get("cancel_at_period_end")]).toEqual([
      "POST",
      `/v1/subscriptions/${subscription.id}`,
      "true",
    ]);
    expect((await rowOf(subscription.id)).cancelAtPeriodEnd).toBe(true);

    // Set to end, it still runs until then: a new checkout would replace it at once, so it is refused (165).
    const whileEnding = await api.request(CHECKOUT, { as: user, json: { ...checkoutBody, plan_code: "pro" } });
    expect(whileEnding.status).toBe(400);
    expect(await whileEnding.json()).toEqual({
      detail: PAYMENT_MESSAGES.alreadySubscribed("Basic"),
      code: "already_subscribed",
      params: { plan: "Basic" },
    });

    // Once it has ended, a new checkout goes to the same Stripe customer (one customer, one portal).
    const ended = stripe.putSubscription({
      id: subscription.id,
      customer: subscription.customer as string,
      status: "canceled",
      metadata: subscription.metadata,
    });
    expect((await deliver(stripeEvent("customer.subscription.deleted", ended))).status).toBe(200);
    expect((await api.request(CHECKOUT, { as: user, json: { ...checkoutBody, plan_code: "pro" } })).status).toBe(200);
    const next = stripe.requests.at(-1)?.params;
    expect([next?.get("customer"), next?.has("customer_email")]).toEqual([subscription.customer, false]);
  });
});

describe("webhook", () => {
  it("checkout.session.completed makes the subscription active with Stripe's period and ids", async () => {
    const { user, companyId } = await companyUser();
    const subscription = stripeSubscription(companyId);
    const session = completedCheckoutSession({
      subscription: subscription.id,
      customer: subscription.customer as string,
      company: companyId,
      planCode: "basic",
    });
    const payload = stripeEvent("checkout.session.completed", session);
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    const row = await rowOf(subscription.id);
    expect(row).toMatchObject({
      companyId,
      planCode: "basic",
      status: "active",
      provider: "stripe",
      providerCustomerId: subscription.customer,
      cancelAtPeriodEnd: false,
    });
    expect(row.currentPeriodEnd?.getTime()).toBe(subscription.items.data[0].current_period_end * 1000);
    const [event] = await api.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, JSON.parse(payload).id));
    expect(event.type).toBe("checkout.session.completed");
    expect(event.processedAt).not.toBeNull();
    expect(await (await api.request("/payments/subscriptions/", { as: user })).json()).toMatchObject({
      status: "active",
      plan: { code: "basic" },
    });
    expect((await currentPlanOf(api.db, DEFAULT_PLANS, companyId)).code).toBe("basic");
  });

  it("refuses a tampered body, a stale or missing signature, or another secret; nothing changes", async () => {
    const { companyId } = await companyUser();
    const subscription = stripeSubscription(companyId);
    const payload = stripeEvent("customer.subscription.created", subscription);
    const before = await eventCount();
    const tampered = payload.replace(`"${companyId}"`, `"${(await companyUser()).companyId}"`);
    const attempts = [
      deliver(tampered, signStripeEvent(payload)),
      deliver(payload, signStripeEvent(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      deliver(payload, signStripeEvent(payload, { secret: "whsec_someone_else" })),
      deliver(payload, ""),
      api.request("/payments/webhook/", { body: payload, headers: { "Content-Type": "application/json" } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        detail: PAYMENT_MESSAGES.invalidSignature,
        code: "invalid_webhook_signature",
      });
    }
    expect(await eventCount()).toBe(before);
    expect(await rowOf(subscription.id)).toBeUndefined();
    expect(api.logs.filter((entry) => entry.message === "stripe webhook signature refused")).toHaveLength(5);
  });

  it("applies a replayed event once", async () => {
    const { companyId } = await companyUser();
    const subscription = stripeSubscription(companyId);
    const payload = stripeEvent("customer.subscription.created", subscription);
    expect((await deliver(payload)).status).toBe(200);
    const first = await rowOf(subscription.id);
    expect((await deliver(payload)).status).toBe(200);
    expect(await eventCount(JSON.parse(payload).id)).toBe(1);
    expect(fetchesOf(subscription.id)).toBe(1);
    expect((await rowOf(subscription.id)).updatedAt).toEqual(first.updatedAt);
  });

  it("applies 50 concurrent copies of one event once", async () => {
    const { companyId } = await companyUser();
    const subscription = stripeSubscription(companyId);
    const payload = stripeEvent("customer.subscription.created", subscription);
    const signature = signStripeEvent(payload);
    const responses = await Promise.all(Array.from({ length: 50 }, () => deliver(payload, signature)));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    expect(await eventCount(JSON.parse(payload).id)).toBe(1);
    expect(fetchesOf(subscription.id)).toBe(1);
    expect(await api.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId))).toHaveLength(1);
  });

  it("does not let an older event arriving last put an older state back", async () => {
    const { companyId } = await companyUser();
    const created = Math.floor(Date.now() / 1000) - 120;
    const incomplete = stripeSubscription(companyId, "incomplete");
    // Stripe's state now: paid, the period moved on.
    const active = stripe.putSubscription({
      id: incomplete.id,
      customer: incomplete.customer as string,
      status: "active",
      metadata: incomplete.metadata,
    });
    const updated = stripeEvent("customer.subscription.updated", active, { created: created + 5 });
    const createdEvent = stripeEvent("customer.subscription.created", incomplete, { created });
    expect((await deliver(updated)).status).toBe(200);
    expect((await deliver(createdEvent)).status).toBe(200);
    expect((await rowOf(incomplete.id)).status).toBe("active");
    const session = completedCheckoutSession({
      subscription: incomplete.id,
      customer: incomplete.customer as string,
      company: companyId,
      planCode: "basic",
    });
    expect((await deliver(stripeEvent("checkout.session.completed", session, { created: created - 1 }))).status).toBe(
      200,
    );
    expect((await rowOf(incomplete.id)).status).toBe("active");
  });

  it("follows failed payments and deletion down to the free plan", async () => {
    const { user, companyId } = await companyUser();
    const subscription = stripeSubscription(companyId);
    const customer = subscription.customer as string;
    await deliver(stripeEvent("customer.subscription.created", subscription));
    stripe.putSubscription({ id: subscription.id, customer, status: "past_due", metadata: subscription.metadata });
    expect(
      (await deliver(stripeEvent("invoice.payment_failed", subscriptionInvoice(subscription.id, customer, "open"))))
        .status,
    ).toBe(200);
    expect((await rowOf(subscription.id)).status).toBe("past_due");
    stripe.putSubscription({ id: subscription.id, customer, status: "active", metadata: subscription.metadata });
    await deliver(stripeEvent("invoice.paid", subscriptionInvoice(subscription.id, customer, "paid")));
    expect((await rowOf(subscription.id)).status).toBe("active");
    const canceled = stripe.putSubscription({
      id: subscription.id,
      customer,
      status: "canceled",
      metadata: subscription.metadata,
    });
    expect((await deliver(stripeEvent("customer.subscription.deleted", canceled))).status).toBe(200);
    expect((await rowOf(subscription.id)).status).toBe("canceled");
    expect(await (await api.request("/payments/subscriptions/", { as: user })).json()).toBeNull();
    expect((await currentPlanOf(api.db, DEFAULT_PLANS, companyId)).code).toBe("free");
  });

  it("records but ignores events about nothing of ours", async () => {
    const stranger = stripe.putSubscription({
      id: "sub_stranger",
      customer: "cus_stranger",
      status: "active",
      metadata: {},
    });
    const payloads = [
      stripeEvent("customer.subscription.updated", stranger),
      stripeEvent("customer.created", { id: "cus_new", object: "customer" }),
      stripeEvent("checkout.session.completed", {
        ...completedCheckoutSession({ subscription: "x", customer: "y", company: "z", planCode: "basic" }),
        mode: "payment",
        subscription: null,
      }),
    ];
    for (const payload of payloads) {
      expect((await deliver(payload)).status).toBe(200);
      expect(await eventCount(JSON.parse(payload).id)).toBe(1);
    }
    expect(await rowOf("sub_stranger")).toBeUndefined();
  });
});
