import { request as httpRequest, type Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, openMenu, test, waitForHydration } from "./fixtures";
import { PHONE } from "./phone";

/**
 * Offline (issue 23, docs/ui.md#offline): a worker on a ferry. With signal she opens her applications, one of them
 * and a job; the signal goes and they still open, marked as saved copies, and any other page is the offline page
 * listing them. A form she fills in without signal says it needs a connection, keeps her words and sends nothing.
 * Once she signs out, her applications are no longer on the phone; nor is anything saved before someone signs in.
 * Signed out on every device from another phone, this one drops her applications the first time it is online again,
 * and keeps the job pages it saved for a guest.
 * A Greek visitor gets the note and the offline page in Greek. Lite mode registers no service worker.
 * The service worker needs JavaScript: the nojs project has none to run.
 */
test.skip(({ jsDisabled }) => jsDisabled, "a service worker needs JavaScript");
test.use({ serviceWorkers: "allow" });

const SAVED_NOTE = "Saved, may be out of date.";

/** Resolves once the service worker controls the page (it claims open pages when it activates). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Gives a new worker the profile applying needs (through the API, as tests/e2e/application-timeline.spec.ts). */
async function withProfile(email: string): Promise<void> {
  const { access } = await tokensFor(email);
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const response = await api.post("/api/employees/", {
      headers: { Authorization: `Bearer ${access}` },
      data: { headline: "Cook" },
    });
    expect(response.status()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/**
 * A new worker with a profile and one application, to a job of the demo company that takes them (as
 * tests/e2e/application-timeline.spec.ts finds one). Its id.
 */
async function withApplication(email: string): Promise<number> {
  await withProfile(email);
  const worker = await tokensFor(email);
  const company = await tokensFor(DEMO.company);
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  const as = (access: string) => ({ Authorization: `Bearer ${access}` });
  try {
    const received = (await (await api.get("/api/applications/", { headers: as(company.access) })).json()) as Array<{
      job: number;
    }>;
    for (const job of new Set(received.map((application) => application.job))) {
      const response = await api.post("/api/applications/", { headers: as(worker.access), data: { job } });
      if (response.status() === 201) return ((await response.json()) as { id: number }).id;
    }
    throw new Error("no open job of the demo company");
  } finally {
    await api.dispose();
  }
}

/** Whether the service worker holds a saved copy of this path. */
function isSaved(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (saved) => (await caches.match(new URL(saved, location.href).href)) !== undefined, path);
}

/** Requests other than for documents and stylesheets, with their method, as the page sends them. */
function sentRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.method()} ${new URL(request.url()).pathname}`));
  return sent;
}

test("a worker's job and applications open without signal; other pages list them; a sign-out drops them", async ({
  page,
  context,
}) => {
  await signIn(context, DEMO.employee);
  await page.goto("/employee/applications?lng=en");
  await workerInControl(page);

  // With signal: her applications (a document load), one application (opened by a click, as Remix does it) and a job.
  await page.reload();
  const applicationLink = page.locator('main a[href^="/employee/applications/"]').first();
  const applicationPath = (await applicationLink.getAttribute("href")) ?? "";
  expect(applicationPath).toMatch(/^\/employee\/applications\/[^/]+$/);
  // The documents the service worker fetches itself to save a page opened by a click.
  const savedInBackground: string[] = [];
  context.on("request", (request) => {
    if (request.serviceWorker() && !new URL(request.url()).pathname.endsWith(".data"))
      savedInBackground.push(request.url());
  });
  await applicationLink.click();
  await expect(page).toHaveURL(new RegExp(`${applicationPath}$`));
  // The application's own page has rendered (its back link), not only its URL: then its heading is its job's.
  await expect(page.getByRole("link", { name: "All your applications" })).toBeVisible();
  const applicationHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page.goto("/jobs?lng=en");
  const jobPath = (await page.locator("article.job-card a").first().getAttribute("href")) ?? "";
  await page.goto(jobPath);
  const jobHeading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  expect(jobHeading).not.toBe("");
  // The application's page is saved in the background once opened: wait until the worker has it.
  await expect
    .poll(() =>
      page.evaluate(
        async (path) => (await caches.match(new URL(path, location.href).href)) !== undefined,
        applicationPath,
      ),
    )
    .toBe(true);
  // Opened again a moment later, it is not fetched a second time to be saved: its saved copy is recent.
  await page.goto("/employee/applications?lng=en");
  await page.locator(`main a[href="${applicationPath}"]`).first().click();
  await expect(page.getByRole("link", { name: "All your applications" })).toBeVisible();
  await page.goto(jobPath);
  const fetchedToSave = savedInBackground
    .map((url) => new URL(url).pathname)
    .filter((path) => path === applicationPath);
  expect(fetchedToSave).toEqual([applicationPath]);

  // No signal.
  await context.setOffline(true);
  await page.goto(applicationPath);
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(applicationHeading);
  await page.goto("/employee/applications");
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
  await page.goto(jobPath);
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(jobHeading);
  // Its stylesheet came from the saved copy too: the page is laid out, not bare HTML.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  await expectAccessible(page);

  // A page she never opened: the offline page, in her language, with links to what is saved.
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved pages" });
  await expect(saved.locator(`a[href="${applicationPath}"]`)).toBeVisible();
  await expect(saved.locator(`a[href="${jobPath}"]`)).toBeVisible();
  await expectAccessible(page);
  await saved.locator(`a[href="${jobPath}"]`).click();
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();

  // Signal again: she signs out. Then without signal her applications are gone from the phone.
  await context.setOffline(false);
  await page.goto("/employee/applications?lng=en");
  await openMenu(page);
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await context.setOffline(true);
  await page.goto(applicationPath);
  await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
  await expect(page.getByText(SAVED_NOTE)).toHaveCount(0);
  await expect(page.getByText("No page is saved yet.", { exact: false })).toBeVisible();
  await expect(page.locator(`a[href="${applicationPath}"]`)).toHaveCount(0);
});

test("signed out everywhere on another phone: this one drops her applications once online, and keeps a guest's job", async ({
  page,
  context,
  browser,
}) => {
  // A worker of her own: signing out everywhere must not end the sessions of other tests.
  const email = await newAccount("EMPLOYEE", "offline-everywhere");
  const applicationPath = `/employee/applications/${await withApplication(email)}`;

  // Phone B: a job page opened before signing in is a guest's copy; then she signs in and opens her application.
  await page.goto("/jobs?lng=en");
  await workerInControl(page);
  const jobPath = (await page.locator("article.job-card a").first().getAttribute("href")) ?? "";
  await page.goto(jobPath);
  await signIn(context, email);
  await page.goto(applicationPath);
  await expect(page.getByRole("link", { name: "All your applications" })).toBeVisible();
  await expect.poll(() => isSaved(page, applicationPath)).toBe(true);
  expect(await isSaved(page, jobPath)).toBe(true);

  // Phone A, the same worker: she signs out on every device from her settings.
  const phoneA = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    await signIn(phoneA, email);
    const settings = await phoneA.newPage();
    await settings.goto("/employee/settings?lng=en");
    await waitForHydration(settings);
    await settings.getByRole("button", { name: "Sign out on every device" }).click();
    await expect(settings).toHaveURL(/\/login/);
  } finally {
    await phoneA.close();
  }

  // Phone B is online and opens any page: her session is gone, so is her application, and the guest's job stays.
  await page.goto("/jobs?lng=en");
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => isSaved(page, applicationPath)).toBe(false);

  await context.setOffline(true);
  await page.goto(applicationPath);
  await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
  await expect(page.getByText(SAVED_NOTE)).toHaveCount(0);
  const saved = page.getByRole("list", { name: "Saved pages" });
  await expect(saved.locator(`a[href="${jobPath}"]`)).toBeVisible();
  await expect(page.locator(`a[href="${applicationPath}"]`)).toHaveCount(0);
  await page.goto(jobPath);
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
});

test("in Greek, a guest's saved job page and the offline page; signing in on the phone drops what was saved", async ({
  page,
  context,
}) => {
  await page.goto("/jobs?lng=gr");
  await workerInControl(page);
  const jobPath = (await page.locator("article.job-card a").first().getAttribute("href")) ?? "";
  await page.goto(jobPath);

  await context.setOffline(true);
  await page.goto(jobPath);
  await expect(page.getByText("Αποθηκευμένη, ίσως όχι ενημερωμένη.")).toBeVisible();
  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1, name: "Χωρίς σύνδεση" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Αποθηκευμένες σελίδες" }).locator(`a[href="${jobPath}"]`)).toBeVisible();

  // Someone signs in on this phone through the form: nothing saved before stays for them.
  await context.setOffline(false);
  await page.goto("/login?lng=en");
  await page.getByLabel("E-mail").fill(DEMO.employee);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/employee/);
  await context.setOffline(true);
  await page.goto(jobPath);
  await expect(page.getByRole("heading", { level: 1, name: "No connection" })).toBeVisible();
  await expect(page.locator(`a[href="${jobPath}"]`)).toHaveCount(0);
});

test("offline, a form says it needs a connection, keeps what was typed and sends nothing", async ({
  page,
  context,
}) => {
  await page.goto("/contact?lng=en");
  await workerInControl(page);
  const message = "We are looking for two waiters for the summer.";
  await page.getByLabel("Message").fill(message);

  await context.setOffline(true);
  const sent = sentRequests(page);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sending this needs a connection." })).toBeVisible();
  await expect(page.getByLabel("Message")).toHaveValue(message);
  await expect(page).toHaveURL(/\/contact\?lng=en$/);
  expect(sent.filter((line) => !line.startsWith("GET "))).toEqual([]);

  // Back online, the message goes away as the next submit is allowed to leave.
  await context.setOffline(false);
  await expect(page.getByText("Sending this needs a connection.")).toHaveCount(0);
});

test("offline, a form on a saved copy says it needs a connection too and keeps what was typed", async ({
  page,
  context,
}) => {
  // A worker with a profile and no applications yet: every job's apply tab has its form.
  const email = await newAccount("EMPLOYEE", "offline-apply");
  await withProfile(email);
  await signIn(context, email);
  await page.goto("/employee/jobs?lng=en");
  await workerInControl(page);
  const jobPath = (await page.locator("article.job-card a").first().getAttribute("href")) ?? "";
  const applyPath = jobPath.replace(/\/description$/, "/apply");
  await page.goto(applyPath);
  const letter = page.getByLabel("Cover letter (optional)");
  await expect(letter).toBeVisible();

  await context.setOffline(true);
  await page.goto(applyPath);
  await expect(page.getByText(SAVED_NOTE)).toBeVisible();
  await letter.fill("Three summers in Naxos.");
  const sent = sentRequests(page);
  await page.getByRole("button", { name: /apply|send/i }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Sending this needs a connection." })).toBeVisible();
  await expect(letter).toHaveValue("Three summers in Naxos.");
  expect(sent.filter((line) => !line.startsWith("GET "))).toEqual([]);
});

test("Lite mode registers no service worker", async ({ page, context }) => {
  await context.addCookies([{ name: "mode", value: "lite", url: baseURL() }]);
  await page.goto("/jobs?lng=en");
  await page.locator("article.job-card a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The full site registers its worker as soon as it hydrates; a Lite page has nothing that could.
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
