import { DEMO, newAccount, signIn } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * The employee area's first loop (issue 10): a new worker lands on profile/create, is told in their language
 * what is wrong, creates the profile and can then apply. A fresh account per test and project.
 */
test.describe("the employee's profile", () => {
  test.slow();

  test("a new worker creates a profile from /employee and can then apply", async ({ page, context, jsDisabled }) => {
    const email = await newAccount("EMPLOYEE", `profile-${jsDisabled ? "nojs" : "js"}`);
    await signIn(context, email);

    await page.goto("/employee?lng=en");
    await expect(page).toHaveURL(/\/employee\/profile\/create\?lng=en$/);
    await expect(page.getByRole("heading", { level: 1, name: "Create your profile" })).toBeVisible();
    const areaNav = page.getByRole("navigation", { name: "Employee area" });
    await expect(areaNav.getByRole("link", { name: "My profile" })).toHaveAttribute("aria-current", "page");
    await expectAccessible(page);

    // Too long a headline (the browser's maxlength taken off, as a hand-made request would): a clear message,
    // what was typed stays, nothing is stored.
    await page.getByLabel("Headline").evaluate((input) => input.removeAttribute("maxlength"));
    await page.getByLabel("Headline").fill("W".repeat(121));
    await page.getByLabel("About you").fill("Three summers as a waiter in Oia.");
    await page.getByLabel("Where you live").fill("Heraklion, Crete");
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(page.getByText("This is too long: shorten it.")).toBeVisible();
    await expect(page.getByLabel("Headline")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("About you")).toHaveValue("Three summers as a waiter in Oia.");
    await expect(page.getByLabel("Where you live")).toHaveValue("Heraklion, Crete");
    await expectAccessible(page);

    await page.getByLabel("Headline").fill("Waiter with three summers in Santorini");
    await page.getByRole("button", { name: "Create profile" }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("status")).toContainText("Your profile has been created.");
    await expect(page.getByRole("heading", { level: 1, name: "Maria Papadaki" })).toBeVisible();
    await expect(page.getByText("Waiter with three summers in Santorini")).toBeVisible();
    await expect(page.getByText("Lives in: Heraklion, Crete, Greece")).toBeVisible();
    await expectAccessible(page);

    // One profile per worker: the create page now shows the profile.
    const profileUrl = page.url();
    await page.goto("/employee/profile/create?lng=en");
    await expect(page).toHaveURL(profileUrl.replace(/\?.*$/, ""));

    // The loop is closed: a job's apply tab now offers the form.
    const list = await page.request.get("/api/jobs/?limit=1");
    const [job] = ((await list.json()) as { results: Array<{ id: number }> }).results;
    await page.goto(`/jobs/${job?.id}/apply?lng=en`);
    await expect(page.getByLabel("Cover letter")).toBeVisible();
  });

  test("in Greek, the create form and its messages are translated", async ({ page, context }) => {
    const email = await newAccount("EMPLOYEE", "profile-gr");
    await signIn(context, email);
    await page.goto("/employee/profile/create?lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Δημιουργήστε το προφίλ σας" })).toBeVisible();
    await page.getByLabel("Σύντομη περιγραφή").evaluate((input) => input.removeAttribute("maxlength"));
    await page.getByLabel("Σύντομη περιγραφή").fill("Σ".repeat(121));
    await page.getByRole("button", { name: "Δημιουργία προφίλ" }).click();
    await expect(page.getByText("Το κείμενο είναι πολύ μεγάλο: συντομέψτε το.")).toBeVisible();
    await expectAccessible(page);
  });

  test("someone else's profile, or an id that is not one, is Page Not Found", async ({ page, context }) => {
    await signIn(context, DEMO.employee);
    for (const path of ["/employee/profile/00000000-0000-4000-8000-000000000000", "/employee/profile/not-a-uuid"]) {
      const response = await page.goto(`${path}?lng=en`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    }
  });

  test("a guest is sent to log in, a company to its own area", async ({ page, context }) => {
    await page.goto("/employee/profile/create?lng=en");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Femployee%2Fprofile%2Fcreate/);
    await signIn(context, DEMO.company);
    await page.goto("/employee/profile/create?lng=en");
    await expect(page).toHaveURL(/\/company\/profile\/[0-9a-f-]{36}\/jobs$/);
    await expect(page.getByRole("navigation", { name: "Company area" })).toBeVisible();
  });
});
