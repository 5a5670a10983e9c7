import { request as httpRequest, type BrowserContext } from "@playwright/test";
import { startServer, type StartedServer } from "../support/start-server";
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  startStripeStandin,
  type StripeStandin,
} from "../support/stripe-standin";
import { DEMO_PASSWORD } from "./accounts";
import { expect, test } from "./fixtures";
import { expectFitsThePhone, PHONE } from "./phone";
import { freePort } from "../support/free-port";

/**
 * /company/billing with the Stripe provider (docs/payments.md), end to end in the browser with JavaScript
 * on and off: an app server of this spec's own talks to the Stripe stand-in (tests/support/stripe-standin.ts),
 * whose Checkout page "pays", delivers the signed webhook to the app and returns to the billing page; the plan
 * shows active; Manage billing opens the stand-in portal, which returns; cancelling (after the confirmation page)
 * sets the Stripe subscription to end, and Keep my plan undoes it, the status shown changing each time. The
 * browser keeps Stripe's own URLs (the app's Content-Security-Policy allows only those), routed to the stand-in.
 */
test.describe.configure({ timeout: 120_000 });

let stripe: StripeStandin;
let server: StartedServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stripe = await startStripeStandin();
  const port = await freePort();
  server = await startServer({
    env: {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      STRIPE_SECRET_KEY: STANDIN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STANDIN_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      RATE_LIMIT_STRICT_MAX: "500",
      RATE_LIMIT_MAX: "100000",
    },
  });
  stripe.deliverWebhooksTo(`${server.url}/api/payments/webhook/`);
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

/**
 * Stripe's hosted pages, answered by the stand-in: each request forwarded as it is, the answer (a redirect too)
 * returned.
 */
async function routeStripeToStandin(context: BrowserContext) {
  await context.route(/^https:\/\/(checkout|billing)\.stripe\.com\//, async (route) => {
    const { pathname } = new URL(route.request().url());
    const response = await route.fetch({ url: `${stripe.url}${pathname}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
}

/**
 * A new company with a profile on this spec's server: sign-up, the activation link from the server's log, the profile.
 */
async function newCompany(label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
  const api = await httpRequest.newContext({ baseURL: server.url });
  try {
    const signUp = await api.post("/api/users/", {
      data: { first_name: "Eleni", last_name: "Markaki", email, role: "COMPANY", language: "en" },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    // Without SMTP_URL the mail goes to the outbox and its links to the log (docs/mail.md#without-smtp_url).
    let link: RegExpMatchArray | undefined;
    await expect
      .poll(() => {
        link = [...server.output().matchAll(/\/users\/([0-9a-f-]{36})\/activate\/([A-Za-z0-9_-]+)/g)].at(-1);
        return link !== undefined;
      })
      .toBe(true);
    const [, userId, token] = link ?? [];
    const activated = await api.post(`/api/users/${userId}/activate/${token}/`, {
      data: { password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
    });
    expect(activated.status(), await activated.text()).toBe(200);
    const tokens = await api.post("/api/auth/token/", { data: { email, password: DEMO_PASSWORD } });
    const { access } = (await tokens.json()) as { access: string };
    const profile = await api.post("/api/companies/", {
      headers: { Authorization: `Bearer ${access}` },
      data: {
        name: `Stripe Test ${label}`,
        industries: ["Hotel"],
        about: "A family hotel by the beach.",
        email: "jobs@stripe-test.example.com",
        phone_number: "+30 28970 12345",
        location: "Hersonissos beach",
        city: "Hersonissos",
        country: "GR",
        years_in_business: 12,
        employee_count: 25,
      },
    });
    expect(profile.status(), await profile.text()).toBe(201);
    return email;
  } finally {
    await api.dispose();
  }
}

test("a company pays through Stripe Checkout, opens the portal, cancels and keeps its plan", async ({
  page,
  context,
}, info) => {
  const email = await newCompany(`stripe-${info.project.name}`);
  await routeStripeToStandin(context);
  await page.setViewportSize(PHONE);
  const billing = `${server.url}/company/billing`;

  // Logged in through the form, landing on billing.
  await page.goto(`${server.url}/login?lng=en&redirectTo=%2Fcompany%2Fbilling`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(billing);
  const plan = page.getByRole("region", { name: "Your plan" });
  await expect(plan).toContainText("No paid plan yet");

  // Checkout on "Stripe": the session carries the plan's price and comes back here once the webhook is in.
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Basic", exact: true }) })
    .getByRole("button", { name: "Choose Basic" })
    .click();
  await expect(page).toHaveURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  const created = stripe.requests.find((each) => each.path === "/v1/checkout/sessions");
  expect(created?.params.get("mode")).toBe("subscription");
  expect(created?.params.get("metadata[plan_code]")).toBe("basic");
  expect(created?.params.get("success_url")).toBe(`${billing}?checkout=success`);
  await page.getByRole("button", { name: "Pay and subscribe" }).click();
  await expect(page).toHaveURL(billing);
  await expect(page.getByRole("status")).toContainText("Thank you for your payment");
  await expect(page.getByRole("status")).toContainText("Your Basic plan is active.");
  // The webhook was taken in: the app read the new subscription back from Stripe, as it does for every event.
  expect(stripe.requests.some((each) => each.method === "GET" && /^\/v1\/subscriptions\/sub_/.test(each.path))).toBe(
    true,
  );
  const logged = server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged).toContainEqual(
    expect.objectContaining({ msg: "stripe webhook", type: "checkout.session.completed", outcome: "applied" }),
  );
  await expect(plan).toContainText("Basic");
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText("Renews on");
  const paidUntil = (await plan.locator("time").textContent()) ?? "";
  expect(paidUntil).toMatch(/\d{4}$/);
  await expectFitsThePhone(page);

  // The customer portal, and back.
  await page.getByRole("button", { name: "Manage billing" }).click();
  await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_/);
  await expect(page.getByRole("heading", { level: 1, name: "Stripe customer portal (stand-in)" })).toBeVisible();
  await page.getByRole("link", { name: "Return to the site" }).click();
  await expect(page).toHaveURL(billing);
  await expect(plan).toContainText("Active");

  // Cancel, after the confirmation: Stripe is told to end the subscription at the period's end.
  await page.getByRole("link", { name: "Cancel subscription" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cancel your Basic plan?" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Yes, I want to cancel my Basic plan" }).check();
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page).toHaveURL(billing);
  await expect(page.getByRole("status")).toContainText("Your Basic plan is canceled");
  await expect(plan).toContainText("Canceled: your Basic plan will not renew.");
  await expect(plan).toContainText("Ends on");
  await expect(plan.locator("time")).toHaveText(paidUntil);
  const updates = () =>
    stripe.requests.filter((each) => each.method === "POST" && each.path.startsWith("/v1/subscriptions/"));
  expect(updates().at(-1)?.params.get("cancel_at_period_end")).toBe("true");
  await expectFitsThePhone(page);

  // Undo it while the period runs.
  await page.getByRole("button", { name: "Keep my Basic plan" }).click();
  await expect(page.getByRole("status")).toContainText("Your Basic plan will renew");
  await expect(plan).toContainText("Renews on");
  await expect(plan.locator("time")).toHaveText(paidUntil);
  await expect(page.getByRole("link", { name: "Cancel subscription" })).toBeVisible();
  expect(updates().at(-1)?.params.get("cancel_at_period_end")).toBe("false");
});
