import type { Page } from "@playwright/test";
import { measurePage, mentionsLeaflet, mentionsSentry } from "../bench/page-bytes";
import { baseURL, expect as baseExpect, expectAccessible, openFilters, test } from "./fixtures";

/** The suite shares a busy machine with others: a list re-render can take seconds there. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** Design section 10: the first load of /jobs with JavaScript, as sent. */
const JOBS_PAGE_BUDGET = 100 * 1024;

const results = (page: Page) => page.getByRole("list", { name: "Jobs found" });
const cards = (page: Page) => results(page).getByRole("article");

/** The job ids of the cards on the page, in order, read from their links. */
async function shownJobIds(page: Page): Promise<string[]> {
  const hrefs = await results(page)
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => /^\/jobs\/(\d+)\/description$/.exec(href)?.[1] ?? href);
}

/** With JavaScript the list changes in place; this waits until the change has landed. */
async function settled(page: Page) {
  await expect(page.getByRole("region", { name: "Jobs", exact: true })).not.toHaveAttribute("aria-busy", "true");
}

test.describe("job list", () => {
  // Axe on a page of 20 cards and a long form takes a while on a busy machine.
  test.slow();

  test("filter by island and employment type; the URL is shareable", async ({ page, jsDisabled }) => {
    await page.goto("/jobs?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Seasonal jobs" })).toBeVisible();
    await expectAccessible(page);

    await openFilters(page);
    await page.getByLabel("Island or area").selectOption("Crete");
    await page.getByRole("checkbox", { name: "Full-time", exact: true }).check();
    if (jsDisabled) await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/location=Crete/);
    await expect(page).toHaveURL(/employment_type=FULL_TIME/);
    await settled(page);
    // The count of the list shown, as the API counts it, and the two filters named on the toggle.
    const { count } = (await (
      await page.request.get("/api/jobs/?location=Crete&employment_type=FULL_TIME")
    ).json()) as {
      count: number;
    };
    await expect(page.getByRole("region", { name: "Jobs", exact: true }).getByRole("status")).toHaveText(
      count === 1 ? "1 job" : `${count} jobs`,
    );
    await expect(page.getByText("Filters (2)")).toBeVisible();

    const texts = await cards(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).toMatch(/Crete|Κρήτη/);
      expect(text).toContain("Full-time");
    }
    const ids = await shownJobIds(page);
    await openFilters(page);
    await expect(page.getByLabel("Island or area")).toHaveValue("Crete");
    await expect(page.getByRole("checkbox", { name: "Full-time", exact: true })).toBeChecked();
    await expectAccessible(page);

    await page.reload();
    expect(await shownJobIds(page)).toEqual(ids);
    await openFilters(page);
    await expect(page.getByLabel("Island or area")).toHaveValue("Crete");
    await expect(page.getByRole("checkbox", { name: "Full-time", exact: true })).toBeChecked();
  });

  test("invalid parameters are dropped: nothing applied, the list unfiltered", async ({ page }) => {
    await page.goto("/jobs?lng=en");
    const unfiltered = await shownJobIds(page);
    await page.goto("/jobs?lng=en&employment_type=NOPE&salary_min=abc&is_remote=yes");
    await expect(page.getByRole("region", { name: "Jobs", exact: true })).toBeVisible();
    await openFilters(page);
    for (const type of ["Full-time", "Part-time", "Contract", "Internship"]) {
      await expect(page.getByRole("checkbox", { name: type, exact: true })).not.toBeChecked();
    }
    await expect(page.locator('input[name="salary_min"]')).toHaveValue("");
    await expect(page.locator('select[name="is_remote"]')).toHaveValue("");
    await expect(page.getByRole("link", { name: "Clear filters" })).toHaveCount(0);
    expect(await shownJobIds(page)).toEqual(unfiltered);
    await expectAccessible(page);
  });

  test("pages forward and back with the pager, no job repeated", async ({ page }) => {
    await page.goto("/jobs?lng=en&location=Crete");
    const first = await shownJobIds(page);
    expect(first).toHaveLength(20);
    const pager = page.getByRole("navigation", { name: "Pages of jobs" });
    await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);

    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]cursor=/);
    await expect(page).toHaveURL(/location=Crete/);
    await settled(page);
    const second = await shownJobIds(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    const nextHref = await pager.getByRole("link", { name: "Previous page" }).getAttribute("href");
    expect(nextHref).toMatch(/^\/jobs\?/);
    await expect(page.getByLabel("Island or area")).toHaveValue("Crete");
    await expectAccessible(page);

    await pager.getByRole("link", { name: "Previous page" }).click();
    await settled(page);
    await expect.poll(() => shownJobIds(page)).toEqual(first);
  });

  test("the filter form lands on the short URL, and a URL with empty fields is redirected to it (docs/forms.md#get-forms-and-short-urls)", async ({
    page,
    jsDisabled,
  }) => {
    await page.goto("/jobs?lng=en");
    await openFilters(page);
    await page.getByLabel("Island or area").selectOption("Crete");
    // Without JavaScript the form sends all its fields, the empty ones too; the list answers at the short URL.
    if (jsDisabled) await page.getByRole("button", { name: "Show jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?location=Crete$/);
    await settled(page);
    await expect(cards(page).first()).toContainText(/Crete|Κρήτη/);

    const empty =
      "search=&location=&experience_max_years=&salary_min=&salary_max=&salary_currency=&is_remote=&start_date_from=&start_date_to=&end_date_from=&end_date_to=&ordering=";
    const answer = await page.request.get(`/jobs?${empty}`, { maxRedirects: 0 });
    expect([answer.status(), answer.headers()["location"]]).toEqual([302, "/jobs"]);
    await page.goto(`/jobs?${empty.replace("search=&", "search=chef&")}&ordering=-created_at`);
    await expect(page).toHaveURL(/\/jobs\?search=chef$/);
    await expect(page.getByLabel("Job title, skill or company")).toHaveValue("chef");
  });

  test("a card opens its job's description tab", async ({ page }) => {
    await page.goto("/jobs?lng=en");
    const link = cards(page).first().getByRole("heading").getByRole("link");
    await expect(link).toHaveAttribute("href", /^\/jobs\/\d+\/description$/);
  });

  test("no match gives an empty state that offers to clear the filters", async ({ page }) => {
    await page.goto("/jobs?lng=en&search=zzqxwv");
    await expect(page.getByText("No jobs match these filters")).toBeVisible();
    await expect(page.getByLabel("Job title, skill or company")).toHaveValue("zzqxwv");
    await expectAccessible(page);
    await page.getByRole("region", { name: "Jobs", exact: true }).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByLabel("Job title, skill or company")).toHaveValue("");
  });

  test("an unreadable cursor starts the same filters from the first page", async ({ page }) => {
    await page.goto("/jobs?lng=en&location=Crete&cursor=not-a-cursor");
    await expect(page).toHaveURL(/\/jobs\?location=Crete$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test("in Greek, the filters and cards are translated", async ({ page }) => {
    await page.goto("/jobs?lng=gr&employment_type=PART_TIME");
    await expect(page.getByRole("heading", { level: 1, name: "Εποχικές θέσεις εργασίας" })).toBeVisible();
    await openFilters(page);
    await expect(page.getByRole("checkbox", { name: "Μερική απασχόληση", exact: true })).toBeChecked();
    await expect(page.getByRole("list", { name: "Θέσεις που βρέθηκαν" }).getByRole("article").first()).toContainText(
      "Μερική απασχόληση",
    );
    await expectAccessible(page);
  });
});

test.describe("job list with JavaScript", () => {
  test.skip(({ jsDisabled }) => jsDisabled, "in-place updates need JavaScript");
  test.slow();

  test("a filter change shows a pending state and updates the list without a document load", async ({ page }) => {
    await page.goto("/jobs?lng=en");
    await expect(results(page)).toBeVisible();
    const before = await shownJobIds(page);
    // Marks this document: a full navigation would give a fresh window without it.
    await page.evaluate(() => document.documentElement.setAttribute("data-same-document", "yes"));
    // Holds the data request a moment, so the pending state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/jobs\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await openFilters(page);
    await page.getByLabel("Sort by").selectOption("salary_min");
    const region = page.getByRole("region", { name: "Jobs", exact: true });
    await expect(region).toHaveAttribute("aria-busy", "true");
    await expect(page.getByRole("status").filter({ hasText: "Updating the list…" })).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(page).toHaveURL(/\/jobs\?ordering=salary_min$/);
    await settled(page);
    await expect.poll(() => shownJobIds(page)).not.toEqual(before);
    await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
  });

  test("typing a search applies it after a pause, keeping the other filters", async ({ page }) => {
    await page.goto("/jobs?lng=en&location=Crete");
    await page.getByLabel("Job title, skill or company").pressSequentially("chef", { delay: 30 });
    await expect(page).toHaveURL(/\/jobs\?search=chef&location=Crete$/);
    await settled(page);
    await expect(page.getByLabel("Job title, skill or company")).toHaveValue("chef");
    await page.goBack();
    await expect(page).toHaveURL(/\/jobs\?lng=en&location=Crete$/);
    await expect(page.getByLabel("Job title, skill or company")).toHaveValue("");
  });

  test("the first load of /jobs moves at most 100 KB and no Leaflet", async ({ page }) => {
    const browserScripts: string[] = [];
    page.on("response", (response) => {
      if (["script", "stylesheet"].includes(response.request().resourceType())) browserScripts.push(response.url());
    });
    await page.goto("/jobs");
    await page.waitForLoadState("networkidle");
    const measured = await measurePage(new URL("/jobs", baseURL()).href);
    // Everything the browser loaded is in what was counted.
    const counted = new Set([...measured.scripts, ...measured.stylesheets].map((transfer) => transfer.url));
    expect(browserScripts.filter((url) => !counted.has(url))).toEqual([]);
    expect(measured.document.encoding).toBe("br");
    expect(mentionsLeaflet(measured.scripts)).toBe(false);
    expect(browserScripts.filter((url) => /leaflet/i.test(url))).toEqual([]);
    test.info().annotations.push({
      type: "bytes",
      description: `/jobs: HTML+CSS ${measured.htmlCss} B, HTML+CSS+JS ${measured.total} B`,
    });
    console.log(`/jobs first load: HTML+CSS ${measured.htmlCss} B, HTML+CSS+JS ${measured.total} B`);
    expect(measured.total).toBeLessThanOrEqual(JOBS_PAGE_BUDGET);
  });

  test("without SENTRY_DSN not one byte of Sentry reaches the browser, before or after hydration", async ({ page }) => {
    const loaded: string[] = [];
    page.on("response", (response) => loaded.push(response.url()));
    await page.goto("/jobs");
    await page.waitForLoadState("networkidle");
    expect(loaded.filter((url) => /sentry/i.test(url))).toEqual([]);
    for (const path of ["/", "/jobs", "/pricing"]) {
      const measured = await measurePage(new URL(path, baseURL()).href);
      expect(mentionsSentry([measured.document, ...measured.stylesheets, ...measured.scripts]), path).toBe(false);
    }
  });
});
