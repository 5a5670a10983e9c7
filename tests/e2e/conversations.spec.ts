import { request as httpRequest } from "@playwright/test";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { UNREAD_REFRESH_MS } from "../../app/lib/unread-count";
import { baseURL, expect, test } from "./fixtures";
import { waitForMail } from "./mailbox";

/**
 * Talking about an application (issue 24, docs/conversations.md): a worker applies to a job of the demo company;
 * the company writes a template and sends it to the worker from the applicants list, then writes on the applicant's
 * page; the worker sees the unread conversation counted in the navigation, opens the application (the thread is
 * read), reads the messages with their line breaks, gets one mail for them, replies, and blocks the company, which is
 * then told it cannot write. Both ways (JavaScript on and off); the worker's page also in Greek. With JavaScript,
 * the worker's badge also counts what the company writes while the worker's page stays open.
 */
async function application(label: string): Promise<{ email: string; id: number; name: string }> {
  const last = `Conv${label.replace(/[^a-z]/gi, "")}${Math.random().toString(36).slice(2, 6)}`;
  const email = await newAccount("EMPLOYEE", label, { first: "Maria", last });
  const worker = await tokensFor(email);
  const company = await tokensFor(DEMO.company);
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  const as = (access: string) => ({ Authorization: `Bearer ${access}` });
  try {
    expect(
      (await api.post("/api/employees/", { headers: as(worker.access), data: { headline: "Cook" } })).status(),
    ).toBe(201);
    const applicants = (await (await api.get("/api/applications/", { headers: as(company.access) })).json()) as Array<{
      job: number;
    }>;
    for (const job of new Set(applicants.map((row) => row.job))) {
      const response = await api.post("/api/applications/", { headers: as(worker.access), data: { job } });
      if (response.status() === 201) {
        return { email, id: ((await response.json()) as { id: number }).id, name: `Maria ${last}` };
      }
    }
    throw new Error("no open job of the demo company");
  } finally {
    await api.dispose();
  }
}

