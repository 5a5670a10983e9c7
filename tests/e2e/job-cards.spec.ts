import { request as httpRequest, type Locator, type Page } from "@playwright/test";
import { DEMO, signIn } from "./accounts";
import { baseURL, expect as baseExpect, expectAccessible, test } from "./fixtures";

/**
 * What a job card says against what its job page says (issue 20), with JavaScript on and off (the two projects):
 * an open-ended job's dates read "… – end by arrangement" on both, and in the worker's area a card carries the fit
 * badges its job page shows (areas.md "Fit").
 */
const expect = baseExpect.configure({ timeout: 15_000 });

type ListedJob = { id: number; title: string; start_date: string | null; end_date: string | null };

/** An open-ended demo job (a start, no end), from the public API's list. */
async function openEndedJob(): Promise<ListedJob> {
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    let next: string | null = "/api/jobs/";
    while (next) {
      const page = (await (await api.get(next)).json()) as { next: string | null; results: ListedJob[] };
      const found = page.results.find((job) => job.start_date && !job.end_date);
      if (found) return found;
      next = page.next && `${new URL(page.next).pathname}${new URL(page.next).search}`;
    }
    throw new Error("no open-ended job in the demo data");
  } finally {
    await api.dispose();
  }
}

const cardOf = (page: Page, href: string, list = "Jobs found"): Locator =>
  page
    .getByRole("list", { name: list })
    .getByRole("article")
    .filter({ has: page.locator(`a[href="${href}"]`) });

/** The season line of a job page's key facts. */
const seasonFact = (page: Page) =>
  page.locator(".job-facts--key .job-facts__item").filter({ hasText: "Season" }).locator("dd");

test.describe("job cards say what the job page says", () => {
  test.slow();

  test("an open-ended job's card gives its end as by arrangement, in the page's words", async ({ page }) => {
    const job = await openEndedJob();
    const start = job.start_date ?? "";
    // Its own start day and title narrow the list to it and its twins.
    await page.goto(
      `/jobs?lng=en&search=${encodeURIComponent(job.title)}&start_date_from=${start}&start_date_to=${start}`,
    );
    const card = cardOf(page, `/jobs/${job.id}/description`);
    await expect(card).toHaveCount(1);
    const day = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(start));
    const season = card.locator("li").filter({ has: page.locator(`time[datetime="${start}"]`) });
    await expect(season).toHaveText(`${day} – end by arrangement`);

    await card.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}/description`));
    await expect(seasonFact(page)).toHaveText(`${day} – end by arrangement`);

    // In Greek, the same on both.
    await page.goto(
      `/jobs?lng=gr&search=${encodeURIComponent(job.title)}&start_date_from=${start}&start_date_to=${start}`,
    );
    const greekSeason = cardOf(page, `/jobs/${job.id}/description`, "Θέσεις που βρέθηκαν")
      .locator("li")
      .filter({ has: page.locator(`time[datetime="${start}"]`) });
    await expect(greekSeason).toContainText("λήξη κατόπιν συνεννόησης");
  });

  test("a card on /employee/jobs shows the fit badges of its job page", async ({ page, context }) => {
    await signIn(context, DEMO.employee);
    // The demo worker's availability covers this season and the winter after it: most jobs fit.
    await page.goto("/employee/jobs?lng=en");
    const badges = page.getByRole("list", { name: "How this job fits you" });
    await expect(
      page.getByRole("list", { name: "Jobs found" }).getByRole("list", { name: "How this job fits you" }).first(),
    ).toBeVisible();
    const card = page
      .getByRole("list", { name: "Jobs found" })
      .getByRole("article")
      .filter({ has: badges.filter({ hasText: "Your dates fit" }) })
      .first();
    await expect(card.getByRole("listitem").filter({ hasText: "Your dates fit" })).toBeVisible();
    const onCard = await card
      .getByRole("list", { name: "How this job fits you" })
      .getByRole("listitem")
      .allInnerTexts();
    await expectAccessible(page);

    // The job page says the same (one rule, components/job/fit.ts).
    await card.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/employee\/jobs\/\d+\/description$/);
    const onPage = page.getByRole("list", { name: "How this job fits you" }).getByRole("listitem");
    await expect(onPage).toHaveText(onCard);

    // A guest's list has none.
    await context.clearCookies();
    await page.goto("/jobs?lng=en");
    await expect(page.getByRole("list", { name: "Jobs found" }).getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "How this job fits you" })).toHaveCount(0);
  });

  test("the badges on a card are in Greek too", async ({ page, context }) => {
    await signIn(context, DEMO.employee);
    await page.goto("/employee/jobs?lng=gr");
    const badges = page.getByRole("list", { name: "Πώς σας ταιριάζει η θέση" });
    await expect(badges.filter({ hasText: "Ταιριάζουν οι ημερομηνίες σας" }).first()).toBeVisible();
  });
});
