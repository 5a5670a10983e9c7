import { DEMO, signIn, tokensFor } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The worker's company search (issue 10, spec section 2 `/employee/companies`): by name and industry, 10 at a
 * time with Show more, each company with its rating from real reviews and a link to its open jobs.
 */
test.describe("the company search", () => {
  test("a worker finds companies by name and industry, shows more, and opens a company's jobs", async ({ page, context }) => {
    const { access } = await signIn(context, DEMO.employee);
    const api = await page.request.get("/api/companies/?limit=100", { headers: { Authorization: `Bearer ${access}` } });
    const { count, results } = (await api.json()) as {
      count: number;
      results: Array<{ uuid: string; name: string; industries: string[]; open_job_count: number }>;
    };
    expect(count).toBeGreaterThan(10);

    await page.goto("/employee/companies?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Employee area" }).getByRole("link", { name: "Companies" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const cards = page.locator(".company-card");
    await expect(cards).toHaveCount(10);
    await expect(page.getByRole("status")).toContainText(`${count} companies`);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Show more companies" }).click();
    await expect(cards).toHaveCount(Math.min(20, count));

    const hiring = results.find((company) => company.open_job_count > 0 && company.industries.length > 0);
    if (!hiring) throw new Error("the demo data has a hiring company with an industry");
    await page.getByRole("searchbox", { name: "Company name" }).fill(hiring.name);
    await page.getByRole("searchbox", { name: "Industry" }).fill(hiring.industries[0] ?? "");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/name=/);
    await expect(cards.first()).toContainText(hiring.name);
    await cards.first().getByRole("link", { name: new RegExp(`open jobs? at ${hiring.name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?company=${hiring.uuid}`));
    await expect(page.locator(".job-card").first()).toContainText(hiring.name);

    await page.goto("/employee/companies?name=zzzz-no-such-company&lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Επιχειρήσεις" })).toBeVisible();
    await expect(page.getByText("Καμία επιχείρηση δεν ταιριάζει.")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Όνομα επιχείρησης" })).toHaveValue("zzzz-no-such-company");
    await expectAccessible(page);
  });

  test("a guest is sent to log in, a company to its own area", async ({ page, context }) => {
    await page.goto("/employee/companies?lng=en");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee%2Fcompanies/);
    await tokensFor(DEMO.company);
    await signIn(context, DEMO.company);
    await page.goto("/employee/companies?lng=en");
    await expect(page).toHaveURL(/\/company$/);
  });
});
