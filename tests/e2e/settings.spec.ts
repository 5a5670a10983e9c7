import { request as httpRequest, type Browser, type Page } from "@playwright/test";
import type { ReceivedMail } from "../support/smtp-standin";
import { DEMO, DEMO_PASSWORD, newAccount, signIn, tokensFor, type Tokens } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { PHONE, sidewaysOverflow, smallTapTargets } from "./phone";
import { shortlistForNextSeason } from "./shortlist";

/**
 * Settings in both signed-in areas (issue 12, docs/sessions-and-accounts.md#account-settings), as a person does it,
 * with JavaScript on and off: change the password (the other session ends, the new one logs in), change the e-mail
 * address (the link from the mailbox confirms it, the new address logs in), turn status e-mails off (the company's next
 * status change sends none, and back on it does), and sign out of every device. Each test has accounts of its own.
 */
const NEW_PASSWORD = "Kalimera-apo-ti-Milo-7";

/** The newest mail to `address` whose text matches, polling until it arrives. */
async function mailMatching(address: string, pattern: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = await waitForMail(address);
    if (pattern.test(mail.text)) return mail;
    if (Date.now() > deadline) throw new Error(`No mail matching ${pattern} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Another device signed in as `email`, and the proof that its session is over at once
 * (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
 */
async function otherDevice(browser: Browser, email: string) {
  const context = await browser.newContext();
  const tokens = await signIn(context, email);
  return {
    async expectSignedOut(page: Page, area: string) {
      const refreshed = await page.request.post("/api/auth/token/refresh/", { data: { refresh: tokens.refresh } });
      expect(refreshed.status()).toBe(401);
      // Its access token has not expired, and yet its next page sends it to log in, and says why.
      const otherPage = await context.newPage();
      await otherPage.goto(`${baseURL()}/${area}/settings?lng=en`);
      await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
      await expect(otherPage.getByText("Session expired. Please log in again.")).toBeVisible();
      await context.close();
    },
  };
}

async function logIn(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  await page.goto("/login?lng=en");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function openSettings(page: Page, area: "employee" | "company", lng = "en") {
  await page.goto(`/${area}/settings?lng=${lng}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lng === "en" ? "Settings" : "Ρυθμίσεις");
}

