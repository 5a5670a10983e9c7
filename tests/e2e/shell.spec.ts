import { test, expect, expectAccessible, openMenu } from "./fixtures";
import { postFromForeignSite } from "./foreign-site";

test.describe("app shell", () => {
  test("home page has the header, main and footer in English and passes axe", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // On a phone the navigation and the account links are in the header's menu.
    await openMenu(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    for (const name of ["Jobs", "Map", "Companies", "Pricing"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign up" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const name of ["Terms", "Privacy", "License", "Contact"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("main")).toBeVisible();
    await expectAccessible(page);
  });

  test("Greek is the fallback and the page passes axe in Greek", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: "de-DE",
      extraHTTPHeaders: { "Accept-Language": "de" },
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await openMenu(page);
    await expect(
      page.getByRole("navigation", { name: "Κύρια πλοήγηση" }).getByRole("link", { name: "Θέσεις", exact: true }),
    ).toBeVisible();
    await expectAccessible(page);
    await context.close();
  });

  test("Accept-Language el is Greek", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: "el-GR",
      extraHTTPHeaders: { "Accept-Language": "el-GR,el;q=0.9" },
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await context.close();
  });

  test("the language switch works and is remembered by the i18next cookie", async ({ page, context }) => {
    await page.goto("/?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: /Ελληνικά/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    const cookie = (await context.cookies()).find((c) => c.name === "i18next");
    expect(cookie?.value).toBe("gr");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await page.getByRole("link", { name: /English/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("the home search form is a GET to /jobs", async ({ page }) => {
    await page.goto("/?lng=en");
    const form = page.locator('form[action="/jobs"]').first();
    await expect(form).toHaveAttribute("method", /get/i);
    await expect(form.locator('input[name="search"]')).toBeVisible();
  });
});

test.describe("error screens", () => {
  test("an unknown path is Page Not Found with its five buttons and status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page?lng=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    const main = page.getByRole("main");
    for (const name of ["Go Back", "Go Home", "Browse Jobs", "Companies", "Employees"]) {
      await expect(
        main.getByRole("link", { name, exact: true }).or(main.getByRole("button", { name, exact: true })),
      ).toBeVisible();
    }
    await expect(page.getByRole("banner")).toBeVisible();
    await expectAccessible(page);
  });

  test("Page Not Found in Greek", async ({ page }) => {
    const response = await page.goto("/no-such-page?lng=gr");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("main").getByRole("link", { name: "Αρχική", exact: false }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("Go Home and Browse Jobs lead where they say", async ({ page }) => {
    await page.goto("/no-such-page?lng=en");
    await expect(page.getByRole("main").getByRole("link", { name: "Browse Jobs" })).toHaveAttribute("href", "/jobs");
    await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Go Back returns to the page before, and unknown paths are not recorded", async ({ page, jsDisabled }) => {
    const recorded = async () =>
      JSON.parse((await page.evaluate(() => window.localStorage.getItem("navigationHistory"))) ?? "[]") as string[];
    await page.goto("/?lng=en");
    // The page records itself once hydrated; on a loaded machine that can come after the load event.
    if (!jsDisabled) await expect.poll(recorded).toContain("/");
    await page.goto("/no-such-page");
    await page.getByRole("main").getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/(\?lng=en)?$/);
    if (!jsDisabled) {
      await expect.poll(recorded).toContain("/");
      expect((await recorded()).some((e) => e.startsWith("/no-such-page"))).toBe(false);
    }
  });
});

test.describe("cross-site requests", () => {
  test("a form on another origin posting to the app gets 403", async ({ page, baseURL }) => {
    expect(await postFromForeignSite(page, `${baseURL}/?lng=en`, { a: "1" })).toBe(403);
  });

  test("the same form from our own origin is not refused by the origin check", async ({ page, baseURL }) => {
    await page.goto("/?lng=en");
    const status = await page.evaluate(
      async (target) => (await fetch(`${target}/no-such-page`, { method: "POST" })).status,
      baseURL,
    );
    expect(status).not.toBe(403);
  });
});
