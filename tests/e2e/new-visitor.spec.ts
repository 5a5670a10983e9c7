import type { APIRequestContext, Page } from "@playwright/test";
import { activationLinkIn } from "../support/smtp-standin";
import { expect, expectAccessible, openFilters, openMenu, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { DEMO_PASSWORD } from "./accounts";

/**
 * Issue 4's "Done when": a new visitor on a phone finds a job with filters and paging, signs up, activates the
 * account from the e-mail, logs in and reaches the apply tab, which sends a user without a profile to create
 * one; then the demo employee (who has a profile) logs in and applies to that job. Runs with JavaScript off
 * (project nojs) and on (project js), each with its own job and account.
 */
const DEMO_EMPLOYEE = "employee@demo.test";
const NEW_PASSWORD = "Kalokairi-stin-Kriti-9";

const results = (page: Page) => page.getByRole("list", { name: "Jobs found" });

/** Job ids the demo employee has not applied to yet, among `ids`, so the story's application is a first one. */
async function notAppliedByDemoEmployee(request: APIRequestContext, ids: number[]): Promise<number[]> {
  const tokens = await request.post("/api/auth/token/", { data: { email: DEMO_EMPLOYEE, password: DEMO_PASSWORD } });
  expect(tokens.status()).toBe(200);
  const { access } = (await tokens.json()) as { access: string };
  const open: number[] = [];
  for (const id of ids) {
    const job = await request.get(`/api/jobs/${id}/`, { headers: { Authorization: `Bearer ${access}` } });
    if (!((await job.json()) as { has_applied: boolean }).has_applied) open.push(id);
  }
  return open;
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test("a new visitor finds a job, signs up, activates, logs in and is sent to create a profile; the demo employee applies", async ({
  page,
  jsDisabled,
}) => {
  test.setTimeout(90_000);
  const project = test.info().project.name;

  // 1. Filter the jobs by island and employment type.
  await page.goto("/jobs?lng=en");
  await openFilters(page);
  await page.getByLabel("Island or area").selectOption("Crete");
  await page.getByRole("checkbox", { name: "Full-time", exact: true }).check();
  if (jsDisabled) await page.getByRole("button", { name: "Show jobs" }).click();
  await expect(page).toHaveURL(/employment_type=FULL_TIME/);
  await expect(page).toHaveURL(/Crete/);
  await expect(results(page).getByRole("article").first()).toBeVisible();
  await expectAccessible(page);

  // 2. Page forward.
  const firstPage = await results(page).getByRole("heading").getByRole("link").first().getAttribute("href");
  await page.getByRole("navigation", { name: "Pages of jobs" }).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/cursor=/);
  await expect(results(page).getByRole("heading").getByRole("link").first()).not.toHaveAttribute(
    "href",
    firstPage ?? "",
  );
  await expect(page.getByLabel("Island or area")).toHaveValue("Crete");

  // 3. Open a job the demo employee has not applied to (a different one per project).
  const links = results(page).getByRole("heading").getByRole("link");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  const ids = hrefs.map((href) => Number(/\/jobs\/(\d+)\//.exec(href)?.[1]));
  const candidates = await notAppliedByDemoEmployee(page.request, ids);
  const jobId = candidates[project === "js" ? 0 : 1];
  expect(jobId, "an unapplied job on page 2").toBeDefined();
  await results(page).locator(`a[href^="/jobs/${jobId}/"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/description`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);

  // 4. Sign up from the header.
  await openMenu(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup/);
  const email = `visitor-${project}-${Date.now()}@example.com`;
  await page.getByLabel("First name").fill("Maria");
  await page.getByLabel("Last name").fill("Papadaki");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Job seeker").check();
  await page.getByLabel("I have read and agree").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  // 5. Read the activation mail and set a password (the link is on PUBLIC_URL; the test server listens elsewhere).
  const link = new URL(activationLinkIn(await waitForMail(email)).url);
  await page.goto(`${link.pathname}?lng=en`);
  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Activate account" }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("status")).toContainText("Your account is active");

  // 6. Log in, go back to the job and open its apply tab: without a profile it points to creating one.
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/employee/);
  await page.goto(`/jobs/${jobId}/description?lng=en`);
  await page.getByRole("link", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/apply`));
  // (It brings them back to this tab once the profile exists: tests/e2e/employee-jobs.spec.ts follows it.)
  await expect(page.getByRole("link", { name: "Create your profile" })).toHaveAttribute(
    "href",
    `/employee/profile/create?redirectTo=${encodeURIComponent(`/jobs/${jobId}/apply`)}`,
  );
  await expectAccessible(page);

  // 7. Log out; the demo employee logs in from the apply tab's link and applies.
  await openMenu(page);
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$|\/\?/);
  await page.goto(`/jobs/${jobId}/apply?lng=en`);
  await page.getByRole("link", { name: "Log in to apply" }).click();
  await logIn(page, DEMO_EMPLOYEE, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}/apply`));
  await page
    .getByLabel("Cover letter (optional)")
    .fill("I worked two summers in a beach bar in Chania and speak Greek and English.");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(/\/employee\/applications/);
  await expect(page.getByRole("status")).toContainText("Your application has been sent.");
  await expect(page.locator(`a[href^="/employee/jobs/${jobId}/"]`).first()).toBeVisible();
  await expectAccessible(page);
});
