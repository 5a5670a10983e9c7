import { request as httpRequest, type Page } from "@playwright/test";
import { PLACE_REGIONS, PLACES } from "../../contract/places";
import { SPOKEN_LANGUAGE_CODES } from "../../contract/languages";
import { LANGUAGE_ROWS } from "../../app/components/job-editor/job-choices";
import { DEMO, newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, expectAccessible, isBlockedWorkerNote, test, waitForHydration } from "./fixtures";
import { expectFitsThePhone, PHONE } from "./phone";
import { measurePage, mentionsLeaflet } from "../bench/page-bytes";

/**
 * The company's job editor and job pages (docs/jobs.md#posting-and-editing): a fresh company (its profile made through
 * the API) posts a job after a mistake, edits it (with JavaScript, moving the pin), closes and reopens it, is refused a
 * second active job by its plan, posts it again for next season and deletes the copy; another company's job is
 * Page Not Found. Each project gets its own company, so the js and nojs runs never meet.
 */

/** A transparent 1×1 PNG: tests cannot reach a tile server, so every tile is this (as in jobs-map.spec.ts). */
const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

type Company = { email: string; access: string; name: string; uuid: string };

async function companyWithProfile(label: string): Promise<Company> {
  const email = await newAccount("COMPANY", label);
  const { access } = await tokensFor(email);
  const name = `Caldera ${label} ${Math.random().toString(36).slice(2, 6)}`;
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  try {
    const created = await api.post("/api/companies/", {
      headers: { Authorization: `Bearer ${access}` },
      data: {
        name,
        industries: ["Hotel"],
        about: "A small hotel on the caldera.",
        email: "jobs@caldera.example.com",
        phone_number: "+30 22860 12345",
        location: "Oia",
        city: "Santorini",
        country: "GR",
        years_in_business: 8,
        employee_count: 20,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    return { email, access, name, uuid };
  } finally {
    await api.dispose();
  }
}

/** Posts a full-time entry-level job for the company through the API (as its editor would) and gives its id. */
async function postJob(
  page: Page,
  access: string,
  job: { title: string; description: string; location: string; place?: string },
): Promise<number> {
  const posted = await page.request.post("/api/jobs/", {
    headers: { Authorization: `Bearer ${access}` },
    data: { ...job, employment_type: "FULL_TIME", experience_level: "ENTRY" },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  return ((await posted.json()) as { id: number }).id;
}

async function apiJob(page: Page, id: number, access?: string) {
  const response = await page.request.get(
    `/api/jobs/${id}/`,
    access ? { headers: { Authorization: `Bearer ${access}` } } : {},
  );
  return {
    status: response.status(),
    body: response.status() === 200 ? ((await response.json()) as Record<string, unknown>) : null,
  };
}

const jobIdIn = (url: string) => Number(/\/company\/jobs\/(\d+)\/description/.exec(url)?.[1]);

test.beforeEach(async ({ page }) => {
  test.slow();
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
});

test.describe("company job pages", () => {
  test("post a job after a mistake, edit it, close and reopen it, post it again for next season, delete the copy", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const company = await companyWithProfile(`jobs-${jsDisabled ? "nojs" : "js"}`);
    const season = new Date().getFullYear() + 1;
    await signIn(context, company.email);
    await page.setViewportSize(PHONE);

    // Create, with the season ending before it starts: the message, every value kept, nothing stored.
    await page.goto("/company/jobs/create?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
    await expectFitsThePhone(page, { except: ["a 'OpenStreetMap'"] });
    await page.getByLabel("Job title").fill("Waiter");
    await page.getByLabel("Town, island or area").selectOption({ label: "Oia (Santorini)" });
    await page.getByLabel("Workplace").fill("Sunset Suites");
    await page.getByLabel("Season starts").fill(`${season}-05-01`);
    await page.getByLabel("Season ends").fill(`${season}-04-01`);
    await page.getByLabel("Pay from").fill("1100");
    await page.getByLabel("Housing").selectOption({ label: "Shared accommodation" });
    await page.getByLabel("Language 1", { exact: true }).selectOption({ label: "English" });
    await page.getByLabel("About the job").fill("Breakfast and dinner service for forty guests, five days a week.");
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page.getByText("The season must end on or after the day it starts.")).toBeVisible();
    await expect(page.getByLabel("Season ends")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Job title")).toHaveValue("Waiter");
    await expect(page.getByLabel("Town, island or area")).toHaveValue("santorini-oia");
    await expect(page.getByLabel("Workplace")).toHaveValue("Sunset Suites");
    await expect(page.getByLabel("Pay from")).toHaveValue("1100");
    await expect(page.getByLabel("Housing")).toHaveValue("SHARED");
    await expect(page.getByLabel("Language 1", { exact: true })).toHaveValue("en");
    const stored = await page.request.get(`/api/jobs/?company=${company.uuid}`, {
      headers: { Authorization: `Bearer ${company.access}` },
    });
    expect(((await stored.json()) as { count: number }).count).toBe(0);

    await page.getByLabel("Season ends").fill(`${season}-10-15`);
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page).toHaveURL(/\/company\/jobs\/\d+\/description/);
    await expect(page.getByRole("status")).toContainText("Your job ad is online.");
    const id = jobIdIn(page.url());
    await expect(page.getByRole("heading", { level: 1, name: "Waiter" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Description" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Breakfast and dinner service for forty guests")).toBeVisible();
    await expectFitsThePhone(page, { except: ["a 'OpenStreetMap'"] });
    const created = await apiJob(page, id);
    expect(created.body).toMatchObject({
      title: "Waiter",
      location: "Sunset Suites",
      city: "Oia",
      area: "Santorini",
      latitude: 36.4618,
      longitude: 25.3753,
      start_date: `${season}-05-01`,
      end_date: `${season}-10-15`,
      salary_min: 1100,
      accommodation: "SHARED",
      languages: [{ language: "en", level: "intermediate" }],
    });

    // The other tabs, and the bare page → its description.
    await page.getByRole("link", { name: "Requirements" }).click();
    await expect(page.getByText("No requirements written. Add them with Edit.")).toBeVisible();
    await page.goto(`/company/jobs/${id}?lng=en`);
    await expect(page).toHaveURL(new RegExp(`/company/jobs/${id}/description`));

    // Edit: the stored values, a new title and pay; with JavaScript the map moves the pin.
    await page.getByRole("link", { name: "Edit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit: Waiter" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue("Waiter");
    await expect(page.getByLabel("Town, island or area")).toHaveValue("santorini-oia");
    await expect(page.getByLabel("Season starts")).toHaveValue(`${season}-05-01`);
    await page.getByLabel("Job title").fill("Head waiter");
    await page.getByLabel("Pay up to").fill("1400");
    if (!jsDisabled) {
      await waitForHydration(page);
      const map = page.getByRole("region", { name: "Map of the job's place" });
      await expect(map.locator(".job-marker")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("pin-coordinates")).toHaveText("Pin at 36.46180, 25.37530");
      const box = await map.boundingBox();
      if (!box) throw new Error("the map has no box");
      // A tap south-east of the pin moves it there.
      await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 + 40 } });
      await expect(page.getByTestId("pin-coordinates")).not.toHaveText("Pin at 36.46180, 25.37530");
      await expect(page.locator('input[name="latitude"]')).not.toHaveValue("36.4618");
    }
    await expectFitsThePhone(page, { except: ["a 'OpenStreetMap'"] });
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("Your changes are saved.");
    await expect(page.getByRole("heading", { level: 1, name: "Head waiter" })).toBeVisible();
    const edited = (await apiJob(page, id)).body;
    expect(edited).toMatchObject({ title: "Head waiter", salary_min: 1100, salary_max: 1400, city: "Oia" });
    if (jsDisabled) expect(edited).toMatchObject({ latitude: 36.4618, longitude: 25.3753 });
    else expect(edited?.latitude).toBeLessThan(36.4618);

    // Close: gone from the site, still here for the company; reopen.
    await page.getByRole("button", { name: "Close the ad" }).click();
    await expect(page.getByRole("status")).toContainText("The ad is closed.");
    await expect(page.getByText("You closed this ad")).toBeVisible();
    expect((await apiJob(page, id)).status).toBe(404);
    expect((await apiJob(page, id, company.access)).body).toMatchObject({ is_active: false });
    await page.getByRole("button", { name: "Reopen the ad" }).click();
    await expect(page.getByRole("status")).toContainText("The ad is open again.");
    await expect(page.getByText("You closed this ad")).toHaveCount(0);
    expect((await apiJob(page, id)).body).toMatchObject({ is_active: true });

    // In Greek.
    await page.goto(`/company/jobs/${id}/description?lng=gr`);
    await expect(page.getByRole("button", { name: "Κλείστε την αγγελία" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Υποψήφιοι (0)" })).toBeVisible();
    await page.goto("/company/jobs/create?lng=gr");
    await expect(page.getByRole("heading", { level: 1, name: "Δημοσίευση θέσης" })).toBeVisible();
    await expect(page.locator('optgroup[label="Κυκλάδες"] option', { hasText: "Οία (Σαντορίνη)" })).toHaveCount(1);
    await expectAccessible(page);

    // Post again: next season's dates; the free plan's one active job refuses it, naming the plan.
    await page.goto(`/company/jobs/${id}/description?lng=en`);
    await page.getByRole("link", { name: "Post again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Post again: Head waiter" })).toBeVisible();
    await expect(page.getByLabel("Job title")).toHaveValue("Head waiter");
    await expect(page.getByLabel("Season starts")).toHaveValue(`${season + 1}-05-01`);
    await expect(page.getByLabel("Season ends")).toHaveValue(`${season + 1}-10-15`);
    await expectFitsThePhone(page, { except: ["a 'OpenStreetMap'"] });
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page.getByText("Your Free plan allows 1 active job.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade your plan to post more" })).toHaveAttribute(
      "href",
      "/company/billing",
    );
    await expect(page.getByLabel("Season starts")).toHaveValue(`${season + 1}-05-01`);

    // Close this season's ad, then post again: a new job with next season's dates.
    await page.goto(`/company/jobs/${id}/description?lng=en`);
    await page.getByRole("button", { name: "Close the ad" }).click();
    await expect(page.getByRole("status")).toContainText("The ad is closed.");
    await page.getByRole("link", { name: "Post again" }).click();
    await expect(page.getByLabel("Season starts")).toHaveValue(`${season + 1}-05-01`);
    await page.getByRole("button", { name: "Post the job" }).click();
    await expect(page.getByRole("status")).toContainText("Your job ad is online.");
    const copy = jobIdIn(page.url());
    expect(copy).not.toBe(id);
    expect((await apiJob(page, copy)).body).toMatchObject({
      title: "Head waiter",
      start_date: `${season + 1}-05-01`,
      end_date: `${season + 1}-10-15`,
      salary_max: 1400,
      city: "Oia",
    });

    // Delete the copy, after a confirmation page.
    await page.getByRole("link", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/company/jobs/${copy}/delete`));
    await expect(page.getByRole("heading", { level: 1, name: "Delete this job ad?" })).toBeVisible();
    await expectFitsThePhone(page, { except: ["a 'OpenStreetMap'"] });
    await page.getByRole("button", { name: "Delete the ad" }).click();
    await expect(page).toHaveURL(/\/company\/profile\/[0-9a-f-]{36}\/jobs(\?|$)/);
    await expect(page.getByRole("status")).toContainText("The job ad is deleted.");
    expect((await apiJob(page, copy, company.access)).status).toBe(404);
    expect((await apiJob(page, id, company.access)).status).toBe(200);
  });

  test("the place list is in the document once, and the select works after hydration and after a client-side navigation", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const company = await companyWithProfile(`jobs-places-${jsDisabled ? "nojs" : "js"}`);
    const id = await postJob(page, company.access, {
      title: "Barista",
      description: "Coffee by the pool.",
      location: "Pool bar",
      place: "paros-naoussa",
    });
    await signIn(context, company.email);
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    page.on("console", (message) => {
      if ((message.type() === "error" || message.type() === "warning") && !isBlockedWorkerNote(message.text()))
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));

    // Each place's name once in the document: as an option, not again in the hydration data
    // (docs/forms.md#long-option-lists).
    for (const [path, name] of [
      ["/company/jobs/create?lng=gr", "Οία (Σαντορίνη)"],
      [`/company/jobs/${id}/edit?lng=en`, "Oia (Santorini)"],
      [`/company/jobs/${id}/edit?lng=en`, "Naoussa (Paros)"],
    ]) {
      const html = await (await page.request.get(path)).text();
      expect(html.split(name).length - 1, `${name} in ${path}`).toBe(1);
    }
    // The languages likewise: once in each language row's select, not again in the hydration data.
    for (const [path, name] of [
      ["/company/jobs/create?lng=gr", "Γερμανικά"],
      [`/company/jobs/${id}/edit?lng=en`, "Swedish"],
    ]) {
      const html = await (await page.request.get(path)).text();
      expect(html.split(`>${name}<`).length - 1, `${name} in ${path}`).toBe(LANGUAGE_ROWS);
      expect(html.split(name).length - 1, `${name} in ${path}`).toBe(LANGUAGE_ROWS);
    }

    await page.goto(`/company/jobs/${id}/edit?lng=en`);
    const select = page.getByLabel("Town, island or area");
    await expect(select).toHaveValue("paros-naoussa");
    await expect(select.locator("option")).toHaveCount(PLACES.length + 1);
    await expect(select.locator("optgroup")).toHaveCount(PLACE_REGIONS.length);
    if (!jsDisabled) {
      // Hydrated, the select keeps the document's options, and choosing another place puts the pin on it.
      await expect(page.getByTestId("pin-coordinates")).toBeVisible({ timeout: 20_000 });
      await select.selectOption({ label: "Oia (Santorini)" });
      await expect(page.getByTestId("pin-coordinates")).toHaveText("Pin at 36.46180, 25.37530");
      // Reached without a document load, the editor renders the select itself, with the job's place chosen.
      await page.evaluate((to) => {
        const router = (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } })
          .__remixRouter;
        void router.navigate(to);
      }, `/company/jobs/create?from=${id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Post again: Barista" })).toBeVisible();
      await expect(select).toHaveValue("paros-naoussa");
      await expect(select.locator("option")).toHaveCount(PLACES.length + 1);
      await expect(select.locator('optgroup[label="Cyclades"] option', { hasText: "Oia (Santorini)" })).toHaveCount(1);
      await select.selectOption({ label: "Chania (Crete)" });
      await expect(page.locator('input[name="pin_place"]')).toHaveValue("crete-chania");
      // Its language selects too, named by the browser, the first one chosen as on the copied job.
      const firstLanguage = page.getByLabel("Language 1", { exact: true });
      await expect(firstLanguage.locator("option")).toHaveCount(SPOKEN_LANGUAGE_CODES.length + 1);
      await firstLanguage.selectOption({ label: "German" });
      await expect(firstLanguage).toHaveValue("de");
    }
    await expectFitsThePhone(page, { except: ["a 'OpenStreetMap'"] });
    expect(problems).toEqual([]);
  });

  test("no script of the editor's first load carries the gazetteer or Leaflet", async ({ page, jsDisabled }) => {
    test.skip(jsDisabled, "bytes as sent, the same for both projects");
    const company = await companyWithProfile("jobs-bytes");
    const id = await postJob(page, company.access, {
      title: "Barista",
      description: "Coffee by the pool.",
      location: "Pool bar",
      place: "paros-naoussa",
    });
    const { access, refresh } = await tokensFor(company.email);
    for (const path of ["/company/jobs/create", `/company/jobs/${id}/edit`]) {
      const measured = await measurePage(new URL(path, baseURL()).href, {
        cookie: `access=${access}; refresh=${refresh}`,
      });
      console.log(`${path} first load: HTML+CSS ${measured.htmlCss} B, HTML+CSS+JS ${measured.total} B`);
      // The places are written into the document only (docs/forms.md#long-option-lists): the map's chunk, loaded
      // after hydration, is the only script holding them.
      const gazetteer = measured.scripts.filter((script) => script.text.includes("Agia Pelagia"));
      expect(
        gazetteer.map((script) => script.url),
        path,
      ).toEqual([]);
      expect(mentionsLeaflet(measured.scripts), path).toBe(false);
    }
  });

  test("a company whose free plan is full is told on the editor before filling anything, the plan named as on the pricing page", async ({
    page,
    context,
    jsDisabled,
  }) => {
    const company = await companyWithProfile(`jobs-full-${jsDisabled ? "nojs" : "js"}`);
    await signIn(context, company.email);
    const notice = page.locator(".job-editor .job-notice").first();
    // Room for one: no notice.
    await page.goto("/company/jobs/create?lng=en");
    await expect(page.getByRole("heading", { level: 1, name: "Post a job" })).toBeVisible();
    await expect(page.getByText(/active job ad/)).toHaveCount(0);

    await postJob(page, company.access, {
      title: "Bartender",
      description: "Cocktails by the caldera.",
      location: "Oia",
    });

    // Full: the notice is the first thing in the editor, with the way to upgrade, before any field is touched.
    await page.goto("/company/jobs/create?lng=en");
    await expect(notice).toContainText(
      "Your Free plan allows 1 active job ad, and it is in use. To post this job, close another ad first or upgrade your plan.",
    );
    const upgrade = notice.getByRole("link", { name: "Upgrade your plan to post more" });
    await expect(upgrade).toHaveAttribute("href", "/company/billing");
    const [noticeBox, titleBox] = [await notice.boundingBox(), await page.getByLabel("Job title").boundingBox()];
    expect(noticeBox && titleBox && noticeBox.y + noticeBox.height <= titleBox.y).toBe(true);
    await expect(page.getByLabel("Job title")).toHaveValue("");
    await expectFitsThePhone(page, { except: ["a 'OpenStreetMap'"] });

    // In Greek the plan is "Δωρεάν", as the pricing page names it.
    await page.goto("/company/jobs/create?lng=gr");
    await expect(notice).toContainText("Το πακέτο Δωρεάν επιτρέπει 1 ενεργή αγγελία και τη χρησιμοποιείτε ήδη.");
    await expect(notice).not.toContainText("Free");
    await expect(
      notice.getByRole("link", { name: "Αναβαθμίστε το πακέτο σας για περισσότερες θέσεις" }),
    ).toHaveAttribute("href", "/company/billing");

    await page.goto("/company/jobs/create?lng=en");
    await upgrade.click();
    await expect(page).toHaveURL(/\/company\/billing$/);
    await expect(page.getByRole("region", { name: "Your plan" })).toContainText("1 of 1 active job ad");
  });

  test("deleting a job already deleted elsewhere ends as a delete", async ({ page, context, jsDisabled }) => {
    const company = await companyWithProfile(`jobs-delete-${jsDisabled ? "nojs" : "js"}`);
    const auth = { Authorization: `Bearer ${company.access}` };
    const id = await postJob(page, company.access, {
      title: "Barista",
      description: "Coffee by the pool.",
      location: "Pool bar",
      place: "paros-naoussa",
    });
    expect((await apiJob(page, id)).body).toMatchObject({ city: "Naoussa", area: "Paros" });
    await signIn(context, company.email);
    await page.setViewportSize(PHONE);
    await page.goto(`/company/jobs/${id}/delete?lng=gr`);
    await expect(page.getByRole("heading", { level: 1, name: "Να διαγραφεί αυτή η αγγελία;" })).toBeVisible();
    await expectAccessible(page);
    // Deleted in another tab while this page was open.
    expect((await page.request.delete(`/api/jobs/${id}/`, { headers: auth })).status()).toBe(204);
    await page.getByRole("button", { name: "Διαγράψτε την αγγελία" }).click();
    await expect(page).toHaveURL(/\/company\/profile\/[0-9a-f-]{36}\/jobs(\?|$)/);
    await expect(page.getByRole("status")).toContainText("Η αγγελία διαγράφηκε.");
  });

  test("another company's job and malformed ids are Page Not Found", async ({ page, context, jsDisabled }) => {
    const owner = await companyWithProfile(`jobs-owner-${jsDisabled ? "nojs" : "js"}`);
    const id = await postJob(page, owner.access, {
      title: "Cook",
      description: "Greek cuisine.",
      location: "Taverna",
      place: "naxos",
    });
    await signIn(context, DEMO.company);
    for (const path of [
      `/company/jobs/${id}/description`,
      `/company/jobs/${id}/edit`,
      `/company/jobs/${id}/delete`,
      `/company/jobs/create?from=${id}`,
      "/company/jobs/abc/description",
      "/company/jobs/0/edit",
      "/company/jobs/create?from=x1",
    ]) {
      const response = await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=en`);
      expect(response?.status(), path).toBe(404);
    }
    const close = await page.request.post(`/company/jobs/${id}/status`, {
      form: { is_active: "false" },
      headers: { Origin: new URL(baseURL()).origin },
    });
    expect(close.status()).toBe(404);
    expect((await apiJob(page, id)).body).toMatchObject({ is_active: true });
  });
});
