import { test, expect, expectAccessible, openMenu } from "./fixtures";
import type { Page } from "@playwright/test";

/** The public information pages (spec section 2): terms, privacy, license, companies, employees. */
const PAGES = [
  {
    path: "/terms",
    en: { heading: "Terms of use", title: "Terms of use" },
    gr: { heading: "Όροι χρήσης", title: "Όροι χρήσης" },
  },
  {
    path: "/privacy",
    en: { heading: "Privacy policy", title: "Privacy policy" },
    gr: { heading: "Πολιτική απορρήτου", title: "Πολιτική απορρήτου" },
  },
  {
    path: "/license",
    en: { heading: "License and attributions", title: "License and attributions" },
    gr: { heading: "Άδεια χρήσης και αναφορές", title: "Άδεια χρήσης και αναφορές" },
  },
  {
    path: "/companies",
    en: { heading: "Find your team for the season", title: "For employers: hire seasonal staff in Greece" },
    gr: { heading: "Βρείτε την ομάδα σας για τη σεζόν", title: "Για εργοδότες: βρείτε εποχικό προσωπικό στην Ελλάδα" },
  },
  {
    path: "/employees",
    en: { heading: "Work a season in Greece", title: "For seasonal workers: find a summer job in Greece" },
    gr: {
      heading: "Δουλέψτε μια σεζόν στην Ελλάδα",
      title: "Για εποχικούς εργαζομένους: βρείτε καλοκαιρινή δουλειά στην Ελλάδα",
    },
  },
] as const;

const HTML_LANG = { en: "en", gr: "el" } as const;

/** Heading levels in the main content, in document order. */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .getByRole("main")
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName.slice(1))));
}

test.describe("information pages", () => {
  for (const info of PAGES) {
    for (const lng of ["en", "gr"] as const) {
      test(`${info.path} in ${lng}: 200, translated heading and title, headings in order, passes axe`, async ({
        page,
      }) => {
        const response = await page.goto(`${info.path}?lng=${lng}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", HTML_LANG[lng]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(info[lng].heading);
        // The brand follows the page's title when the whole fits in 70 characters (app/lib/meta.ts).
        const branded = `${info[lng].title} | ${lng === "en" ? "Seasonal Jobs Greece" : "Εποχικές Δουλειές Ελλάδα"}`;
        await expect(page).toHaveTitle(branded.length <= 70 ? branded : info[lng].title);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();

        const levels = await headingLevels(page);
        expect(levels[0]).toBe(1);
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1]).toBeLessThanOrEqual(1);

        await expectAccessible(page);
      });
    }
  }

  test("the terms show their effective date, 1 January 2023, in both languages", async ({ page }) => {
    await page.goto("/terms?lng=en");
    await expect(page.getByText("Effective 1 January 2023")).toBeVisible();
    await expect(page.locator("time")).toHaveAttribute("datetime", "2023-01-01");
    await page.goto("/terms?lng=gr");
    await expect(page.getByText("Ισχύουν από 1 Ιανουαρίου 2023")).toBeVisible();
  });

  test("the footer reaches terms, privacy and license", async ({ page }) => {
    for (const [name, path, heading] of [
      ["Terms", "/terms", "Terms of use"],
      ["Privacy", "/privacy", "Privacy policy"],
      ["License", "/license", "License and attributions"],
    ] as const) {
      await page.goto("/?lng=en");
      await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });

  test("the header reaches /companies and the home page reaches /companies and /employees", async ({ page }) => {
    await page.goto("/?lng=en");
    await openMenu(page);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Companies" }).click();
    await expect(page).toHaveURL(/\/companies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your team for the season");

    await page.goto("/?lng=en");
    await page
      .getByRole("main")
      .getByRole("link", { name: /For employers/ })
      .click();
    await expect(page).toHaveURL(/\/companies$/);

    await page.goto("/?lng=en");
    await page
      .getByRole("main")
      .getByRole("link", { name: /For seasonal workers/ })
      .click();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Work a season in Greece");
  });

  test("the employer and worker pages link to each other and to sign-up, pricing and jobs", async ({ page }) => {
    await page.goto("/companies?lng=en");
    const companies = page.getByRole("main");
    await expect(companies.getByRole("link", { name: "Create a company account" }).first()).toHaveAttribute(
      "href",
      "/signup?role=COMPANY",
    );
    await expect(companies.getByRole("link", { name: "See plans and prices" })).toHaveAttribute("href", "/pricing");
    await expect(companies.getByRole("link", { name: "Compare the plans" })).toHaveAttribute("href", "/pricing");
    // Each step of "How it works" links to the screen that does it.
    await expect(companies.getByRole("link", { name: "Set up your profile" })).toHaveAttribute(
      "href",
      "/company/profile/create",
    );
    await expect(companies.getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/company/jobs/create");
    await expect(companies.getByRole("link", { name: "Your applicants" })).toHaveAttribute(
      "href",
      "/company/applicants",
    );
    await companies.getByRole("link", { name: "See how it works for seasonal workers" }).click();
    await expect(page).toHaveURL(/\/employees$/);

    const employees = page.getByRole("main");
    await expect(employees.getByRole("link", { name: "Browse jobs" }).first()).toHaveAttribute("href", "/jobs");
    await expect(employees.getByRole("link", { name: "See jobs on the map" })).toHaveAttribute("href", "/jobs/map");
    await expect(employees.getByRole("link", { name: "Create your account" }).first()).toHaveAttribute(
      "href",
      "/signup?role=EMPLOYEE",
    );
    await expect(employees.getByRole("link", { name: "Create your profile" })).toHaveAttribute(
      "href",
      "/employee/profile/create",
    );
    await expect(employees.getByRole("heading", { name: "Housing and meals" })).toBeVisible();
    await employees.getByRole("link", { name: "See how it works for employers" }).click();
    await expect(page).toHaveURL(/\/companies$/);
  });

  test("the privacy policy names every cookie, its contents link to sections, support e-mail is a link", async ({
    page,
  }) => {
    await page.goto("/privacy?lng=en");
    const cookies = page.locator("section", { has: page.locator("h2#cookies") });
    for (const name of ["access", "refresh", "i18next", "toast"]) {
      await expect(cookies.locator("strong", { hasText: new RegExp(`^${name}$`) })).toBeVisible();
    }
    await expect(page.getByText(/Hellenic Data Protection Authority/)).toBeVisible();
    await expect(page.getByRole("link", { name: "support@seasonaljobs.gr" }).first()).toHaveAttribute(
      "href",
      "mailto:support@seasonaljobs.gr",
    );
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Cookies and local storage" })
      .click();
    await expect(page).toHaveURL(/\/privacy\?lng=en#cookies$/);
  });

  test("the license page credits OpenStreetMap and lists open-source licenses", async ({ page }) => {
    await page.goto("/license?lng=gr");
    await expect(page.getByRole("link", { name: "συντελεστές του OpenStreetMap" })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/copyright",
    );
    await expect(page.getByRole("link", { name: "Leaflet", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "BSD 2-Clause License" }).first()).toBeVisible();
    await expect(page.locator("details", { hasText: "MIT License" })).toHaveAttribute("lang", "en");
  });
});
