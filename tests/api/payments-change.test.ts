/**
 * Changing plan without losing paid time, undoing a cancellation, and the plan's usage
 * (docs/payments.md#changing-plan), with the local provider (no STRIPE_SECRET_KEY), over real HTTP through the local
 * checkout pages.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES, type PlanUsage } from "../../contract/payments";
import { subscriptions } from "../../api/db/schema";
import { currentPlanOf, DEFAULT_PLANS } from "../../api/services/plans";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { createCompany, insertJob } from "./jobs-fixtures";
import { fieldCodes, fieldMessages } from "../support/error-bodies";
import { expectPlanChanged } from "../support/plan-change-answer";

let api: TestApi;
const SITE = "http://localhost:3000";
const CHECKOUT = "/payments/checkout-sessions/create_session/";
const checkoutBody = {
  plan_code: "pro",
  success_url: `${SITE}/company/billing?checkout=success`,
  cancel_url: `${SITE}/company/billing`,
};

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

/** A company that bought `planCode` through the local checkout page. */
async function subscribed(planCode = "pro") {
  const company = await createCompany(api, "Naxos Windmill Suites");
  const response = await api.request(CHECKOUT, { as: company.owner, json: { ...checkoutBody, plan_code: planCode } });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const paid = await fetch(`${api.origin}${url.slice(SITE.length)}pay/`, { method: "POST", redirect: "manual" });
  expect(paid.status).toBe(303);
  const [row] = await api.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id));
  return { user: company.owner, companyId: company.id, id: row.id, periodEnd: row.currentPeriodEnd?.toISOString() };
}

async function post(path: string, user: TestUser | undefined, json?: unknown): Promise<Response> {
  return api.request(path, { method: "POST", as: user, json });
}

async function rowOf(id: string) {
  const [row] = await api.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}

describe("who may change or resume a subscription", () => {
  it("guest 401, worker 403, another company 404, a path that is no uuid 404; nothing changes", async () => {
    const owner = await subscribed();
    const other = await createCompany(api, "Another Taverna");
    const employee = await api.createUser("EMPLOYEE");
    for (const action of ["change", "resume"]) {
      const path = `/payments/subscriptions/${owner.id}/${action}/`;
      const body = action === "change" ? { plan_code: "basic" } : {};
      expect((await post(path, undefined, body)).status).toBe(401);
      expect((await post(path, undefined)).status).toBe(401);
      expect((await post(path, employee, body)).status).toBe(403);
      expect((await post(path, other.owner, body)).status).toBe(404);
      expect((await post(path, other.owner)).status).toBe(404);
      expect((await post(`/payments/subscriptions/not-a-uuid/${action}/`, owner.user, body)).status).toBe(404);
    }
    expect(await rowOf(owner.id)).toMatchObject({ planCode: "pro", cancelAtPeriodEnd: false });
  });

  it("change needs a plan we sell, not the free one, and the body's uuid must be the path's", async () => {
    const owner = await subscribed();
    const path = `/payments/subscriptions/${owner.id}/change/`;
    const none = await post(path, owner.user);
    expect(none.status).toBe(400);
    expect(fieldMessages(await none.json())).toEqual({ plan_code: ["This field is required."] });
    const unknown = await post(path, owner.user, { plan_code: "gold" });
    const unknownBody = await unknown.json();
    expect(fieldMessages(unknownBody)).toEqual({ plan_code: [PAYMENT_MESSAGES.unknownPlan] });
    expect(fieldCodes(unknownBody)).toEqual({ plan_code: ["unknown_plan"] });
    const free = await post(path, owner.user, { plan_code: "free" });
    expect(free.status).toBe(400);
    const freeBody = await free.json();
    expect(fieldMessages(freeBody)).toEqual({ plan_code: [PAYMENT_MESSAGES.changeToFree] });
    expect(fieldCodes(freeBody)).toEqual({ plan_code: ["change_to_free"] });
    const mismatch = await post(path, owner.user, { plan_code: "basic", uuid: owner.companyId });
    expect(mismatch.status).toBe(400);
    const mismatchBody = await mismatch.json();
    expect(fieldMessages(mismatchBody)).toEqual({ uuid: [PAYMENT_MESSAGES.uuidMismatch] });
    expect(fieldCodes(mismatchBody)).toEqual({ uuid: ["subscription_mismatch"] });
    const garbage = await api.request(path, {
      method: "POST",
      as: owner.user,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(garbage.status).toBe(400);
    expect(await rowOf(owner.id)).toMatchObject({ planCode: "pro", cancelAtPeriodEnd: false });
  });
});

describe("changing plan never loses paid time", () => {
  it("the issue's case: Pro canceled to its period end, then Basic: the same subscription changes, paid to the same day", async () => {
    const owner = await subscribed("pro");
    expect((await post(`/payments/subscriptions/${owner.id}/cancel/`, owner.user)).status).toBe(200);
    // A second checkout would replace Pro at once: refused, the company changes plan instead.
    const checkout = await api.request(CHECKOUT, { as: owner.user, json: { ...checkoutBody, plan_code: "basic" } });
    expect(checkout.status).toBe(400);
    expect(await checkout.json()).toEqual({
      detail: PAYMENT_MESSAGES.alreadySubscribed("Pro"),
      code: "already_subscribed",
      params: { plan: "Pro" },
    });

    const changed = await post(`/payments/subscriptions/${owner.id}/change/`, owner.user, {
      plan_code: "basic",
      uuid: owner.id,
    });
    await expectPlanChanged(changed, owner, "basic");
    expect(await api.db.select().from(subscriptions).where(eq(subscriptions.companyId, owner.companyId))).toHaveLength(
      1,
    );
    expect((await currentPlanOf(api.db, DEFAULT_PLANS, owner.companyId)).code).toBe("basic");
    const current = await (await api.request("/payments/subscriptions/", { as: owner.user })).json();
    expect(current).toMatchObject({ uuid: owner.id, plan: { code: "basic" }, current_period_end: owner.periodEnd });
  });

  it("upgrades at once with the same renewal date; the plan it has already is no change", async () => {
    const owner = await subscribed("basic");
    const path = `/payments/subscriptions/${owner.id}/change/`;
    const upgraded = await post(path, owner.user, { plan_code: "pro" });
    expect(upgraded.status).toBe(200);
    expect(await upgraded.json()).toMatchObject({
      plan: { code: "pro" },
      current_period_end: owner.periodEnd,
      cancel_at_period_end: false,
    });
    const same = await post(path, owner.user, { plan_code: "pro" });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ plan: { code: "pro" }, current_period_end: owner.periodEnd });
    // Choosing the plan it has while it is set to end keeps it going.
    await post(`/payments/subscriptions/${owner.id}/cancel/`, owner.user);
    expect(await (await post(path, owner.user, { plan_code: "pro" })).json()).toMatchObject({
      cancel_at_period_end: false,
    });
  });

  it("a subscription that is not active cannot change plan", async () => {
    const owner = await subscribed("basic");
    const path = `/payments/subscriptions/${owner.id}/change/`;
    await api.db.update(subscriptions).set({ status: "past_due" }).where(eq(subscriptions.id, owner.id));
    const pastDue = await post(path, owner.user, { plan_code: "pro" });
    expect(pastDue.status).toBe(400);
    expect(await pastDue.json()).toEqual({
      detail: PAYMENT_MESSAGES.notChangeable,
      code: "subscription_not_changeable",
    });
    await api.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, owner.id));
    expect((await post(path, owner.user, { plan_code: "pro" })).status).toBe(400);
    expect((await rowOf(owner.id)).planCode).toBe("basic");
  });
});

