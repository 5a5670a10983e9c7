import { test as base, expect, type Browser, type Page } from "@playwright/test";
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
    await context.route(
      /^https:\/\/(accounts\.google\.com|connect\.facebook\.net|[a-z0-9.-]*tile\.openstreetmap\.org)\//,
      (route) => route.abort(),
    );
    await use(context);
  },
  /**
   * With JavaScript, `goto` and `reload` return once the page has hydrated, not at the load event: hydration
   * waits for the translations to be fetched (app/entry.client.tsx), so on a slow machine a test could act
   * on, or read the effects of, a page that is not interactive yet. A visitor who acts first gets the plain
   * HTML behaviour, which the `nojs` project covers.
   */
  page: async ({ page, jsDisabled }, use) => {
    if (!jsDisabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page);
        return response;
      };
    }
    await use(page);
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
 * Resolves once React has hydrated a Remix document (documents without Remix, such as JSON or the local
 * checkout page, resolve at once) and its effects have had a task to run. React sets its fiber key on <html>
 * when the render reaches the top of the tree, and commits in the same task.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !("__remixContext" in window) ||
      ("__remixRouter" in window &&
        Object.keys(document.documentElement).some((key) => key.startsWith("__reactFiber"))),
  );
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/**
 * Runs axe on the current page and fails on any violation. axe needs script in the page, which the `nojs`
 * project forbids, so there the server-rendered HTML is checked in a script-enabled page that loads no
 * scripts of ours (the DOM a no-JS visitor gets).
 *
 * Legacy mode runs `axe.run` in the page itself: the default mode runs each frame's part, then opens a blank page
 * to put the parts together, which doubled the time of every check (about 1 s of 2 on a busy machine). It leaves
 * out cross-origin frames only, and our pages have no frames (the social SDKs' are refused in tests, `context`).
 */
export async function expectAccessible(page: Page): Promise<void> {
  const jsOff = test.info().project.use.javaScriptEnabled === false;
  const browser = page.context().browser();
  let target = page;
  if (jsOff && browser) {
    const html = await page.content();
    target = await scriptedCopyPage(browser, page);
    await target.setContent(html, { waitUntil: "load" });
  }
  const results = await new AxeBuilder({ page: target }).setLegacyMode().analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, "axe violations").toEqual([]);
}

/**
 * The script-enabled page the `nojs` project's HTML is copied into for axe: one per browser (a worker's tests run
 * one after another), kept open, rather than a context made and closed for each check. Each check replaces its
 * whole document, and it loads no scripts of ours, so one check leaves nothing behind for the next.
 */
const scriptedCopyPages = new WeakMap<Browser, Page>();

async function scriptedCopyPage(browser: Browser, like: Page): Promise<Page> {
  const origin = new URL(like.url()).origin;
  let target = scriptedCopyPages.get(browser);
  if (!target || target.isClosed()) {
    // Explicit: Playwright Test gives manual contexts the project options, javaScriptEnabled: false included.
    const context = await browser.newContext({ javaScriptEnabled: true });
    await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    target = await context.newPage();
    scriptedCopyPages.set(browser, target);
  }
  const viewport = like.viewportSize();
  if (viewport) await target.setViewportSize(viewport);
  // Any same-origin document will do: it gives the copied HTML its origin for stylesheets and links.
  if (new URL(target.url()).origin !== origin) await target.goto(new URL("/api/health/", origin).href);
  return target;
}

/** Opens the header's menu (the navigation lives in it on a phone). */
export async function openMenu(page: Page): Promise<void> {
  const menu = page.getByRole("banner").locator("details.header-menu");
  // With JavaScript the header closes the menu when it mounts and whenever the page changes: a click before the
  // page (reached by a link or a redirect, not `goto`) has hydrated, or while a navigation ends, is undone.
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page);
  await expect(async () => {
    if ((await menu.getAttribute("open")) === null) await menu.locator("summary").click();
    await expect(menu).toHaveAttribute("open", "", { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Opens the job list's filters (folded behind "Filters (n)" on a phone). */
export async function openFilters(page: Page): Promise<void> {
  const panel = page.locator("details.job-filters__panel");
  if ((await panel.getAttribute("open")) === null) await panel.locator(":scope > summary").click();
}

/**
 * Playwright's own console note when a page registers the service worker in a spec that blocks it (every spec but
 * offline.spec.ts, playwright.config.ts): not the page's problem, so the checks for console warnings leave it out.
 */
export function isBlockedWorkerNote(text: string): boolean {
  return text.startsWith("Service Worker registration blocked by Playwright");
}

export { expect };
