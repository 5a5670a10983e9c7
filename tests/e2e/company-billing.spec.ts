import type { Page } from "@playwright/test";
import { newAccount } from "./accounts";
import { expect } from "./fixtures";
import { expectFitsThePhone } from "./phone";
import {
  PUBLIC_ORIGIN,
  newCompany,
  newPayingCompany,
  postForm,
  postJob,
  publicOriginTest as test,
  signIn,
} from "./pricing-accounts";

/**
 * /company/billing (docs/payments.md#changing-plan) with the local payment provider, with JavaScript on and off (the js
 * and nojs projects): buying a plan through the local checkout page, usage and the renewal date, cancelling
 * behind a confirmation, undoing it, and switching plan without losing the time paid for. The browser reaches
 * the app at PUBLIC_URL, as the checkout's return URLs need (docs/testing.md#the-browser-tests).
 */
test.describe.configure({ timeout: 120_000 });

const BILLING = `${PUBLIC_ORIGIN}/company/billing`;
const LOCAL_CHECKOUT = /\/api\/payments\/local\/checkout\/[^/]+\/$/;

function planSection(page: Page) {
  return page.getByRole("region", { name: /^(Your plan|Το πακέτο σας)$/ });
}

function planCard(page: Page, name: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
}

/** The date shown after "Renews on" or "Ends on". */
function periodEnd(page: Page) {
  return planSection(page).locator("time");
}

test("a company buys a plan, cancels, keeps it and switches plan, paid to the same date throughout", async ({
  page,
  context,
}, info) => {
  const email = await newCompany(`billing-${info.project.name}`);
  await postJob(email, "Bartender");
  await signIn(context, email);

  await page.goto("/company/billing?lng=en");
  await expect(page.getByRole("heading", { level: 1, name: "Billing" })).toBeVisible();
  const plan = planSection(page);
  await expect(plan).toContainText("Free");
  await expect(plan).toContainText("No paid plan yet");
  await expect(plan).toContainText("1 of 1 active job ad");
  await expect(plan).toContainText("Your plan's active job ads are all in use.");
  await expect(plan).toContainText("You are on the Free plan.");
  await expect(page.getByRole("heading", { level: 2, name: "Start a paid plan" })).toBeVisible();
  await expectFitsThePhone(page);

  // Buy Pro through the local checkout page; it comes back here.
  await planCard(page, "Pro").getByRole("button", { name: "Choose Pro" }).click();
  await expect(page).toHaveURL(LOCAL_CHECKOUT);
  await page.getByRole("button", { name: /^Pay/ }).click();
  await expect(page).toHaveURL(BILLING);
  await expect(page.getByRole("status")).toContainText("Thank you for your payment");
  await expect(page.getByRole("status")).toContainText("Your Pro plan is active.");
  await expect(plan).toContainText("Pro");
  await expect(plan).toContainText("Active");
  await expect(plan).toContainText("Paid and running: your plan's limits apply.");
  await expect(plan).toContainText("1 active job ad, no limit");
  await expect(plan).toContainText("Renews on");
  const paidUntil = (await periodEnd(page).textContent()) ?? "";
  expect(paidUntil).toMatch(/\d{4}$/);
  await expect(planCard(page, "Pro")).toContainText("Your current plan");
  await expect(page.getByRole("button", { name: /^Choose/ })).toHaveCount(0);
  await expectFitsThePhone(page);

  // Cancel: a page of its own, with a box to tick (the browser refuses the form without it).
  await page.getByRole("link", { name: "Cancel subscription" }).click();
  await expect(page).toHaveURL(`${BILLING}/cancel`);
  await expect(page.getByRole("heading", { level: 1, name: "Cancel your Pro plan?" })).toBeVisible();
  await expect(page.getByText(`Your Pro plan stays active until ${paidUntil}.`)).toBeVisible();
  const confirm = page.getByRole("checkbox", { name: "Yes, I want to cancel my Pro plan" });
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(confirm).toHaveJSProperty("validity.valid", false);
  await expectFitsThePhone(page);
  await confirm.check();
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(page).toHaveURL(BILLING);
  await expect(page.getByRole("status")).toContainText("Your Pro plan is canceled");
  await expect(page.getByRole("status")).toContainText(`It stays active until ${paidUntil}.`);
  await expect(plan).toContainText("Canceled: your Pro plan will not renew.");
  await expect(plan).toContainText("Ends on");
  await expect(periodEnd(page)).toHaveText(paidUntil);
  await expect(page.getByRole("link", { name: "Cancel subscription" })).toHaveCount(0);
  await expectFitsThePhone(page);

  // Undo it while the period runs.
  await page.getByRole("button", { name: "Keep my Pro plan" }).click();
  await expect(page.getByRole("status")).toContainText("Your Pro plan will renew");
  await expect(page.getByRole("status")).toContainText(`Next renewal on ${paidUntil}.`);
  await expect(plan).toContainText("Renews on");
  await expect(periodEnd(page)).toHaveText(paidUntil);
  await expect(page.getByRole("button", { name: "Keep my Pro plan" })).toHaveCount(0);

  // The case: Pro set to end, then Basic chosen: Basic now, paid to the same day, not a new checkout.
  await page.getByRole("link", { name: "Cancel subscription" }).click();
  await page.getByRole("checkbox", { name: "Yes, I want to cancel my Pro plan" }).check();
  await page.getByRole("button", { name: "Confirm cancellation" }).click();
  await expect(plan).toContainText("Ends on");
  await planCard(page, "Basic").getByRole("button", { name: "Switch to Basic" }).click();
  await expect(page).toHaveURL(BILLING);
  await expect(page.getByRole("status")).toContainText("You are now on the Basic plan");
  await expect(page.getByRole("status")).toContainText(`Your renewal date stays ${paidUntil}.`);
  await expect(plan).toContainText("Basic");
  await expect(plan).toContainText("1 of 10 active job ads");
  await expect(plan).toContainText("Renews on");
  await expect(periodEnd(page)).toHaveText(paidUntil);
  await expect(planCard(page, "Basic")).toContainText("Your current plan");
  await expect(planCard(page, "Pro").getByRole("button", { name: "Switch to Pro" })).toBeVisible();
  await expectFitsThePhone(page);
});

