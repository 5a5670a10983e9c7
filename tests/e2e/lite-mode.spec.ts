import type { Page } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * Lite mode (issue 23, docs/ui.md#lite-mode), with JavaScript on and off. A worker on the site picks Lite in the
 * footer and gets pages without a single script, then picks full mode again. Another, whose phone saves data
 * (Save-Data: on), gets Lite without asking, signs in through the plain form and keeps Lite in her area, until she
 * switches to full mode, which then holds although her phone still asks to save data.
 */
const footer = (page: Page) => page.getByRole("contentinfo");
const LITE_LINE = "Lite mode: no JavaScript, maps or photos, to save data.";

test.describe("Lite mode from the footer", () => {
  test("switches to Lite and back on the same page, and a Lite page runs no script", async ({ page, jsDisabled }) => {
    await page.goto("/jobs?lng=en");
    await expect(footer(page).getByText("Full mode.")).toBeVisible();
    await footer(page).getByRole("button", { name: "Switch to Lite mode" }).click();

    await expect(page).toHaveURL(/\/jobs\?lng=en$/);
    await expect(footer(page).getByText(LITE_LINE)).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    // Still the whole page: the jobs, and links that work without scripts.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("article.job-card").first()).toBeVisible();
    await expectAccessible(page);

    await page.locator("article.job-card a").first().click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/description$/);
    await expect(page.locator("script")).toHaveCount(0);

    await footer(page).getByRole("button", { name: "Switch to full mode" }).click();
    await expect(page).toHaveURL(/\/jobs\/\d+\/description$/);
    await expect(footer(page).getByText("Full mode.")).toBeVisible();
    // The full page has its scripts again (and runs them where JavaScript is on).
    await expect(page.locator("script").first()).toBeAttached();
    // (The document may still be running its first script when the tag is there: wait for it.)
    if (!jsDisabled) await expect.poll(() => page.evaluate(() => "__remixContext" in window)).toBe(true);
  });
});

test.describe("Lite mode with the phone's data saver", () => {
  // Every request says Save-Data: on, as a phone with its data saver on sends it. Not extraHTTPHeaders: in our
  // Chromium the request that follows the log-in's redirect went without it; a route's headers go with redirects too.
  test.beforeEach(async ({ page }) => {
    await page.route("**/*", (route) =>
      route.continue({ headers: { ...route.request().headers(), "save-data": "on" } }),
    );
  });

  test("a worker signs in through the plain form, stays in Lite, and can choose full mode", async ({
    page,
    jsDisabled,
  }) => {
    await page.goto("/login?lng=en");
    await expect(footer(page).getByText(LITE_LINE)).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);

    await page.getByLabel("E-mail").fill(DEMO.employee);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/employee\//);
    await expect(footer(page).getByText(LITE_LINE)).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);

    await page.goto("/employee/applications?lng=en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("script")).toHaveCount(0);

    // The choice of full mode wins over Save-Data, page after page.
    await footer(page).getByRole("button", { name: "Switch to full mode" }).click();
    await expect(page).toHaveURL(/\/employee\/applications\?lng=en$/);
    await expect(footer(page).getByText("Full mode.")).toBeVisible();
    await page.goto("/jobs?lng=en");
    await expect(footer(page).getByText("Full mode.")).toBeVisible();
    await expect(page.locator("script").first()).toBeAttached();
    // (The document may still be running its first script when the tag is there: wait for it.)
    if (!jsDisabled) await expect.poll(() => page.evaluate(() => "__remixContext" in window)).toBe(true);
  });
});
