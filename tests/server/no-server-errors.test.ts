import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../api/db/demo/people";
import { apiEndpoints } from "../../contract/endpoints";
import { RAW_BODIES, rawRequest, type RawResponse } from "../support/raw-http";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * "Never a 500 for a client's mistake", over real HTTP through the whole server (Express, Hono, Remix), with the
 * demo data: every API route of the OpenAPI document and every kind of web page, with every method, sent with no
 * body (no Content-Length, as curl sends a DELETE), an empty body, a chunked body and an empty chunked body, as a
 * guest, an employee and a company that own the objects named in the paths (pages: a guest and an employee); then
 * each path with a malformed percent-escape. No answer may be a 5xx, and the server may log no error line for any of them.
 */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const MALFORMED = ["%", "%zz", "%C3%28"];

let server: StartedServer;
/** What stands for a path parameter, by the segment before it (`/jobs/{id}/` → a job of the demo company). */
const ids = new Map<string, string>();
let callers: Record<"guest" | "employee" | "company", { api: Record<string, string>; web: Record<string, string> }>;

beforeAll(async () => {
  // It signs in as the demo accounts and reads demo jobs: embedded, also in the PostgreSQL run.
  server = await startServer({
    embeddedDatabase: true,
    env: { RATE_LIMIT_MAX: "1000000", RATE_LIMIT_STRICT_MAX: "1000000" },
  });
  const employee = await signIn("employee@demo.test");
  const company = await signIn("company@demo.test");
  const web = (tokens: { access: string; refresh: string }) => ({
    cookie: `access=${tokens.access}; refresh=${tokens.refresh}`,
    origin: server.url,
  });
  callers = {
    guest: { api: {}, web: { origin: server.url } },
    employee: { api: { authorization: `Bearer ${employee.access}` }, web: web(employee) },
    company: { api: { authorization: `Bearer ${company.access}` }, web: web(company) },
  };
  const asEmployee = callers.employee.api;
  const asCompany = callers.company.api;
  const [profile] = await getJson<{ uuid: string; work_experiences: { id: number }[] }[]>(
    "/api/employees/",
    asEmployee,
  );
  const [ownCompany] = await getJson<{ uuid: string; gallery: { id: number }[] }[]>("/api/companies/", asCompany);
  const jobs = await getJson<{ results: { id: number }[] }>(`/api/jobs/?company=${ownCompany.uuid}`, asCompany);
  const applications = await getJson<{ id: number }[] | { results: { id: number }[] }>(
    "/api/applications/",
    asEmployee,
  );
  const subscription = await getJson<{ uuid: string } | null>("/api/payments/subscriptions/", asCompany);
  const firstApplication = Array.isArray(applications) ? applications[0] : applications.results[0];
  for (const [segment, value] of [
    ["users", employee.userId],
    ["activate", "c2VjcmV0"],
    ["employees", profile.uuid],
    ["work-experiences", String(profile.work_experiences[0]?.id ?? 1)],
    ["companies", ownCompany.uuid],
    ["gallery", String(ownCompany.gallery[0]?.id ?? 1)],
    ["jobs", String(jobs.results[0].id)],
    ["applications", String(firstApplication.id)],
    ["subscriptions", subscription?.uuid ?? "0b6f7c1e-2d8a-4f5b-9c3e-1a2b3c4d5e6f"],
    ["checkout", "dG9rZW4"],
    ["portal", "dG9rZW4"],
  ]) {
    ids.set(segment, value);
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

async function signIn(email: string): Promise<{ access: string; refresh: string; userId: string }> {
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { access: string; refresh: string; user: { uuid: string } };
  return { access: body.access, refresh: body.refresh, userId: body.user.uuid };
}

async function getJson<T>(path: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** `/jobs/{id}/` with the demo company's job, `{token}` with a junk token, and so on. */
function fill(path: string, parameter: (segment: string) => string = (segment) => ids.get(segment) ?? "1"): string {
  return path.replace(/([^/]+)\/\{[^}]+\}/g, (_match, segment: string) => `${segment}/${parameter(segment)}`);
}

/** Runs `tasks` a few at a time (each request opens its own connection). */
async function inBatches<T>(tasks: (() => Promise<T>)[], size = 12): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += size) {
    results.push(...(await Promise.all(tasks.slice(start, start + size).map((task) => task()))));
  }
  return results;
}

type Sent = { label: string; response: RawResponse };

/** Safe methods carry no body in practice: one odd one is enough to show a body changes nothing. */
const bodiesFor = (method: string) =>
  Object.entries(RAW_BODIES).filter(
    ([name]) => !["GET", "HEAD", "OPTIONS"].includes(method) || name !== "an empty body",
  );

type Caller = keyof typeof callers;

/** Every method with every body for each caller, on each path; the requests that answered 5xx. */
async function sendEverything(paths: string[], who: Caller[], headersOf: (caller: Caller) => Record<string, string>) {
  const tasks: (() => Promise<Sent>)[] = [];
  for (const path of paths) {
    for (const method of METHODS) {
      for (const [bodyName, body] of bodiesFor(method)) {
        for (const caller of who) {
          const label = `${method} ${path} with ${bodyName} as ${caller}`;
          tasks.push(async () => ({
            label,
            response: await rawRequest(server.url, method, path, { headers: headersOf(caller), body }),
          }));
        }
      }
    }
  }
  const sent = await inBatches(tasks);
  return { count: sent.length, failures: sent.filter(({ response }) => response.status >= 500).map(summary) };
}

const summary = ({ label, response }: Sent) => `${label} → ${response.status} ${response.text.slice(0, 160)}`;

/** Lines the server wrote that are not JSON log lines below level 50 (error). */
function errorLines(): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const { level } = JSON.parse(line) as { level?: number };
        return level === undefined || level >= 50;
      } catch {
        return true;
      }
    });
}

