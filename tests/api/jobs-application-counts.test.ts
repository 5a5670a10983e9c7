/**
 * `application_count` in `GET /jobs/` (docs/forms.md#long-option-lists): a company listing its own jobs (`company=` its
 * uuid, also its closed ones with `is_active=false`) gets how many applied to each, every status counted, from one
 * grouped query for the page; another company, a worker, a guest and every other list never get it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jobPageSchema, type JobPage } from "../../contract/jobs";
import { applications } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { rawRequest } from "../support/raw-http";
import { apply, createCompany, createEmployee, daysFromToday, insertJob, type TestCompany } from "./jobs-fixtures";

let api: TestApi;
let company: TestCompany;
let other: TestCompany;
/**
 * The company's jobs: `busy` (3 applications, one withdrawn), `quiet` (none), `past` (closed by its dates: 1), `closed`
 * (closed by the company: 2).
 */
const ids = { busy: 0, quiet: 0, past: 0, closed: 0, others: 0 };

beforeAll(async () => {
  api = await startTestApi();
  company = await createCompany(api, "Counted Hotels");
  other = await createCompany(api, "Other Hotels");
  ids.busy = await insertJob(api, company.id, { title: "Busy" });
  ids.quiet = await insertJob(api, company.id, { title: "Quiet" });
  ids.past = await insertJob(api, company.id, { title: "Past", startDate: daysFromToday(-3) });
  ids.closed = await insertJob(api, company.id, { title: "Closed", isActive: false });
  ids.others = await insertJob(api, other.id, { title: "Someone else's" });
  const workers = await Promise.all([createEmployee(api), createEmployee(api), createEmployee(api)]);
  for (const worker of workers) await apply(api, ids.busy, worker.profileId);
  await api.db.insert(applications).values({ jobId: ids.busy, employeeId: workers[0].profileId, status: "WITHDRAWN" });
  await apply(api, ids.past, workers[1].profileId);
  await apply(api, ids.closed, workers[0].profileId);
  await apply(api, ids.closed, workers[2].profileId);
  await apply(api, ids.others, workers[2].profileId);
});
afterAll(() => api.stop());

async function list(query: string, as?: TestUser): Promise<JobPage> {
  const response = await api.request(`/jobs/?${query}`, { as });
  expect(response.status).toBe(200);
  return jobPageSchema.strict().parse(await response.json());
}

const countsOf = (page: JobPage) => Object.fromEntries(page.results.map((job) => [job.title, job.application_count]));

describe("GET /jobs/ application_count", () => {
  it("gives the owner each of its jobs' applications, every status, 0 where nobody applied", async () => {
    expect(countsOf(await list(`company=${company.id}`, company.owner))).toEqual({ Busy: 4, Quiet: 0, Past: 1 });
    expect(countsOf(await list(`company=${company.id}&is_active=false`, company.owner))).toEqual({ Closed: 2 });
    // A page of one counts that page.
    const first = await list(`company=${company.id}&limit=1&ordering=created_at`, company.owner);
    expect(first.results.map((job) => [job.id, job.application_count])).toEqual([[ids.busy, 4]]);
  });

  it("never gives it to another company, a worker or a guest, nor in any other list", async () => {
    const worker = (await createEmployee(api)).user;
    for (const caller of [other.owner, worker, undefined]) {
      const page = await list(`company=${company.id}`, caller);
      expect(page.results.map((job) => job.title).sort()).toEqual(["Busy", "Quiet"]);
      for (const job of page.results) expect(job).not.toHaveProperty("application_count");
      // Closed jobs are the owner's alone: the others get an empty list, as before.
      expect((await list(`company=${company.id}&is_active=false`, caller)).results).toEqual([]);
    }
    // The owner's public list and a list of another company carry no count either.
    for (const query of ["", `company=${other.id}`, "search=Busy", `company=not-a-uuid`]) {
      for (const job of (await list(query, company.owner)).results)
        expect(job, query).not.toHaveProperty("application_count");
    }
    const featured = await api.request("/jobs/featured/", { as: company.owner });
    for (const job of (await featured.json()) as object[]) expect(job).not.toHaveProperty("application_count");
  });

  it("counts with one query for the page, however many jobs it holds", async () => {
    const worker = (await createEmployee(api)).user;
    const select = vi.spyOn(api.db, "select");
    try {
      await list(`company=${company.id}&limit=1`, company.owner);
      const forOne = select.mock.calls.length;
      select.mockClear();
      await list(`company=${company.id}&limit=3`, company.owner);
      expect(select.mock.calls.length).toBe(forOne);
      select.mockClear();
      await list(`company=${company.id}&limit=3`, worker);
      // The owner's list makes one query more than a worker's: the grouped count.
      expect(forOne - select.mock.calls.length).toBe(1);
    } finally {
      select.mockRestore();
    }
  });

  it("answers a bad cursor with 404 and no count anywhere", async () => {
    const response = await api.request(`/jobs/?company=${company.id}&cursor=not-a-cursor`, { as: company.owner });
    expect(response.status).toBe(404);
    expect(await response.json()).not.toHaveProperty("results");
  });

  it("over plain HTTP: the owner's token gets the counts, none without it", async () => {
    const path = `/api/jobs/?company=${company.id}`;
    const owned = await rawRequest(api.origin, "GET", path, { headers: company.owner.headers });
    expect(owned.status, owned.text).toBe(200);
    expect(countsOf(jobPageSchema.parse(JSON.parse(owned.text)))).toEqual({ Busy: 4, Quiet: 0, Past: 1 });
    const guest = await rawRequest(api.origin, "GET", path);
    expect(guest.status).toBe(200);
    expect(guest.text).not.toContain("application_count");
    const badToken = await rawRequest(api.origin, "GET", path, { headers: { Authorization: "Bearer not.a.token" } });
    expect(badToken.status).toBe(401);
  });
});
