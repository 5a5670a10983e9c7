import { expect, type Locator, type Page } from "@playwright/test";
import { expectAccessible } from "./fixtures";

/** The smallest phones we design for, and the one design.md's budgets and the screenshots use. */
export const NARROW_PHONES = [
  { width: 320, height: 640 },
  { width: 360, height: 780 },
] as const;
export const PHONE = NARROW_PHONES[1];

/** WCAG 2.5.5 (AAA) / Apple and Google's guidance: a tap target is at least 44 by 44 CSS pixels. */
export const MIN_TAP_PX = 44;

/** How much wider than the viewport the page is (0: no sideways scrolling). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState("load");
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Every visible link, button and disclosure smaller than `min` in either direction, described as
 * "tag 'text' WxH". Links inside running text (a sentence of a paragraph, list item or label) are exempt, as
 * WCAG 2.5.8 exempts them. A link whose ::after is stretched over its card (position: absolute) is measured by that card.
 */
export async function smallTapTargets(page: Page, min = MIN_TAP_PX): Promise<string[]> {
  // Measured with the page's stylesheets applied: without JavaScript a click returns before the new document has them.
  await page.waitForLoadState("load");
  return page.evaluate((minPx) => {
    const targets = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, [role='button'], input[type='submit'], input[type='button']",
    );
    const problems: string[] = [];
    for (const element of Array.from(targets)) {
      const style = getComputedStyle(element);
      if (style.visibility === "hidden" || element.closest("[hidden], details:not([open]) > :not(summary)")) continue;
      let rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.bottom < 0) continue;
      const after = getComputedStyle(element, "::after");
      if (after.content !== "none" && after.position === "absolute" && element.offsetParent) {
        rect = element.offsetParent.getBoundingClientRect();
      }
      if (rect.width >= minPx && rect.height >= minPx) continue;
      const block = element.parentElement?.closest("p, li, dd, td, label");
      const inRunningText =
        element.tagName === "A" &&
        block !== null &&
        block !== undefined &&
        (block.textContent ?? "").trim().length > (element.textContent ?? "").trim().length + 2;
      if (inRunningText) continue;
      const label = (element.textContent ?? element.getAttribute("aria-label") ?? "")
        .trim()
        .replace(/\s+/g, " ")
        .slice(0, 40);
      problems.push(`${element.tagName.toLowerCase()} '${label}' ${Math.round(rect.width)}x${Math.round(rect.height)}`);
    }
    return problems;
  }, min);
}

/** `.visually-hidden` elements that take room on the page (its rule lost or overridden), by their text. */
export function shownHiddenText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll(".visually-hidden"))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 || rect.height > 1;
      })
      .map((element) => (element.textContent ?? "").trim().slice(0, 40)),
  );
}

/** Whether two boxes on the page overlap. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [first, second] = [await a.boundingBox(), await b.boundingBox()];
  if (!first || !second) return false;
  return (
    first.x < second.x + second.width &&
    second.x < first.x + first.width &&
    first.y < second.y + second.height &&
    second.y < first.y + first.height
  );
}

/**
 * A screen fits the phone: nothing wider than it, every control a whole tap target (`except`: the starts of
 * exempt descriptions, such as a map's credit link inside its line of text), and axe finds nothing.
 */
export async function expectFitsThePhone(page: Page, { except = [] as readonly string[] } = {}): Promise<void> {
  expect(await sidewaysOverflow(page)).toBe(0);
  expect((await smallTapTargets(page)).filter((problem) => !except.some((start) => problem.startsWith(start)))).toEqual(
    [],
  );
  await expectAccessible(page);
}
