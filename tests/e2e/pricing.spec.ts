import type { Page } from "@playwright/test";
import { expect, expectAccessible } from "./fixtures";
import { postFromForeignSite } from "./foreign-site";
import {
  PUBLIC_ORIGIN,
  newCompany,
  newPayingCompany,
  postForm,
  publicOriginTest as test,
  signIn,
} from "./pricing-accounts";

/**
 * /pricing and the payment action routes (spec section 2) with the local payment provider
 * (docs/payments.md#the-local-provider).
 *
 * The API only accepts return URLs on PUBLIC_URL, and the local checkout lives there too, so the browser must
 * reach the app at PUBLIC_URL (as it does in production). The test server listens on another port; Chromium's
 * host resolver maps PUBLIC_URL's host and port onto it, so the whole redirect chain stays same-origin, as the
 * CSP's form-action 'self' expects. Direct HTTP calls (Node, not the browser) go to the server's own address.
 */
// Paying tests sign a company up first (mail, activation, argon2); give them room on a busy machine.
test.describe.configure({ timeout: 120_000 });

const EMPLOYEE = "employee@demo.test";
const DEMO_COMPANY = "company@demo.test";
/** A company account without a company profile (design section 12). */
const COMPANY_WITHOUT_PROFILE = "newcompany@demo.test";

const CHECKOUT_ACTION = "/payments/checkout-sessions/create_session/";
const PORTAL_ACTION = "/payments/portal/create_session/";
const LOCAL_CHECKOUT = /\/api\/payments\/local\/checkout\/[^/]+\/$/;
const LOCAL_PORTAL = /\/api\/payments\/local\/portal\/[^/]+\/$/;

function planCard(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

/**
 * The local checkout on a 360-pixel phone (docs/payments.md#the-local-provider): its stylesheet loaded (buttons at
 * least 44 px tall, apart from each other), nothing wider than the screen, a way back to the site, and accessible.
 */
async function expectPhoneSizedCheckout(page: Page, pay: string, cancel: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 780 });
  // Without JavaScript the form's answer may be measured before its stylesheet arrives.
  await page.waitForLoadState("load");
  const payBox = await page.getByRole("button", { name: pay }).boundingBox();
  const cancelBox = await page.getByRole("button", { name: cancel, exact: true }).boundingBox();
  expect(payBox?.height).toBeGreaterThanOrEqual(44);
  expect(payBox?.width).toBeGreaterThanOrEqual(44);
  expect(cancelBox?.height).toBeGreaterThanOrEqual(44);
  expect((cancelBox?.y ?? 0) - ((payBox?.y ?? 0) + (payBox?.height ?? 0))).toBeGreaterThanOrEqual(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.locator("header a.brand")).toHaveAttribute("href", /^\/\?lng=(en|gr)$/);
  await expectAccessible(page);
  if (size) await page.setViewportSize(size);
}

function subscriptionSection(page: Page) {
  return page.getByRole("region", { name: "Your subscription" });
}

