import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** The server global-setup started, shared by every worker through the environment. */
export const baseURL = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: run through playwright.config.ts (global-setup)");
  return url;
};

type Fixtures = {
  /** Content-Security-Policy violations the page reported; asserted empty after each test. */
  cspViolations: string[];
  /** True in the project that runs with JavaScript turned off. */
  jsDisabled: boolean;
};

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(baseURL()),
  jsDisabled: async ({}, use, info) => use(info.project.use.javaScriptEnabled === false),
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
      });
      await use(violations);
      expect(violations, "CSP violations").toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs axe on the current page and fails on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

export { expect };
