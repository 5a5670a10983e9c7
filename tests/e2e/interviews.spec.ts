import { readFileSync } from "node:fs";
import { request as httpRequest } from "@playwright/test";
import { toAthens } from "../../contract/athens-time";
import type english from "../../locales/en/interviews.json";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMail } from "./mailbox";

/**
 * Interviews (issue 24, docs/interviews.md): the demo hotel proposes two times for a worker's application, is told
 * what is missing first (the address), the worker gets the invitation by mail, picks the second time on the
 * application's interview page, downloads the calendar file, sees the interview in the application's timeline, and
 * cancels it; the hotel is told by mail. A worker who withdraws an application with an agreed interview sees the
 * interview cancelled, and why. With JavaScript in English, without it in Greek.
 */
const WORDS = {
  en: JSON.parse(readFileSync(new URL("../../locales/en/interviews.json", import.meta.url), "utf8")) as typeof english,
  gr: JSON.parse(readFileSync(new URL("../../locales/gr/interviews.json", import.meta.url), "utf8")) as typeof english,
};
const ACCOUNT = {
  en: JSON.parse(readFileSync(new URL("../../locales/en/account.json", import.meta.url), "utf8")) as {
    applications: { confirm: string; withdrawn: string };
  },
  gr: JSON.parse(readFileSync(new URL("../../locales/gr/account.json", import.meta.url), "utf8")) as {
    applications: { confirm: string; withdrawn: string };
  },
};
const REFUSALS = {
  en: JSON.parse(readFileSync(new URL("../../locales/en/refusals.json", import.meta.url), "utf8")) as Record<
    string,
    string
  >,
  gr: JSON.parse(readFileSync(new URL("../../locales/gr/refusals.json", import.meta.url), "utf8")) as Record<
    string,
    string
  >,
};

/** A worker of `language` with a profile and an application to one of the demo company's open jobs. */
async function application(label: string, language: "en" | "gr"): Promise<{ email: string; id: number }> {
  const email = await newAccount("EMPLOYEE", label, { first: "Eleni", last: "Markaki" }, language);
  const worker = await tokensFor(email);
  const company = await tokensFor(DEMO.company);
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  const as = (access: string) => ({ Authorization: `Bearer ${access}` });
  try {
    expect(
      (await api.post("/api/employees/", { headers: as(worker.access), data: { headline: "Cook" } })).status(),
    ).toBe(201);
    const applicants = (await (await api.get("/api/applications/", { headers: as(company.access) })).json()) as {
      job: number;
    }[];
    for (const job of new Set(applicants.map((row) => row.job))) {
      const response = await api.post("/api/applications/", { headers: as(worker.access), data: { job } });
      if (response.status() === 201) return { email, id: ((await response.json()) as { id: number }).id };
    }
    throw new Error("no open job of the demo company");
  } finally {
    await api.dispose();
  }
}

const athensDate = (days: number) => toAthens(new Date(Date.now() + days * 86_400_000)).date;