const API_PATHS = [...new Set(apiEndpoints({ localPayments: true }).map((endpoint) => `/api${endpoint.path}`))];
const WEB_PATHS = [
  "/",
  "/jobs",
  "/jobs/map",
  "/jobs/map/more",
  "/jobs/{id}/description",
  "/jobs/{id}/apply",
  "/jobs/{id}",
  "/login",
  "/logout",
  "/signup",
  "/signup/thank-you",
  "/auth/social",
  "/users/{uuid}/activate/{token}",
  "/forgot-password",
  "/reset-password/{uuid}/{token}",
  "/signup/resend",
  "/contact",
  "/pricing",
  "/terms",
  "/employee",
  "/employee/applications",
  "/conversations/unread",
  "/company",
  "/payments/checkout-sessions/create_session/",
  "/payments/portal/create_session/",
  "/payments/subscriptions/{uuid}/cancel/",
  "/locales/en/common.json",
  "/sitemap.xml",
  "/no-such-page",
];

describe.sequential("never a 5xx for a client's mistake", () => {
  it("every API route, every method and body, every caller", async () => {
    const { count, failures } = await sendEverything(
      API_PATHS.map((path) => fill(path)),
      ["guest", "employee", "company"],
      (caller) => callers[caller].api,
    );
    expect(count).toBeGreaterThan(API_PATHS.length * METHODS.length * 3 * 3);
    expect(failures).toEqual([]);
    expect(errorLines()).toEqual([]);
  }, 240_000);

  it("every kind of web page, every method and body, a guest and a signed-in user (with our Origin)", async () => {
    // The role guards are the only difference between the two roles on pages; the API test above has all three.
    const { failures } = await sendEverything(
      WEB_PATHS.map((path) => fill(path)),
      ["guest", "employee"],
      (caller) => callers[caller].web,
    );
    expect(failures).toEqual([]);
    expect(errorLines()).toEqual([]);
  }, 240_000);

  it("a malformed percent-escape anywhere in a path is a 400, on the API and on pages", async () => {
    const paths = [...API_PATHS, ...WEB_PATHS, "/locales/en/{ns}.json", "/assets/{file}.js"].flatMap((path) => [
      ...(path.includes("{") ? MALFORMED.map((bad) => fill(path, () => bad)) : []),
      ...MALFORMED.map((bad) => `${fill(path)}${bad}`),
    ]);
    const answers = await inBatches(
      paths.map((path) => async () => ({ label: `GET ${path}`, response: await rawRequest(server.url, "GET", path) })),
    );
    expect(answers.filter(({ response }) => response.status !== 400).map(summary)).toEqual([]);
    const api = await rawRequest(server.url, "DELETE", "/api/jobs/%/");
    expect(api.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(api.text)).toEqual({ detail: "This address is not valid.", code: "bad_path" });
    expect(errorLines()).toEqual([]);
  }, 120_000);

  it("a sign-in whose return address holds Greek lands there (the Location header is percent-encoded)", async () => {
    const target = "/jobs?search=Κρήτη";
    const response = await rawRequest(server.url, "POST", "/login", {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: {
        kind: "chunked",
        chunks: [
          new URLSearchParams({ email: "employee@demo.test", password: DEMO_PASSWORD, redirectTo: target }).toString(),
        ],
      },
    });
    expect(response.status).toBe(302);
    const location = String(response.headers.location);
    expect(location).toBe("/jobs?search=%CE%9A%CF%81%CE%AE%CF%84%CE%B7");
    expect(new URL(location, server.url).searchParams.get("search")).toBe("Κρήτη");
  });
});
