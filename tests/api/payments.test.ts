/**
 * Payments with the local provider (no STRIPE_SECRET_KEY): plans, permissions, input checks, the whole
 * checkout flow over HTTP through the local pages, the local portal and cancelling.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../../contract/payments";
import { companies, subscriptions } from "../../api/db/schema";
import { currentPlanOf, DEFAULT_PLANS } from "../../api/services/plans";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { fieldCodes, fieldMessages } from "../support/error-bodies";

let api: TestApi;
const SITE = "http://localhost:3000";
const CHECKOUT = "/payments/checkout-sessions/create_session/";
const PORTAL = "/payments/portal/create_session/";
const checkoutBody = {
  plan_code: "basic",
  success_url: `${SITE}/company/billing?paid=1`,
  cancel_url: `${SITE}/pricing`,
};

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

async function companyUser(name = "Aegean Breeze Hotel"): Promise<{ user: TestUser; companyId: string }> {
  const user = await api.createUser("COMPANY");
  const [company] = await api.db.insert(companies).values({ ownerId: user.id, name }).returning({ id: companies.id });
  return { user, companyId: company.id };
}

/** The local pages are addressed on PUBLIC_URL; the test server listens elsewhere. */
function onTestServer(url: string): string {
  expect(url.startsWith(`${SITE}/api/payments/local/`)).toBe(true);
  return url.slice(`${SITE}/api`.length);
}

async function startCheckout(user: TestUser, body: Record<string, unknown> = checkoutBody): Promise<string> {
  const response = await api.request(CHECKOUT, { as: user, json: body });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return onTestServer(url);
}

/** A browser's form POST (or GET) on a local page, redirects not followed: they lead to the site, not here. */
function browse(path: string, method = "POST"): Promise<Response> {
  return fetch(`${api.origin}/api${path}`, { method, redirect: "manual" });
}

async function rowsOf(companyId: string) {
  return api.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId));
}

describe("plans", () => {
  it("are public", async () => {
    const response = await api.request("/payments/plans/");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(DEFAULT_PLANS);
  });
});

describe("checkout session: permissions and input", () => {
  it("needs a company with a profile", async () => {
    expect((await api.request(CHECKOUT, { json: checkoutBody })).status).toBe(401);
    const employee = await api.createUser("EMPLOYEE");
    expect((await api.request(CHECKOUT, { as: employee, json: checkoutBody })).status).toBe(403);
    const bare = await api.createUser("COMPANY");
    const response = await api.request(CHECKOUT, { as: bare, json: checkoutBody });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: PAYMENT_MESSAGES.companyRequired,
      code: "billing_company_required",
    });
  });

  it("names each missing field and writes nothing", async () => {
    const { user, companyId } = await companyUser();
    for (const field of ["plan_code", "success_url", "cancel_url"] as const) {
      const body: Record<string, string> = { ...checkoutBody };
      delete body[field];
      const response = await api.request(CHECKOUT, { as: user, json: body });
      expect(response.status).toBe(400);
      expect(fieldMessages(await response.json())).toEqual({ [field]: ["This field is required."] });
    }
    expect(await rowsOf(companyId)).toEqual([]);
  });

  it("refuses URLs off the site, unknown plans and the free plan, field by field", async () => {
    const { user, companyId } = await companyUser();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>, Record<string, string[]>]> = [
      [
        { success_url: "https://evil.example/phish" },
        { success_url: [PAYMENT_MESSAGES.offOrigin] },
        { success_url: ["off_origin"] },
      ],
      [
        { cancel_url: "http://localhost:3001/pricing" },
        { cancel_url: [PAYMENT_MESSAGES.offOrigin] },
        { cancel_url: ["off_origin"] },
      ],
      [{ cancel_url: "javascript:alert(1)" }, { cancel_url: ["Enter a valid URL."] }, { cancel_url: ["invalid_url"] }],
      [{ plan_code: "platinum" }, { plan_code: [PAYMENT_MESSAGES.unknownPlan] }, { plan_code: ["unknown_plan"] }],
      [{ plan_code: "free" }, { plan_code: [PAYMENT_MESSAGES.freePlan] }, { plan_code: ["free_plan"] }],
      // Spelled as no plan is: the contract's own rule, with the same code.
      [{ plan_code: "../basic" }, { plan_code: [PAYMENT_MESSAGES.unknownPlan] }, { plan_code: ["unknown_plan"] }],
      [
        { customer_email: "not-an-email" },
        { customer_email: ["Enter a valid email address."] },
        { customer_email: ["invalid_email"] },
      ],
      [
        { plan_code: "nope", success_url: "https://evil.example/", cancel_url: "https://evil.example/" },
        {
          plan_code: [PAYMENT_MESSAGES.unknownPlan],
          success_url: [PAYMENT_MESSAGES.offOrigin],
          cancel_url: [PAYMENT_MESSAGES.offOrigin],
        },
        { plan_code: ["unknown_plan"], success_url: ["off_origin"], cancel_url: ["off_origin"] },
      ],
    ];
    for (const [change, errors, codes] of cases) {
      const response = await api.request(CHECKOUT, { as: user, json: { ...checkoutBody, ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      const body = await response.json();
      expect(fieldMessages(body)).toEqual(errors);
      expect(fieldCodes(body), JSON.stringify(change)).toEqual(codes);
    }
    expect(await rowsOf(companyId)).toEqual([]);
  });
});

