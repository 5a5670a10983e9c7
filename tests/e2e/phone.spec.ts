import { request as httpRequest, type Locator, type Page } from "@playwright/test";
import {
  LONG_COMPANY_NAME,
  LONG_GREEK_WORD,
  LONG_HEADLINE,
  LONG_JOB_TITLE,
  LONG_LATIN_WORD,
  LONG_PERSON_NAME,
} from "../../api/db/demo/long-values";
import { newAccount, signIn, tokensFor } from "./accounts";
import { baseURL, expect, openMenu, test } from "./fixtures";
import {
  MIN_TAP_PX,
  NARROW_PHONES,
  PHONE,
  overlaps,
  shownHiddenText,
  sidewaysOverflow,
  smallTapTargets,
} from "./phone";
import { applyTo, companyProfile, postJob, workerProfile } from "./test-data";

/**
 * Issue 9, "phone first": the public screens as a seasonal worker sees them on a 320 to 360 pixel phone, with
 * JavaScript on and off (both projects run every test), in English and Greek.
 */
const LANGUAGES = ["en", "gr"] as const;

/** A job for the job page's tabs: the newest one, which the demo data always has. */
async function newestJobId(page: Page): Promise<number> {
  const response = await page.request.get("/api/jobs/?limit=1");
  const { results } = (await response.json()) as { results: { id: number }[] };
  return results[0].id;
}

const PUBLIC_PAGES = (jobId: number) => [
  "/",
  "/jobs",
  "/jobs?employment_type=FULL_TIME&accommodation=SHARED",
  "/jobs/map",
  `/jobs/${jobId}/description`,
  `/jobs/${jobId}/requirements`,
  `/jobs/${jobId}/benefits`,
  `/jobs/${jobId}/apply`,
  "/signup",
  "/login",
  "/pricing",
  "/contact",
  "/companies",
  "/employees",
  "/terms",
  "/privacy",
  "/license",
  "/no-such-page",
];

for (const language of LANGUAGES) {
  test(`no public page scrolls sideways at 320 and 360 px (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const jobId = await newestJobId(page);
    const wide: string[] = [];
    for (const viewport of NARROW_PHONES) {
      await page.setViewportSize(viewport);
      for (const path of PUBLIC_PAGES(jobId)) {
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) wide.push(`${path} at ${viewport.width} px: ${overflow} px too wide`);
      }
    }
    expect(wide).toEqual([]);
  });

  test(`links and buttons are at least ${MIN_TAP_PX}×${MIN_TAP_PX} px on the main screens (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const jobId = await newestJobId(page);
    const small: string[] = [];
    const check = async (path: string) => {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
      for (const problem of await smallTapTargets(page)) small.push(`${path}: ${problem}`);
      for (const shown of await shownHiddenText(page)) small.push(`${path}: visually hidden text takes room: ${shown}`);
    };
    for (const path of [
      "/",
      "/jobs",
      ...["description", "requirements", "benefits", "apply"].map((tab) => `/jobs/${jobId}/${tab}`),
    ]) {
      await check(path);
    }
    for (const path of ["/signup", "/login", "/pricing", "/contact"]) await check(path);
    await signIn(context, "employee@demo.test");
    await check("/employee/applications");
    // The profile and its section pages (list items with their buttons, the forms, a file input): also not wider
    // than the phone.
    await page.goto("/employee");
    const profile = new URL(page.url()).pathname;
    for (const path of [profile, `${profile}/basic-info`, `${profile}/skills`, `${profile}/work-experience`]) {
      await check(path);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) small.push(`${path}: ${overflow} px wider than the phone`);
    }
    expect(small).toEqual([]);
  });
}

test("the first job card is on the first screen of /jobs at 360×780, in both languages", async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const language of LANGUAGES) {
    await page.goto(`/jobs?lng=${language}`);
    const card = page
      .getByRole("region", { name: language === "en" ? "Jobs" : "Θέσεις" })
      .getByRole("article")
      .first();
    const box = await card.boundingBox();
    expect(box, language).not.toBeNull();
    // Its title and first lines at least: the top of the card well above the fold.
    expect(box?.y ?? Infinity, language).toBeLessThan(PHONE.height - 120);
  }
});

