import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkoutPage,
  LOCAL_PAGES_STYLESHEET,
  messagePage,
  portalPage,
  type PageLanguage,
} from "../../api/services/payments/local-pages";
import type { LocalPageState } from "../../api/services/payments/local-provider";
import { DEFAULT_PLANS } from "../../api/services/plans";

/**
 * The local provider's checkout and portal pages (docs/payments.md#the-local-provider): well-formed HTML that links the
 * site's stylesheet and nothing inline, plan names in the page's language, and a stylesheet whose buttons are touch
 * targets of at least 44 × 44 px in the site's colours.
 */
const ROOT = new URL("../../", import.meta.url);
const stylesheet = readFileSync(new URL(`public${LOCAL_PAGES_STYLESHEET}`, ROOT), "utf8");
const appStylesheet = readFileSync(new URL("app/styles/app.css", ROOT), "utf8");

function state(code: string, overrides: Partial<LocalPageState["subscription"]> = {}): LocalPageState {
  const plan = DEFAULT_PLANS.find((candidate) => candidate.code === code) ?? {
    ...DEFAULT_PLANS[1],
    code,
    name: "Enterprise",
  };
  return {
    plan,
    companyName: "Knossos <Palace> & Co",
    subscription: {
      id: "9a0f3f0e-3c43-4c39-9d8e-0d4a4f2f4a11",
      companyId: "5f8a6c1e-7a0e-4d55-8d4b-5b0a3e1c2d33",
      planCode: code,
      status: "active",
      provider: "local",
      providerCustomerId: null,
      providerSubscriptionId: null,
      currentPeriodEnd: new Date("2026-07-01T09:00:00Z"),
      cancelAtPeriodEnd: false,
      createdAt: new Date("2026-06-01T09:00:00Z"),
      updatedAt: new Date("2026-06-01T09:00:00Z"),
      ...overrides,
    },
  };
}

const PAGES: Array<[string, (language: PageLanguage) => string]> = [
  ["checkout", (language) => checkoutPage(language, state("basic", { status: "incomplete", currentPeriodEnd: null }))],
  ["portal", (language) => portalPage(language, state("pro"), "http://localhost:3000/pricing?a=1&b=2")],
  [
    "portal, ending",
    (language) => portalPage(language, state("basic", { cancelAtPeriodEnd: true }), "http://localhost:3000/"),
  ],
  ["invalid link", (language) => messagePage(language, "invalid")],
  ["closed checkout", (language) => messagePage(language, "closed")],
];

const VOID_ELEMENTS = new Set(["meta", "link", "br", "img", "input", "hr"]);
/** Elements that may not hold block content: a `<p>` ends where a block starts, so nesting one is an error. */
const PHRASING_ONLY = new Set(["p", "dt", "h1", "a", "button", "title"]);
const BLOCKS = new Set(["p", "div", "form", "dl", "h1", "header", "main"]);

/**
 * What an HTML checker would object to in pages this small: every element closed in order, void elements not
 * closed, attributes quoted, ids unique, no block inside phrasing content, no forms inside forms.
 */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  if (!html.startsWith("<!doctype html>\n<html lang=")) problems.push("doctype and <html lang> first");
  const open: string[] = [];
  const ids = new Set<string>();
  for (const [, closing, name, attributes] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)((?:\s[^>]*)?)>/g)) {
    if (closing) {
      if (open.pop() !== name) problems.push(`</${name}> closes something else`);
      continue;
    }
    const unquoted = attributes.replace(/\s[a-z-]+="[^"]*"/g, "").trim();
    if (unquoted !== "") problems.push(`<${name}> has unquoted or odd attributes: ${unquoted}`);
    for (const [, id] of attributes.matchAll(/\sid="([^"]*)"/g)) {
      if (ids.has(id)) problems.push(`id ${id} twice`);
      ids.add(id);
    }
    if (BLOCKS.has(name) && open.some((parent) => PHRASING_ONLY.has(parent)))
      problems.push(`<${name}> inside phrasing content`);
    if (name === "form" && open.includes("form")) problems.push("a form inside a form");
    if (!VOID_ELEMENTS.has(name)) open.push(name);
  }
  if (open.length > 0) problems.push(`left open: ${open.join(", ")}`);
  for (const required of ['<meta charset="utf-8">', "<title>", '<meta name="viewport"']) {
    if (!html.includes(required)) problems.push(`missing ${required}`);
  }
  return problems;
}

