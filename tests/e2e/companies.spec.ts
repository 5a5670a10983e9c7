import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The worker's company search (issue 10, spec section 2 `/employee/companies`): by name and industry, 10 at a
 * time with Show more, each company with its rating from real reviews and a link to its open jobs.
 */
test.describe("the company search", () => {
  test("a worker finds companies by name and industry, shows more, and opens a company's jobs", async ({
    page,
    context,
  }) => {
    const { access } = await signIn(context, DEMO.employee);
    const api = await page.request.get("/api/companies/?limit=100", { headers: { Authorization: `Bearer ${access}` } });
    const { count, results } = (await api.json()) as {
      count: number;
      results: Array<{ uuid: string; name: string; industries: string[]; open_job_count: number }>;
    };
    expect(count).toBeGreaterThan(10);

    await page.goto("/employee/companies?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Employee area" }).getByRole("link", { name: "Companies" }),
    ).toHaveAttribute("aria-current", "page");
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
    // An empty field is left out of the address (docs/forms.md#get-forms-and-short-urls): the form sends it, the list
    // redirects.
    await page.getByRole("searchbox", { name: "Industry" }).fill("");
    await page.getByRole("button", { name: "Search" }).click();
    const short = `?${new URLSearchParams({ name: hiring.name })}`;
    await expect(page).toHaveURL((url) => url.pathname === "/employee/companies" && url.search === short);
    await expect(cards.first()).toContainText(hiring.name);
    await cards
      .first()
      .getByRole("link", { name: new RegExp(`open jobs? at ${hiring.name}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/jobs\\?company=${hiring.uuid}`));
    await expect(page.locator(".job-card").first()).toContainText(hiring.name);

    await page.goto("/employee/companies?name=zzzz-no-such-company&lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Επιχειρήσεις" })).toBeVisible();
    await expect(page.getByText("Καμία επιχείρηση δεν ταιριάζει.")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Όνομα επιχείρησης" })).toHaveValue("zzzz-no-such-company");
    await expectAccessible(page);
  });

  test("a company's page opens on its jobs, has its tabs (about, benefits, photos, reviews), and a worker follows and unfollows it", async ({
    page,
    context,
    jsDisabled,
  }) => {
    // A worker of its own: following is theirs, and the two projects run at once.
    const { access } = await signIn(context, await newAccount("EMPLOYEE", `follow-${jsDisabled ? "nojs" : "js"}`));
    const api = await page.request.get("/api/companies/?limit=100", { headers: { Authorization: `Bearer ${access}` } });
    const { results } = (await api.json()) as {
      results: Array<{ uuid: string; name: string; open_job_count: number; review_count: number }>;
    };
    const company = results.find((item) => item.open_job_count > 0 && item.review_count > 0);
    if (!company) throw new Error("the demo data has a hiring company with reviews");

    await page.goto(`/employee/companies?name=${encodeURIComponent(company.name)}&lng=en`);
    await page.getByRole("link", { name: company.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/employee/companies/${company.uuid}/jobs`));
    await expect(page.getByRole("heading", { level: 1, name: company.name })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "About the company" });
    await expect(tabs.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".job-card").first()).toContainText(company.name);
    await expectAccessible(page);

    await tabs.getByRole("link", { name: "Reviews" }).click();
    await expect(page).toHaveURL(/\/reviews/);
    await expect(page.getByRole("region", { name: "Reviews" }).getByRole("listitem")).toHaveCount(company.review_count);
    await expect(page.getByRole("list", { name: "In numbers" })).toContainText(`(${company.review_count} review`);
    await tabs.getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "About" })).toBeVisible();
    await tabs.getByRole("link", { name: "Benefits" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Benefits" })).toBeVisible();
    await tabs.getByRole("link", { name: "Photos" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Photos" })).toBeVisible();
    await expectAccessible(page);

    // Follow and unfollow: a form, back on the same tab with a toast.
    await page.getByRole("button", { name: "Follow" }).click();
    await expect(page.getByRole("status")).toContainText(`You now follow ${company.name}.`);
    await expect(page).toHaveURL(/\/gallery/);
    await expect(page.getByText("You follow this company")).toBeVisible();
    await page.getByRole("button", { name: "Unfollow" }).click();
    await expect(page.getByRole("status")).toContainText(`You no longer follow ${company.name}.`);
    await expect(page.getByRole("button", { name: "Follow" })).toBeVisible();

    await page.goto(`/employee/companies/${company.uuid}/reviews?lng=gr`);
    await expect(page.getByRole("heading", { level: 2, name: "Αξιολογήσεις" })).toBeVisible();
    for (const path of [
      "/employee/companies/00000000-0000-4000-8000-000000000000",
      "/employee/companies/not-a-company/about",
    ]) {
      const response = await page.goto(`${path}?lng=en`);
      expect(response?.status(), path).toBe(404);
    }
  });

  test("a guest is sent to log in, a company to its own area", async ({ page, context }) => {
    await page.goto("/employee/companies?lng=en");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee%2Fcompanies/);
    await tokensFor(DEMO.company);
    await signIn(context, DEMO.company);
    await page.goto("/employee/companies?lng=en");
    await expect(page).toHaveURL(/\/company\/profile\/[0-9a-f-]{36}\/jobs$/);
  });
});