test("the header is one row on a phone, and its menu opens (also without JavaScript)", async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await signIn(context, "employee@demo.test");
  await page.goto("/jobs?lng=en");
  const header = page.getByRole("banner");
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
  await openMenu(page);
  await expect(header.getByRole("button", { name: "Log out" })).toBeVisible();
  await header.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toBeHidden();
});

test("a toast never covers a form control, and closes without JavaScript too", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/contact?lng=en");
  await page.getByLabel("Full name").fill("Maria Papadopoulou");
  await page.getByLabel("Phone number").fill("6912345678");
  await page.getByLabel("Company", { exact: false }).fill("Sunset Hotel");
  await page.getByLabel("Message").fill("Two waiters for the summer, please.");
  await page.getByRole("button", { name: "Send message" }).click();
  const toast = page.locator(".toast");
  await expect(toast).toContainText("Thank you");
  const controls = page.getByRole("main").locator("input:not([type=hidden]), select, textarea, button");
  for (const control of await controls.all()) {
    if (await control.isVisible())
      expect(await overlaps(toast, control), await control.evaluate((node) => node.outerHTML.slice(0, 80))).toBe(false);
  }
  await toast
    .getByRole(test.info().project.use.javaScriptEnabled === false ? "link" : "button", { name: "Close notification" })
    .click();
  await expect(page.locator(".toast")).toHaveCount(0);
});

test("a visitor sent to log in is told why", async ({ page }) => {
  await page.goto("/employee/applications?lng=en");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByRole("note")).toHaveText("Log in to continue.");
});

/**
 * Issue 20: what people write wraps. A worker whose name is long (a Greek double surname and an emoji), a company
 * whose name is one sixty-letter word, a job title and a headline with such a word: no page that shows them is
 * wider than a 320 or 360 px phone, for the worker, the company and a visitor, in both languages. Made through the
 * API per project (the two runs never meet).
 */
test("long names and unbroken words wrap: no page that shows them scrolls sideways", async ({
  page,
  context,
  jsDisabled,
}) => {
  test.setTimeout(240_000);
  const label = `long-${jsDisabled ? "nojs" : "js"}`;
  const api = await httpRequest.newContext({ baseURL: baseURL() });
  const [companyEmail, workerEmail] = await Promise.all([
    newAccount("COMPANY", `${label}-co`),
    newAccount("EMPLOYEE", `${label}-el`, LONG_PERSON_NAME),
  ]);
  const [company, worker] = await Promise.all([tokensFor(companyEmail), tokensFor(workerEmail)]);
  const companyId = await companyProfile(api, company.access, { name: LONG_COMPANY_NAME, location: LONG_GREEK_WORD });
  const jobId = await postJob(api, company.access, {
    title: LONG_JOB_TITLE,
    description: `${LONG_GREEK_WORD} ${LONG_LATIN_WORD}`,
  });
  await workerProfile(api, worker.access, { headline: LONG_HEADLINE, location: LONG_GREEK_WORD });
  const applicationId = await applyTo(api, worker.access, jobId, LONG_LATIN_WORD);
  await api.dispose();

  const pages = {
    visitor: [`/jobs?company=${companyId}`, `/jobs/${jobId}/description`, `/jobs/${jobId}/apply`],
    worker: [
      "/employee",
      `/employee/jobs?company=${companyId}`,
      `/employee/jobs/${jobId}/description`,
      "/employee/applications",
      `/employee/applications/${applicationId}`,
      `/employee/companies?name=${encodeURIComponent(LONG_COMPANY_NAME)}`,
      `/employee/companies/${companyId}/about`,
      `/employee/companies/${companyId}/jobs`,
    ],
    company: [
      "/company/applicants",
      `/company/applicants/${applicationId}`,
      `/company/jobs/${jobId}/applicants`,
      `/company/jobs/${jobId}/description`,
      `/company/profile/${companyId}/about`,
      `/company/profile/${companyId}/jobs`,
    ],
  };
  const wide: string[] = [];
  const measure = async (paths: readonly string[]) => {
    for (const viewport of NARROW_PHONES) {
      await page.setViewportSize(viewport);
      for (const language of LANGUAGES) {
        for (const path of paths) {
          await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) wide.push(`${path} (${language}) at ${viewport.width} px: ${overflow} px too wide`);
        }
      }
    }
  };
  await measure(pages.visitor);
  await signIn(context, workerEmail);
  await measure(pages.worker);
  await context.clearCookies();
  await signIn(context, companyEmail);
  await measure(pages.company);
  expect(wide).toEqual([]);
});

