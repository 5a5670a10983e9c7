/**
 * A page on another origin that posts a form to the app (security.md, cross-site requests): the browser opens it
 * on a throwaway loopback server, presses its Send button and gives back the status the app answered.
 */
import type { Page } from "@playwright/test";
import { listenOnLoopback } from "../support/listen-on-loopback";

/** Posts a form with `fields` (name → value) to `action` (an absolute URL) from another origin. */
export async function postFromForeignSite(
  page: Page,
  action: string,
  fields: Record<string, string>,
): Promise<number | undefined> {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input name="${name}" value="${value}">`)
    .join("");
  const foreign = await listenOnLoopback((_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(
      `<!doctype html><title>x</title><form method="post" action="${action}">${inputs}<button>Send</button></form>`,
    );
  });
  try {
    await page.goto(`${foreign.origin}/`);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      page.getByRole("button", { name: "Send" }).click(),
    ]);
    return response?.status();
  } finally {
    await foreign.close();
  }
}
