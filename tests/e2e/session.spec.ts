import type { BrowserContext, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, openMenu, test } from "./fixtures";

const { employee: EMPLOYEE, company: COMPANY } = DEMO;
const PASSWORD = DEMO_PASSWORD;

async function setSessionCookies(context: BrowserContext, tokens: { access?: string; refresh?: string }) {
  const url = baseURL();
  await context.addCookies(
    Object.entries(tokens).map(([name, value]) => ({
      name,
      value: value ?? "",
      url,
      httpOnly: true,
      sameSite: "Lax" as const,
    })),
  );
}

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

async function logInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** A token with another payload: the signature no longer matches, which only the API can tell. */
function withPayload(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.${signature}`;
}

test.describe("session", () => {
  test("an employee logs in and lands on /employee with their applications", async ({ page, context }) => {
    await page.goto("/login?lng=en");
    await logInThroughForm(page, EMPLOYEE, PASSWORD);
    // /employee sends a worker with a profile to it (spec section 2).
    await expect(page).toHaveURL(/\/employee\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 2, name: "Work experience" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Employee area" })
      .getByRole("link", { name: "My applications" })
      .click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    const applications = page.getByRole("table");
    await expect(applications.getByRole("columnheader", { name: "Status" })).toBeVisible();
    for (const status of ["Applied", "Shortlisted", "Rejected", "Withdrawn"]) {
      await expect(applications.getByText(status, { exact: true }).first()).toBeVisible();
    }
    const header = page.getByRole("banner");
    await openMenu(page);
    await expect(header.getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
    expect(await cookieValue(context, "access")).toMatch(/^ey/);
    expect(await cookieValue(context, "refresh")).toMatch(/^ey/);
  });

  test("a wrong password shows the spec's message, keeps the e-mail and is not a 500", async ({ page, context }) => {
    await page.goto("/login?lng=en");
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await logInThroughForm(page, EMPLOYEE, "Wrong-password-1!");
    const response = await posted;
    expect(response.status()).toBe(401);
    await expect(page.getByText("Login failed. Please check your credentials and try again.")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(EMPLOYEE);
    await expect(page.getByLabel("Password")).toHaveValue("");
    expect(await cookieValue(context, "access")).toBeUndefined();
  });

  test("logging out clears both cookies and goes home", async ({ page, context }) => {
    await signIn(context, EMPLOYEE);
    await page.goto("/employee/applications?lng=en");
    await openMenu(page);
    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You have been logged out.")).toBeVisible();
    await openMenu(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    expect(await cookieValue(context, "access")).toBeUndefined();
    expect(await cookieValue(context, "refresh")).toBeUndefined();
  });

  test("a GET to /logout changes nothing", async ({ page, context }) => {
    await signIn(context, EMPLOYEE);
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/$/);
    expect(await cookieValue(context, "refresh")).toMatch(/^ey/);
  });

  test("/login while signed in goes to /", async ({ page, context }) => {
    await signIn(context, EMPLOYEE);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  test("/employee signed out goes to /login?redirectTo=%2Femployee and back after logging in", async ({ page }) => {
    await page.goto("/employee?lng=en");
    // A page opened with ?lng= asks for the login page in its language too (docs/mail.md#links-in-mails).
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee%3Flng%3Den&lng=en$/);
    await page.goto("/employee");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee$/);
    await logInThroughForm(page, EMPLOYEE, PASSWORD);
    await expect(page).toHaveURL(/\/employee\/profile\/[0-9a-f-]{36}$/);
  });

  test("the header's Log in, from a job's requirements tab, brings the worker back to that tab (docs/forms.md#get-forms-and-short-urls)", async ({
    page,
    request,
  }) => {
    const list = await request.get("/api/jobs/", { params: { limit: 1 } });
    const [job] = ((await list.json()) as { results: { id: number }[] }).results;
    const tab = `/jobs/${job.id}/requirements?lng=en`;
    await page.goto(tab);
    await openMenu(page);
    const login = page.getByRole("banner").getByRole("link", { name: "Log in" });
    await expect(login).toHaveAttribute("href", `/login?redirectTo=${encodeURIComponent(tab)}`);
    // Sign up carries it too (a social sign-up comes back; its "Log in" link passes it on).
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      `/signup?redirectTo=${encodeURIComponent(tab)}`,
    );
    await login.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    // On the login page itself the header's links pass the way back on, never pointing at the login page.
    await openMenu(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toHaveAttribute(
      "href",
      `/signup?redirectTo=${encodeURIComponent(tab)}`,
    );
    await logInThroughForm(page, EMPLOYEE, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/requirements\\?lng=en$`));
    await expect(page.getByRole("heading", { level: 2, name: "Requirements" })).toBeVisible();
  });

  test("a company visiting /employee goes to /company, which opens its profile's jobs tab with application counts", async ({
    page,
    context,
  }) => {
    await signIn(context, COMPANY);
    await page.goto("/employee?lng=en");
    await expect(page).toHaveURL(/\/company\/profile\/[0-9a-f-]{36}\/jobs$/);
    await expect(page.getByRole("heading", { name: /Aegean Blue Hotel & Spa/ })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Applications" })).toBeVisible();
    expect(await page.getByRole("row").count()).toBeGreaterThan(1);
  });

  test("an expired access token is refreshed: the page loads and a new access cookie is set", async ({
    page,
    context,
  }) => {
    const tokens = await tokensFor(EMPLOYEE);
    const expired = withPayload(tokens.access, (claims) => (claims.exp = Math.floor(Date.now() / 1000) - 60));
    await setSessionCookies(context, { access: expired, refresh: tokens.refresh });
    await page.goto("/employee/applications?lng=en");
    await expect(page).toHaveURL(/\/employee\/applications\?lng=en$/);
    await expect(page.getByRole("table")).toBeVisible();
    const renewed = await cookieValue(context, "access");
    expect(renewed).toMatch(/^ey/);
    expect(renewed).not.toBe(expired);
  });

  test("a data request with an expired access token gets the new cookie too", async ({ context }) => {
    const tokens = await tokensFor(EMPLOYEE);
    const expired = withPayload(tokens.access, (claims) => (claims.exp = Math.floor(Date.now() / 1000) - 60));
    await setSessionCookies(context, { access: expired, refresh: tokens.refresh });
    const response = await context.request.get("/employee/applications.data");
    expect(response.status()).toBe(200);
    const setCookie = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
    expect(setCookie.some((header) => /^access=ey.+HttpOnly; SameSite=Lax/.test(header.value))).toBe(true);
  });

  test("a tampered refresh token ends the session: cookies cleared, /login with 'Session expired'", async ({
    page,
    context,
  }) => {
    const tokens = await tokensFor(EMPLOYEE);
    const expired = withPayload(tokens.access, (claims) => (claims.exp = Math.floor(Date.now() / 1000) - 60));
    const tampered = withPayload(tokens.refresh, (claims) => (claims.exp = Number(claims.exp) + 3600));
    await setSessionCookies(context, { access: expired, refresh: tampered });
    await page.goto("/employee?lng=en");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee/);
    await expect(page.getByText("Session expired. Please log in again.")).toBeVisible();
    expect(await cookieValue(context, "access")).toBeUndefined();
    expect(await cookieValue(context, "refresh")).toBeUndefined();
  });

  test("'sign out on every device' in one browser: the other browser's next page is /login with 'Session expired'", async ({
    page,
    browser,
    jsDisabled,
  }) => {
    test.slow(); // a new account: sign-up, activation mail, argon2
    const email = await newAccount("EMPLOYEE", `session-out-${test.info().project.name}`);
    // The phone in the worker's pocket: another browser, signed in on its own
    // (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
    const phone = await browser.newContext({ javaScriptEnabled: !jsDisabled });
    await phone.route(/^https:\/\/(accounts\.google\.com|connect\.facebook\.net)\//, (route) => route.abort());
    await signIn(phone, email);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${baseURL()}/employee/applications?lng=en`);
    await expect(phonePage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(phonePage).toHaveURL(/\/employee\/applications/);

    await signIn(page.context(), email);
    await page.goto("/employee/settings?lng=en");
    await page.getByRole("button", { name: "Sign out on every device" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The phone's access token is an hour from expiry; its next page is the login page all the same.
    await phonePage.getByRole("navigation", { name: "Employee area" }).getByRole("link", { name: "Settings" }).click();
    await expect(phonePage).toHaveURL(/\/login\?redirectTo=%2Femployee%2Fsettings/);
    await expect(phonePage.getByText("Session expired. Please log in again.")).toBeVisible();
    expect(await cookieValue(phone, "access")).toBeUndefined();
    expect(await cookieValue(phone, "refresh")).toBeUndefined();
    await phone.close();
  });

  test("tokens never appear in the HTML or in data responses", async ({ page, context }) => {
    const tokens = await signIn(context, EMPLOYEE);
    const secrets = [
      tokens.access,
      tokens.refresh,
      tokens.access.split(".")[2] ?? "",
      tokens.refresh.split(".")[2] ?? "",
    ];
    for (const path of ["/employee/applications", "/", "/terms"]) {
      await page.goto(path);
      const html = await page.content();
      for (const secret of secrets) expect(html).not.toContain(secret);
      const data = await (await context.request.get(`${path === "/" ? "/_root" : path}.data`)).text();
      // The signed-in header's name is there; the account's e-mail address is not (the header needs no more).
      expect(data).toContain("Eleni Papadaki");
      expect(data).not.toContain(EMPLOYEE);
      for (const secret of secrets) expect(data).not.toContain(secret);
    }
  });

  for (const lng of ["en", "gr"] as const) {
    test(`/login and /employee/applications pass axe in ${lng}`, async ({ page, context }) => {
      await page.goto(`/login?lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lng === "gr" ? "el" : "en");
      await expectAccessible(page);
      await signIn(context, EMPLOYEE);
      await page.goto(`/employee/applications?lng=${lng}`);
      await expect(page.getByRole("table")).toBeVisible();
      await expectAccessible(page);
    });
  }
});