test("in Greek, with the status explained", async ({ page, context }, info) => {
  await signIn(context, await newPayingCompany(`billing-gr-${info.project.name}`, "basic"));
  await page.goto("/company/billing?lng=gr");
  await expect(page.getByRole("heading", { level: 1, name: "Χρεώσεις" })).toBeVisible();
  const plan = planSection(page);
  await expect(plan).toContainText("Βασικό");
  await expect(plan).toContainText("Πληρωμένη και σε ισχύ: ισχύουν τα όρια του πακέτου σας.");
  await expect(plan).toContainText("0 από 10 ενεργές αγγελίες");
  await expect(plan).toContainText("Ανανεώνεται στις");
  await expect(page.getByRole("button", { name: "Αλλάξτε σε Επαγγελματικό" })).toBeVisible();
  await expectFitsThePhone(page);
});

test("the billing page is for companies: a guest logs in, a worker goes to their own area", async ({
  page,
  context,
}, info) => {
  await page.goto("/company/billing?lng=en");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcompany%2Fbilling/);
  await signIn(context, await newAccount("EMPLOYEE", `billing-worker-${info.project.name}`));
  await page.goto("/company/billing/cancel?lng=en");
  await expect(page).toHaveURL(/\/employee/);
});

test("the change and resume action routes answer every mistake with a toast on the billing page", async ({}, info) => {
  const someone = "0b7c8d1e-2f3a-4b5c-8d9e-0f1a2b3c4d5e";
  // Accounts of this test's own: the shared demo accounts' sessions belong to other tests running alongside.
  const company = await newAccount("COMPANY", `billing-routes-${info.project.name}`);
  const worker = await newAccount("EMPLOYEE", `billing-routes-${info.project.name}`);
  const cases: Array<{ path: string; form: Record<string, string>; as: string; page: string; message: string }> = [
    {
      path: `/payments/subscriptions/${someone}/change/`,
      form: {},
      as: company,
      page: "/company/billing",
      message: "Choose a plan first.",
    },
    {
      path: `/payments/subscriptions/${someone}/change/`,
      form: { plan_code: "pro" },
      as: company,
      page: "/company/billing",
      message: "The plan could not be changed. Please try again.",
    },
    {
      path: "/payments/subscriptions/not-a-uuid/resume/",
      form: { back: "elsewhere" },
      as: company,
      page: "/company/billing",
      message: "could not be kept",
    },
    {
      path: `/payments/subscriptions/${someone}/resume/`,
      form: { back: "pricing" },
      as: company,
      page: "/pricing",
      message: "could not be kept",
    },
    {
      path: `/payments/subscriptions/${someone}/change/`,
      form: { plan_code: "pro" },
      as: worker,
      page: "/pricing",
      message: "Plans are for companies.",
    },
  ];
  for (const { path, form, as, page, message } of cases) {
    const answer = await postForm(path, form, { as });
    expect(answer.status, path).toBe(200);
    expect(new URL(answer.url).pathname, path).toBe(page);
    expect(answer.html, path).toContain(message);
  }
  const guest = await postForm(`/payments/subscriptions/${someone}/resume/`, {}, { follow: false });
  expect([guest.status, guest.location]).toEqual([302, "/login?redirectTo=%2Fpricing"]);
});