describe("undoing a cancellation", () => {
  it("resumes until the period ends; again is no error; an ended one is refused", async () => {
    const owner = await subscribed("basic");
    const path = `/payments/subscriptions/${owner.id}/resume/`;
    expect(await (await post(`/payments/subscriptions/${owner.id}/cancel/`, owner.user)).json()).toMatchObject({
      cancel_at_period_end: true,
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const resumed = await post(path, owner.user, attempt === 0 ? { uuid: owner.id } : undefined);
      expect(resumed.status).toBe(200);
      expect(await resumed.json()).toMatchObject({
        plan: { code: "basic" },
        status: "active",
        cancel_at_period_end: false,
        current_period_end: owner.periodEnd,
      });
    }
    expect((await rowOf(owner.id)).cancelAtPeriodEnd).toBe(false);

    await api.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.id, owner.id));
    const ended = await post(path, owner.user);
    expect(ended.status).toBe(400);
    expect(await ended.json()).toEqual({
      detail: PAYMENT_MESSAGES.notResumable,
      code: "subscription_not_resumable",
    });
    expect((await rowOf(owner.id)).cancelAtPeriodEnd).toBe(true);
  });
});

describe("usage", () => {
  it("guest 401, worker 403; a company's active jobs against the plan that applies", async () => {
    expect((await api.request("/payments/usage/")).status).toBe(401);
    expect((await api.request("/payments/usage/", { as: await api.createUser("EMPLOYEE") })).status).toBe(403);
    const bare = await api.request("/payments/usage/", { as: await api.createUser("COMPANY") });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ plan: DEFAULT_PLANS[0], active_jobs: 0 });

    const owner = await subscribed("basic");
    await insertJob(api, owner.companyId);
    await insertJob(api, owner.companyId);
    await insertJob(api, owner.companyId, { isActive: false });
    const usage = (await (await api.request("/payments/usage/", { as: owner.user })).json()) as PlanUsage;
    expect(usage).toEqual({ plan: DEFAULT_PLANS[1], active_jobs: 2 });
  });
});
