import { readFileSync } from "node:fs";
import { request as httpRequest, type Browser, type Page } from "@playwright/test";
import { makePng } from "../fixtures/images/make-images";
import { activationLinkIn } from "../support/smtp-standin";
import { DEMO, DEMO_PASSWORD, newAccount, signIn, tokensFor } from "./accounts";
import { expect } from "./fixtures";
import { waitForMail } from "./mailbox";
import { expectFitsThePhone, PHONE } from "./phone";
import { PUBLIC_ORIGIN, SERVER, publicOriginTest as test } from "./pricing-accounts";
import { applyTo, as, fillCompanyForm, workerProfile } from "./test-data";

/**
 * Issue 11's whole story of a company, as a new company would live it on a phone, with JavaScript off and on
 * (the nojs and js projects): sign up, activate, log in, make the profile with a logo, benefits and three
 * photos, post a job on the free plan, be refused a second naming the plan, upgrade (local provider), post the
 * second, read the applicants (the demo employee and two fresh workers apply), open one (the worker sees
 * "viewed"), rate it, note it, shortlist it (the worker is mailed), decline the two others at once with a
 * message, export the CSV, reply to a review, close a job and post it again for next season, cancel the plan.
 * The company is new for each run and project; only the workers' side goes through the API. The browser reaches
 * the app at PUBLIC_URL, as the checkout's return URLs need (docs/testing.md#the-browser-tests).
 */
test.describe.configure({ timeout: 240_000 });

const UUID = "[0-9a-f-]{36}";

/** Two fresh workers with Greek names and a profile each, ready to apply. */
async function twoWorkers(label: string) {
  const names = [
    { first: "Νίκος", last: "Αλεξίου" },
    { first: "Σοφία", last: "Καραγιάννη" },
  ];
  const api = await httpRequest.newContext({ baseURL: SERVER.origin });
  try {
    return await Promise.all(
      names.map(async (name, index) => {
        const email = await newAccount("EMPLOYEE", `${label}-w${index}`, name);
        const { access } = await tokensFor(email);
        await workerProfile(api, access, { headline: "Σερβιτόρος, δύο σεζόν" });
        return { email, access, name: `${name.first} ${name.last}` };
      }),
    );
  } finally {
    await api.dispose();
  }
}

/** `access` applies to job `jobId` through the API, as a worker's apply tab does; the application's id. */
async function apply(access: string, jobId: number, coverLetter: string): Promise<number> {
  const api = await httpRequest.newContext({ baseURL: SERVER.origin });
  try {
    return await applyTo(api, access, jobId, coverLetter);
  } finally {
    await api.dispose();
  }
}

/** The worker's own application page, in a browser of the worker's (same project: JavaScript on or off). */
async function workerSees(browser: Browser, jsDisabled: boolean, email: string, jobTitle: string) {
  const context = await browser.newContext({ baseURL: PUBLIC_ORIGIN, javaScriptEnabled: !jsDisabled, viewport: PHONE });
  try {
    await signIn(context, email, PUBLIC_ORIGIN);
    const page = await context.newPage();
    await page.goto("/employee/applications?lng=en");
    await page.getByRole("link", { name: `Details: ${jobTitle}` }).click();
    await expect(page).toHaveURL(/\/employee\/applications\/\d+$/);
    const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    await expect(timeline.last()).toContainText("Viewed by the company");
    await expect(page.getByText("Arrives on time, speaks good English")).toHaveCount(0);
  } finally {
    await context.close();
  }
}

/** Fills the job editor with a job of next season in Naxos. */
async function fillJob(page: Page, title: string, season: number) {
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Town, island or area").selectOption({ label: "Agios Prokopios (Naxos)" });
  await page.getByLabel("Workplace").fill("Naxos Sun Hotel");
  await page.getByLabel("Season starts").fill(`${season}-05-01`);
  await page.getByLabel("Season ends").fill(`${season}-10-15`);
  await page.getByLabel("About the job").fill("Breakfast and dinner service for forty guests, five days a week.");
}

