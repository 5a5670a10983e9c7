/**
 * `npm run screenshots [-- --out DIR] [--no-build] [--only NAME] [--base-url URL] [--first-screen]`: the phone view
 * of every main screen in one go.
 *
 * Starts the built server (fresh embedded database with the demo data) on 127.0.0.1 and photographs each screen
 * at 360×780 in English and Greek, with JavaScript on and off, full page, into DIR (default: a new folder under
 * the system's temporary directory, printed at the end; never inside the repository). File names say what they
 * show: `jobs--gr--nojs.png`. Signed-in screens log in as the demo accounts by cookie. `--base-url` photographs a
 * server that is already running (with the demo data) instead; `--first-screen` keeps only what a phone shows
 * before scrolling.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { LONG_PERSON_NAME } from "../../api/db/demo/long-values";
import { DEMO_PASSWORD } from "../../api/db/demo/people";
import { createMailPreferenceLinks } from "../../api/services/mail-preferences";
import { NO_RATE_LIMITS } from "../reliability/support";
import { REPO_ROOT, startServer } from "../support/start-server";

export const PHONE = { width: 360, height: 780 };
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];

type Account = "employee@demo.test" | "company@demo.test" | "newcompany@demo.test";
/** Ids of the demo data a path needs: a job, the demo employee's profile and one of its work experiences. */
interface Ids {
  jobId: number;
  profile: string;
  experienceId: number;
  applicationId: number;
  companyId: string;
  /** The demo company's own profile (company@demo.test). */
  ownCompanyId: string;
  /** The id of the demo company's first benefit (its edit form: `?edit=<id>`). */
  ownBenefitId: number;
  /** One of the demo company's jobs. */
  ownJobId: number;
  /** The application of the demo job seeker with the long name to the demo company (api/db/demo/long-values.ts). */
  longNameApplicationId: number;
  /** The demo employee's "stop these e-mails" page for status mails (a dead link when the server's secret is not ours). */
  unsubscribePath: string;
}
interface Screen {
  name: string;
  path: string | ((ids: Ids) => string);
  as?: Account;
  /**
   * A form to send before the photograph (its refusals in the reader's words): the form's selector, what to type
   * into which control first (selector → text), and the button to press (default: the form's first submit).
   */
  submit?: { form: string; fill?: Record<string, string>; button?: string };
  /** Headers every request of the screen carries (`Save-Data: on` for Lite mode, docs/ui.md). */
  headers?: Record<string, string>;
}

/** The forms whose refusals are photographed: sent empty or with a value the rules refuse. */
const REFUSALS: Screen[] = [
  {
    name: "refused-signup",
    path: "/signup",
    submit: { form: "form#signup", fill: { "#signup-email": "not-an-address" } },
  },
  {
    name: "refused-contact",
    path: "/contact",
    submit: { form: "form#contact", fill: { "#contact-phone": "call me" } },
  },
  {
    name: "refused-work-experience",
    path: ({ profile }) => `/employee/profile/${profile}/work-experience`,
    as: "employee@demo.test",
    submit: {
      form: "main form:has(input[name=job_title])",
      fill: {
        "input[name=job_title]": "Waiter",
        "input[name=company_name]": "Hotel Aegli",
        "input[name=start_date]": "2025-09-30",
        "input[name=end_date]": "2025-05-01",
      },
    },
  },
  {
    name: "refused-job-create",
    path: "/company/jobs/create",
    as: "company@demo.test",
    submit: { form: "main form[method=post]" },
  },
  {
    name: "refused-benefit-add",
    path: ({ ownCompanyId }) => `/company/profile/${ownCompanyId}/benefits`,
    as: "company@demo.test",
    submit: { form: "main form[method=post]:has(input[name=title])", fill: { "input[name=title]": "" } },
  },
];