test.describe("pricing for guests and employees", () => {
  for (const { lng, heading, plan, price, interval, signUp } of [
    {
      lng: "en",
      heading: "Plans for companies",
      plan: "Basic",
      price: "€29",
      interval: "per month",
      signUp: "Sign up as a company",
    },
    {
      lng: "gr",
      heading: "Πακέτα για επιχειρήσεις",
      plan: "Βασικό",
      price: "29\u00a0€",
      interval: "τον μήνα",
      signUp: "Εγγραφή ως επιχείρηση",
    },
  ]) {
    test(`a guest sees the plans with prices in ${lng} and a link to sign up as a company`, async ({ page }) => {
      await page.goto(`/pricing?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const basic = planCard(page, plan);
      await expect(basic.locator(".plan-card__amount")).toHaveText(price);
      await expect(basic).toContainText(interval);
      await expect(basic.getByRole("link", { name: signUp })).toHaveAttribute("href", "/signup?role=COMPANY");
      await expect(page.getByRole("link", { name: signUp })).toHaveCount(3);
      await expect(page.locator("form[method=post]").filter({ has: page.locator("[name=plan_code]") })).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test("the plans list each plan's job limit and featured listings", async ({ page }) => {
    await page.goto("/pricing?lng=en");
    await expect(planCard(page, "Free")).toContainText("1 active job ad");
    await expect(planCard(page, "Basic")).toContainText("Up to 10 active job ads");
    await expect(planCard(page, "Pro")).toContainText("Unlimited active job ads");
    await expect(planCard(page, "Pro")).toContainText("Jobs featured on the home page");
    await expect(page.getByRole("link", { name: "Log in" }).last()).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fpricing",
    );
  });

  for (const { lng, plan, paid, featured, notIncluded } of [
    { lng: "en", plan: "Free", paid: "Pro", featured: "Jobs featured on the home page", notIncluded: "Not included:" },
    {
      lng: "gr",
      plan: "Δωρεάν",
      paid: "Επαγγελματικό",
      featured: "Προβολή των αγγελιών στην αρχική σελίδα",
      notIncluded: "Δεν περιλαμβάνεται:",
    },
  ]) {
    test(`what the free plan lacks is not ticked but marked as not included (${lng})`, async ({ page }) => {
      await page.goto(`/pricing?lng=${lng}`);
      const feature = (name: string) =>
        planCard(page, name).locator(".plan-card__features > li").filter({ hasText: featured });
      // The free plan: a dash, muted, and the words for a screen reader; never the tick.
      const lacking = feature(plan);
      await expect(lacking).toHaveCount(1);
      await expect(lacking).not.toContainText("✓");
      await expect(lacking.locator("[aria-hidden=true]")).toHaveText("–");
      await expect(lacking.locator(".visually-hidden")).toHaveText(notIncluded);
      expect(await lacking.evaluate((item) => (item.textContent ?? "").replace("–", "").trim())).toBe(
        `${notIncluded} ${featured}`,
      );
      // Muted: the line is not in the colour of the included lines.
      const included = planCard(page, plan).locator(".plan-card__features > li").first();
      const colour = (item: typeof included) => item.evaluate((element) => getComputedStyle(element).color);
      expect(await colour(lacking)).not.toBe(await colour(included));
      // A plan that has it: ticked, no "not included".
      await expect(feature(paid)).toContainText("✓");
      await expect(feature(paid).locator(".visually-hidden")).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test("an employee is told plans are for companies and gets no buttons", async ({ page, context }) => {
    await signIn(context, EMPLOYEE);
    await page.goto("/pricing?lng=en");
    await expect(page.getByText("Plans are for companies that post jobs.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Choose/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign up as a company" })).toHaveCount(0);
    await expect(subscriptionSection(page)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe("pricing for companies", () => {
  test("a company chooses a plan, pays on the checkout page and sees it active", async ({ page, context }, info) => {
    const email = await newCompany(`pay-${info.project.name}`);
    await signIn(context, email);

    await page.goto("/pricing?lng=en");
    await expect(subscriptionSection(page)).toContainText("You are on the Free plan.");
    await expect(planCard(page, "Free")).toContainText("Your current plan");
    await expect(page.locator(`form[method=post][action="${CHECKOUT_ACTION}"]`)).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Choose Basic" }).click();
    await expect(page).toHaveURL(LOCAL_CHECKOUT);
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    await expect(page.getByText("Basic", { exact: true })).toBeVisible();
    await expectPhoneSizedCheckout(page, "Pay €29.00", "Cancel");
    await page.getByRole("button", { name: "Pay €29.00" }).click();

    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/pricing`);
    await expect(page.getByRole("status")).toContainText("Thank you for your payment");
    await expect(page.getByRole("status")).toContainText("Your Basic plan is active.");
    const subscription = subscriptionSection(page);
    await expect(subscription).toContainText("Basic");
    await expect(subscription).toContainText("Active");
    await expect(subscription).toContainText("Renews on");
    await expect(planCard(page, "Basic")).toContainText("Your current plan");
    await expect(page.getByRole("button", { name: /^Choose/ })).toHaveCount(0);
    await expectAccessible(page);

    // A second plan while this one renews is refused by the API; the page says why instead of failing.
    const again = await postForm(CHECKOUT_ACTION, { plan_code: "pro" }, { as: email });
    expect(new URL(again.url).pathname).toBe("/pricing");
    expect(again.html).toContain("You already have a paid plan.");
  });

  test("manage billing opens the billing portal, which leads back to the plans", async ({ page, context }, info) => {
    await signIn(context, await newPayingCompany(`portal-${info.project.name}`, "pro"));
    await page.goto("/pricing?lng=en");
    await expect(page.locator(`form[method=post][action="${PORTAL_ACTION}"]`)).toHaveCount(1);
    await page.getByRole("button", { name: "Manage billing" }).click();
    await expect(page).toHaveURL(LOCAL_PORTAL);
    await expect(page.getByRole("heading", { name: "Your subscription" })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/pricing`);
    await expect(subscriptionSection(page)).toContainText("Pro");
  });

  test("cancelling needs the box ticked, then the plan ends with its period", async ({ page, context }, info) => {
    await signIn(context, await newPayingCompany(`cancel-${info.project.name}`, "basic"));
    await page.goto("/pricing?lng=en");
    const subscription = subscriptionSection(page);
    await expect(subscription).toContainText("Active");
    const form = page.locator("form[method=post]").filter({ has: page.locator("[name=confirm]") });
    await expect(form).toHaveAttribute("action", /^\/payments\/subscriptions\/[0-9a-f-]{36}\/cancel\/$/);

    await page.getByText("Cancel subscription", { exact: true }).click();
    await expect(subscription).toContainText("Your Basic plan stays active until");
    // The box must be ticked: without it the browser does not send the form (JavaScript or not).
    const confirm = page.getByRole("checkbox", { name: "Yes, I want to cancel my Basic plan" });
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(confirm).toHaveJSProperty("validity.valid", false);
    await expect(subscription).not.toContainText("will not renew");
    await expectAccessible(page);
    await confirm.check();
    await page.getByRole("button", { name: "Confirm cancellation" }).click();

    await expect(page.getByRole("status")).toContainText("Your Basic plan is canceled");
    await expect(page.getByRole("status")).toContainText("It stays active until");
    await expect(subscription).toContainText("Canceled: your Basic plan will not renew.");
    await expect(subscription).toContainText("Ends on");
    await expect(page.getByRole("button", { name: "Confirm cancellation" })).toHaveCount(0);
    // Set to end, the plan is switched rather than bought again (docs/payments.md#changing-plan).
    await expect(page.getByRole("button", { name: "Switch to Pro" })).toBeVisible();
    await expectAccessible(page);
  });

  test("leaving the checkout page without paying says nothing was charged", async ({ page, context }, info) => {
    await signIn(context, await newCompany(`leave-${info.project.name}`));
    await page.goto("/pricing?lng=en");
    await page.getByRole("button", { name: "Choose Pro" }).click();
    await expect(page).toHaveURL(LOCAL_CHECKOUT);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/pricing`);
    await expect(page.getByRole("status")).toContainText("Checkout canceled");
    await expect(page.getByRole("status")).toContainText("You have not been charged.");
    await expect(subscriptionSection(page)).toContainText("You are on the Free plan.");
    await expectAccessible(page);
  });

  test("a company without a profile is told to create one first", async ({ page, context }) => {
    await signIn(context, COMPANY_WITHOUT_PROFILE);
    await page.goto("/pricing?lng=en");
    await page.getByRole("button", { name: "Choose Basic" }).click();
    await expect(page.getByRole("status")).toContainText("Create your company profile before choosing a plan.");
    await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/pricing`);
    await expectAccessible(page);
  });
});

test.describe("payment action routes", () => {
  test("a guest who posts is sent to log in, then back to the plans", async () => {
    for (const path of [
      CHECKOUT_ACTION,
      PORTAL_ACTION,
      "/payments/subscriptions/0b7c8d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e/cancel/",
    ]) {
      const answer = await postForm(path, { plan_code: "basic", confirm: "yes" }, { follow: false });
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe("/login?redirectTo=%2Fpricing");
    }
  });

  test("an employee who posts is refused with a message, never a 500", async () => {
    const answer = await postForm(CHECKOUT_ACTION, { plan_code: "basic" }, { as: EMPLOYEE });
    expect(answer.status).toBe(200);
    expect(new URL(answer.url).pathname).toBe("/pricing");
    expect(answer.html).toContain("Plans are for companies. Log in with a company account to choose one.");
  });

  test("bad or missing input comes back to the plans with a message", async () => {
    const cases: Array<{ path: string; form: Record<string, string>; message: string }> = [
      { path: CHECKOUT_ACTION, form: {}, message: "Choose a plan first." },
      { path: CHECKOUT_ACTION, form: { plan_code: "platinum" }, message: "This plan is not offered." },
      { path: CHECKOUT_ACTION, form: { plan_code: "free" }, message: "The Free plan needs no payment." },
      {
        path: "/payments/subscriptions/0b7c8d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e/cancel/",
        form: {},
        message: "Tick the box to confirm that you want to cancel.",
      },
      {
        path: "/payments/subscriptions/0b7c8d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e/cancel/",
        form: { confirm: "yes" },
        message: "The subscription could not be canceled. Please try again.",
      },
      {
        path: "/payments/subscriptions/not-a-uuid/cancel/",
        form: { confirm: "yes" },
        message: "could not be canceled",
      },
    ];
    for (const { path, form, message } of cases) {
      const answer = await postForm(path, form, { as: DEMO_COMPANY });
      expect(answer.status, path).toBe(200);
      expect(new URL(answer.url).pathname, path).toBe("/pricing");
      expect(answer.html, `${path} ${JSON.stringify(form)}`).toContain(message);
    }
  });

  test("a GET on an action route shows the plans", async ({ page }) => {
    for (const path of [CHECKOUT_ACTION, PORTAL_ACTION]) {
      await page.goto(`${path}?lng=en`);
      await expect(page).toHaveURL(`${PUBLIC_ORIGIN}/pricing`);
    }
  });

  test("a checkout form on another site is refused", async ({ page }) => {
    expect(await postFromForeignSite(page, `${PUBLIC_ORIGIN}${CHECKOUT_ACTION}`, { plan_code: "pro" })).toBe(403);
  });
});
