import type { Page } from "@playwright/test";
import { publicUrl } from "../../common/env-schema";
import { expect, test } from "./fixtures";

/**
 * SEO plumbing (docs/ui.md#pages-for-search-engines): canonical and hreflang links, noindex on error screens,
 * robots.txt, sitemap.xml. URLs in them are on PUBLIC_URL, which the test server inherits from this environment (unset:
 * the default).
 */
const ORIGIN = publicUrl.parse(process.env.PUBLIC_URL || undefined);

const SITEMAP_PAGES = [
  "/",
  "/jobs",
  "/jobs/map",
  "/companies",
  "/employees",
  "/pricing",
  "/contact",
  "/terms",
  "/privacy",
  "/license",
];

/** The `href`s of the links `selector` finds, retried until they match (hydration re-renders the head). */
async function expectLinks(page: Page, selector: string, hrefs: string[]): Promise<void> {
  const links = page.locator(selector);
  await expect(links).toHaveCount(hrefs.length);
  for (const [index, href] of hrefs.entries()) await expect(links.nth(index)).toHaveAttribute("href", href);
}

test.describe("the public routes of spec section 2", () => {
  for (const lng of ["en", "gr"] as const) {
    test(`each answers 200 in ${lng}; the bare job path redirects to its description`, async ({ request }) => {
      const list = await request.get("/api/jobs/?limit=1");
      const [job] = ((await list.json()) as { results: Array<{ id: number }> }).results;
      const tabs = ["description", "requirements", "benefits", "apply"].map((tab) => `/jobs/${job.id}/${tab}`);
      for (const path of [...SITEMAP_PAGES, "/login", "/signup", ...tabs]) {
        const response = await request.get(`${path}?lng=${lng}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toContain(`<html lang="${lng === "gr" ? "el" : "en"}"`);
      }
      const bare = await request.get(`/jobs/${job.id}?lng=${lng}`, { maxRedirects: 0 });
      expect(bare.status()).toBe(302);
      expect(bare.headers().location).toMatch(new RegExp(`^/jobs/${job.id}/description`));
      // The activation page answers for itself: a link that is no good gets its own error page.
      const activation = await request.get(`/users/00000000-0000-4000-8000-000000000000/activate/nope?lng=${lng}`);
      expect(activation.status()).toBe(404);
    });
  }
});

test.describe("canonical and language alternates", () => {
  for (const path of ["/", "/terms"]) {
    for (const lng of ["en", "gr"] as const) {
      test(`${path} in ${lng}: one canonical on its own language, hreflang en/el/x-default`, async ({ page }) => {
        const response = await page.goto(`${path}?lng=${lng}&utm_source=newsletter`);
        expect(response?.status()).toBe(200);
        await expectLinks(page, 'link[rel="canonical"]', [`${ORIGIN}${path}?lng=${lng}`]);
        await expectLinks(page, 'link[rel="alternate"][hreflang="en"]', [`${ORIGIN}${path}?lng=en`]);
        await expectLinks(page, 'link[rel="alternate"][hreflang="el"]', [`${ORIGIN}${path}?lng=gr`]);
        await expectLinks(page, 'link[rel="alternate"][hreflang="x-default"]', [`${ORIGIN}${path}?lng=gr`]);
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
        await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      });
    }
  }

  test("without ?lng= the canonical names the language the page was served in", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "Accept-Language": "en-GB,en;q=0.9" });
    await page.goto("/privacy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectLinks(page, 'link[rel="canonical"]', [`${ORIGIN}/privacy?lng=en`]);
  });

  test("an unknown page has noindex and no canonical or alternates", async ({ page }) => {
    const response = await page.goto("/no-such-page?lng=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);
  });
});

test.describe("robots.txt", () => {
  test("allows the public pages, keeps crawlers out of private areas, names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers()["cache-control"]).toContain("max-age=3600");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/employee/", "/company/", "/api/", "/logout", "/users/", "/payments/"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Prefix rules: nothing may shut out the public /employees and /companies pages.
    const disallowed = lines.filter((line) => line.startsWith("Disallow: ")).map((line) => line.slice(10));
    for (const publicPath of ["/employees", "/companies", "/jobs", "/terms"]) {
      expect(disallowed.filter((rule) => !rule.endsWith("$") && publicPath.startsWith(rule))).toEqual([]);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

test.describe("sitemap.xml", () => {
  test("is well-formed and lists the public pages and the open jobs in both languages", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
    const xml = await response.text();

    // The browser's XML parser: a parse error is reported as a <parsererror> document.
    const sitemap = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const XHTML_NS = "http://www.w3.org/1999/xhtml";
      return {
        parseError: doc.getElementsByTagName("parsererror").length > 0,
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        urls: Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, "url")).map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent ?? "",
          lastmod: url.getElementsByTagNameNS(SITEMAP_NS, "lastmod")[0]?.textContent ?? null,
          alternates: Array.from(url.getElementsByTagNameNS(XHTML_NS, "link")).map(
            (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
          ),
        })),
      };
    }, xml);

    expect(sitemap.parseError).toBe(false);
    expect(sitemap.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
    const locs = sitemap.urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(new URL(loc).origin).toBe(ORIGIN);

    for (const path of SITEMAP_PAGES) {
      for (const lng of ["en", "gr"]) expect(locs).toContain(`${ORIGIN}${path}?lng=${lng}`);
    }
    expect(locs).not.toContain(`${ORIGIN}/login?lng=en`);

    const jobUrls = sitemap.urls.filter((url) => /^\/jobs\/\d+\/description$/.test(new URL(url.loc).pathname));
    const jobIds = new Set(jobUrls.map((url) => new URL(url.loc).pathname));
    expect(jobIds.size).toBeGreaterThanOrEqual(250);
    expect(jobUrls).toHaveLength(jobIds.size * 2);
    for (const url of jobUrls) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

    // Every entry names all three alternates, itself included.
    for (const url of sitemap.urls) {
      const { pathname } = new URL(url.loc);
      expect(url.alternates).toEqual([
        `en ${ORIGIN}${pathname}?lng=en`,
        `el ${ORIGIN}${pathname}?lng=gr`,
        `x-default ${ORIGIN}${pathname}?lng=gr`,
      ]);
    }
  });
});