const SCREENS: Screen[] = [
  { name: "home", path: "/" },
  { name: "jobs", path: "/jobs" },
  { name: "jobs-map", path: "/jobs/map" },
  { name: "jobs-lite", path: "/jobs", headers: { "Save-Data": "on" } },
  { name: "offline", path: "/offline" },
  { name: "job-description", path: ({ jobId }) => `/jobs/${jobId}/description` },
  { name: "job-requirements", path: ({ jobId }) => `/jobs/${jobId}/requirements` },
  { name: "job-benefits", path: ({ jobId }) => `/jobs/${jobId}/benefits` },
  { name: "job-apply", path: ({ jobId }) => `/jobs/${jobId}/apply` },
  { name: "job-apply-employee", path: ({ jobId }) => `/jobs/${jobId}/apply`, as: "employee@demo.test" },
  { name: "signup", path: "/signup" },
  { name: "login", path: "/login" },
  { name: "pricing", path: "/pricing" },
  { name: "contact", path: "/contact" },
  { name: "companies", path: "/companies" },
  { name: "employees", path: "/employees" },
  { name: "employee-applications", path: "/employee/applications", as: "employee@demo.test" },
  { name: "employee-home", path: "/employee", as: "employee@demo.test" },
  { name: "employee-companies", path: "/employee/companies", as: "employee@demo.test" },
  {
    name: "employee-company-jobs",
    path: ({ companyId }) => `/employee/companies/${companyId}/jobs`,
    as: "employee@demo.test",
  },
  {
    name: "employee-company-reviews",
    path: ({ companyId }) => `/employee/companies/${companyId}/reviews`,
    as: "employee@demo.test",
  },
  {
    name: "employee-company-gallery",
    path: ({ companyId }) => `/employee/companies/${companyId}/gallery`,
    as: "employee@demo.test",
  },
  { name: "employee-jobs", path: "/employee/jobs", as: "employee@demo.test" },
  { name: "employee-jobs-map", path: "/employee/jobs/map", as: "employee@demo.test" },
  {
    name: "employee-job-description",
    path: ({ jobId }) => `/employee/jobs/${jobId}/description`,
    as: "employee@demo.test",
  },
  { name: "employee-job-apply", path: ({ jobId }) => `/employee/jobs/${jobId}/apply`, as: "employee@demo.test" },
  {
    name: "employee-company-review-new",
    path: ({ companyId }) => `/employee/companies/${companyId}/reviews/new`,
    as: "employee@demo.test",
  },
  {
    name: "employee-application",
    path: ({ applicationId }) => `/employee/applications/${applicationId}`,
    as: "employee@demo.test",
  },
  ...(["basic-info", "work-experience", "skills", "languages", "availability", "seasonal"] as const).map(
    (section): Screen => ({
      name: `employee-profile-${section}`,
      path: ({ profile }) => `/employee/profile/${profile}/${section}`,
      as: "employee@demo.test",
    }),
  ),
  {
    name: "employee-profile-work-experience-edit",
    path: ({ profile, experienceId }) => `/employee/profile/${profile}/work-experience/${experienceId}`,
    as: "employee@demo.test",
  },
  { name: "employee-alerts", path: "/employee/alerts", as: "employee@demo.test" },
  { name: "employee-season", path: "/employee/season", as: "employee@demo.test" },
  {
    name: "employee-application-interview",
    path: ({ applicationId }) => `/employee/applications/${applicationId}/interview`,
    as: "employee@demo.test",
  },
  { name: "company-home", path: "/company", as: "company@demo.test" },
  { name: "company-templates", path: "/company/templates", as: "company@demo.test" },
  { name: "company-invite-back", path: "/company/invite-back", as: "company@demo.test" },
  {
    name: "company-applicant-interview",
    path: ({ applicationId }) => `/company/applicants/${applicationId}/interview`,
    as: "company@demo.test",
  },
  { name: "employee-settings-delete", path: "/employee/settings/delete", as: "employee@demo.test" },
  { name: "company-settings-delete", path: "/company/settings/delete", as: "company@demo.test" },
  { name: "account-deleted", path: "/account-deleted" },
  { name: "settings-employee", path: "/employee/settings", as: "employee@demo.test" },
  { name: "settings-company", path: "/company/settings", as: "company@demo.test" },
  {
    name: "settings-email-change-dead-link",
    path: `/email-change/00000000-0000-4000-8000-000000000000/${"A".repeat(43)}`,
  },
  { name: "company-profile-create", path: "/company/profile/create", as: "newcompany@demo.test" },
  {
    name: "company-about",
    path: ({ ownCompanyId }) => `/company/profile/${ownCompanyId}/about`,
    as: "company@demo.test",
  },
  {
    name: "company-gallery",
    path: ({ ownCompanyId }) => `/company/profile/${ownCompanyId}/gallery`,
    as: "company@demo.test",
  },
  {
    name: "company-benefits",
    path: ({ ownCompanyId }) => `/company/profile/${ownCompanyId}/benefits`,
    as: "company@demo.test",
  },
  {
    name: "company-benefits-edit",
    path: ({ ownCompanyId, ownBenefitId }) => `/company/profile/${ownCompanyId}/benefits?edit=${ownBenefitId}`,
    as: "company@demo.test",
  },
  {
    name: "company-jobs-tab",
    path: ({ ownCompanyId }) => `/company/profile/${ownCompanyId}/jobs`,
    as: "company@demo.test",
  },
  { name: "company-job-create", path: "/company/jobs/create", as: "company@demo.test" },
  { name: "company-job-edit", path: ({ ownJobId }) => `/company/jobs/${ownJobId}/edit`, as: "company@demo.test" },
  { name: "company-applicants", path: "/company/applicants", as: "company@demo.test" },
  {
    name: "company-applicant-page",
    path: ({ applicationId }) => `/company/applicants/${applicationId}`,
    as: "company@demo.test",
  },
  {
    name: "company-job-applicants",
    path: ({ ownJobId }) => `/company/jobs/${ownJobId}/applicants`,
    as: "company@demo.test",
  },
  {
    name: "company-applicant-page",
    path: ({ longNameApplicationId }) => `/company/applicants/${longNameApplicationId}`,
    as: "company@demo.test",
  },
  { name: "forgot-password", path: "/forgot-password" },
  { name: "signup-resend", path: "/signup/resend" },
  { name: "reset-password-dead-link", path: `/reset-password/00000000-0000-4000-8000-000000000000/${"A".repeat(43)}` },
  { name: "not-found", path: "/no-such-page" },
  { name: "mail-unsubscribe", path: ({ unsubscribePath }) => unsubscribePath },
  ...REFUSALS,
];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      "no-build": { type: "boolean" },
      only: { type: "string" },
      "base-url": { type: "string" },
      "first-screen": { type: "boolean" },
    },
  });
  if (!values["no-build"] && !values["base-url"]) {
    const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: REPO_ROOT, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const out = values.out ?? mkdtempSync(path.join(tmpdir(), "seasonal-screenshots-"));
  if (path.resolve(out).startsWith(REPO_ROOT)) throw new Error(`--out must be outside the repository: ${out}`);
  mkdirSync(out, { recursive: true });
  // Our own secret for the server we start, so a mail's unsubscribe link can be made for it.
  const secret = process.env.SECRET_KEY ?? randomBytes(32).toString("base64url");
  const server = values["base-url"]
    ? { url: values["base-url"], stop: async () => undefined }
    : await startServer({ env: { ...NO_RATE_LIMITS, PAGE_CACHE_TTL_MS: "0", SECRET_KEY: secret } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const tokens = new Map<Account, { access: string; refresh: string }>();
    tokens.set("employee@demo.test", await signIn(server.url, "employee@demo.test"));
    const ids = await demoIds(server.url, tokens.get("employee@demo.test")?.access ?? "", secret);
    for (const screen of SCREENS.filter((item) => !values.only || item.name.includes(values.only))) {
      if (screen.as && !tokens.has(screen.as)) tokens.set(screen.as, await signIn(server.url, screen.as));
      for (const language of ["en", "gr"] as const) {
        for (const javaScript of [true, false]) {
          const context = await newContext(
            browser,
            server.url,
            javaScript,
            screen.as ? tokens.get(screen.as) : undefined,
          );
          const page = await context.newPage();
          if (screen.headers) await page.setExtraHTTPHeaders(screen.headers);
          const target = typeof screen.path === "function" ? screen.path(ids) : screen.path;
          await page.goto(`${server.url}${target}${target.includes("?") ? "&" : "?"}lng=${language}`, {
            waitUntil: "networkidle",
          });
          if (screen.submit) await send(page, screen.submit);
          const file = path.join(out, `${screen.name}--${language}--${javaScript ? "js" : "nojs"}.png`);
          await page.screenshot({ path: file, fullPage: !values["first-screen"] });
          await context.close();
        }
      }
      process.stderr.write(`screenshots: ${screen.name}\n`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`screenshots written to ${out}`);
}

/** Fills and sends a form as a person would, and waits for its answer (a new document, or the fetch's). */
async function send(page: Page, submit: NonNullable<Screen["submit"]>): Promise<void> {
  const form = page.locator(submit.form).first();
  for (const [control, text] of Object.entries(submit.fill ?? {})) await form.locator(control).first().fill(text);
  await form
    .locator(submit.button ?? "[type=submit]")
    .first()
    .click();
  await form.locator("[aria-invalid=true], .field-errors").first().waitFor({ timeout: 10_000 });
  // With JavaScript the answer shows before the page's data is read again; the button is pending until then.
  const button = `${submit.form} ${submit.button ?? "[type=submit]"}`;
  await page.waitForFunction((selector) => !document.querySelector(selector)?.hasAttribute("disabled"), button);
}

async function newContext(
  browser: Browser,
  baseUrl: string,
  javaScriptEnabled: boolean,
  tokens?: { access: string; refresh: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
  });
  // Nothing leaves loopback: map tiles and social SDKs are refused.
  await context.route(
    (url) => !url.host.startsWith("127.0.0.1"),
    (route) => route.abort(),
  );
  if (tokens) {
    await context.addCookies(
      Object.entries(tokens).map(([name, value]) => ({
        name,
        value,
        url: baseUrl,
        httpOnly: true,
        sameSite: "Lax" as const,
      })),
    );
  }
  return context;
}

async function signIn(baseUrl: string, email: Account): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${baseUrl}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  return { access, refresh };
}

async function demoIds(baseUrl: string, employeeAccess: string, secret: string): Promise<Ids> {
  const jobs = await fetch(`${baseUrl}/api/jobs/?limit=1`);
  const { results } = (await jobs.json()) as { results: { id: number }[] };
  const profiles = await fetch(`${baseUrl}/api/employees/`, { headers: { authorization: `Bearer ${employeeAccess}` } });
  const [profile] = (await profiles.json()) as Array<{ uuid: string; work_experiences: Array<{ id: number }> }>;
  const applications = await fetch(`${baseUrl}/api/applications/`, {
    headers: { authorization: `Bearer ${employeeAccess}` },
  });
  const moved = ((await applications.json()) as Array<{ id: number; status: string }>).find(
    (item) => item.status === "SHORTLISTED",
  );
  const companies = await fetch(`${baseUrl}/api/companies/?limit=100`, {
    headers: { authorization: `Bearer ${employeeAccess}` },
  });
  const { access: companyAccess } = await signIn(baseUrl, "company@demo.test");
  const own = await fetch(`${baseUrl}/api/companies/`, { headers: { authorization: `Bearer ${companyAccess}` } });
  const [ownCompany] = (await own.json()) as Array<{ uuid: string; benefits: Array<{ id: number }> }>;
  const ownJobs = await fetch(`${baseUrl}/api/jobs/?limit=1&company=${ownCompany?.uuid ?? ""}`, {
    headers: { authorization: `Bearer ${companyAccess}` },
  });
  const [ownJob] = ((await ownJobs.json()) as { results: Array<{ id: number }> }).results;
  const received = await fetch(`${baseUrl}/api/applications/`, {
    headers: { authorization: `Bearer ${companyAccess}` },
  });
  const longName = ((await received.json()) as Array<{ id: number; applicant?: { last_name: string } }>).find(
    (application) => application.applicant?.last_name === LONG_PERSON_NAME.last,
  );
  const reviewed = (
    (await companies.json()) as { results: Array<{ uuid: string; review_count: number }> }
  ).results.find((company) => company.review_count > 0);
  const employeeId = (
    JSON.parse(Buffer.from(employeeAccess.split(".")[1] ?? "", "base64url").toString("utf8")) as { user_id: string }
  ).user_id;
  const unsubscribe = await createMailPreferenceLinks(secret, baseUrl).unsubscribe(
    employeeId,
    "status_updates",
    "EMPLOYEE",
    "en",
  );
  return {
    unsubscribePath: new URL(unsubscribe.page).pathname,
    companyId: reviewed?.uuid ?? "",
    ownCompanyId: ownCompany?.uuid ?? "",
    ownBenefitId: ownCompany?.benefits[0]?.id ?? 0,
    jobId: results[0].id,
    ownJobId: ownJob?.id ?? 0,
    longNameApplicationId: longName?.id ?? 0,
    profile: profile.uuid,
    experienceId: profile.work_experiences[0]?.id ?? 0,
    applicationId: moved?.id ?? 0,
  };
}

await main();
