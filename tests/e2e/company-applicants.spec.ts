import { readFileSync } from "node:fs";
import { request as httpRequest } from "@playwright/test";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail } from "./mailbox";
import { PHONE, sidewaysOverflow, smallTapTargets } from "./phone";
import { applyTo, companyProfile, nextSeason, postJob, workerProfile } from "./test-data";

/**
 * The company's applicants (areas.md "Applicants", docs/applications.md#the-companys-side): a fresh company with a job,
 * two fresh workers who apply; the company filters its applicants, prefetches one (with JavaScript: not marked viewed),
 * opens another (marked viewed: the worker's timeline shows it), writes a private note and a rating, orders by
 * rating, shortlists both at once with a message (in each worker's status e-mail), downloads the job's CSV (BOM, a
 * Greek name), and reads the list in Greek once.
 * Everything made through the API per project, so the js and nojs runs never meet.
 */
type Setup = {
  company: string;
  jobId: number;
  jobTitle: string;
  eleni: string;
  john: string;
  eleniApplication: number;
  johnApplication: number;
};

async function jobWithApplicants(label: string): Promise<Setup> {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const [companyEmail, eleni, john] = await Promise.all([
      newAccount("COMPANY", `${label}-co`),
      newAccount("EMPLOYEE", `${label}-el`, { first: "Ελένη", last: "Παπαδάκη" }),
      newAccount("EMPLOYEE", `${label}-jo`, { first: "John", last: "Smith" }),
    ]);
    const [company, eleniTokens, johnTokens] = await Promise.all([
      tokensFor(companyEmail),
      tokensFor(eleni),
      tokensFor(john),
    ]);
    await companyProfile(api, company.access, { name: `Aegean View ${label}` });
    const season = nextSeason();
    const jobTitle = `Waiter ${label}`;
    const jobId = await postJob(api, company.access, {
      title: jobTitle,
      start_date: `${season}-06-01`,
      end_date: `${season}-09-30`,
    });
    await workerProfile(api, eleniTokens.access, {
      headline: "Σερβιτόρα, τρεις σεζόν",
      languages: [{ language: "el", level: "native" }],
      availability: [{ available_from: `${season}-05-01`, available_to: `${season}-10-31` }],
      has_afm: true,
      health_certificate: true,
    });
    await workerProfile(api, johnTokens.access, {
      headline: "Barman from Bristol",
      languages: [{ language: "en", level: "native" }],
      availability: [{ available_from: `${season}-11-01`, available_to: `${season}-12-15` }],
      needs_accommodation: true,
    });
    const eleniApplication = await applyTo(api, eleniTokens.access, jobId, "Τρεις σεζόν στη Νάξο.");
    const johnApplication = await applyTo(api, johnTokens.access, jobId, "Two summers at a beach bar in Paros.");
    return { company: companyEmail, jobId, jobTitle, eleni, john, eleniApplication, johnApplication };
  } finally {
    await api.dispose();
  }
}

/** The application's status as the API tells the company that owns the job. */
async function applicationStatus(access: string, id: number): Promise<string> {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const response = await api.get(`/api/applications/${id}/`, { headers: { Authorization: `Bearer ${access}` } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { status: string }).status;
  } finally {
    await api.dispose();
  }
}

/** The shortlisting's e-mail to `address` (the activation mail came first; this one a second after the move). */
function statusMailTo(address: string) {
  return waitForMail(
    address,
    20_000,
    (mail) => mail.subject.includes("Shortlisted") || mail.subject.includes("Προκρίθηκε"),
  );
}

