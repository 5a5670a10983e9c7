import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICANTS_STEP } from "../../app/components/company/applicant-limits";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../api/db/demo/people";
import { seedBusyJob, type BusyJob } from "../bench/applicants-fixture";
import { startServer, type StartedServer } from "../support/start-server";

/**
 * Issue 23: the signed-in pages the bench holds to a share of a static file's throughput may not quietly grow a
 * query. Over real HTTP against the built server (demo data, plus the bench's busy job with BUSY applications, more
 * than the tab's first page of APPLICANTS_STEP), each page is asked for by its user as a
 * browser would, and the SQL statements the API tier ran on that request's behalf are counted
 * (server/query-counts.ts: per request, in its async context, with TEST_ROUTES=1). PAGE_CACHE_TTL_MS=0 turns the
 * shared public reads off, so every read the page needs is counted and the count does not depend on timing. Each
 * page is asked for once before it is counted: the applicant page marks a new application viewed on its first open
 * (a write the repeat visit does not make).
 *
 * A page with a new query (or a loader that starts asking the API twice) fails here by name: change the number in
 * QUERIES only for a query the page needs, and say why in the commit.
 */
// The areas' pages count the unread conversations for the navigation (+1, docs/conversations.md); an applicant also
// reads the thread (+2: the thread with its read mark and block, its messages) and the company's templates (+1), the
// busy job's tab the templates for its bulk message (+1). An applicant reads its interview (+2: the application's
// owner, then the interview; docs/interviews.md) and the busy tab its applicants' interviews (+1). The badge's own
// count, asked while a page stays open, is the session's check and the count: it does not read the user.
const QUERIES: Record<string, number> = {
  "/conversations/unread (the badge's count)": 2,
  "/jobs (the worker)": 4,
  "/employee/jobs": 7,
  "/employee/applications": 5,
  "/company/profile/{uuid}/jobs (the company's jobs tab)": 8,
  "/company/applicants/{id} (an applicant)": 22,
  "/company/jobs/{id}/applicants (the busy job)": 16,
};

const BUSY = APPLICANTS_STEP + 5;
let server: StartedServer;
let dataDir = "";
let busy: BusyJob;
let employee = "";
let company = "";

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "query-counts-"));
  busy = await seedBusyJob(dataDir, BUSY);
  server = await startServer({
    dataDir,
    embeddedDatabase: true,
    env: { TEST_ROUTES: "1", PAGE_CACHE_TTL_MS: "0", RATE_LIMIT_MAX: "100000" },
  });
  employee = await signIn(DEMO_ACCOUNTS.employee.email);
  company = await signIn(DEMO_ACCOUNTS.company.email);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/token/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as { access: string; refresh: string };
  return `access=${tokens.access}; refresh=${tokens.refresh}; i18next=en`;
}

/** The page as a browser without JavaScript asks for it, counted: the SQL statements its request ran. */
async function statementsOf(pagePath: string, cookie: string): Promise<string[]> {
  const id = randomUUID();
  const response = await fetch(server.url + pagePath, {
    headers: { cookie, "x-test-query-count": id },
    redirect: "manual",
  });
  expect(response.status, pagePath).toBe(200);
  await response.text();
  // 'finish' may come a moment after the last byte reached us.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const counted = await fetch(`${server.url}/__test/query-count/${id}`);
    if (counted.status === 200) return ((await counted.json()) as { statements: string[] }).statements;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no count for ${pagePath}`);
}

async function pathsToCount(): Promise<Record<string, [string, string]>> {
  const home = await fetch(`${server.url}/company`, { headers: { cookie: company }, redirect: "manual" });
  const jobsTab = new URL(home.headers.get("location") ?? "", server.url).pathname;
  expect(jobsTab).toMatch(/^\/company\/profile\/[^/]+\/jobs$/);
  const applicants = await fetch(`${server.url}/api/applications/applicants/?limit=1`, {
    headers: { authorization: `Bearer ${/access=([^;]+)/.exec(company)?.[1] ?? ""}` },
  });
  const [applicant] = ((await applicants.json()) as { results: Array<{ id: number }> }).results;
  expect(applicant).toBeDefined();
  return {
    "/conversations/unread (the badge's count)": ["/conversations/unread", company],
    "/jobs (the worker)": ["/jobs", employee],
    "/employee/jobs": ["/employee/jobs", employee],
    "/employee/applications": ["/employee/applications", employee],
    "/company/profile/{uuid}/jobs (the company's jobs tab)": [jobsTab, company],
    "/company/applicants/{id} (an applicant)": [`/company/applicants/${applicant?.id ?? 0}`, company],
    "/company/jobs/{id}/applicants (the busy job)": [`/company/jobs/${busy.jobId}/applicants`, company],
  };
}

describe("each signed-in page runs the SQL statements it needs and no more", () => {
  it("holds every page to its number of statements", async () => {
    const counted: Record<string, number> = {};
    const statements: string[] = [];
    for (const [page, [pagePath, cookie]] of Object.entries(await pathsToCount())) {
      await statementsOf(pagePath, cookie);
      const ran = await statementsOf(pagePath, cookie);
      counted[page] = ran.length;
      if (ran.length !== QUERIES[page]) statements.push(`${page}:`, ...ran.map((sql) => `  ${sql.slice(0, 160)}`));
    }
    expect(counted, `the statements of the pages whose count changed:\n${statements.join("\n")}`).toEqual(QUERIES);
  });

  it("counts one request, not the process: pages asked for at the same time count only their own", async () => {
    const worker = await statementsOf("/employee/jobs", employee);
    const guest = await statementsOf("/jobs", "");
    const together = await Promise.all([
      statementsOf("/employee/jobs", employee),
      statementsOf("/jobs", ""),
      statementsOf("/employee/jobs", employee),
    ]);
    expect(together.map((ran) => ran.length)).toEqual([worker, guest, worker].map((ran) => ran.length));
  });
});