test.describe("interviews", () => {
  test.slow();

  test("the hotel proposes times, the worker picks one and gets the calendar, then cancels", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const language = jsDisabled ? "gr" : "en";
    const w = WORDS[language];
    const { email, id } = await application(`interview-${language}`, language);

    // The hotel opens the applicant, follows "Propose an interview", and first forgets the address.
    await signIn(context, DEMO.company);
    await page.goto(`/company/applicants/${id}?lng=${language}`);
    await page.getByRole("link", { name: w.propose }).click();
    await expect(page).toHaveURL(new RegExp(`/company/applicants/${id}/interview`));
    await expectAccessible(page);
    await page.getByLabel(w.company.date).first().fill(athensDate(5));
    await page.getByLabel(w.company.time).first().fill("10:00");
    await page.getByLabel(w.company.date).nth(1).fill(athensDate(6));
    await page.getByLabel(w.company.time).nth(1).fill("17:30");
    await page.getByRole("button", { name: w.company.submit }).click();
    await expect(page.getByText(REFUSALS[language].interview_address_required)).toBeVisible();
    // The times typed are still there; the address is added and the times go.
    await expect(page.getByLabel(w.company.time).nth(1)).toHaveValue("17:30");
    await page.getByLabel(w.company.address, { exact: true }).fill("Agios Prokopios beach, Naxos");
    await page.getByRole("button", { name: w.company.submit }).click();
    await expect(page.getByRole("status")).toContainText(w.company.proposed);
    await expect(page.getByText(w.status.PROPOSED, { exact: true })).toBeVisible();

    // The worker is invited by mail, in their language, with a link to the application. Not the "viewed by the
    // company" status mail that opening the applicant sends, which links the application too.
    const invitationSubject = language === "gr" ? "Πρόσκληση σε συνέντευξη" : "Interview invitation";
    const invitation = await waitForMail(email, 20_000, (mail) => mail.subject.includes(invitationSubject));
    expect(invitation.text).toContain(`/employee/applications/${id}`);

    await context.clearCookies();
    await signIn(context, email);
    await page.goto(`/employee/applications/${id}?lng=${language}`);
    await expect(page.getByText(w.status.PROPOSED, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: w.open }).click();
    await expect(page).toHaveURL(new RegExp(`/employee/applications/${id}/interview`));
    await expectAccessible(page);
    await page.getByRole("radio").nth(1).check();
    await page.getByRole("button", { name: w.worker.pick }).click();
    await expect(page.getByRole("status")).toContainText(w.worker.picked);
    await expect(page.getByText(w.status.AGREED, { exact: true })).toBeVisible();
    await expect(page.getByText("17:30").first()).toBeVisible();

    // The calendar file: Europe/Athens, the picked time, a request.
    const calendar = page.getByRole("link", { name: w.details.calendar });
    const ics = await page.request.get(new URL((await calendar.getAttribute("href")) ?? "", page.url()).href);
    expect(ics.status()).toBe(200);
    const file = await ics.text();
    expect(file).toContain("METHOD:REQUEST");
    expect(file).toContain(`DTSTART;TZID=Europe/Athens:${athensDate(6).replaceAll("-", "")}T173000`);

    // The timeline shows the steps; the worker cancels, and the hotel is told.
    await page.getByRole("link", { name: w.back }).click();
    const timeline = page.getByRole("region", { name: language === "gr" ? "Χρονολόγιο" : "Timeline" });
    await expect(timeline).toContainText(w.event.PROPOSED);
    await expect(timeline).toContainText(w.event.AGREED);
    await page.getByRole("link", { name: w.open }).click();
    await page.getByLabel(w.cancel.note).fill("I found a job closer to home.");
    await page.getByRole("button", { name: w.cancel.submit }).click();
    await expect(page.getByRole("status")).toContainText(w.cancel.done);
    await expect(page.getByText(w.status.CANCELLED, { exact: true })).toBeVisible();
    // The cancellation, not the earlier mail about the picked time (both link the hotel's applicant page).
    const told = await waitForMail(
      DEMO.company,
      20_000,
      (mail) => mail.text.includes(`/company/applicants/${id}`) && mail.text.includes("I found a job closer to home."),
    );
    expect(told.text).toContain("I found a job closer to home.");
  });

  test("withdrawing the application cancels its agreed interview, and the page says why", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const language = jsDisabled ? "gr" : "en";
    const w = WORDS[language];
    const { email, id } = await application(`interview-withdraw-${language}`, language);
    // The hotel proposes a time and the worker takes it, over the API: the story is what withdrawing does to it.
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    try {
      const company = await tokensFor(DEMO.company);
      const worker = await tokensFor(email);
      const proposed = await api.post(`/api/applications/${id}/interview/`, {
        headers: { Authorization: `Bearer ${company.access}` },
        data: { mode: "PHONE", length_minutes: 30, slots: [{ date: athensDate(5), time: "10:00" }] },
      });
      expect(proposed.status()).toBe(200);
      const accepted = await api.post(`/api/applications/${id}/interview/accept/`, {
        headers: { Authorization: `Bearer ${worker.access}` },
        data: { slot: 0 },
      });
      expect(accepted.status()).toBe(200);
    } finally {
      await api.dispose();
    }

    await signIn(context, email);
    await page.goto(`/employee/applications/${id}/withdraw?lng=${language}`);
    await page.getByRole("button", { name: ACCOUNT[language].applications.confirm }).click();
    await expect(page.getByRole("status")).toContainText(ACCOUNT[language].applications.withdrawn);
    await page.goto(`/employee/applications/${id}?lng=${language}`);
    // The timeline's step says why; so does the interview's page, with the calendar's cancellation to download.
    const timeline = page.getByRole("region", { name: language === "gr" ? "Χρονολόγιο" : "Timeline" });
    await expect(timeline).toContainText(`${w.event.CANCELLED} (${w.reason.APPLICATION_WITHDRAWN})`);
    await page.getByRole("link", { name: w.open }).click();
    await expect(page).toHaveURL(new RegExp(`/employee/applications/${id}/interview`));
    await expect(page.getByText(w.details.cancelledBecause.APPLICATION_WITHDRAWN)).toBeVisible();
    await expect(page.getByRole("link", { name: w.details.calendarCancel })).toBeVisible();
  });

  test("a phone shows the interview page without sideways scrolling, tap targets large enough", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { id } = await application("interview-phone", "en");
    await signIn(page.context(), DEMO.company);
    await page.goto(`/company/applicants/${id}/interview?lng=en`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    const button = await page.getByRole("button", { name: WORDS.en.company.submit }).boundingBox();
    expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});
