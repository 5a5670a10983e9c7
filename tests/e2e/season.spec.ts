import { request as httpRequest, type APIRequestContext, type Browser } from "@playwright/test";
import { newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, test } from "./fixtures";
import { waitForMailAbout } from "./mailbox";
import { PHONE, sidewaysOverflow, smallTapTargets } from "./phone";
import { applyTo, as, companyProfile, postJob, workerProfile } from "./test-data";

/**
 * The season's end and the next season (issue 24, docs/season.md), as the hotel and the worker live it on a phone:
 * the hotel invites back the waiter it shortlisted last season, the waiter gets the mail and applies in one step,
 * the hotel reads the answer; then the waiter, taken by the hotel again, says "I have a job for this season", the
 * taverna they had also applied to gets a polite note, the hotel sees the waiter as taken, and the waiter undoes it.
 * Each project (js, nojs) makes its own accounts through the API, so the two runs never meet.
 */
type Story = {
  hotel: string;
  hotelName: string;
  hotelAccess: string;
  worker: string;
  tavernaOwner: string;
  newJob: number;
};

const lastYear = new Date().getFullYear() - 1;

/** A day counted from today, as a date field holds it (YYYY-MM-DD). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The outside job form's words, and its refusal of an end before the start, in both languages. */
const SEASON_FORM_WORDS = [
  {
    lng: "en",
    employer: "Employer",
    start: "Start date",
    end: "End date",
    submit: "I have a job for this season",
    endBeforeStart: "The end date cannot be before the start date.",
  },
  {
    lng: "gr",
    employer: "Εργοδότης",
    start: "Ημερομηνία έναρξης",
    end: "Ημερομηνία λήξης",
    submit: "Έχω δουλειά για αυτή τη σεζόν",
    endBeforeStart: "Η ημερομηνία λήξης δεν μπορεί να είναι πριν από την ημερομηνία έναρξης.",
  },
] as const;

