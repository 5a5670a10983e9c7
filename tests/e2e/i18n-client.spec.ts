import type { Page } from "@playwright/test";
import { expect, isBlockedWorkerNote, test } from "./fixtures";

/**
 * The browser's translation runtime (docs/i18n.md): the page hydrates without a mismatch in either language,
 * loads only the namespaces of the page, and the language switch works both ways.
 */
test.describe("translations in the browser", () => {
  test.skip(({ jsDisabled }) => jsDisabled, "hydration needs JavaScript");

  /**
   * Console errors and warnings and uncaught errors, collected from the start. Not counted: the browser's note
   * that the document itself answered 404 (the Page Not Found screen is meant to).
   */
  function collectProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      if (isBlockedWorkerNote(message.text())) return;
      const documentStatus =
        /^Failed to load resource: .* 404/.test(message.text()) && message.location().url === page.url();
      if (!documentStatus) problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    return problems;
  }

  async function hydrated(page: Page): Promise<void> {
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
    await page.waitForLoadState("networkidle");
  }

  for (const [path, lang, heading] of [
    ["/?lng=en", "en", "Seasonal jobs in Greek tourism"],
    ["/?lng=gr", "el", null],
    ["/terms?lng=en", "en", "Terms of use"],
    ["/terms?lng=gr", "el", null],
    ["/no-such-page?lng=en", "en", "Page Not Found"],
    ["/no-such-page?lng=gr", "el", "Η σελίδα δεν βρέθηκε"],
  ] as const) {
    test(`${path} hydrates without errors or warnings`, async ({ page }) => {
      const problems = collectProblems(page);
      const localeFiles: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/locales/")) localeFiles.push(pathname);
      });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      if (heading) await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await hydrated(page);
      expect(problems).toEqual([]);
      const lng = lang === "el" ? "gr" : "en";
      expect(localeFiles).toContain(`/locales/${lng}/common.json`);
      expect(localeFiles.every((file) => file.startsWith(`/locales/${lng}/`))).toBe(true);
    });
  }

  test("the language switch works by clicking, both ways", async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto("/terms?lng=en");
    await hydrated(page);
    await page.getByRole("link", { name: "Ελληνικά" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Ελληνικά" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
    await hydrated(page);
    expect(problems).toEqual([]);
  });

  test("a client-side navigation to ?lng= loads the other language without a document load", async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto("/?lng=en");
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
      const router = (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } })
        .__remixRouter;
      void router.navigate("/?lng=gr");
    });
    await expect(page.locator("html")).toHaveAttribute("lang", "el");
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });
});
