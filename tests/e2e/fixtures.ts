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
  /**
   * No request leaves loopback: the social SDKs (which login and sign-up preload) and map tiles are refused
   * for every page, so a machine with internet behaves like CI. Tests that need them serve stand-ins with
   * page.route, which wins over these context routes.
   */
  context: async ({ context }, use) => {
    await context.route(/^https:\/\/(accounts\.google\.com|connect\.facebook\.net|[a-z0-9.-]*tile\.openstreetmap\.org)\//, (route) =>
      route.abort(),
    );
    await use(context);
  },
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

/**
 * Runs axe on the current page and fails on any violation. axe needs script in the page, which the `nojs`
 * project forbids, so there the server-rendered HTML is checked in a script-enabled page that loads no
 * scripts of ours (the DOM a no-JS visitor gets).
 */
export async function expectAccessible(page: Page): Promise<void> {
  let target = page;
  const jsOff = test.info().project.use.javaScriptEnabled === false;
  const browser = page.context().browser();
  if (jsOff && browser) {
    const html = await page.content();
    // Explicit: Playwright Test gives manual contexts the project options, javaScriptEnabled: false included.
    const context = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    target = await context.newPage();
    // Any same-origin document will do: it gives the copied HTML its origin for stylesheets and links.
    await target.goto(new URL("/api/health/", page.url()).href);
    await target.setContent(html, { waitUntil: "load" });
  }
  try {
    const results = await new AxeBuilder({ page: target }).analyze();
    const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(summary, "axe violations").toEqual([]);
  } finally {
    if (target !== page) await target.context().close();
  }
}

export { expect };
