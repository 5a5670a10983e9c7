import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../api/db/demo/people";
import { startServer, type StartedServer } from "../support/start-server";
import { throwawayDatabase } from "./pg-cluster";
import { NO_RATE_LIMITS, signIn, timedFetch, waitFor, type SignedIn } from "./support";

/**
 * docs/operations.md#caches: caches that agree across processes on one PostgreSQL. A job posted or deleted through one
 * process shows on the other's `/jobs` (the guest page cache, and a signed-in page's shared reads) within a moment, not
 * when the caches expire. The caches' period is set to a minute here, so only the notice can explain a change
 * seen within a few seconds.
 */
const CACHE_PERIOD_MS = 60_000;
const SEEN_WITHIN_MS = 5_000;

let database: { url: string; dispose(): Promise<void> };
let first: StartedServer;
let second: StartedServer;
let company: SignedIn;
let employee: SignedIn;

beforeAll(async () => {
  database = await throwawayDatabase();
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO: "1",
    PAGE_CACHE_TTL_MS: String(CACHE_PERIOD_MS),
    ...NO_RATE_LIMITS,
  };
  first = await startServer({ env, timeoutMs: 150_000 });
  second = await startServer({ env, timeoutMs: 150_000 });
  company = await signIn(first.url, DEMO_ACCOUNTS.company.email);
  employee = await signIn(second.url);
}, 240_000);
afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database?.dispose();
});

/** A word no demo job has, so the search's page is the one the test fills and empties. */
const WORD = `Quokka${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("")}`;
const TITLE = `${WORD} harbour cook`;
const SEARCH = `/jobs?search=${WORD}`;

const guestPage = (server: StartedServer) => timedFetch(`${server.url}${SEARCH}`);
const signedInPage = (server: StartedServer) =>
  timedFetch(`${server.url}${SEARCH}`, { headers: { cookie: employee.cookie } });

async function shows(page: () => ReturnType<typeof guestPage>, present: boolean): Promise<boolean> {
  return waitFor(
    async () => {
      const response = await page();
      return response.status === 200 && response.body.includes(TITLE) === present;
    },
    SEEN_WITHIN_MS,
    200,
  );
}

describe("two processes on one PostgreSQL share what a write changes", () => {
  let jobId: number;

  it("a job posted through one is on the other's /jobs at once", async () => {
    // Both pages cached on the second process before the write: the guest page and the shared read behind it.
    for (let i = 0; i < 2; i++) {
      expect((await guestPage(second)).body).not.toContain(TITLE);
      expect((await signedInPage(second)).body).not.toContain(TITLE);
    }
    expect((await guestPage(second)).headers.get("x-page-cache")).toBe("hit");

    const posted = await timedFetch(`${first.url}/api/jobs/`, {
      method: "POST",
      headers: { ...company.headers, "content-type": "application/json" },
      body: JSON.stringify({
        title: TITLE,
        description: "Grilled fish for the harbour's visitors.",
        location: "Chania",
        employment_type: "FULL_TIME",
        experience_level: "ENTRY",
      }),
    });
    expect(posted.status).toBe(201);
    jobId = (JSON.parse(posted.body) as { id: number }).id;

    expect(await shows(() => guestPage(second), true)).toBe(true);
    expect(await shows(() => signedInPage(second), true)).toBe(true);
    expect(await shows(() => guestPage(first), true)).toBe(true);
  }, 30_000);

  it("a job deleted through one is gone from the other's /jobs at once", async () => {
    expect((await guestPage(second)).headers.get("x-page-cache")).toBe("hit");
    const deleted = await timedFetch(`${first.url}/api/jobs/${jobId}/`, { method: "DELETE", headers: company.headers });
    expect(deleted.status).toBe(204);

    expect(await shows(() => guestPage(second), false)).toBe(true);
    expect(await shows(() => signedInPage(second), false)).toBe(true);
  }, 30_000);
});