/** Each link of `nav` that lies (partly) outside the phone's width, and whether one is marked current. */
async function linksOffScreen(nav: Locator, width: number): Promise<{ off: string[]; current: number }> {
  const off: string[] = [];
  for (const link of await nav.getByRole("link").all()) {
    const box = await link.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width || box.height < MIN_TAP_PX) {
      off.push(
        `${(await link.textContent()) ?? ""} at x ${Math.round(box?.x ?? NaN)}–${Math.round((box?.x ?? NaN) + (box?.width ?? NaN))}`,
      );
    }
  }
  return { off, current: await nav.locator('[aria-current="page"]').count() };
}

/**
 * Issue 20: the tab or menu item of the page being read is on the screen without JavaScript too (a row that
 * scrolls sideways starts at its first item, and scripts alone used to bring the current one in): the job page's
 * tabs, the employee's and the company's area menus, at 360 px in both languages. Every item is within the
 * phone's width and a whole tap target, and one of them is the current one.
 */
test("the current tab and area menu item are on a 360 px screen, with JavaScript off too", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const jobId = await newestJobId(page);
  const problems: string[] = [];
  const check = async (paths: readonly string[], nav: (language: (typeof LANGUAGES)[number]) => string) => {
    for (const language of LANGUAGES) {
      for (const path of paths) {
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${language}`);
        await page.waitForLoadState("load");
        const { off, current } = await linksOffScreen(
          page.getByRole("navigation", { name: nav(language), exact: true }),
          PHONE.width,
        );
        if (current !== 1) problems.push(`${path} (${language}): ${current} current items`);
        for (const item of off) problems.push(`${path} (${language}): ${item}`);
      }
    }
  };
  const tabs = ["description", "requirements", "benefits", "apply"];
  await check(
    tabs.map((tab) => `/jobs/${jobId}/${tab}`),
    (language) => (language === "en" ? "Job details" : "Στοιχεία θέσης"),
  );
  await signIn(context, "employee@demo.test");
  await check(
    [
      "/employee/jobs",
      "/employee/jobs/map",
      "/employee/companies",
      "/employee/applications",
      "/employee",
      "/employee/settings",
    ],
    (language) => (language === "en" ? "Employee area" : "Χώρος εργαζομένου"),
  );
  await context.clearCookies();
  await signIn(context, "company@demo.test");
  await check(
    [
      "/company",
      "/company/jobs/create",
      "/company/applicants",
      "/company/profile",
      "/company/billing",
      "/company/settings",
    ],
    (language) => (language === "en" ? "Company area" : "Χώρος επιχείρησης"),
  );
  expect(problems).toEqual([]);
});

test("the job search's example fits its box at 320 and 360 px, in both languages", async ({ page }) => {
  const cut: string[] = [];
  for (const viewport of NARROW_PHONES) {
    await page.setViewportSize(viewport);
    for (const language of LANGUAGES) {
      await page.goto(`/jobs?lng=${language}`);
      const { text, width, room } = await page.locator("input[name=search]").evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) throw new Error("no canvas");
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: input.placeholder, width: context.measureText(input.placeholder).width, room: inner };
      });
      if (width > room) cut.push(`"${text}" at ${viewport.width} px: ${Math.round(width)} px in ${Math.round(room)}`);
    }
  }
  expect(cut).toEqual([]);
});