test.describe("conversations about an application", () => {
  test.slow();

  test("the company writes, the worker reads, replies and blocks; the company is told it cannot write", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const label = `conv-${jsDisabled ? "nojs" : "js"}`;
    const { email, id, name } = await application(label);
    const templateName = `Filled ${label} ${Date.now()}`;

    // The company writes a template, then sends it from the applicants list to the ticked applicant.
    await signIn(context, DEMO.company);
    await page.goto("/company/templates?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Message templates" })).toBeVisible();
    const add = page.getByRole("region", { name: "Add a template" });
    await add.getByLabel("Name").fill(templateName);
    await add.getByLabel("Message").fill("Thanks, we have filled the post.");
    await add.getByRole("button", { name: "Add a template" }).click();
    await expect(page.getByRole("status")).toContainText("Template added");
    await expect(page.getByRole("heading", { level: 2, name: templateName })).toBeVisible();

    await page.goto("/company/applicants?lng=en");
    await page.getByRole("checkbox", { name: `Select ${name}` }).check();
    await page.getByLabel("Template", { exact: true }).selectOption({ label: templateName });
    await page.getByRole("button", { name: "Send the template" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent to 1 applicant");

    // On the applicant's page: the template's message, and a new one with two lines.
    await page.goto(`/company/applicants/${id}?lng=en`);
    const thread = page.getByRole("region", { name: `Messages with ${name}` });
    await expect(thread).toContainText("Thanks, we have filled the post.");
    await thread.getByLabel("Your message").fill("Sorry, one more post opened:\ncan you start on 1 May?");
    await thread.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent");
    await expect(thread.locator(".conversation__body").last()).toHaveText(
      "Sorry, one more post opened:\ncan you start on 1 May?",
    );

    // A mail once the wait is over (quick messages are one mail: tests/api/conversations-mail.test.ts), with a way
    // to turn these mails off.
    const mail = await waitForMail(email, 20_000, (each) => each.text.includes("can you start on 1 May?"));
    expect(mail.subject).toMatch(/^(New message|\d new messages) from .+ about /);
    expect(mail.text).toContain("> can you start on 1 May?");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The worker sees the unread conversation on the navigation, opens the application and reads the thread.
    await signIn(context, email);
    await page.goto("/employee/applications?lng=en");
    const nav = page.getByRole("navigation", { name: "Employee area" });
    await expect(nav.getByRole("link", { name: "My applications 1 unread conversation" })).toBeVisible();
    await page.goto(`/employee/applications/${id}?lng=en`);
    const mine = page.getByRole("region", { name: /^Messages with / });
    await expect(mine.locator(".conversation__body")).toHaveText([
      "Thanks, we have filled the post.",
      "Sorry, one more post opened:\ncan you start on 1 May?",
    ]);
    await expect(mine.getByText("New", { exact: true })).toHaveCount(2);
    await page.goto("/employee/applications?lng=en");
    await expect(nav.getByRole("link", { name: "My applications", exact: true })).toBeVisible();

    // A reply in plain text (markup stays text), then the block.
    await page.goto(`/employee/applications/${id}?lng=en`);
    await mine.getByLabel("Your message").fill("Yes, <b>gladly</b>.");
    await mine.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent");
    await expect(mine.locator(".conversation__body").last()).toHaveText("Yes, <b>gladly</b>.");
    await mine.getByRole("button", { name: /^Block messages from / }).click();
    await expect(page.getByRole("status")).toContainText("are blocked");
    await expect(mine).toContainText("You have blocked messages from");
    await expect(mine.getByRole("button", { name: /^Unblock messages from / })).toBeVisible();

    // In Greek too.
    await page.goto(`/employee/applications/${id}?lng=gr`);
    await expect(page.getByRole("region", { name: /^Μηνύματα με / })).toContainText("Έχετε αποκλείσει τα μηνύματα");

    // The company can no longer write, and is told why.
    await signIn(context, DEMO.company);
    await page.goto(`/company/applicants/${id}?lng=en`);
    const blocked = page.getByRole("region", { name: `Messages with ${name}` });
    await expect(blocked).toContainText("Yes, <b>gladly</b>.");
    await expect(blocked).toContainText("This worker has blocked messages from your company.");
    await expect(blocked.getByLabel("Your message")).toHaveCount(0);

    // The template is deleted again.
    await page.goto("/company/templates?lng=en");
    await page.getByRole("region", { name: templateName }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status")).toContainText("Template deleted");
  });

  test("with JavaScript, the badge counts the company's new message when the tab is back in view and on its interval", async ({
    page,
    context,
    browser,
    jsDisabled,
  }) => {
    test.skip(jsDisabled, "without JavaScript the badge keeps the count the page was rendered with");
    const { email, id, name } = await application("conv-live");
    // The page's clock is ours to move on, so the interval's minute passes at once.
    await page.clock.install();
    await signIn(context, email);
    await page.goto("/employee/applications?lng=en");
    const nav = page.getByRole("navigation", { name: "Employee area" });
    const applications = nav.getByRole("link", { name: /^My applications/ });
    await expect(applications).toHaveAccessibleName("My applications");

    // The company writes from its own browser while the worker's page stays open.
    const office = await browser.newContext({ baseURL: baseURL() });
    try {
      await signIn(office, DEMO.company);
      const companyPage = await office.newPage();
      const write = async (text: string) => {
        await companyPage.goto(`/company/applicants/${id}?lng=en`);
        const thread = companyPage.getByRole("region", { name: `Messages with ${name}` });
        await thread.getByLabel("Your message").fill(text);
        await thread.getByRole("button", { name: "Send" }).click();
        await expect(companyPage.getByRole("status")).toContainText("Message sent");
      };
      await write("Are you free for a call tomorrow?");

      // Nothing asks for the count before the tab comes back into view; then the badge shows it.
      await expect(applications).toHaveAccessibleName("My applications");
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(applications).toHaveAccessibleName("My applications 1 unread conversation");

      // The worker reads the thread and comes back: the loader's count again.
      await page.goto(`/employee/applications/${id}?lng=en`);
      await applications.click();
      await expect(page).toHaveURL(/\/employee\/applications$/);
      await expect(applications).toHaveAccessibleName("My applications");

      // A second message, and only the interval's minute passes: the badge counts it.
      await write("Or on Friday?");
      await expect(applications).toHaveAccessibleName("My applications");
      await page.clock.fastForward(UNREAD_REFRESH_MS);
      await expect(applications).toHaveAccessibleName("My applications 1 unread conversation");
    } finally {
      await office.close();
    }
  });
});
