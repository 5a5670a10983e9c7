import { expect as baseExpect, expectAccessible, test } from "./fixtures";

/** The suite shares a busy machine with others: a page can take seconds there. */
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe("home page", () => {
  test.slow();

  for (const [lng, heading, featured] of [
    ["en", "Seasonal jobs in Greek tourism", "Featured jobs"],
    ["gr", "Εποχικές θέσεις εργασίας στον ελληνικό τουρισμό", "Προβεβλημένες θέσεις"],
  ] as const) {
    test(`shows up to 8 featured jobs in ${lng}, each linking to its job page`, async ({ page }) => {
      await page.goto(`/?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const jobs = page.getByRole("list", { name: featured }).getByRole("article");
      const count = await jobs.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(8);
      for (const job of await jobs.all()) {
        await expect(job.getByRole("heading").getByRole("link")).toHaveAttribute("href", /^\/jobs\/\d+\/description$/);
      }
      await expectAccessible(page);
    });
  }

  test("links into the list, the map, companies and pricing", async ({ page }) => {
    await page.goto("/?lng=en");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Browse all jobs" })).toHaveAttribute("href", "/jobs");
    for (const href of ["/jobs/map", "/companies", "/pricing"]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("the search form opens the filtered job list", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.getByRole("searchbox", { name: "Job title, skill or place" }).fill("chef");
    await page.getByRole("button", { name: "Search jobs" }).click();
    await expect(page).toHaveURL(/\/jobs\?search=chef$/);
    await expect(page.getByLabel("Job title, skill or company")).toHaveValue("chef");
    await expectAccessible(page);
  });
});