test("a new company's whole season: sign-up to a cancelled plan", async ({ page, browser, jsDisabled }, info) => {
  const label = `story-${info.project.name}`;
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `${label}-${run}@demo.test`;
  const companyName = `Naxos Sun ${run}`;
  const season = new Date().getFullYear() + 1;
  const jobTitle = `Waiter ${run}`;
  const secondTitle = `Cook ${run}`;
  await page.setViewportSize(PHONE);
  // The workers are made while the company signs up.
  const workersReady = twoWorkers(label);

  await test.step("signs up as a company from the page for companies", async () => {
    await page.goto("/companies?lng=en");
    await page.getByRole("main").getByRole("link", { name: "Create a company account" }).first().click();
    await expect(page).toHaveURL(/\/signup\?role=COMPANY$/);
    await expect(page.getByLabel("Employer")).toBeChecked();
    await page.getByLabel("First name").fill("Eleni");
    await page.getByLabel("Last name").fill("Markaki");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("I have read and agree").check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/signup\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  await test.step("activates from the mail and logs in: profile/create", async () => {
    const link = activationLinkIn(await waitForMail(email));
    expect(new URL(link.url).origin).toBe(new URL(PUBLIC_ORIGIN).origin);
    await page.goto(`${link.url}?lng=en`);
    await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel("Repeat password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Activate account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status")).toContainText("Your account is active. You can now log in.");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/company\/profile\/create$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your company profile" })).toBeVisible();
    await expectFitsThePhone(page);
  });

  const nav = page.getByRole("navigation", { name: "Company area" });
  const profileTabs = page.getByRole("navigation", { name: "Company profile" });

  await test.step("creates the profile with a logo", async () => {
    await fillCompanyForm(page, companyName, "A family hotel above the beach, open May to October.");
    await page
      .getByLabel("Logo")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await makePng(120, 120) });
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/profile/${UUID}/about$`));
    await expect(page.getByRole("status")).toContainText("Your company profile is ready.");
    await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
    await expect(page.getByRole("img", { name: "Your current logo" })).toBeVisible();
  });

  await test.step("adds two benefits", async () => {
    await profileTabs.getByRole("link", { name: "Benefits" }).click();
    await expect(page.getByText("You have not listed any benefits yet.")).toBeVisible();
    for (const [title, text, icon] of [
      ["Staff housing", "Shared rooms five minutes from the hotel.", "Housing"],
      ["Meals on shift", "Breakfast and lunch from the hotel kitchen.", "Meals"],
    ]) {
      await page.getByLabel("Benefit", { exact: true }).fill(title);
      await page.getByLabel("Description (optional)").fill(text);
      await page.getByRole("radio", { name: icon, exact: true }).check();
      await page.getByRole("button", { name: "Add benefit" }).click();
      await expect(page.getByRole("status")).toContainText(`“${title}” has been added to your benefits.`);
      await expect(page.getByRole("listitem").filter({ hasText: text })).toContainText(title);
    }
  });

  await test.step("uploads three photos at once", async () => {
    await profileTabs.getByRole("link", { name: "Photos" }).click();
    await expect(page.getByText("No images uploaded.")).toBeVisible();
    const photos = [
      ["pool.png", "The pool at sunset"],
      ["bar.png", "The beach bar"],
      ["kitchen.png", "The kitchen"],
    ];
    for (const [index, [file, description]] of photos.entries()) {
      const group = page.getByRole("group", { name: `Photo ${index + 1}` });
      await group
        .getByLabel("Image file")
        .setInputFiles({ name: file, mimeType: "image/png", buffer: await makePng(200 + index * 20, 150) });
      await group.getByLabel("Description").fill(description);
    }
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByRole("status")).toContainText("3 photos have been added to your gallery.");
    for (const [, description] of photos) await expect(page.getByRole("img", { name: description })).toBeVisible();
    await expectFitsThePhone(page);
  });

  let firstJob = 0;
  await test.step("posts a job on the free plan", async () => {
    await nav.getByRole("link", { name: "Post a job" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
    await fillJob(page, jobTitle, season);
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page).toHaveURL(/\/company\/jobs\/\d+\/description/);
    await expect(page.getByRole("status")).toContainText("Your job ad is online.");
    await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
    firstJob = Number(/\/company\/jobs\/(\d+)\//.exec(page.url())?.[1]);
  });

  await test.step("is refused a second job, the message naming the plan, and upgrades to Pro", async () => {
    await nav.getByRole("link", { name: "Post a job" }).click();
    await fillJob(page, secondTitle, season);
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page.getByText("Your Free plan allows 1 active job.")).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue(secondTitle);
    await page.getByRole("link", { name: "Upgrade your plan to post more" }).click();
    await expect(page).toHaveURL(/\/company\/billing$/);
    const plan = page.getByRole("region", { name: "Your plan" });
    await expect(plan).toContainText("1 of 1 active job ad");
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Pro", exact: true }) })
      .getByRole("button", { name: "Choose Pro" })
      .click();
    await expect(page).toHaveURL(/\/api\/payments\/local\/checkout\/[^/]+\/$/);
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/company\/billing$/);
    await expect(page.getByRole("status")).toContainText("Your Pro plan is active.");
    await expect(plan).toContainText("Active");
    await expect(plan).toContainText("1 active job ad, no limit");
  });

  await test.step("posts the second job", async () => {
    await nav.getByRole("link", { name: "Post a job" }).click();
    await fillJob(page, secondTitle, season);
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page.getByRole("status")).toContainText("Your job ad is online.");
    await expect(page.getByRole("heading", { level: 1, name: secondTitle })).toBeVisible();
  });

  const workers = await workersReady;
  const demo = await tokensFor(DEMO.employee);
  await test.step("sees the applicants arrive: the demo employee and two fresh workers", async () => {
    await apply(demo.access, firstJob, "Three summers at a hotel in Paros.");
    for (const worker of workers) await apply(worker.access, firstJob, "Δύο σεζόν σε ταβέρνα στη Νάξο.");
    await nav.getByRole("link", { name: "Applicants" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
    const list = page.getByRole("table", { name: "Applicants" });
    await expect(list.getByRole("rowheader")).toHaveCount(3);
    for (const name of ["Eleni Papadaki", ...workers.map((worker) => worker.name)]) {
      await expect(list.getByRole("row").filter({ hasText: name })).toContainText("Applied");
    }
    await expectFitsThePhone(page);
  });

  const message = `Come for a trial shift on Monday at 11:00 (${run}).`;
  await test.step("opens the demo employee's application: the worker sees it viewed", async () => {
    await page.getByRole("table", { name: "Applicants" }).getByRole("link", { name: "Eleni Papadaki" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Eleni Papadaki" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cover letter" })).toContainText(
      "Three summers at a hotel in Paros.",
    );
    await workerSees(browser, jsDisabled, DEMO.employee, jobTitle);
  });

  await test.step("rates it, writes a note and shortlists it: the worker gets the e-mail", async () => {
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByLabel("Note", { exact: true }).fill("Arrives on time, speaks good English.");
    await page.getByRole("button", { name: "Save notes" }).click();
    await expect(page.getByRole("status")).toContainText("Your notes have been saved.");
    await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Arrives on time, speaks good English.");
    await page.getByLabel("Message to the applicant (optional)").fill(message);
    await page.getByRole("button", { name: "Shortlist", exact: true }).click();
    await expect(page.getByRole("status")).toContainText("The applicant's status has been changed.");
    // The demo employee reads Greek: the mail is in Greek, with the company's message.
    const mail = await waitForMail(DEMO.employee, 10_000, (each) => each.text.includes(message));
    expect(mail.subject).toContain("Προκρίθηκε");
  });

  await test.step("declines the two others in one go, with a message", async () => {
    await page.getByRole("link", { name: "All applicants" }).click();
    const list = page.getByRole("table", { name: "Applicants" });
    await expect(list.getByRole("row").filter({ hasText: "Eleni Papadaki" })).toContainText("Shortlisted");
    await expect(list.getByRole("row").filter({ hasText: "Eleni Papadaki" })).toContainText("4 of 5");
    for (const worker of workers) await page.getByRole("checkbox", { name: `Select ${worker.name}` }).check();
    const declined = `Thank you; the team is complete this season (${run}).`;
    await page.getByLabel("Message to the applicants (optional)").fill(declined);
    await page.getByRole("button", { name: "Decline selected" }).click();
    await expect(page.getByRole("status")).toContainText("2 applicants updated.");
    await expect(
      page.getByRole("navigation", { name: "Show applicants by status" }).getByRole("link", { name: "Rejected (2)" }),
    ).toBeVisible();
    for (const worker of workers) {
      await expect(list.getByRole("row").filter({ hasText: worker.name })).toContainText("Rejected");
      const mail = await waitForMail(worker.email, 10_000, (each) => each.text.includes(declined));
      expect(mail.text).toContain(jobTitle);
    }
  });

  await test.step("exports the job's applicants as a UTF-8 CSV with the Greek names", async () => {
    await nav.getByRole("link", { name: "Jobs" }).click();
    await page.getByRole("link", { name: jobTitle, exact: true }).click();
    await page.getByRole("link", { name: /^Applicants \(3\)$/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Applicants: ${jobTitle}` })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as CSV (Excel)" }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
    expect(csv.split("\n")[0]).toContain("First name,Last name");
    expect(csv).toContain("Νίκος,Αλεξίου");
    expect(csv).toContain("Σοφία,Καραγιάννη");
    expect(csv).toContain("Eleni,Papadaki");
    expect(csv).not.toContain("Arrives on time");
  });

  await test.step("replies to the review the shortlisted worker wrote", async () => {
    const api = await httpRequest.newContext({ baseURL: SERVER.origin });
    try {
      const companyUuid = /\/company\/profile\/([0-9a-f-]{36})\//.exec(
        (await nav.getByRole("link", { name: "Profile" }).getAttribute("href")) ?? "",
      )?.[1];
      const review = await api.post(`/api/companies/${companyUuid}/reviews/`, {
        headers: as(demo.access),
        data: {
          rating: 5,
          title: `A summer to remember ${run}`,
          content: "Fair hours and a kind team.",
          position: "Waiter",
          season,
        },
      });
      expect(review.status(), await review.text()).toBe(201);
    } finally {
      await api.dispose();
    }
    await nav.getByRole("link", { name: "Profile" }).click();
    await profileTabs.getByRole("link", { name: "Reviews" }).click();
    await expect(page.getByRole("heading", { name: `A summer to remember ${run}` })).toBeVisible();
    await page.getByLabel(`Your reply to “A summer to remember ${run}”`).fill("Thank you, see you next season.");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByRole("status")).toContainText("Your reply has been published.");
    await expect(page.getByRole("heading", { name: `Reply from ${companyName}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send reply" })).toHaveCount(0);
  });

  await test.step("closes the first job and posts it again for next season", async () => {
    await nav.getByRole("link", { name: "Jobs" }).click();
    await page.getByRole("link", { name: jobTitle, exact: true }).click();
    await page.getByRole("button", { name: "Close the ad" }).click();
    await expect(page.getByRole("status")).toContainText("The ad is closed.");
    await expect(page.getByText("You closed this ad")).toBeVisible();
    await page.getByRole("link", { name: "Post again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Post again: ${jobTitle}` })).toBeVisible();
    await expect(page.getByLabel("Season starts")).toHaveValue(`${season + 1}-05-01`);
    await expect(page.getByLabel("Season ends")).toHaveValue(`${season + 1}-10-15`);
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page.getByRole("status")).toContainText("Your job ad is online.");
    expect(Number(/\/company\/jobs\/(\d+)\//.exec(page.url())?.[1])).not.toBe(firstJob);
    // The jobs tab lists the closed ad too (it used to drop the ads a company closed), the new one first.
    await nav.getByRole("link", { name: "Jobs" }).click();
    const rows = page.getByRole("row").filter({ has: page.getByRole("link", { name: jobTitle, exact: true }) });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Open");
    await expect(rows.nth(1)).toContainText("Closed");
    await expect(rows.nth(1).getByRole("link", { name: `3 applications to ${jobTitle}` })).toBeVisible();
  });

  await test.step("cancels the plan, after confirming", async () => {
    await nav.getByRole("link", { name: "Billing" }).click();
    const plan = page.getByRole("region", { name: "Your plan" });
    await expect(plan).toContainText("2 active job ads, no limit");
    await page.getByRole("link", { name: "Cancel subscription" }).click();
    await page.getByRole("checkbox", { name: "Yes, I want to cancel my Pro plan" }).check();
    await page.getByRole("button", { name: "Confirm cancellation" }).click();
    await expect(page).toHaveURL(/\/company\/billing$/);
    await expect(page.getByRole("status")).toContainText("Your Pro plan is canceled");
    await expect(plan).toContainText("Canceled: your Pro plan will not renew.");
    await expect(plan).toContainText("Ends on");
    await expectFitsThePhone(page);
  });
});
