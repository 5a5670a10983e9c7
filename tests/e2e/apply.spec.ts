import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, signIn as signInByCookie, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";

const { employee: EMPLOYEE, newEmployee: NEW_EMPLOYEE, company: COMPANY } = DEMO;
const PASSWORD = DEMO_PASSWORD;

const accessTokenOf = (_request: APIRequestContext, email: string) => tokensFor(email);

/** Signed in by cookie; the access token, for the API calls a test makes as the same user. */
async function signIn(context: BrowserContext, email: string): Promise<string> {
  return (await signInByCookie(context, email)).access;
}

type OpenJob = { id: number; title: string };

/**
 * A job the demo employee has never applied to (not even withdrawn: a job page then has one card), different
 * for every test and project: both projects run in parallel against one database, so each test takes its own
 * slot in the oldest-first list of open jobs (which applying does not change) and moves on within its slot if
 * an earlier run has used the job.
 */
async function unappliedJob(request: APIRequestContext, access: string, slot: number): Promise<OpenJob> {
  const project = test.info().project.name === "js" ? 0 : 1;
  const start = (project * 10 + slot) * 4;
  const list = await request.get("/api/jobs/", { params: { ordering: "created_at", limit: 100 } });
  const { results } = (await list.json()) as { results: OpenJob[] };
  const mine = await request.get("/api/applications/", { headers: { Authorization: `Bearer ${access}` } });
  const applied = new Set(((await mine.json()) as Array<{ job: number }>).map((application) => application.job));
  const job = results.slice(start, start + 4).find(({ id }) => !applied.has(id));
  if (!job) throw new Error(`no unapplied job left in slot ${slot}`);
  return { id: job.id, title: job.title };
}