describe("local payment pages", () => {
  for (const [name, render] of PAGES) {
    for (const language of ["en", "gr"] as const) {
      it(`${name} (${language}) is well-formed HTML with the stylesheet, a way back to the site and nothing inline`, () => {
        const html = render(language);
        expect(htmlProblems(html)).toEqual([]);
        expect(html).toContain(`<link rel="stylesheet" href="${LOCAL_PAGES_STYLESHEET}">`);
        expect(html).toContain(`<a class="brand" href="/?lng=${language}">`);
        expect(html).not.toMatch(/<script|\sstyle=|<style|\son\w+=/i);
      });
    }
  }

  it("the checker catches what it is there for", () => {
    expect(htmlProblems('<!doctype html>\n<html lang="en"><p><div></div></p><b id=x></html>')).toEqual(
      expect.arrayContaining([
        "<div> inside phrasing content",
        "<b> has unquoted or odd attributes: id=x",
        "missing <title>",
      ]),
    );
  });

  it("names the plan in the page's language, as /pricing does; an unknown plan keeps the API's name", () => {
    const greek = checkoutPage("gr", state("basic", { status: "incomplete" }));
    expect(greek).toContain("<dd>Βασικό</dd>");
    expect(greek).not.toContain("Basic");
    expect(portalPage("gr", state("pro"), "http://localhost:3000/")).toContain(
      "<dd>Επαγγελματικό (79,00\u00a0€ τον μήνα)</dd>",
    );
    expect(checkoutPage("en", state("basic", { status: "incomplete" }))).toContain("<dd>Basic</dd>");
    expect(checkoutPage("gr", state("enterprise", { status: "incomplete" }))).toContain("<dd>Enterprise</dd>");
  });

  it("marks the pay button as the primary action and the language in use", () => {
    const html = checkoutPage("gr", state("basic", { status: "incomplete" }));
    expect(html).toMatch(/<button type="submit" class="button button--primary">Πληρωμή 29,00\u00a0€<\/button>/);
    expect(html).toContain('<a href="?lng=gr" lang="el" aria-current="true">Ελληνικά</a>');
  });
});

describe("the local payment pages' stylesheet", () => {
  /** The declarations of the top-level rule with exactly this selector (not the ones inside @media). */
  const rule = (selector: string) => {
    const start = stylesheet.indexOf(`\n${selector} {\n`);
    return start === -1 ? "" : stylesheet.slice(start, stylesheet.indexOf("}", start));
  };

  it("makes buttons touch targets of at least 44 × 44 px, with space between them", () => {
    expect(rule("button,\n.button")).toMatch(/min-height: 44px;/);
    expect(rule("button,\n.button")).toMatch(/min-width: 44px;/);
    expect(rule(".actions")).toMatch(/gap: 0\.75rem;/);
    expect(rule(".languages a")).toMatch(/min-height: 44px;/);
    expect(rule(".brand")).toMatch(/min-height: 44px;/);
  });

  it("uses the site's colours and font stack (app/styles/app.css)", () => {
    const variables = (css: string) =>
      Object.fromEntries([...css.matchAll(/(--color-[a-z-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]));
    const site = variables(appStylesheet);
    const local = variables(stylesheet);
    expect(Object.keys(local).length).toBeGreaterThan(5);
    for (const [name, value] of Object.entries(local)) expect(value, name).toBe(site[name]);
    // Prettier writes a long stack one font a line: compared as the browser reads it.
    const fontStack = (css: string) => /font-family:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ");
    expect(fontStack(stylesheet)).toBe(fontStack(appStylesheet));
  });

  it("holds no remote URL or import (CSP: only the site's own files)", () => {
    expect(stylesheet).not.toMatch(/url\(|@import/);
  });
});