describe("local checkout flow", () => {
  it("pays through the local page and the plan applies", async () => {
    const { user, companyId } = await companyUser("Santorini Sunset Bar");
    const page = await startCheckout(user);
    const shown = await api.request(page, { headers: { "Accept-Language": "en-GB,en;q=0.9" } });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toMatch(/^text\/html; charset=utf-8/i);
    expect(shown.headers.get("cache-control")).toBe("no-store");
    const html = await shown.text();
    expect(html).toContain("Santorini Sunset Bar");
    expect(html).toContain("Basic");
    expect(html).toContain("€29.00");
    expect(html).toMatch(/<form method="post" action="pay\/">/);
    expect(html).toMatch(/<form method="post" action="cancel\/">/);
    // CSP-safe: nothing inline to execute or style.
    expect(html).not.toMatch(/<script|\sstyle=|<style|\son\w+=/i);

    expect(await api.request("/payments/subscriptions/", { as: user }).then((r) => r.json())).toBeNull();
    const paid = await browse(`${page}pay/`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(checkoutBody.success_url);

    const current = await api.request("/payments/subscriptions/", { as: user });
    expect(current.status).toBe(200);
    const subscription = (await current.json()) as {
      plan: { code: string };
      status: string;
      current_period_end: string;
    };
    expect(subscription).toMatchObject({ plan: { code: "basic" }, status: "active", cancel_at_period_end: false });
    const days = (Date.parse(subscription.current_period_end) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect((await currentPlanOf(api.db, DEFAULT_PLANS, companyId)).code).toBe("basic");

    // A resubmitted form changes nothing; the page now sends the buyer on.
    expect((await browse(`${page}pay/`)).status).toBe(303);
    expect((await browse(page, "GET")).status).toBe(303);
    expect((await rowsOf(companyId)).map((row) => row.status)).toEqual(["active"]);

    // One running plan at a time.
    const again = await api.request(CHECKOUT, { as: user, json: { ...checkoutBody, plan_code: "pro" } });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      detail: PAYMENT_MESSAGES.alreadySubscribed("Basic"),
      code: "already_subscribed",
      params: { plan: "Basic" },
    });
  });

  it("speaks Greek by default and on Accept-Language el", async () => {
    const { user } = await companyUser();
    const page = await startCheckout(user);
    const variants: Array<Record<string, string>> = [{}, { "Accept-Language": "el-GR,el;q=0.9,en;q=0.5" }];
    for (const headers of variants) {
      const html = await (await api.request(page, { headers })).text();
      expect(html).toContain('<html lang="el">');
      expect(html).toContain("Πληρωμή");
      // The plan is named as the Greek pricing page names it.
      expect(html).toContain("<dd>Βασικό</dd>");
    }
    expect(await (await api.request(`${page}?lng=en`)).text()).toContain('<html lang="en">');
  });

  it("cancel returns to cancel_url and the checkout can no longer be paid", async () => {
    const { user, companyId } = await companyUser();
    const page = await startCheckout(user);
    const cancelled = await browse(`${page}cancel/`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(checkoutBody.cancel_url);
    expect((await api.request(page)).status).toBe(410);
    expect((await browse(`${page}pay/`)).status).toBe(410);
    expect((await rowsOf(companyId)).map((row) => row.status)).toEqual(["incomplete_expired"]);
    expect((await currentPlanOf(api.db, DEFAULT_PLANS, companyId)).code).toBe("free");
  });

  it("refuses an altered or foreign link", async () => {
    const { user, companyId } = await companyUser();
    const page = await startCheckout(user);
    const token = page.split("/")[4];
    const altered = page.replace(token, `${token.slice(0, -4)}AAAA`);
    expect((await api.request(altered)).status).toBe(404);
    expect((await browse(`${altered}pay/`)).status).toBe(404);
    // An access token is signed with another key and carries other claims.
    expect((await api.request(`/payments/local/checkout/${user.access}/pay/`, { method: "POST" })).status).toBe(404);
    expect((await rowsOf(companyId)).map((row) => row.status)).toEqual(["incomplete"]);
  });
});

describe("portal and cancel", () => {
  async function subscribed() {
    const company = await companyUser();
    const page = await startCheckout(company.user);
    await browse(`${page}pay/`);
    const [row] = await rowsOf(company.companyId);
    return { ...company, subscriptionId: row.id };
  }

  it("portal: only for a company with a subscription, back only to the site", async () => {
    expect((await api.request(PORTAL, { json: { return_url: SITE } })).status).toBe(401);
    expect(
      (await api.request(PORTAL, { as: await api.createUser("EMPLOYEE"), json: { return_url: SITE } })).status,
    ).toBe(403);
    const { user } = await companyUser();
    const none = await api.request(PORTAL, { as: user, json: { return_url: `${SITE}/company` } });
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ detail: PAYMENT_MESSAGES.noSubscription, code: "no_subscription" });
    const missing = await api.request(PORTAL, { as: user, json: {} });
    expect(fieldMessages(await missing.json())).toEqual({ return_url: ["This field is required."] });
    const offSite = await api.request(PORTAL, { as: user, json: { return_url: "https://evil.example/" } });
    expect(offSite.status).toBe(400);
    const offSiteBody = await offSite.json();
    expect(fieldMessages(offSiteBody)).toEqual({ return_url: [PAYMENT_MESSAGES.offOrigin] });
    expect(fieldCodes(offSiteBody)).toEqual({ return_url: ["off_origin"] });
  });

  it("the local portal lists the subscription and cancels it at period end", async () => {
    const { user, subscriptionId } = await subscribed();
    const response = await api.request(PORTAL, { as: user, json: { return_url: `${SITE}/company/billing` } });
    expect(response.status).toBe(200);
    const portal = onTestServer(((await response.json()) as { url: string }).url);
    const html = await (await api.request(portal, { headers: { "Accept-Language": "en" } })).text();
    expect(html).toContain("Basic");
    expect(html).toContain("Renews on");
    expect(html).toContain(`href="${SITE}/company/billing"`);
    expect(html).toContain(
      '<input type="checkbox" name="confirm" value="yes" required=""> <span>Yes, I want to cancel my Basic plan</span>',
    );
    // The same confirmation as the site's: without the ticked box the page comes back, nothing changed.
    const unticked = await browse(`${portal}cancel/?lng=en`);
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick the box to confirm that you want to cancel.");
    expect(
      (await api.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)))[0].cancelAtPeriodEnd,
    ).toBe(false);
    const cancelled = await fetch(`${api.origin}/api${portal}cancel/`, {
      method: "POST",
      body: new URLSearchParams({ confirm: "yes" }),
      redirect: "manual",
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get("location")).toBe(`${SITE}/company/billing`);
    const [row] = await api.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect(row).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
  });

  it("cancel: owner only, idempotent, only a running subscription", async () => {
    const owner = await subscribed();
    const other = await companyUser("Another Taverna");
    const path = `/payments/subscriptions/${owner.subscriptionId}/cancel/`;
    expect((await api.request(path, { method: "POST" })).status).toBe(401);
    expect((await api.request(path, { method: "POST", as: await api.createUser("EMPLOYEE") })).status).toBe(403);
    const foreign = await api.request(path, { method: "POST", as: other.user, json: { uuid: owner.subscriptionId } });
    expect(foreign.status).toBe(404);
    expect((await rowsOf(owner.companyId))[0].cancelAtPeriodEnd).toBe(false);
    expect(
      (await api.request("/payments/subscriptions/not-a-uuid/cancel/", { method: "POST", as: owner.user })).status,
    ).toBe(404);
    const mismatch = await api.request(path, { method: "POST", as: owner.user, json: { uuid: other.companyId } });
    expect(mismatch.status).toBe(400);
    const mismatchBody = await mismatch.json();
    expect(fieldMessages(mismatchBody)).toEqual({ uuid: [PAYMENT_MESSAGES.uuidMismatch] });
    expect(fieldCodes(mismatchBody)).toEqual({ uuid: ["subscription_mismatch"] });
    expect((await rowsOf(owner.companyId))[0].cancelAtPeriodEnd).toBe(false);

    for (let attempt = 0; attempt < 2; attempt++) {
      const done = await api.request(path, { method: "POST", as: owner.user, json: { uuid: owner.subscriptionId } });
      expect(done.status).toBe(200);
      expect(await done.json()).toMatchObject({
        uuid: owner.subscriptionId,
        status: "active",
        cancel_at_period_end: true,
      });
    }
    // Still the current plan until the period ends, and a new checkout is allowed again.
    expect((await currentPlanOf(api.db, DEFAULT_PLANS, owner.companyId)).code).toBe("basic");

    await api.db.update(subscriptions).set({ status: "canceled" }).where(eq(subscriptions.id, owner.subscriptionId));
    const ended = await api.request(path, { method: "POST", as: owner.user });
    expect(ended.status).toBe(400);
    expect(await ended.json()).toEqual({
      detail: PAYMENT_MESSAGES.notCancelable,
      code: "subscription_not_cancelable",
    });
  });

  it("subscriptions: company only; null without a profile or a plan", async () => {
    expect((await api.request("/payments/subscriptions/")).status).toBe(401);
    expect((await api.request("/payments/subscriptions/", { as: await api.createUser("EMPLOYEE") })).status).toBe(403);
    const bare = await api.request("/payments/subscriptions/", { as: await api.createUser("COMPANY") });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toBeNull();
  });

  it("has no webhook without Stripe", async () => {
    const response = await api.request("/payments/webhook/", { json: { id: "evt_1" } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Not found.", code: "not_found" });
  });
});