async function applyThroughApi(request: APIRequestContext, access: string, job: number): Promise<number> {
  const response = await request.post("/api/applications/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { job, cover_letter: "" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

type MyApplication = { id: number; status: string; cover_letter: string | null };

/** The employee's applications to one job, newest first (as the API lists them). */
async function applicationsTo(request: APIRequestContext, access: string, job: number): Promise<MyApplication[]> {
  const response = await request.get("/api/applications/", {
    headers: { Authorization: `Bearer ${access}` },
    params: { job_id: job },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as MyApplication[];
}

const applyTab = (job: number) => `/jobs/${job}/apply`;
const coverLetter = (page: Page) => page.getByLabel("Cover letter (optional)");
const sendButton = (page: Page) => page.getByRole("button", { name: "Send application" });

// Each state is checked with axe, which takes seconds when both projects run in parallel on a busy machine.
test.describe.configure({ timeout: 60_000 });

test.describe("apply tab", () => {
  test("a guest gets a log-in link that comes back to the apply tab", async ({ page, request }) => {
    test.slow(); // several pages, each checked with axe
    const { access } = await accessTokenOf(request, EMPLOYEE);
    const job = await unappliedJob(request, access, 0);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expect(page.getByText("Log in with your employee account to apply for this job.")).toBeVisible();
    await expect(sendButton(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Log in to apply" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fjobs%2F\d+%2Fapply$/);
    await page.getByLabel("E-mail").fill(EMPLOYEE);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(new RegExp(`${applyTab(job.id)}$`));
    await expect(sendButton(page)).toBeVisible();
  });

  test("a guest's POST goes to the login page and stores nothing", async ({ page, request }) => {
    const { access } = await accessTokenOf(request, EMPLOYEE);
    const job = await unappliedJob(request, access, 1);
    const response = await page.request.post(applyTab(job.id), {
      form: { cover_letter: "Hello" },
      headers: { Origin: baseURL() },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(applyTab(job.id))}`);
  });

  test("a company sees that only employees apply", async ({ page, context, request }) => {
    const { access } = await accessTokenOf(request, EMPLOYEE);
    const job = await unappliedJob(request, access, 2);
    await signIn(context, COMPANY);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expect(
      page.getByText("Only employees can apply for jobs. You are logged in with a company account."),
    ).toBeVisible();
    await expect(sendButton(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an employee without a profile is pointed to creating one", async ({ page, context, request }) => {
    const { access } = await accessTokenOf(request, EMPLOYEE);
    const job = await unappliedJob(request, access, 3);
    await signIn(context, NEW_EMPLOYEE);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    // Once the profile exists, the worker comes back to this tab.
    await expect(page.getByRole("link", { name: "Create your profile" })).toHaveAttribute(
      "href",
      `/employee/profile/create?redirectTo=${encodeURIComponent(applyTab(job.id))}`,
    );
    await expect(sendButton(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an employee applies with a cover letter, lands on their applications, and cannot apply twice", async ({
    page,
    context,
  }) => {
    test.slow(); // several pages, each checked with axe
    const access = await signIn(context, EMPLOYEE);
    const job = await unappliedJob(context.request, access, 4);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expectAccessible(page);
    await coverLetter(page).fill("I worked two summers in a beach bar on Naxos.\nI can start in May.");
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    await expect(page.getByRole("status")).toContainText("Your application has been sent.");
    const card = page.getByRole("row").filter({ has: page.locator(`a[href="/employee/jobs/${job.id}/description"]`) });
    await expect(card.getByRole("link", { name: job.title, exact: true })).toBeVisible();
    await expect(card.getByText("Applied", { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expect(page.getByText("You have already applied for this job.")).toBeVisible();
    await expect(sendButton(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an application sent elsewhere meanwhile is reported as already made", async ({ page, context }) => {
    const access = await signIn(context, EMPLOYEE);
    const job = await unappliedJob(context.request, access, 5);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expect(sendButton(page)).toBeVisible();
    await applyThroughApi(context.request, access, job.id);
    await coverLetter(page).fill("Second try");
    await sendButton(page).click();
    await expect(page.getByText("You have already applied for this job.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${applyTab(job.id)}(\\?lng=en)?$`));
  });

  test("after a withdrawal the apply tab offers the form again, and applying makes a second application", async ({
    page,
    context,
  }) => {
    test.slow(); // two applications through the form, each with its redirect
    const access = await signIn(context, EMPLOYEE);
    const job = await unappliedJob(context.request, access, 8);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    await coverLetter(page).fill("I can start in June.");
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    const [first] = await applicationsTo(context.request, access, job.id);
    expect(first.status).toBe("APPLIED");

    const withdrawn = await context.request.post(`/api/applications/${first.id}/withdraw/`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(withdrawn.status()).toBe(200);

    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expect(page.getByText("You have already applied for this job.")).toHaveCount(0);
    await expect(sendButton(page)).toBeVisible();
    await coverLetter(page).fill("Plans changed again: I can start in May.");
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    await expect(page.getByRole("status")).toContainText("Your application has been sent.");
    const both = await applicationsTo(context.request, access, job.id);
    expect(both.map((application) => application.status)).toEqual(["APPLIED", "WITHDRAWN"]);
    expect(both[1].id).toBe(first.id);
    expect(both[0].id).not.toBe(first.id);
    expect(both[0].cover_letter).toBe("Plans changed again: I can start in May.");

    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expect(page.getByText("You have already applied for this job.")).toBeVisible();
    await expect(sendButton(page)).toHaveCount(0);
  });

  test("a cover letter that is too long keeps its text and says why", async ({ page, context }) => {
    const access = await signIn(context, EMPLOYEE);
    const job = await unappliedJob(context.request, access, 6);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    const letter = `I would love to work with you. ${"x".repeat(5000)}`;
    // The text area takes no more than 5,000 characters: a longer letter comes from a page older than that
    // limit (or a hand-made form), which the server still refuses.
    await coverLetter(page).evaluate((textarea) => textarea.removeAttribute("maxlength"));
    await coverLetter(page).fill(letter);
    await sendButton(page).click();
    await expect(
      page.getByText("Your cover letter is too long. Shorten it to 5,000 characters or fewer."),
    ).toBeVisible();
    await expect(coverLetter(page)).toHaveValue(letter);
    await expect(coverLetter(page)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
    // Nothing was stored.
    const mine = await context.request.get("/api/applications/", { headers: { Authorization: `Bearer ${access}` } });
    expect(((await mine.json()) as Array<{ job: number }>).some((application) => application.job === job.id)).toBe(
      false,
    );
  });
});

test.describe("the cover letter's limit (docs/forms.md#get-forms-and-short-urls)", () => {
  test("the text area takes 5,000 characters, line breaks counted once; with JavaScript a count shows it; a full letter is sent", async ({
    page,
    context,
    jsDisabled,
  }) => {
    test.slow(); // two languages and a 5,000-character letter, checked with axe
    const access = await signIn(context, EMPLOYEE);
    const job = await unappliedJob(context.request, access, 9);
    const count = page.locator(".field-count > [aria-hidden='true']");
    const spoken = page.locator("p[aria-live='polite']").filter({ hasText: /./ });

    // In Greek the count is written the Greek way.
    await page.goto(`${applyTab(job.id)}?lng=gr`);
    const greekLetter = page.getByLabel("Συνοδευτική επιστολή (προαιρετικά)");
    await expect(greekLetter).toHaveAttribute("maxlength", "5000");
    await greekLetter.fill("Καλησπέρα σας");
    if (jsDisabled) await expect(page.locator(".field-count")).toHaveCount(0);
    else await expect(count).toHaveText("13 / 5.000");

    await page.goto(`${applyTab(job.id)}?lng=en`);
    await expect(coverLetter(page)).toHaveAttribute("maxlength", "5000");
    if (!jsDisabled) {
      await expect(count).toHaveText("0 / 5,000");
      await expect(page.locator(".field-count")).toContainText("0 of 5,000 characters used");
    }
    // 4,990 characters with 151 line breaks, then typing: the browser stops at 5,000, a line break counting one.
    const start = "I worked two summers in Elounda.\n".repeat(151).padEnd(4990, "x");
    expect(start.length).toBe(4990);
    await coverLetter(page).fill(start);
    if (!jsDisabled) {
      await expect(count).toHaveText("4,990 / 5,000");
      await expect(spoken).toHaveText("10 characters left.");
    }
    await coverLetter(page).press("End");
    await coverLetter(page).pressSequentially("Thank you, Maria");
    await expect(coverLetter(page)).toHaveValue(`${start}Thank you,`);
    if (!jsDisabled) {
      await expect(count).toHaveText("5,000 / 5,000");
      await expect(spoken).toHaveText("You have reached the limit of 5,000 characters.");
      await expectAccessible(page);
    }
    // Sent as the browser sends it (CRLF), it is exactly the limit for the server too, and is accepted.
    await sendButton(page).click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    await expect(page.getByRole("status")).toContainText("Your application has been sent.");
    const [sent] = await applicationsTo(context.request, access, job.id);
    expect(sent.cover_letter).toBe(`${start}Thank you,`);
    expect(sent.cover_letter?.length).toBe(5000);
  });

  test("with JavaScript, a paste longer than the limit is cut at 5,000 characters and the page says so", async ({
    page,
    context,
    jsDisabled,
  }) => {
    test.skip(jsDisabled, "without JavaScript the browser's maxlength cuts a paste, and the hint says the limit");
    const access = await signIn(context, EMPLOYEE);
    const job = await unappliedJob(context.request, access, 9);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${applyTab(job.id)}?lng=en`);
    const letter = "Dear team,\r\n".repeat(600);
    await page.evaluate((text) => navigator.clipboard.writeText(text), letter);
    await coverLetter(page).focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(coverLetter(page)).toHaveValue(letter.replace(/\r\n/g, "\n").slice(0, 5000));
    const cut =
      "Your text was longer than 5,000 characters, so only its beginning was pasted. Check the end of your letter.";
    await expect(page.locator(".field-count__cut")).toHaveText(cut);
    await expect(page.locator("p[aria-live='polite']")).toHaveText(cut);
    // Shortened below the limit, the note goes.
    await coverLetter(page).press("Backspace");
    await expect(page.locator(".field-count__cut")).toHaveCount(0);
    await expect(page.locator(".field-count > [aria-hidden='true']")).toHaveText("4,999 / 5,000");
  });
});

test.describe("my applications", () => {
  test("an employee withdraws an application", async ({ page, context }) => {
    test.slow(); // several pages, each checked with axe
    const access = await signIn(context, EMPLOYEE);
    const job = await unappliedJob(context.request, access, 7);
    await applyThroughApi(context.request, access, job.id);
    await page.goto("/employee/applications?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "My applications" })).toBeVisible();
    await expectAccessible(page);
    const card = page.getByRole("row").filter({ has: page.locator(`a[href="/employee/jobs/${job.id}/description"]`) });
    // It asks first: a dialog with JavaScript, a page of its own without; keeping the application changes nothing.
    await card.getByRole("link", { name: `Withdraw: ${job.title}` }).click();
    await expect(page.getByRole("heading", { name: "Withdraw your application?" })).toBeVisible();
    await expect(page.getByText(`Your application for ${job.title} at`)).toBeVisible();
    await expectAccessible(page);
    const keep = page.getByRole(test.info().project.use.javaScriptEnabled === false ? "link" : "button", {
      name: "Keep my application",
    });
    await keep.click();
    await expect(page.getByRole("heading", { name: "Withdraw your application?" })).toBeHidden();
    await expect(card.getByText("Applied", { exact: true })).toBeVisible();
    await card.getByRole("link", { name: `Withdraw: ${job.title}` }).click();
    await page.getByRole("button", { name: "Withdraw application" }).click();
    await expect(page.getByRole("status")).toContainText("Your application has been withdrawn.");
    await expect(page).toHaveURL(/\/employee\/applications$/);
    await expect(card.getByText("Withdrawn", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Withdraw/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("a rejected or withdrawn application offers no Withdraw button; a bad id is refused", async ({
    page,
    context,
  }) => {
    await signIn(context, EMPLOYEE);
    await page.goto("/employee/applications?lng=en");
    for (const status of ["Rejected", "Withdrawn"]) {
      const card = page
        .getByRole("row")
        .filter({ has: page.getByText(status, { exact: true }) })
        .first();
      await expect(card.getByRole("link", { name: /^Withdraw/ })).toHaveCount(0);
    }
    const response = await page.request.post("/employee/applications/nope/withdraw?lng=en", {
      form: {},
      headers: { Origin: baseURL() },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Application ID is required");
  });

  test("a guest is sent to log in", async ({ page }) => {
    await page.goto("/employee/applications?lng=en");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee%2Fapplications/);
  });
});
