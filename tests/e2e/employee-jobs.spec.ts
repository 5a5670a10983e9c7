import { DEMO, newAccount, signIn } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The job screens inside the employee area (issue 10, areas.md "Jobs, map and job pages"): the public list, map
 * and job pages under /employee/jobs, in the area's layout, every link staying in the area, and "applied" shown.
 * The first test is the whole loop of a new worker: find a job in the area, be sent to create a profile, come
 * back to the job, apply, see the application, and see the job marked as applied. A fresh account per project.
 */
test.describe("jobs in the employee area", () => {
  test.slow();

  test("a new worker finds a job in the area, creates a profile on the way, applies, and sees it marked", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const email = await newAccount("EMPLOYEE", `area-jobs-${jsDisabled ? "nojs" : "js"}`);
    await signIn(context, email);

    // The spec's redirect: /employee/profile → /employee/jobs.
    await page.goto("/employee/profile?lng=en");
    await expect(page).toHaveURL(/\/employee\/jobs\?lng=en$/);
    await expect(page.getByRole("heading", { level: 1, name: "Seasonal jobs" })).toBeVisible();
    const areaNav = page.getByRole("navigation", { name: "Employee area" });
    await expect(areaNav.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    // The first card opens the job inside the area, with the area's tabs.
    const firstCard = page.getByRole("list", { name: "Jobs found" }).getByRole("listitem").first();
    const title = (await firstCard.getByRole("heading").innerText()).trim();
    await firstCard.getByRole("link").click();
    await expect(page).toHaveURL(/\/employee\/jobs\/\d+\/description$/);
    const jobPath = new URL(page.url()).pathname.replace(/\/description$/, "");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(areaNav.getByRole("link", { name: "Jobs" })).toHaveAttribute("aria-current", "page");
    const tabs = page.getByRole("navigation", { name: "Job details" });
    await expect(tabs.getByRole("link", { name: "Requirements" })).toHaveAttribute(
      "href",
      `${jobPath}/requirements#tab-content`,
    );
    await expectAccessible(page);

    // No profile yet: the apply tab sends the worker to create one, and brings them back.
    await tabs.getByRole("link", { name: "Apply" }).click();
    await expect(page).toHaveURL(new RegExp(`${jobPath}/apply`));
    await page.getByRole("link", { name: "Create your profile" }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/create\?redirectTo=/);
    await page.getByLabel("Headline").fill("Waiter, three summers on Naxos");
    await page.getByLabel("Where you live").fill("Naxos");
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(page).toHaveURL(new RegExp(`${jobPath}/apply$`));
    await expect(page.getByRole("status")).toContainText("Your profile has been created.");

    await page.getByLabel("Cover letter (optional)").fill("Free from May to October.");
    await page.getByRole("button", { name: "Send application" }).click();
    await expect(page).toHaveURL(/\/employee\/applications$/);
    await expect(page.getByRole("status")).toContainText("Your application has been sent.");
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

    // Back in the area's list, the job is marked; on its page the apply tab says so.
    await areaNav.getByRole("link", { name: "Jobs" }).click();
    await expect(page).toHaveURL(/\/employee\/jobs$/);
    const card = page
      .getByRole("list", { name: "Jobs found" })
      .getByRole("listitem")
      .filter({ hasText: title })
      .first();
    await expect(card.getByText("You applied")).toBeVisible();
    await page.goto(`${jobPath}/apply?lng=en`);
    await expect(page.getByText("You have already applied for this job.")).toBeVisible();
  });

  test("the list's filters, the map and a job's tabs stay in the area; in Greek too", async ({ page, context }) => {
    await signIn(context, DEMO.employee);

    await page.goto("/employee/jobs?location=Crete&lng=en");
    const areaNav = page.getByRole("navigation", { name: "Employee area" });
    await expect(page.getByRole("list", { name: "Jobs found" }).getByRole("listitem").first()).toBeVisible();
    for (const href of await page
      .getByRole("list", { name: "Jobs found" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/employee\/jobs\/\d+\/description$/);
    }
    await expect(page.locator("form.job-filters")).toHaveAttribute("action", "/employee/jobs");

    await areaNav.getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/\/employee\/jobs\/map$/);
    await expect(areaNav.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");
    await expect(areaNav.getByRole("link", { name: "Jobs" })).not.toHaveAttribute("aria-current", "page");
    const mapList = page.getByRole("region", { name: "Jobs shown" });
    const mapLink = mapList.getByRole("link").first();
    await expect(mapLink).toHaveAttribute("href", /^\/employee\/jobs\/\d+\/description$/);
    await expectAccessible(page);

    // The bare job page goes to its description tab, in the area.
    const jobPath = (await mapLink.getAttribute("href"))?.replace(/\/description$/, "") ?? "";
    await page.goto(`${jobPath}?lng=gr`);
    await expect(page).toHaveURL(new RegExp(`${jobPath}/description\\?lng=gr$`));
    await expect(
      page.getByRole("navigation", { name: "Χώρος εργαζομένου" }).getByRole("link", { name: "Θέσεις" }),
    ).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);
  });

  test("a guest is asked to log in, a company is sent to its own area, a bad id is Page Not Found", async ({
    page,
    context,
  }) => {
    const guest = await page.goto("/employee/jobs/map?lng=en");
    expect(guest?.ok()).toBe(true);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee%2Fjobs%2Fmap/);
    await expect(page.getByText("Log in to continue")).toBeVisible();

    await signIn(context, DEMO.company);
    await page.goto("/employee/jobs?lng=en");
    await expect(page).toHaveURL(/\/company/);

    await context.clearCookies();
    await signIn(context, DEMO.employee);
    const missing = await page.goto("/employee/jobs/0123/description?lng=en");
    expect(missing?.status()).toBe(404);
  });
});