test.describe("the company's applicants", () => {
  test.slow();

  test("filter, open (viewed), note and rating, order by rating, shortlist two with a message, CSV, Greek", async ({
    page,
    context,
    browser,
    jsDisabled,
  }) => {
    const setup = await jobWithApplicants(`applicants-${jsDisabled ? "nojs" : "js"}`);
    const companyTokens = await signIn(context, setup.company);
    await page.setViewportSize(PHONE);

    await page.goto("/company/applicants?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Applicants" })).toBeVisible();
    const list = page.getByRole("table", { name: "Applicants" });
    await expect(list.getByRole("link", { name: "Ελένη Παπαδάκη" })).toBeVisible();
    await expect(list.getByRole("link", { name: "John Smith" })).toBeVisible();
    const eleniRow = list.getByRole("row").filter({ hasText: "Ελένη Παπαδάκη" });
    await expect(eleniRow).toContainText("Available for the season");
    await expect(eleniRow).toContainText("Greek (Native)");
    await expect(eleniRow).toContainText("AFM: Yes");
    await expect(list.getByRole("row").filter({ hasText: "John Smith" })).toContainText("Not available for the season");
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page);

    // Nothing ticked: refused, the message typed stays.
    await page.getByLabel("Message to the applicants (optional)").fill("See you on Monday at 11:00.");
    await page.getByRole("button", { name: "Shortlist selected" }).click();
    await expect(page.getByText("Select at least one applicant.")).toBeVisible();
    await expect(page.getByLabel("Message to the applicants (optional)")).toHaveValue("See you on Monday at 11:00.");

    const filter = page.getByRole("navigation", { name: "Show applicants by status" });
    await filter.getByRole("link", { name: "Applied (2)" }).click();
    await expect(page).toHaveURL(/status=APPLIED/);
    await expect(filter.getByRole("link", { name: "Applied (2)" })).toHaveAttribute("aria-current", "page");

    if (!jsDisabled) {
      // A prefetch of Ελένη's page, as Remix's `<Link prefetch>` makes one: Chromium says so, and nothing is marked.
      const href = `/company/applicants/${setup.eleniApplication}.data`;
      const prefetched = page.waitForResponse((response) => response.url().endsWith(href));
      await page.evaluate((url) => {
        const link = document.createElement("link");
        Object.assign(link, { rel: "prefetch", as: "fetch", href: url });
        document.head.append(link);
      }, href);
      const response = await prefetched;
      expect(response.status()).toBe(200);
      expect(await response.request().headerValue("sec-purpose")).toMatch(/^prefetch/);
      expect(await applicationStatus(companyTokens.access, setup.eleniApplication)).toBe("APPLIED");
    }

    // Opening one marks it viewed.
    await list.getByRole("link", { name: "John Smith" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/applicants/${setup.johnApplication}$`));
    await expect(page.getByRole("heading", { level: 1, name: "John Smith" })).toBeVisible();
    await expect(page.getByText("Viewed by the company").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Cover letter" })).toContainText(
      "Two summers at a beach bar in Paros.",
    );
    await expect(page.getByRole("region", { name: "Profile" })).toContainText("Needs accommodation: Yes");
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page);

    // A note past the limit (the browser's maxlength taken off, as a script could): refused, what was entered stays.
    await page.getByLabel("Note", { exact: true }).evaluate((element) => element.removeAttribute("maxlength"));
    await page.getByLabel("Note", { exact: true }).fill("x".repeat(5001));
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByRole("button", { name: "Save notes" }).click();
    await expect(page.getByText("The note is too long: shorten it to 5,000 characters.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue("x".repeat(5001));
    await page.getByLabel("Note", { exact: true }).fill("Strong on cocktails; call after 17:00.");
    await page.getByRole("button", { name: "Save notes" }).click();
    await expect(page.getByRole("status")).toContainText("Your notes have been saved.");
    await expect(page.getByLabel("Note", { exact: true })).toHaveValue("Strong on cocktails; call after 17:00.");
    await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();

    // The worker's timeline shows the company saw it.
    const workerContext = await browser.newContext({ javaScriptEnabled: !jsDisabled });
    try {
      await signIn(workerContext, setup.john);
      const workerPage = await workerContext.newPage();
      await workerPage.goto(`/employee/applications/${setup.johnApplication}?lng=en`);
      const timeline = workerPage.getByRole("region", { name: "Timeline" }).getByRole("listitem");
      await expect(timeline).toHaveCount(2);
      await expect(timeline.nth(1)).toContainText("Viewed by the company");
      await expect(workerPage.getByText("Strong on cocktails")).toHaveCount(0);
    } finally {
      await workerContext.close();
    }

    // Best rated first: John (4 stars) above Ελένη (not rated).
    await page.goto("/company/applicants?lng=en");
    await page.getByRole("link", { name: "Best rated first" }).click();
    await expect(page).toHaveURL(/sort=rating/);
    const names = list.getByRole("rowheader");
    await expect(names.nth(0)).toContainText("John Smith");
    await expect(names.nth(1)).toContainText("Ελένη Παπαδάκη");
    await expect(list.getByRole("row").filter({ hasText: "John Smith" })).toContainText("4 of 5");

    // Both at once, with a message.
    await page.getByRole("checkbox", { name: "Select Ελένη Παπαδάκη" }).check();
    await page.getByRole("checkbox", { name: "Select John Smith" }).check();
    await page.getByLabel("Message to the applicants (optional)").fill("See you on Monday at 11:00.");
    await page.getByRole("button", { name: "Shortlist selected" }).click();
    await expect(page.getByRole("status")).toContainText("2 applicants updated.");
    await expect(list.getByRole("row").filter({ hasText: "John Smith" })).toContainText("Shortlisted");
    await expect(list.getByRole("row").filter({ hasText: "Ελένη Παπαδάκη" })).toContainText("Shortlisted");
    for (const worker of [setup.eleni, setup.john]) {
      const mail = await statusMailTo(worker);
      expect(mail.subject).toContain("Shortlisted");
      expect(mail.text).toContain("See you on Monday at 11:00.");
    }

    // The job's own list, and its CSV.
    await page.goto(`/company/jobs/${setup.jobId}/applicants?lng=en`);
    // The tab inside the company's job page: the job's title is the page's h1, the tab's heading an h2.
    await expect(page.getByRole("heading", { level: 1, name: setup.jobTitle })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `Applicants: ${setup.jobTitle}` })).toBeVisible();
    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as CSV (Excel)" }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString("utf8");
    expect(csv).toContain("First name,Last name");
    expect(csv).toContain("Ελένη,Παπαδάκη");
    expect(csv).not.toContain("Strong on cocktails");

    // Greek once.
    await page.goto("/company/applicants?lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Υποψήφιοι" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Υποψήφιοι" }).getByRole("row").filter({ hasText: "Ελένη Παπαδάκη" }),
    ).toContainText("Προκρίθηκε");
    await expect(page.getByRole("button", { name: "Προκρίνετε τους επιλεγμένους" })).toBeVisible();
    await expectAccessible(page);
  });

  test("a long list shows 25, and Show more 25 more", async ({ page, context }) => {
    // The demo company's jobs have over 25 applications (api/db/demo); the list only reads them.
    await signIn(context, DEMO.company);
    await page.setViewportSize(PHONE);
    await page.goto("/company/applicants?lng=en");
    const rows = page.locator("main tbody tr");
    await expect(rows).toHaveCount(25);
    const more = page.locator(".applicants-more");
    await expect(more).toContainText(/Showing 25 of \d+\./);
    const total = Number(/of (\d+)/.exec((await more.textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(25);
    await more.getByRole("link", { name: "Show more applicants" }).click();
    await expect(page).toHaveURL(/[?&]shown=50\b/);
    await expect(rows).toHaveCount(Math.min(total, 50));
    expect(await sidewaysOverflow(page)).toBe(0);
  });

  test("another company's applicant is Page Not Found", async ({ page, context, jsDisabled }) => {
    const setup = await jobWithApplicants(`applicants-other-${jsDisabled ? "nojs" : "js"}`);
    await signIn(context, await newAccount("COMPANY", `applicants-stranger-${jsDisabled ? "nojs" : "js"}`));
    const response = await page.goto(`/company/applicants/${setup.johnApplication}?lng=en`);
    expect(response?.status()).toBe(404);
    const csv = await page.request.get(`/company/jobs/${setup.jobId}/applicants.csv`);
    expect(csv.status()).toBe(404);
    await page.goto("/company/applicants?lng=en");
    await expect(page.getByText("No one has applied yet.")).toBeVisible();
  });
});
