import type { Page } from "@playwright/test";
import { expect, expectAccessible, openMenu, test } from "./fixtures";

/** A transparent 1×1 PNG: tests cannot reach a tile server, so every tile is this. */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** The map, once its lazy chunk has loaded and it has drawn its markers (slow on a busy test machine). */
async function openMap(page: Page, path = "/jobs/map?lng=en") {
  await page.goto(path);
  const map = page.getByRole("region", { name: "Map of jobs" });
  await expect(map.locator(".job-marker, .job-cluster").first()).toBeVisible({ timeout: 20_000 });
  return map;
}

const jobItems = (page: Page) => page.locator(".map-jobs > li");
const jobIds = async (page: Page) =>
  await page
    .locator(".map-jobs .map-job__title a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test.beforeEach(async ({ page }) => {
  // Maps, axe over hundreds of nodes and a busy test machine: more than the default 30 s at times.
  test.slow();
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
});

test.describe("job map", () => {
  for (const [lng, heading, shown] of [
    ["en", "Jobs on the map", "50 jobs shown"],
    ["gr", "Θέσεις εργασίας στον χάρτη", "Εμφανίζονται 50 θέσεις"],
  ] as const) {
    test(`shows the first 50 jobs in ${lng} and is accessible`, async ({ page }) => {
      await page.goto(`/jobs/map?lng=${lng}`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(jobItems(page)).toHaveCount(50);
      await expect(page.locator(".map-page__status")).toHaveText(shown);
      await expect(jobItems(page).first().getByRole("link")).toHaveAttribute("href", /^\/jobs\/\d+\/description$/);
      await expectAccessible(page);
    });
  }

  test("the URL's filters apply to the map's jobs", async ({ page }) => {
    await page.goto("/jobs/map?lng=en&employment_type=INTERNSHIP");
    const types = page.locator(".map-jobs .map-job__type");
    await expect(types.first()).toBeVisible();
    expect(new Set(await types.allTextContents())).toEqual(new Set(["Internship"]));
  });

  test("without JavaScript, Load more is a link to the next jobs", async ({ page, jsDisabled }) => {
    test.skip(!jsDisabled, "with JavaScript, Load more is a button (tested below)");
    await page.goto("/jobs/map?lng=en");
    const first = await jobIds(page);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/\/jobs\/map\?.*cursor=/);
    const next = await jobIds(page);
    expect(next.length).toBeGreaterThan(0);
    expect(next.filter((id) => first.includes(id))).toEqual([]);
    await expect(page.getByRole("link", { name: "Previous jobs" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Previous jobs" }).click();
    expect(await jobIds(page)).toEqual(first);
  });

  test("a hand-edited cursor says the jobs failed to load, not a server error", async ({ page }) => {
    const response = await page.goto("/jobs/map?lng=en&cursor=not-a-cursor");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch jobs");
  });

  test("Load more needs a cursor and reports failures in the visitor's language", async ({ request }) => {
    const missing = await request.get("/jobs/map/more?lng=en");
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toEqual({ error: "Cursor is required for loading more jobs" });
    const bad = await request.get("/jobs/map/more?lng=gr&cursor=junk");
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: "Αποτυχία φόρτωσης περισσότερων θέσεων" });
  });
});

test.describe("job map with JavaScript", () => {
  test.beforeEach(({ jsDisabled }) => {
    test.skip(jsDisabled, "the map itself needs JavaScript");
  });

  test("the header's Map link opens the map as a new document, whose policy lets its tiles load", async ({ page }) => {
    // A Content Security Policy belongs to a document: reached by client-side navigation from a page whose policy
    // has no tile host, every tile would be blocked (the fixture fails the test on any CSP violation).
    await page.goto("/?lng=en");
    await openMenu(page);
    await page.getByRole("banner").getByRole("link", { name: "Map", exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\/map$/);
    const map = page.getByRole("region", { name: "Map of jobs" });
    await expect(map.locator(".job-marker, .job-cluster").first()).toBeVisible({ timeout: 20_000 });
    await expect(map.locator("img.leaflet-tile-loaded").first()).toBeAttached();
  });

  test("shows a Leaflet map with markers and clusters, and is accessible", async ({ page }) => {
    const map = await openMap(page);
    // Clustered: fewer markers than jobs, and the counts add up to the 50 jobs.
    const counts = await map.locator(".job-cluster [aria-hidden]").allTextContents();
    const singles = await map.locator(".job-marker").count();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.reduce((sum, count) => sum + Number(count), singles)).toBe(50);
    // The list stays below the map, with the same jobs.
    await expect(jobItems(page)).toHaveCount(50);
    await expectAccessible(page);
  });

  test("a marker opens a card that links to its job", async ({ page }) => {
    // The job farthest from any other (demo jobs sit within a few hundred metres of their town's centre), shown
    // through a small area around it in the URL, then zoomed in on until it has a marker of its own. Clicking
    // clusters until one parts would depend on which cluster comes first.
    type Placed = { title: string; latitude: number | null; longitude: number | null };
    const results: Placed[] = [];
    for (let next: string | null = "/api/jobs/?limit=100"; next;) {
      const answer = (await (await page.request.get(next)).json()) as { results: Placed[]; next: string | null };
      results.push(...answer.results);
      // The API's links carry PUBLIC_URL's origin; the path and query are what matter here.
      next = answer.next && new URL(answer.next).pathname + new URL(answer.next).search;
    }
    const placed = results.filter(
      (job): job is { title: string; latitude: number; longitude: number } =>
        job.latitude !== null && job.longitude !== null,
    );
    const nearest = (job: (typeof placed)[number]) =>
      Math.min(
        ...placed
          .filter((other) => other !== job)
          .map((other) => Math.hypot(other.latitude - job.latitude, other.longitude - job.longitude)),
      );
    const apart = placed.reduce((best, job) => (nearest(job) > nearest(best) ? job : best));
    const box = [apart.longitude - 0.001, apart.latitude - 0.001, apart.longitude + 0.001, apart.latitude + 0.001].join(
      ",",
    );
    const map = await openMap(page, `/jobs/map?lng=en&bounding_box=${box}`);
    const marker = map
      .locator(".job-marker")
      .and(map.getByTitle(apart.title, { exact: true }))
      .first();
    const zoomIn = map.getByRole("button", { name: "Zoom in", exact: true });
    await expect(async () => {
      if (!(await marker.isVisible()) && !(await zoomIn.getAttribute("class"))?.includes("leaflet-disabled"))
        await zoomIn.click();
      await expect(marker).toBeVisible({ timeout: 1_500 });
    }).toPass({ timeout: 45_000 });
    await marker.click();
    const card = map.locator(".leaflet-popup-content");
    const link = card.getByRole("link", { name: apart.title });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", /^\/jobs\/\d+\/description$/);
    await expect(card.locator(".map-job__type")).not.toBeEmpty();
    await expectAccessible(page);
  });

  test("zooming loads the jobs inside the new view", async ({ page }) => {
    const map = await openMap(page);
    const areaRequest = page.waitForRequest(
      (request) => /\/jobs\/map(\.data)?\?/.test(request.url()) && request.url().includes("bounding_box="),
    );
    await map.getByRole("button", { name: "Zoom in", exact: true }).click();
    const box = new URL((await areaRequest).url()).searchParams.get("bounding_box") ?? "";
    const [lngMin, latMin, lngMax, latMax] = box.split(",").map(Number);
    expect(box).toMatch(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/);
    expect(lngMin).toBeLessThan(lngMax);
    expect(latMin).toBeLessThan(latMax);
    // Greece, not the world: the view after zooming into the first jobs.
    expect(lngMin).toBeGreaterThan(0);
    expect(latMax).toBeLessThan(60);
    await expect(page.locator(".map-page__status")).toHaveText(/\d+ jobs? shown/);
  });

  test("the keyboard reaches the markers: Enter on a cluster zooms in and loads that area", async ({ page }) => {
    const map = await openMap(page);
    const cluster = map.locator(".job-cluster").first();
    const name = (await cluster.getAttribute("title")) ?? "";
    expect(name).toMatch(/^\d+ jobs here: zoom in$/);
    const areaRequest = page.waitForRequest((request) => request.url().includes("bounding_box="));
    await cluster.focus();
    await expect(cluster).toBeFocused();
    await page.keyboard.press("Enter");
    await areaRequest;
    await expect(page.locator(".map-page__status")).toHaveText(/\d+ jobs? shown/);
  });

  test("Load more adds the next jobs to the map and the list", async ({ page }) => {
    await openMap(page);
    const first = await jobIds(page);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect.poll(async () => (await jobItems(page).count()) > 50).toBe(true);
    const all = await jobIds(page);
    expect(all.slice(0, 50)).toEqual(first);
    expect(new Set(all).size).toBe(all.length);
    // Focus moves to the first job Load more added.
    await expect(page.locator(".map-jobs li").nth(50).getByRole("link")).toBeFocused();
  });

  test("a failed Load more says so", async ({ page }) => {
    await page.route(/\/jobs\/map\/more\?/, (route) => route.abort());
    await openMap(page);
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(page.getByRole("alert")).toHaveText("Failed to fetch more jobs");
    await expect(jobItems(page)).toHaveCount(50);
  });

  test("Leaflet loads on the map page only", async ({ page }) => {
    const leafletRequests: string[] = [];
    page.on("request", (request) => {
      if (/leaflet|JobMap/i.test(request.url())) leafletRequests.push(request.url());
    });
    await page.goto("/jobs?lng=en");
    await page.waitForLoadState("networkidle");
    expect(leafletRequests).toEqual([]);
    expect(await page.evaluate(() => "L" in window)).toBe(false);

    await openMap(page);
    expect(await page.evaluate(() => "L" in window)).toBe(true);
    expect(leafletRequests.some((url) => /leaflet[^/]*\.css/.test(url))).toBe(true);
  });
});
