/**
 * The offline checks of `npm run bench` (issue 23, docs/ui.md#offline), run in Debian's Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium) against the bench's server: the same story as tests/e2e/offline.spec.ts, told as met/not met
 * lines. A worker's phone registers the service worker, opens a job and one of her applications, loses its
 * network: both open as saved copies with their note, another page is the offline page listing them, a form sends
 * nothing and keeps what was typed; after a sign-out none of her pages is saved; a Lite page registers no worker;
 * Chromium finds the site installable.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";

export interface OfflineCheck {
  name: string;
  met: boolean;
  /** What was seen, when it was not met. */
  detail?: string;
}

const SAVED_NOTE = "Saved, may be out of date.";
const OFFLINE_TITLE = "No connection";
const NEEDS_CONNECTION = "Sending this needs a connection.";
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
};
const PHONE = { viewport: { width: 393, height: 851 }, isMobile: true, hasTouch: true };

/** Runs every check; one that throws is not met, with its error. Chromium is always closed. */
export async function checkOffline(
  base: string,
  cookies: { access: string; refresh: string },
  onLaunch: (kill: () => Promise<void>) => void,
): Promise<OfflineCheck[]> {
  const browser = await chromium.launch(LAUNCH);
  onLaunch(() => browser.close());
  const checks: OfflineCheck[] = [];
  const check = async (name: string, run: () => Promise<string | null>) => {
    try {
      const failure = await run();
      checks.push(failure === null ? { name, met: true } : { name, met: false, detail: failure });
    } catch (error) {
      checks.push({ name, met: false, detail: error instanceof Error ? error.message.split("\n")[0] : String(error) });
    }
  };
  try {
    await workerStory(browser, base, cookies, check);
    await formCheck(browser, base, check);
    await liteCheck(browser, base, check);
  } finally {
    await browser.close();
  }
  await installCheck(base, onLaunch, check);
  return checks;
}

type Check = (name: string, run: () => Promise<string | null>) => Promise<void>;

async function workerStory(
  browser: Browser,
  base: string,
  tokens: { access: string; refresh: string },
  check: Check,
): Promise<void> {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  await context.addCookies(
    (["access", "refresh"] as const).map((name) => ({ name, value: tokens[name], url: base, httpOnly: true })),
  );
  const page = await context.newPage();
  let applicationPath = "";
  let jobPath = "";
  await check("the service worker controls the page", async () => {
    await page.goto("/employee/applications?lng=en");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 10_000 });
    return null;
  });
  await check("a job page and an application open offline, marked as saved", async () => {
    await page.reload();
    applicationPath =
      (await page.locator('main a[href^="/employee/applications/"]').first().getAttribute("href")) ?? "";
    await page.goto(applicationPath);
    await page.goto("/jobs?lng=en");
    jobPath = (await page.locator("article.job-card a").first().getAttribute("href")) ?? "";
    await page.goto(jobPath);
    await context.setOffline(true);
    try {
      for (const path of [applicationPath, jobPath]) {
        await page.goto(path);
        if (!(await page.getByText(SAVED_NOTE).isVisible())) return `${path}: no saved note`;
      }
      return null;
    } finally {
      await context.setOffline(false);
    }
  });
  await check("another page offline is the offline page listing the saved ones", async () => {
    await context.setOffline(true);
    try {
      await page.goto("/pricing");
      if (!(await page.getByRole("heading", { level: 1, name: OFFLINE_TITLE }).isVisible())) return "no offline page";
      const listed = await page
        .locator("#offline-saved a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      const missing = [applicationPath, jobPath].filter((path) => !listed.includes(path));
      return missing.length ? `not listed: ${missing.join(", ")}` : null;
    } finally {
      await context.setOffline(false);
    }
  });
  await check("after a sign-out, offline, the worker's pages are no longer saved", async () => {
    await page.goto("/employee/applications?lng=en");
    await page.evaluate(async () => {
      // The header's sign-out form, as a click sends it.
      const form = document.querySelector<HTMLFormElement>('form[action="/logout"]');
      if (!form) throw new Error("no sign-out form");
      form.requestSubmit();
    });
    await page.waitForURL((url) => url.pathname === "/");
    await context.setOffline(true);
    try {
      await page.goto(applicationPath);
      if (await page.getByText(SAVED_NOTE).isVisible()) return "the application still opened from the saved copy";
      return (await page.getByRole("heading", { level: 1, name: OFFLINE_TITLE }).isVisible())
        ? null
        : "no offline page";
    } finally {
      await context.setOffline(false);
    }
  });
  await context.close();
}

/**
 * Chromium's own install check (DevTools' Page.getInstallabilityErrors), in a profile on disk: it refuses any
 * incognito context, which Playwright's contexts are.
 */
async function installCheck(base: string, onLaunch: (kill: () => Promise<void>) => void, check: Check): Promise<void> {
  const profile = mkdtempSync(path.join(tmpdir(), "bench-offline-profile-"));
  const context = await chromium.launchPersistentContext(profile, { ...LAUNCH, ...PHONE, baseURL: base });
  onLaunch(() => context.close());
  try {
    await check("Chromium finds the site installable (manifest, icons, worker)", async () => {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto("/jobs?lng=en");
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      return installabilityErrors.length ? installabilityErrors.map((error) => error.errorId).join(", ") : null;
    });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function formCheck(browser: Browser, base: string, check: Check): Promise<void> {
  const context = await browser.newContext({ ...PHONE, baseURL: base });
  const page = await context.newPage();
  await check("a form submitted offline sends nothing, says why and keeps the text", async () => {
    await page.goto("/contact?lng=en");
    await hydrated(page);
    const text = "Two waiters for the summer.";
    await page.getByLabel("Message").fill(text);
    await context.setOffline(true);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") sent.push(`${request.method()} ${request.url()}`);
    });
    try {
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByText(NEEDS_CONNECTION).waitFor({ timeout: 5_000 });
      if (sent.length) return `sent: ${sent.join(", ")}`;
      return (await page.getByLabel("Message").inputValue()) === text ? null : "the text was lost";
    } finally {
      await context.setOffline(false);
    }
  });
  await context.close();
}

async function liteCheck(browser: Browser, base: string, check: Check): Promise<void> {
  const context: BrowserContext = await browser.newContext({ ...PHONE, baseURL: base });
  await context.addCookies([{ name: "mode", value: "lite", url: base }]);
  const page = await context.newPage();
  await check("a Lite page registers no service worker", async () => {
    await page.goto("/jobs?lng=en");
    await page.waitForTimeout(1_000);
    const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
    return registrations === 0 ? null : `${registrations} registered`;
  });
  await context.close();
}

/** React has hydrated the Remix document (as tests/e2e/fixtures.ts waits for it). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      "__remixRouter" in window && Object.keys(document.documentElement).some((key) => key.startsWith("__reactFiber")),
  );
}
