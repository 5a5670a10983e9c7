import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type StartedServer } from "../support/start-server";
import { throwawayDatabase } from "./pg-cluster";
import { NO_RATE_LIMITS, signIn, timedFetch, type SignedIn } from "./support";

/**
 * security.md "Reliability": two app processes on one PostgreSQL; the same employee applies to the same job
 * through both at once → one application, the rest 400 "already applied". In-process state (caches, the
 * per-account throttle) cannot help here; only the database's unique (job, employee) index can.
 */
const REQUESTS = 20;

let database: { url: string; dispose(): Promise<void> };
let first: StartedServer;
let second: StartedServer;
let employee: SignedIn;

beforeAll(async () => {
  database = await throwawayDatabase();
  // The first process migrates and seeds; the second finds both done (seeding skips a database with users).
  first = await startServer({
    env: { DATABASE_URL: database.url, SEED_DEMO: "1", ...NO_RATE_LIMITS },
    timeoutMs: 150_000,
  });
  second = await startServer({
    env: { DATABASE_URL: database.url, SEED_DEMO: "1", ...NO_RATE_LIMITS },
    timeoutMs: 150_000,
  });
  employee = await signIn(first.url);
}, 240_000);
afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database?.dispose();
});

type Job = { id: number };
type Application = { id: number; job: number | { id: number } };

const jobIdOf = (application: Application) =>
  typeof application.job === "number" ? application.job : application.job.id;

async function jobNotAppliedTo(): Promise<number> {
  const own = (await (
    await fetch(`${first.url}/api/applications/`, { headers: employee.headers })
  ).json()) as Application[];
  const applied = new Set(own.map(jobIdOf));
  const page = (await (await fetch(`${first.url}/api/jobs/?limit=100`)).json()) as { results: Job[] };
  const job = page.results.find((candidate) => !applied.has(candidate.id));
  if (!job) throw new Error("every listed job already has an application from the demo employee");
  return job.id;
}

describe("two app processes on one PostgreSQL", () => {
  it("serve the same data: a token from one works on the other", async () => {
    const response = await fetch(`${second.url}/api/applications/`, { headers: employee.headers });
    expect(response.status).toBe(200);
  });

  it(`${REQUESTS} concurrent applications to one job, split across both → exactly one application`, async () => {
    const job = await jobNotAppliedTo();
    const apply = (server: StartedServer) =>
      timedFetch(`${server.url}/api/applications/`, {
        method: "POST",
        headers: { ...employee.headers, "content-type": "application/json" },
        body: JSON.stringify({ job, cover_letter: "Two servers, one of me." }),
      });
    const responses = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) => apply(index % 2 ? second : first)),
    );

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(REQUESTS - 1);
    for (const refused of responses.filter((response) => response.status === 400)) {
      expect(JSON.parse(refused.body)).toHaveProperty("job");
    }

    // Both processes see the one row.
    for (const server of [first, second]) {
      const list = (await (
        await fetch(`${server.url}/api/applications/?job_id=${job}`, { headers: employee.headers })
      ).json()) as Application[];
      expect(list.map(jobIdOf)).toEqual([job]);
    }
  }, 60_000);
});
