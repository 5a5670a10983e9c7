/**
 * `GET /companies/{uuid}/jobs/` (the company's jobs tab, issue 23): the owner gets every ad of its company in one
 * list, open, past its dates and closed by it, newest first, each with how many applied (every status), in two
 * statements whatever the page holds; a guest, a worker and another company never see it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownCompanyJobsSchema, type OwnCompanyJobs } from "../../contract/jobs";
import { applications } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { RAW_BODIES, rawRequest } from "../support/raw-http";
import { apply, createCompany, createEmployee, daysFromToday, insertJob, type TestCompany } from "./jobs-fixtures";

let api: TestApi;
let company: TestCompany;
let other: TestCompany;
let worker: TestUser;
const ids = { busy: 0, quiet: 0, past: 0, closed: 0, others: 0 };

beforeAll(async () => {
  api = await startTestApi();
  company = await createCompany(api, "Own Jobs Hotels");
  other = await createCompany(api, "Neighbour Hotels");
  // Inserted in this order: the list is newest first, so Closed, Past, Quiet, Busy.
  ids.busy = await insertJob(api, company.id, { title: "Busy" });
  ids.quiet = await insertJob(api, company.id, { title: "Quiet" });
  ids.past = await insertJob(api, company.id, { title: "Past", startDate: daysFromToday(-3) });
  ids.closed = await insertJob(api, company.id, { title: "Closed", isActive: false });
  ids.others = await insertJob(api, other.id, { title: "Someone else's" });
  const workers = await Promise.all([createEmployee(api), createEmployee(api), createEmployee(api)]);
  worker = workers[0].user;
  for (const one of workers) await apply(api, ids.busy, one.profileId);
  await api.db.insert(applications).values({ jobId: ids.busy, employeeId: workers[0].profileId, status: "WITHDRAWN" });
  await apply(api, ids.past, workers[1].profileId);
  await apply(api, ids.closed, workers[0].profileId);
  await apply(api, ids.closed, workers[2].profileId);
  await apply(api, ids.others, workers[2].profileId);
});
afterAll(() => api.stop());

async function own(query = "", as: TestUser = company.owner): Promise<OwnCompanyJobs> {
  const response = await api.request(`/companies/${company.id}/jobs/${query}`, { as });
  expect(response.status, await response.clone().text()).toBe(200);
  return ownCompanyJobsSchema.strict().parse(await response.json());
}

describe("GET /companies/{uuid}/jobs/", () => {
  it("lists every ad of the owner's company, newest first, open or closed, with its applications", async () => {
    const page = await own();
    expect(page.count).toBe(4);
    expect(page.results.map((job) => [job.title, job.is_active, job.is_closed, job.application_count])).toEqual([
      ["Closed", false, false, 2],
      ["Past", true, true, 1],
      ["Quiet", true, false, 0],
      ["Busy", true, false, 4],
    ]);
  });

  it("gives the first `limit` ads and still counts them all", async () => {
    const page = await own("?limit=2");
    expect(page.count).toBe(4);
    expect(page.results.map((job) => job.id)).toEqual([ids.closed, ids.past]);
  });

  it("reads the page with two statements (the owner check, then the list), however many ads it holds", async () => {
    const select = vi.spyOn(api.db, "select");
    try {
      await own("?limit=1");
      expect(select.mock.calls.length).toBe(2);
      select.mockClear();
      await own("?limit=4");
      expect(select.mock.calls.length).toBe(2);
    } finally {
      select.mockRestore();
    }
  });

  it("is the owner's alone: 401 for a guest, 403 for a worker and for another company, 404 for no company", async () => {
    expect((await api.request(`/companies/${company.id}/jobs/`)).status).toBe(401);
    expect((await api.request(`/companies/${company.id}/jobs/`, { as: worker })).status).toBe(403);
    const neighbour = await api.request(`/companies/${company.id}/jobs/`, { as: other.owner });
    expect(neighbour.status).toBe(403);
    expect(await neighbour.text()).not.toContain("Busy");
    const missing = await api.request(`/companies/00000000-0000-4000-8000-000000000000/jobs/`, { as: company.owner });
    expect(missing.status).toBe(404);
  });

  it("refuses a limit out of range with 400, naming the field", async () => {
    for (const limit of ["0", "101", "two"]) {
      const response = await api.request(`/companies/${company.id}/jobs/?limit=${limit}`, { as: company.owner });
      expect(response.status, limit).toBe(400);
      expect(JSON.stringify(await response.json()), limit).toContain("limit");
    }
  });

  it("over plain HTTP, every method: GET answers the owner; the others are the API's JSON 404, whatever the body", async () => {
    const path = `/api/companies/${company.id}/jobs/`;
    const owned = await rawRequest(api.origin, "GET", path, { headers: company.owner.headers });
    expect(owned.status, owned.text).toBe(200);
    expect(ownCompanyJobsSchema.parse(JSON.parse(owned.text)).count).toBe(4);
    expect((await rawRequest(api.origin, "GET", path)).status).toBe(401);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const [name, body] of Object.entries(RAW_BODIES)) {
        const answer = await rawRequest(api.origin, method, path, { headers: company.owner.headers, body });
        expect([method, name, answer.status, answer.headers["content-type"]]).toEqual([
          method,
          name,
          404,
          "application/json; charset=utf-8",
        ]);
      }
    }
  });
});
