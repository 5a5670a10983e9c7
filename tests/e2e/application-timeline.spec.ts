import { readFileSync } from "node:fs";
import { request as httpRequest } from "@playwright/test";
import type english from "../../locales/en/account.json";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail } from "./mailbox";

/** The Greek words of the account screens (the same keys as English: tests/unit/locales.test.ts). */
const greek = JSON.parse(
  readFileSync(new URL("../../locales/gr/account.json", import.meta.url), "utf8"),
) as typeof english;

/**
 * Where an application stands (issue 10, areas.md "Applications"): a worker applies to a job of the demo company,
 * the company shortlists them, and the worker finds it under its status, opens it, reads its timeline and the
 * cover letter they sent, and withdraws it. A fresh worker per project.
 */
async function shortlistedApplication(
  label: string,
  language: "en" | "gr" = "en",
): Promise<{ email: string; id: number; jobTitle: string; company: string; companyName: string }> {
  const email = await newAccount("EMPLOYEE", label, undefined, language);
  const worker = await tokensFor(email);
  const company = await tokensFor(DEMO.company);
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  const as = (access: string) => ({ Authorization: `Bearer ${access}` });
  try {
    expect(
      (await api.post("/api/employees/", { headers: as(worker.access), data: { headline: "Cook" } })).status(),
    ).toBe(201);
    // A job of the demo company that takes applications: one its applicants applied to.
    const applicants = (await (await api.get("/api/applications/", { headers: as(company.access) })).json()) as Array<{
      job: number;
    }>;
    const jobIds = [...new Set(applicants.map((application) => application.job))];
    let created: { id: number; job_title: string; company: string; company_name: string } | null = null;
    for (const job of jobIds) {
      const response = await api.post("/api/applications/", {
        headers: as(worker.access),
        data: { job, cover_letter: "Two summers on the grill in Rethymno.\nFree from May." },
      });
      if (response.status() === 201) {
        created = (await response.json()) as { id: number; job_title: string; company: string; company_name: string };
        break;
      }
    }
    if (!created) throw new Error("no open job of the demo company");
    const moved = await api.patch(`/api/applications/${created.id}/`, {
      headers: as(company.access),
      data: { status: "SHORTLISTED" },
    });
    expect(moved.status()).toBe(200);
    return {
      email,
      id: created.id,
      jobTitle: created.job_title,
      company: created.company,
      companyName: created.company_name,
    };
  } finally {
    await api.dispose();
  }
}

/** The status e-mail to `address` (the activation mail came first; the status mail a second after the move). */
function statusMailTo(address: string, subject = "Your application") {
  return waitForMail(address, 20_000, (mail) => mail.subject.startsWith(subject));
}

