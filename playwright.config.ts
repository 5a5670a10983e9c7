import { defineConfig, devices } from "@playwright/test";

/**
 * Every browser test runs twice: with JavaScript on and with it off (design section 11).
 * The server is started once by global-setup on a free port with a fresh DATA_DIR.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // The service worker (docs/ui.md#offline) answers for the pages it keeps, and requests it answers are out of
  // reach of page.route; the specs that are about it (offline.spec.ts) allow it, the others test the site itself.
  use: { launchOptions: chromium, trace: "retain-on-failure", serviceWorkers: "block" },
  projects: [
    { name: "js", use: { ...devices["Pixel 5"], browserName: "chromium", launchOptions: chromium } },
    {
      name: "nojs",
      use: { ...devices["Pixel 5"], browserName: "chromium", javaScriptEnabled: false, launchOptions: chromium },
    },
  ],
});
