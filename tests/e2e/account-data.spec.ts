import { readFileSync } from "node:fs";
import { request as httpRequest } from "@playwright/test";
import { DEMO_PASSWORD, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { PHONE, sidewaysOverflow, smallTapTargets } from "./phone";
import { applyTo, as, companyProfile, nextSeason, postJob, workerProfile } from "./test-data";

/**
 * Export my data and delete my account (issue 12, docs/sessions-and-accounts.md#exporting-and-deleting-an-account),
 * with JavaScript on and off: a fresh worker with a profile and an application downloads the data (the JSON holds the
 * account, profile, experience and the application with its history), deletes the account (a wrong password first:
 * refused, nothing deleted), lands signed out on the confirmation page, gets the mail; the company's applicant list
 * shows "Deleted user"; the same address signs up again. A fresh company reads the delete page in Greek. Fresh accounts
 * only.
 */
async function workerWhoApplied(label: string): Promise<{ worker: string; company: string; jobId: number }> {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const [company, worker] = await Promise.all([
      newAccount("COMPANY", `${label}-co`),
      newAccount("EMPLOYEE", `${label}-wk`, { first: "Ελένη", last: "Μάρκου" }),
    ]);
    const [companyTokens, workerTokens] = await Promise.all([tokensFor(company), tokensFor(worker)]);
    await companyProfile(api, companyTokens.access, {
      name: `Naxos Sun ${label}`,
      about: "Rooms and a beach bar on Naxos.",
      email: "jobs@naxossun.example.com",
      phone_number: "+30 22850 23456",
      location: "Plaka",
      years_in_business: 8,
      employee_count: 20,
    });
    const season = nextSeason();
    const jobId = await postJob(api, companyTokens.access, {
      title: `Beach bar waiter ${label}`,
      description: "Summer on Naxos.",
      start_date: `${season}-06-01`,
      end_date: `${season}-09-30`,
    });
    await workerProfile(api, workerTokens.access, {
      headline: "Barista with three summers",
      languages: [{ language: "en", level: "advanced" }],
    });
    const experience = await api.post("/api/work-experiences/", {
      headers: as(workerTokens.access),
      data: { job_title: "Barista", company_name: "Cafe Blue", start_date: "2023-05-01" },
    });
    expect(experience.status(), await experience.text()).toBe(201);
    await applyTo(api, workerTokens.access, jobId, "Three summers at a beach bar.");
    return { worker, company, jobId };
  } finally {
    await api.dispose();
  }
}

test.describe("export my data and delete my account", () => {
  test.slow();

  test("a worker downloads the data, deletes the account; the company sees a deleted user; the address signs up again", async ({
    page,
    context,
    browser,
    jsDisabled,
  }) => {
    const setup = await workerWhoApplied(`gdpr-${jsDisabled ? "nojs" : "js"}`);
    await signIn(context, setup.worker);
    await page.setViewportSize(PHONE);

    await page.goto("/employee/settings/delete?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Delete my account" })).toBeVisible();
    await expect(page.getByText("Your applications stay with the companies as “Deleted user”")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page);

    // The download: a JSON attachment holding every item.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^seasonal-jobs-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), "utf8")) as {
      account: { email: string; first_name: string };
      profile: { headline: string; languages: unknown[] };
      experiences: Array<{ job_title: string }>;
      applications: Array<{ job: number; cover_letter: string; history: Array<{ status: string }> }>;
      mail_preferences: Record<string, boolean>;
    };
    expect(exported.account).toMatchObject({ email: setup.worker, first_name: "Ελένη" });
    expect(exported.profile).toMatchObject({
      headline: "Barista with three summers",
      languages: [{ language: "en", level: "advanced" }],
    });
    expect(exported.experiences).toEqual([expect.objectContaining({ job_title: "Barista" })]);
    expect(exported.applications).toEqual([
      expect.objectContaining({
        job: setup.jobId,
        cover_letter: "Three summers at a beach bar.",
        history: [expect.objectContaining({ status: "APPLIED" })],
      }),
    ]);
    expect(exported.mail_preferences).toEqual({
      status_updates: true,
      job_alerts: true,
      review_notices: true,
      interviews: true,
      invitations: true,
      messages: true,
    });

    // A wrong password: refused on the field, nothing deleted.
    await page.getByLabel("Your password").fill("Not-My-Password-1!");
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page.getByText("This password is not correct.")).toBeVisible();
    await expect(page).toHaveURL(/\/employee\/settings\/delete/);

    await page.getByLabel("Your password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Delete my account for good" }).click();
    await expect(page).toHaveURL(/\/account-deleted/);
    await expect(page.getByRole("heading", { level: 1, name: "Your account has been deleted" })).toBeVisible();
    await expectAccessible(page);
    // Signed out: the area sends the visitor to log in.
    await page.goto("/employee/applications?lng=en");
    await expect(page).toHaveURL(/\/login/);
    const mail = await waitForMail(setup.worker);
    expect(mail.subject).toMatch(/account has been deleted/);

    // The company's applicant list shows the application, by a deleted user.
    const companyContext = await browser.newContext({ viewport: PHONE, javaScriptEnabled: !jsDisabled });
    try {
      await signIn(companyContext, setup.company);
      const companyPage = await companyContext.newPage();
      await companyPage.goto("/company/applicants?lng=en");
      const list = companyPage.getByRole("table", { name: "Applicants" });
      await expect(list.getByRole("link", { name: "Deleted user" })).toBeVisible();
      await expect(list).not.toContainText("Ελένη");
      await companyPage.goto("/company/applicants?lng=gr");
      await expect(companyPage.getByRole("link", { name: "Διαγραμμένος χρήστης" })).toBeVisible();
    } finally {
      await companyContext.close();
    }

    // The same address signs up again.
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    try {
      const again = await api.post("/api/users/", {
        data: { first_name: "Eleni", last_name: "Markou", email: setup.worker, role: "EMPLOYEE", language: "en" },
      });
      expect(again.status(), await again.text()).toBe(201);
    } finally {
      await api.dispose();
    }
  });

  test("a company reads what deleting does, in Greek, and the empty password is refused", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const company = await newAccount("COMPANY", `gdpr-co-${jsDisabled ? "nojs" : "js"}`);
    await signIn(context, company);
    await page.setViewportSize(PHONE);
    await page.goto("/company/settings/delete?lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Διαγραφή λογαριασμού" })).toBeVisible();
    await expect(page.getByText("Η συνδρομή σας ακυρώνεται αμέσως")).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Διαγράψτε οριστικά τον λογαριασμό μου" }).click();
    await expect(page.getByText("Γράψτε τον κωδικό πρόσβασής σας για να διαγράψετε τον λογαριασμό.")).toBeVisible();
    // Still signed in, still there.
    await page.goto("/company/settings/delete?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Delete my account" })).toBeVisible();
  });
});
