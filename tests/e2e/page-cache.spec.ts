import { createHash } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A guest's `/jobs` from the page cache (server/page-cache.ts, decision 193) is the same bytes for every guest: no
 * nonce on its scripts, a CSP that trusts them by their SHA-256 instead. In a real browser the page must still run
 * all of it (the inline scripts, the modules they import, what those load later) with no CSP violation: the fixture
 * fails on any the console reports, and this test listens for the `securitypolicyviolation` events too.
 */

/** Loads the page until the answer comes from the cache (a busy machine may outlast one period between loads). */
async function cachedVisit(page: Page, path: string): Promise<Response> {
  let answer: Response | null = null;
  await expect(async () => {
    answer = await page.goto(path);
    expect(answer?.headers()["x-page-cache"]).toBe("hit");
  }).toPass({ timeout: 20_000 });
  if (!answer) throw new Error(`no answer for ${path}`);
  return answer;
}

/**
 * The SHA-256 sources of the inline scripts of the document as it was sent (hydration removes the stream's scripts
 * from the live DOM, and a slower render splits the stream into more of them, so the sent bytes are the reference).
 */
function scriptHashesOf(html: string): string[] {
  return [...html.matchAll(/<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes = ""]) =>
        !/\ssrc=/.test(attributes) && /^(|module)$/.test(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? ""),
    )
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

test("a guest's /jobs from the page cache runs its scripts under the hash policy", async ({ page, jsDisabled }) => {
  test.skip(jsDisabled, "with JavaScript off there is no script to run");
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolationEvents: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolationEvents: string[] }).cspViolationEvents);

  // A query of its own: this test's page, first rendered (with a nonce), then from the cache.
  const path = `/jobs?cached=${Date.now()}`;
  const answer = await cachedVisit(page, path);
  const policy = answer.headers()["content-security-policy"] ?? "";
  expect(policy).not.toMatch(/nonce|unsafe/);
  const [self, ...sources] = /script-src ([^;]+)/.exec(policy)?.[1].split(" ") ?? [];
  expect([self, sources.pop()]).toEqual(["'self'", "'strict-dynamic'"]);
  // Exactly the inline scripts of the page as sent.
  expect(sources.sort()).toEqual([...new Set(scriptHashesOf(await answer.text()))].sort());

  // Hydrated (the fixture's goto waits for React), and what its modules load later runs too: a client-side visit to
  // a job page imports that route's module.
  expect(await page.evaluate(() => "__remixRouter" in window)).toBe(true);
  const jobLink = page.locator('a[href^="/jobs/"][href$="/description"]').first();
  const href = (await jobLink.getAttribute("href")) ?? "";
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await jobLink.click();
  await expect(page).toHaveURL(new RegExp(`${href.replaceAll("/", "\\/")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  expect(await violations()).toEqual([]);
});