async function shortlist(api: APIRequestContext, companyAccess: string, application: number): Promise<void> {
  const moved = await api.patch(`/api/applications/${application}/`, {
    headers: as(companyAccess),
    data: { status: "SHORTLISTED" },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** Last season: the hotel shortlisted the worker for a job it has since closed; now it has a new open job. */
async function lastSeason(label: string): Promise<Story> {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const [hotel, tavernaOwner, worker] = await Promise.all([
      newAccount("COMPANY", `${label}-hotel`),
      newAccount("COMPANY", `${label}-taverna`, { first: "Kostas", last: "Manos" }, "gr"),
      newAccount("EMPLOYEE", label, { first: "Eleni", last: "Kosta" }),
    ]);
    const [hotelTokens, tavernaTokens, workerTokens] = await Promise.all([
      tokensFor(hotel),
      tokensFor(tavernaOwner),
      tokensFor(worker),
    ]);
    const hotelName = `Aegean View ${label} ${Math.random().toString(36).slice(2, 6)}`;
    await companyProfile(api, hotelTokens.access, { name: hotelName });
    await companyProfile(api, tavernaTokens.access, { name: `Taverna ${label}` });
    await workerProfile(api, workerTokens.access, { headline: "Waiter, two seasons on Naxos" });
    const oldJob = await postJob(api, hotelTokens.access, { title: "Pool waiter" });
    await shortlist(api, hotelTokens.access, await applyTo(api, workerTokens.access, oldJob));
    // The job was last season's, and it is closed now.
    const moved = await api.patch(`/api/jobs/${oldJob}/`, {
      headers: as(hotelTokens.access),
      data: { start_date: `${lastYear}-05-01`, end_date: `${lastYear}-10-15`, is_active: false },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const newJob = await postJob(api, hotelTokens.access, { title: "Breakfast waiter" });
    const tavernaJob = await postJob(api, tavernaTokens.access, { title: "Σερβιτόρος" });
    await applyTo(api, workerTokens.access, tavernaJob);
    return { hotel, hotelName, hotelAccess: hotelTokens.access, worker, tavernaOwner, newJob };
  } finally {
    await api.dispose();
  }
}

async function phonePage(browser: Browser, jsDisabled: boolean, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: !jsDisabled, viewport: PHONE });
  await signIn(context, email);
  return { context, page: await context.newPage() };
}

test.describe("the season's end and the next season", () => {
  test.slow();

  test("the hotel invites last season's waiter back, the waiter applies in one step, then says they have a job for the season and undoes it", async ({
    browser,
    jsDisabled,
  }) => {
    const story = await lastSeason(`season-${jsDisabled ? "nojs" : "js"}`);
    const hotel = await phonePage(browser, jsDisabled, story.hotel);
    const worker = await phonePage(browser, jsDisabled, story.worker);

    // The hotel's invite-back page lists the waiter with last season's job.
    await hotel.page.goto("/company/invite-back?lng=en");
    await expect(hotel.page.getByRole("heading", { level: 1, name: "Invite back" })).toBeVisible();
    const waiter = hotel.page.getByLabel(`Eleni Kosta, ${lastYear}: Pool waiter`);
    await expect(waiter).toBeVisible();
    expect(await sidewaysOverflow(hotel.page)).toBe(0);
    expect(await smallTapTargets(hotel.page)).toEqual([]);
    await expectAccessible(hotel.page);
    await waiter.check();
    await hotel.page.getByLabel("Job", { exact: true }).selectOption({ label: "Breakfast waiter" });
    await hotel.page.getByRole("button", { name: "Invite", exact: true }).click();
    await expect(hotel.page.getByText("1 worker invited.")).toBeVisible();
    await expect(hotel.page.getByText("No answer yet")).toBeVisible();

    // The waiter's mail names the hotel and the job, and leads to the season page.
    const mail = await waitForMailAbout(story.worker, "invites you back");
    expect(mail.subject).toBe(`${story.hotelName} invites you back: Breakfast waiter`);
    expect(mail.text).toContain("/employee/season?lng=en#invitations");

    await worker.page.goto("/employee/season?lng=en");
    await expect(worker.page.getByText(`${story.hotelName} invites you to apply: Breakfast waiter`)).toBeVisible();
    expect(await sidewaysOverflow(worker.page)).toBe(0);
    expect(await smallTapTargets(worker.page)).toEqual([]);
    await expectAccessible(worker.page);
    await worker.page.getByRole("button", { name: "Apply" }).click();
    await expect(worker.page.getByText("Your application is sent.")).toBeVisible();
    await expect(worker.page.getByText("You applied from this invitation.")).toBeVisible();

    await hotel.page.goto("/company/invite-back?lng=en");
    await expect(hotel.page.getByText("Applied", { exact: true })).toBeVisible();

    // A job found elsewhere whose end is before its start: the mistake is named on the end date, in the reader's
    // language, and what was typed stays (the form's answer on the same page, JavaScript on or off).
    for (const words of SEASON_FORM_WORDS) {
      await worker.page.goto(`/employee/season?lng=${words.lng}`);
      const outside = worker.page.locator("#season-outside");
      await outside.getByLabel(words.employer, { exact: true }).fill("Blue Bay Beach Bar");
      await outside.getByLabel(words.start, { exact: true }).fill(daysFromToday(20));
      await outside.getByLabel(words.end, { exact: true }).fill(daysFromToday(10));
      await outside.getByRole("button", { name: words.submit }).click();
      await expect(outside.getByText(words.endBeforeStart)).toBeVisible();
      await expect(outside.getByLabel(words.end, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(outside.getByLabel(words.employer, { exact: true })).toHaveValue("Blue Bay Beach Bar");
      await expect(outside.getByLabel(words.start, { exact: true })).toHaveValue(daysFromToday(20));
      await expect(outside.getByLabel(words.end, { exact: true })).toHaveValue(daysFromToday(10));
    }

    // The hotel takes the waiter for the new season.
    const api = await httpRequest.newContext({ baseURL: baseURL() });
    try {
      const listed = await api.get(`/api/applications/?job_id=${story.newJob}`, { headers: as(story.hotelAccess) });
      const [application] = (await listed.json()) as { id: number }[];
      await shortlist(api, story.hotelAccess, application.id);
    } finally {
      await api.dispose();
    }

    // "I have a job for this season": the taverna's application is withdrawn, with a note in Greek.
    await worker.page.goto("/employee/season?lng=en");
    await worker.page.getByLabel(`Breakfast waiter at ${story.hotelName}`).check();
    await worker.page.getByRole("button", { name: "I have a job for this season" }).first().click();
    await expect(
      worker.page.getByText("Your job for this season is saved. 1 other application was withdrawn."),
    ).toBeVisible();
    await expect(
      worker.page.getByText(`Your job for this season: Breakfast waiter at ${story.hotelName}`),
    ).toBeVisible();
    const note = await waitForMailAbout(story.tavernaOwner, "Αποσύρθηκε αίτηση");
    expect(note.subject).toBe("Αποσύρθηκε αίτηση: Eleni Kosta, Σερβιτόρος");

    // The hotel sees the waiter as taken, and can hide the taken ones.
    await hotel.page.goto("/company/invite-back?lng=en");
    await expect(hotel.page.getByText(/Taken for the season until/)).toBeVisible();
    // … and on the new job's applicants tab, with the same words.
    await hotel.page.goto(`/company/jobs/${story.newJob}/applicants?lng=en`);
    await expect(hotel.page.getByText(/Taken for the season until/)).toBeVisible();
    await hotel.page.goto("/company/invite-back?lng=en");
    await hotel.page.getByLabel("Hide workers who have a job for this season").check();
    await hotel.page.getByRole("button", { name: "Show" }).click();
    await expect(hotel.page.getByText("No workers from past seasons yet.")).toBeVisible();

    // In Greek, then the undo.
    await worker.page.goto("/employee/season?lng=gr");
    await expect(worker.page.getByRole("heading", { level: 2, name: "Η δουλειά μου για αυτή τη σεζόν" })).toBeVisible();
    await worker.page.getByRole("button", { name: "Δεν έχω πια αυτή τη δουλειά" }).click();
    await expect(worker.page.getByText(/Η δουλειά σας για αυτή τη σεζόν αφαιρέθηκε/)).toBeVisible();

    await hotel.context.close();
    await worker.context.close();
  });
});
