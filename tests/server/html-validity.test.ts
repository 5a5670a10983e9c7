/**
 * Every public page of spec section 2, and a few signed-in ones, in both languages: valid HTML by the repo's
 * .htmlvalidate.mjs, and no NUL byte (react-dom 18's stray view tails, docs/ui.md#the-document-render). Pages are
 * fetched from the built server as a browser gets them.
 */
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, startServer, type StartedServer } from "../support/start-server";

const DEMO_PASSWORD = "Seasonal-2026!";
const LANGUAGES = ["en", "gr"] as const;
/** A job filter that leaves more than one page, so the list has a page 2 to check. */
const FILTER = "employment_type=FULL_TIME&ordering=-salary_max";

interface Page {
  name: string;
  path: () => string;
  status: number;
  /** Demo account whose session cookies go with the request. */
  as?: string;
  /** Asked for with Save-Data: on, so the page is Lite (docs/ui.md#lite-mode). */
  lite?: boolean;
}

let server: StartedServer;
let jobId = 0;
let secondPage = "";
const cookies = new Map<string, string>();

const PAGES: Page[] = [
  ...[
    "/",
    "/contact",
    "/companies",
    "/employees",
    "/license",
    "/terms",
    "/privacy",
    "/pricing",
    "/jobs",
    "/offline",
  ].map((page) => ({ name: page, path: () => page, status: 200 })),
  { name: "/jobs with a filter", path: () => `/jobs?${FILTER}`, status: 200 },
  { name: "/jobs, page 2", path: () => secondPage, status: 200 },
  { name: "/jobs/map", path: () => "/jobs/map", status: 200 },
  ...["description", "requirements", "benefits", "apply"].map((tab) => ({
    name: `a job's ${tab} tab`,
    path: () => `/jobs/${jobId}/${tab}`,
    status: 200,
  })),
  { name: "/login", path: () => "/login", status: 200 },
  { name: "/signup", path: () => "/signup", status: 200 },
  { name: "/signup/thank-you", path: () => "/signup/thank-you", status: 200 },
  {
    name: "an activation link with a bad token",
    path: () => "/users/00000000-0000-4000-8000-000000000000/activate/not-a-token",
    status: 404,
  },
  { name: "/forgot-password", path: () => "/forgot-password", status: 200 },
  { name: "/signup/resend", path: () => "/signup/resend", status: 200 },
  {
    name: "a password reset link with a bad token",
    path: () => "/reset-password/00000000-0000-4000-8000-000000000000/not-a-token",
    status: 404,
  },
  { name: "the 404 page", path: () => "/no-such-page", status: 404 },
  { name: "/employee/applications", path: () => "/employee/applications", status: 200, as: "employee@demo.test" },
  { name: "the apply tab, signed in", path: () => `/jobs/${jobId}/apply`, status: 200, as: "employee@demo.test" },
  { name: "/company", path: () => "/company", status: 200, as: "company@demo.test" },
  // The place select's options are HTML the server writes itself (docs/forms.md#long-option-lists).
  { name: "the job editor", path: () => "/company/jobs/create", status: 200, as: "company@demo.test" },
  // Lite pages: no scripts, the footer's switch back to full mode.
  { name: "/jobs in Lite", path: () => "/jobs", status: 200, lite: true },
  { name: "a job's description tab in Lite", path: () => `/jobs/${jobId}/description`, status: 200, lite: true },
  { name: "/company in Lite", path: () => "/company", status: 200, as: "company@demo.test", lite: true },
];

beforeAll(async () => {
  // The demo data (jobs, the demo accounts) is what these pages show: embedded, also in the PostgreSQL run.
  server = await startServer({
    embeddedDatabase: true,
    env: {
      NODE_ENV: "production",
      SECRET_KEY: "html-validity-test-secret-".repeat(2),
      RATE_LIMIT_MAX: "10000",
      ALLOW_LOCAL_PAYMENTS: "1",
    },
  });
  const jobs = (await (await fetch(`${server.url}/api/jobs/?limit=1`)).json()) as { results: Array<{ id: number }> };
  jobId = jobs.results[0]?.id ?? 0;
  const list = await (await fetch(`${server.url}/jobs?${FILTER}&lng=en`)).text();
  secondPage = (/<a rel="next"[^>]* href="([^"]+)"/.exec(list)?.[1] ?? "").replaceAll("&amp;", "&");
  for (const email of new Set(PAGES.flatMap((page) => page.as ?? []))) cookies.set(email, await sessionCookies(email));
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function sessionCookies(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  return `access=${access}; refresh=${refresh}`;
}

/** The repo's configuration, found as the CLI finds it (from the file's folder up). */
const validator = new HtmlValidate(new FileSystemConfigLoader());
const describeMessage = (message: Message) =>
  `${message.ruleId} at ${message.line}:${message.column} ${message.selector ?? ""}: ${message.message}`;

describe("HTML validity", () => {
  it("found the pages it needs: a job and the filtered list's page 2", () => {
    expect(jobId).toBeGreaterThan(0);
    expect(secondPage).toMatch(/^\/jobs\?.*cursor=/);
  });

  describe.each(LANGUAGES)("in %s", (lng) => {
    it.each(PAGES)("$name is valid HTML without NUL bytes", async ({ path: pathOf, status, as, lite }) => {
      const pagePath = pathOf();
      const url = `${server.url}${pagePath}${pagePath.includes("?") ? "&" : "?"}lng=${lng}`;
      const response = await fetch(url, {
        headers: { ...(as ? { cookie: cookies.get(as) ?? "" } : {}), ...(lite ? { "save-data": "on" } : {}) },
      });
      expect(response.status).toBe(status);
      if (response.redirected) expect(new URL(response.url).pathname, "redirected to").not.toBe("/login");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.indexOf(0), "offset of the first NUL byte").toBe(-1);
      const report = await validator.validateString(bytes.toString("utf8"), path.join(REPO_ROOT, "page.html"));
      expect(report.results.flatMap((result) => result.messages.map(describeMessage))).toEqual([]);
    });
  });
});