test.describe("an application's timeline", () => {
  test.slow();

  test("a shortlisted worker finds the application by status, reads its timeline, and withdraws it", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const { email, id, jobTitle, company, companyName } = await shortlistedApplication(
      `timeline-${jsDisabled ? "nojs" : "js"}`,
    );
    // Mailed once the company's moves have settled (docs/mail.md#status-mails): before the worker withdraws, which
    // would leave nothing to tell.
    const mail = await statusMailTo(email);
    await signIn(context, email);

    await page.goto("/employee/applications?lng=en");
    const filter = page.getByRole("navigation", { name: "Show applications by status" });
    await expect(filter.getByRole("link", { name: "All (1)" })).toHaveAttribute("aria-current", "page");
    await filter.getByRole("link", { name: "Shortlisted (1)" }).click();
    await expect(page).toHaveURL(/status=SHORTLISTED/);
    await expect(filter.getByRole("link", { name: "Shortlisted (1)" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
    // A status with no application shows a way back to all of them.
    await page.goto("/employee/applications?status=REJECTED&lng=en");
    await expect(page.getByText("None of your applications is at this status.")).toBeVisible();
    await page.getByRole("link", { name: "Show all applications" }).click();

    await page.getByRole("link", { name: `Details: ${jobTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/employee/applications/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: jobTitle })).toBeVisible();
    const timeline = page.getByRole("region", { name: "Timeline" }).getByRole("listitem");
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(0)).toContainText("Applied");
    await expect(timeline.nth(0)).toContainText("by you");
    await expect(timeline.nth(1)).toContainText("Shortlisted");
    await expect(timeline.nth(1)).toContainText("by the company");
    await expect(page.getByRole("region", { name: "Your cover letter" })).toContainText(
      "Two summers on the grill in Rethymno.",
    );
    await expectAccessible(page);

    await page.getByRole("link", { name: `Withdraw: ${jobTitle}` }).click();
    await page.getByRole("button", { name: "Withdraw application" }).click();
    await expect(page.getByRole("status")).toContainText("Your application has been withdrawn.");
    await page.goto(`/employee/applications/${id}?lng=en`);
    await expect(timeline).toHaveCount(3);
    await expect(timeline.nth(2)).toContainText("Withdrawn");
    await expect(page.getByRole("link", { name: `Withdraw: ${jobTitle}` })).toHaveCount(0);

    // The list and the application link the company's name to its page in the worker's area.
    await page.getByRole("link", { name: `About ${companyName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/employee/companies/${company}/jobs`));
    await expect(page.getByRole("heading", { level: 1, name: companyName })).toBeVisible();
    await page.goto("/employee/applications?lng=en");
    await expect(page.getByRole("link", { name: companyName, exact: true })).toHaveAttribute(
      "href",
      `/employee/companies/${company}`,
    );

    // The shortlisting was e-mailed, with a link to the application and a one-click way to stop such mails.
    expect(mail.subject).toBe(`Your application for ${jobTitle}: Shortlisted`);
    expect(mail.text).toContain(`/employee/applications/${id}`);
    const headers = Object.fromEntries(
      Object.entries(mail.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expect(headers["list-unsubscribe"]).toContain("/api/mail-preferences/");
    expect(headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // The link's own language (`?lng=`, the mail's) is replaced by English here: the Greek one has its own test.
    const unsubscribe = /https?:\/\/\S+(\/mail\/unsubscribe\/[A-Za-z0-9_.-]+)/.exec(mail.text)?.[1] ?? "";
    await page.goto(`${unsubscribe}?lng=en`);
    await expect(page.getByRole("heading", { level: 1, name: "Stop e-mails about your applications?" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Stop these e-mails" }).click();
    await expect(page.getByRole("status")).toContainText("You will no longer get e-mails about your applications.");
    await expect(
      page.getByRole("heading", { level: 1, name: "You no longer get e-mails about your applications" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Send me these e-mails again" }).click();
    await expect(page.getByRole("status")).toContainText("You will get e-mails about your applications again.");
    // A link cut short is refused in words, not an error screen.
    const cut = await page.goto(`${unsubscribe.slice(0, -5)}?lng=en`);
    expect(cut?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  });

  test("a Greek mail's links open their pages in Greek, in a browser that asks for English", async ({
    page,
    context,
    jsDisabled,
  }) => {
    await context.setExtraHTTPHeaders({ "Accept-Language": "en-GB,en;q=0.9" });
    const { email, id } = await shortlistedApplication(`timeline-el-${jsDisabled ? "nojs" : "js"}`, "gr");
    const mail = await statusMailTo(email, "Η αίτησή σας");
    // The mail links to PUBLIC_URL; the test server listens elsewhere: the path and query as they are.
    const pathOf = (pattern: RegExp) => {
      const url = new URL(pattern.exec(mail.text)?.[0] ?? "http://missing/");
      return `${url.pathname}${url.search}`;
    };
    const unsubscribe = pathOf(/https?:\/\/\S+\/mail\/unsubscribe\/\S+/);
    expect(unsubscribe).toMatch(/\?lng=gr$/);
    await page.goto(unsubscribe);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    const words = greek.mailPreferences;
    await expect(page.getByRole("heading", { level: 1, name: words.kind.status_updates.askOff })).toBeVisible();
    await page.getByRole("button", { name: words.turnOff }).click();
    await expect(page.getByRole("heading", { level: 1, name: words.kind.status_updates.isOff })).toBeVisible();
    await expectAccessible(page);
    // The application's own link, once signed in.
    await signIn(context, email);
    await page.goto(pathOf(new RegExp(`https?:\\/\\/\\S+\\/employee\\/applications\\/${id}\\S*`)));
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("region", { name: "Χρονολόγιο" })).toBeVisible();
  });

  test("in Greek; and another worker's application, or a bad id, is Page Not Found", async ({ page, context }) => {
    const { id } = await shortlistedApplication("timeline-gr");
    await signIn(context, DEMO.employee);
    for (const path of [`/employee/applications/${id}`, "/employee/applications/0", "/employee/applications/abc"]) {
      const response = await page.goto(`${path}?lng=en`);
      expect(response?.status(), path).toBe(404);
    }
    // The demo worker's own moved applications have their timeline in Greek: it starts with the worker's application
    // and ends with the shortlisting (other specs may have a company view it in between).
    await page.goto("/employee/applications?status=SHORTLISTED&lng=gr");
    await page
      .getByRole("link", { name: /^Λεπτομέρειες: / })
      .first()
      .click();
    const timeline = page.getByRole("region", { name: "Χρονολόγιο" }).getByRole("listitem");
    await expect(timeline.first()).toContainText("από εσάς");
    expect(await timeline.count()).toBeGreaterThanOrEqual(2);
    await expect(timeline.last()).toContainText("Προκρίθηκε");
    await expect(timeline.last()).toContainText("από την επιχείρηση");
    await expectAccessible(page);
  });
});