test.describe("settings", () => {
  // argon2 hashes, mails and axe runs in each test.
  test.slow();

  test("on a phone the area's navigation shows where the page is: Settings is scrolled into its row", async ({
    page,
    context,
    jsDisabled,
  }) => {
    test.skip(
      jsDisabled,
      "the row is scrolled with JavaScript; without it the row starts at its first item and the heading says Settings",
    );
    await signIn(context, DEMO.company);
    await page.setViewportSize(PHONE);
    await page.goto("/company/settings?lng=en");
    const current = page.getByRole("navigation", { name: "Company area" }).getByRole("link", { name: "Settings" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect
      .poll(async () => {
        const box = await current.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
      })
      .toBe(true);
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("change the password: wrong current one refused, then changed, the other session ends, the new one logs in", async ({
    page,
    browser,
  }) => {
    const email = await newAccount("EMPLOYEE", `settings-pw-${test.info().project.name}`);
    const other = await otherDevice(browser, email);
    await signIn(page.context(), email);
    await page.setViewportSize(PHONE);
    await openSettings(page, "employee");
    const nav = page.getByRole("navigation", { name: "Employee area" });
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page);

    const password = page.getByRole("region", { name: "Password" });
    await password.getByLabel("Current password").fill("Not-my-password-1");
    await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(password.getByText("This is not your current password.")).toBeVisible();
    await expect(password.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    expect((await page.request.post("/api/auth/token/", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(
      200,
    );

    await password.getByLabel("Current password").fill(DEMO_PASSWORD);
    await password.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
    await password.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been changed" })).toBeVisible();
    // This device stays signed in, on its new session.
    await expect(page).toHaveURL(/\/employee\/settings$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await other.expectSignedOut(page, "employee");
    expect((await page.request.post("/api/auth/token/", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(
      401,
    );
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/employee\//);
  });

  test("change the e-mail address: a taken one refused, the link from the mailbox confirms, the new one logs in", async ({
    page,
  }) => {
    const email = await newAccount("COMPANY", `settings-mail-${test.info().project.name}`);
    const target = `moved-${test.info().project.name}-${Date.now()}@demo.test`;
    await signIn(page.context(), email);
    await openSettings(page, "company");
    await expect(
      page.getByRole("navigation", { name: "Company area" }).getByRole("link", { name: "Settings" }),
    ).toHaveAttribute("aria-current", "page");
    const section = page.getByRole("region", { name: "E-mail address" });
    await expect(section.getByText(`You log in with ${email}.`)).toBeVisible();
    await page.setViewportSize(PHONE);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);

    // Another account's address: said on the field, the typed address kept, nothing sent.
    await section.getByLabel("New e-mail address").fill(DEMO.employee);
    await section.getByLabel("Your password").fill(DEMO_PASSWORD);
    await section.getByRole("button", { name: "Send the confirmation link" }).click();
    await expect(section.getByText("Another account uses this e-mail address.")).toBeVisible();
    await expect(section.getByLabel("New e-mail address")).toHaveValue(DEMO.employee);
    await expectAccessible(page);

    await section.getByLabel("New e-mail address").fill(target);
    await section.getByLabel("Your password").fill(DEMO_PASSWORD);
    await section.getByRole("button", { name: "Send the confirmation link" }).click();
    await expect(page.getByRole("status").filter({ hasText: `We have sent a link to ${target}` })).toBeVisible();
    const notice = await mailMatching(email, /asked to change your account's e-mail address/);
    // Shown with zero-width spaces that keep mail programs from linking it (docs/sessions-and-accounts.md#sign-up).
    expect(notice.text.replaceAll("\u200B", "")).toContain(target);

    const mail = await mailMatching(target, /\/email-change\//);
    const link = /https?:\/\/\S+?(\/email-change\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43})(?:\?\S*)?(?=\s|$)/.exec(
      mail.text,
    )?.[1];
    expect(link).toBeTruthy();
    // Signed out, as on another device: the link is the permission.
    await page.context().clearCookies();
    await page.goto(`${link}?lng=en`);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your new e-mail address" })).toBeVisible();
    await expect(page.getByText(target)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm the new address" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your e-mail address has been changed" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `From now on you log in with ${target}.` })).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page);

    const reused = await page.goto(`${link}?lng=en`);
    expect(reused?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link can no longer be used" })).toBeVisible();

    await logIn(page, target, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/company/);
    await openSettings(page, "company");
    await expect(page.getByText(`You log in with ${target}.`)).toBeVisible();
    expect((await page.request.post("/api/auth/token/", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(
      401,
    );
  });

  test("the link's confirmation throttled: the page says so in Greek, with when to try again, and nothing changes", async ({
    page,
  }) => {
    // Issue 19: the API's 429 on the link's POST was a 500 page.
    const email = await newAccount("EMPLOYEE", `settings-throttle-${test.info().project.name}`);
    const target = `throttled-${test.info().project.name}-${Date.now()}@demo.test`;
    const { access } = await tokensFor(email);
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    try {
      const asked = await api.post("/api/users/me/email/", {
        data: { email: target, password: DEMO_PASSWORD },
        headers: { Authorization: `Bearer ${access}` },
      });
      expect(asked.status(), await asked.text()).toBe(200);
      const mail = await mailMatching(target, /\/email-change\//);
      const link = /https?:\/\/\S+?(\/email-change\/([0-9a-f-]{36})\/[A-Za-z0-9_-]{43})(?:\?\S*)?(?=\s|$)/.exec(
        mail.text,
      );
      expect(link).toBeTruthy();
      const [, path = "", uuid = ""] = link ?? [];
      // Dead links for this account until the API throttles its confirmations (ACCOUNT_RATE_LIMIT_MAX).
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20 && !statuses.includes(429); attempt += 1) {
        statuses.push((await api.post(`/api/users/email-change/${uuid}/${"x".repeat(43)}/`)).status());
      }
      expect(statuses.at(-1)).toBe(429);

      await page.setViewportSize(PHONE);
      await page.goto(`${path}?lng=gr`);
      await expect(page.getByRole("heading", { level: 1, name: "Επιβεβαιώστε τη νέα διεύθυνση e-mail" })).toBeVisible();
      await page.getByRole("button", { name: "Επιβεβαιώστε τη νέα διεύθυνση" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: /^Πάρα πολλές προσπάθειες\. Δοκιμάστε ξανά σε \d+ λεπτά\.$/ }),
      ).toBeVisible();
      // The same page, its button there for later; no error screen.
      await expect(page.getByRole("heading", { level: 1, name: "Επιβεβαιώστε τη νέα διεύθυνση e-mail" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Επιβεβαιώστε τη νέα διεύθυνση" })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await smallTapTargets(page)).toEqual([]);
      await expectAccessible(page);
      // Nothing changed: the old address still logs in, the new one does not.
      expect((await api.post("/api/auth/token/", { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
      expect((await api.post("/api/auth/token/", { data: { email: target, password: DEMO_PASSWORD } })).status()).toBe(
        401,
      );
    } finally {
      await api.dispose();
    }
  });

  test("turn status e-mails off: the company's next status change sends none; back on, the next one does", async ({
    page,
  }) => {
    const label = `settings-status-${test.info().project.name}`;
    const [companyEmail, worker] = await Promise.all([
      newAccount("COMPANY", `${label}-co`),
      newAccount("EMPLOYEE", label),
    ]);
    const [company, employee] = await Promise.all([tokensFor(companyEmail), tokensFor(worker)]);
    await signIn(page.context(), worker);
    await openSettings(page, "employee");
    const preferences = page.getByRole("region", { name: "E-mail preferences" });
    // A search's job alerts are managed on their own page, which the preferences point to.
    await expect(preferences.getByRole("link", { name: "Job alerts" })).toHaveAttribute("href", "/employee/alerts");
    const statusMails = preferences.getByLabel("About my applications");
    await expect(statusMails).toBeChecked();
    await statusMails.uncheck();
    await preferences.getByRole("button", { name: "Save preferences" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your e-mail preferences are saved." })).toBeVisible();
    await page.reload();
    await expect(statusMails).not.toBeChecked();
    await expect(preferences.getByLabel("About new jobs at companies I follow")).toBeChecked();

    const api = await httpRequest.newContext({ baseURL: baseURL() });
    try {
      await createCompanyProfile(api, company);
      await shortlistForNextSeason(api, company.access, employee.access);
      // The change is committed and its mail, were there one, sent before the answer: give the mailbox a moment.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect((await waitForMail(worker)).text).not.toContain("/employee/applications/");

      await statusMails.check();
      await preferences.getByRole("button", { name: "Save preferences" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your e-mail preferences are saved." })).toBeVisible();
      const [application] = (await (
        await api.get("/api/applications/", { headers: { Authorization: `Bearer ${company.access}` } })
      ).json()) as Array<{ id: number }>;
      const moved = await api.patch(`/api/applications/${application.id}/`, {
        headers: { Authorization: `Bearer ${company.access}` },
        data: { status: "REJECTED" },
      });
      expect(moved.status()).toBe(200);
      const mail = await mailMatching(worker, /\/employee\/applications\//);
      // Its footer leads back here, next to the one-click link.
      expect(mail.text).toMatch(/\/employee\/settings\?lng=(en|gr)#mail-preferences/);
      expect(mail.text).toContain("/mail/unsubscribe/");
    } finally {
      await api.dispose();
    }
  });

  test("sign out everywhere: this session and the other one end (in Greek)", async ({ page, browser }) => {
    const email = await newAccount("COMPANY", `settings-out-${test.info().project.name}`);
    const other = await otherDevice(browser, email);
    const own = await signIn(page.context(), email);
    await openSettings(page, "company", "gr");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Αποσυνδεθείτε από όλες τις συσκευές" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Αποσυνδεθήκατε από όλες τις συσκευές" })).toBeVisible();
    expect((await page.request.post("/api/auth/token/refresh/", { data: { refresh: own.refresh } })).status()).toBe(
      401,
    );
    await page.goto("/company/settings?lng=en");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await other.expectSignedOut(page, "company");
  });
});

/** The company's profile, which posting a job needs. */
async function createCompanyProfile(api: Awaited<ReturnType<typeof httpRequest.newContext>>, company: Tokens) {
  const created = await api.post("/api/companies/", {
    headers: { Authorization: `Bearer ${company.access}` },
    data: {
      name: `Lemon Grove ${Math.random().toString(36).slice(2, 8)}`,
      industries: ["Hotel"],
      about: "A small hotel above the harbour.",
      email: "jobs@lemongrove.example.com",
      phone_number: "+30 22840 12345",
      location: "Naoussa",
      city: "Paros",
      country: "GR",
      years_in_business: 8,
      employee_count: 14,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}
