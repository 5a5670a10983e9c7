/**
 * `PATCH /jobs/{id}/` and `DELETE /jobs/{id}/` (design section 7, docs/jobs.md#posting-and-editing): the owner only,
 * every other caller refused with the row unchanged; patches checked against the stored job; re-activation
 * counted against the plan; a job with applicants deactivated rather than deleted.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "../../api/db/schema";
import { JOB_MESSAGES, jobSchema } from "../../contract/jobs";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { fieldCodes, fieldMessages } from "../support/error-bodies";
import {
  apply,
  createCompany,
  createEmployee,
  daysFromToday,
  insertJob,
  storedJob,
  subscribe,
  type TestCompany,
} from "./jobs-fixtures";

let api: TestApi;
let owner: TestCompany;
let strangers: Array<{ who: string; as: TestUser | null; status: number }>;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createCompany(api);
  await subscribe(api, owner.id, "pro");
  const [employee, otherEmployee, other] = [
    await api.createUser("EMPLOYEE"),
    (await createEmployee(api)).user,
    await createCompany(api, "Rival Hotels"),
  ];
  strangers = [
    { who: "guest", as: null, status: 401 },
    { who: "employee", as: employee, status: 403 },
    { who: "employee with a profile", as: otherEmployee, status: 403 },
    { who: "company without a profile", as: await api.createUser("COMPANY"), status: 403 },
    { who: "another company", as: other.owner, status: 403 },
  ];
});
afterAll(() => api.stop());

/** As the owner unless told otherwise; `null` is a guest. */
async function patch(id: number | string, json: unknown, as: TestUser | null = owner.owner) {
  const response = await api.request(`/jobs/${id}/`, { method: "PATCH", json, as });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function remove(id: number | string, as: TestUser | null = owner.owner) {
  return api.request(`/jobs/${id}/`, { method: "DELETE", as });
}

describe("PATCH /jobs/{id}/", () => {
  it("updates the fields sent and answers with the whole job", async () => {
    const id = await insertJob(api, owner.id, { salaryMin: 900, salaryMax: 1100, city: "Chania" });
    const { status, body } = await patch(id, { title: "Head waiter", salary_max: 1300, city: "", meals: "SOME" });
    expect(status).toBe(200);
    expect(jobSchema.parse(body)).toMatchObject({
      id,
      title: "Head waiter",
      salary_min: 900,
      salary_max: 1300,
      city: "",
      meals: "SOME",
      application_count: 0,
    });
    expect(await storedJob(api, id)).toMatchObject({ title: "Head waiter", salaryMax: 1300, city: "" });
  });

  it("ignores server-owned fields and an empty patch", async () => {
    const id = await insertJob(api, owner.id);
    const before = await storedJob(api, id);
    const other = await createCompany(api, "Not Mine");
    expect((await patch(id, { id: 1, company: other.id, created_at: "2001-01-01T00:00:00Z" })).status).toBe(200);
    expect((await patch(id, {})).status).toBe(200);
    expect(await storedJob(api, id)).toEqual(before);
  });

  it("checks the patch against the stored job's other fields", async () => {
    const id = await insertJob(api, owner.id, {
      salaryMin: 900,
      salaryMax: 1100,
      startDate: "2031-05-01",
      endDate: "2031-09-30",
      latitude: 35.5,
      longitude: 24,
    });
    const before = await storedJob(api, id);
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ salary_min: 1500 }, "salary_max", JOB_MESSAGES.salaryRange, "salary_range"],
      [{ end_date: "2031-04-01" }, "end_date", JOB_MESSAGES.dateRange, "end_before_start"],
      [{ apply_by: "2031-10-01" }, "apply_by", JOB_MESSAGES.applyByAfterEnd, "apply_by_after_end"],
      [{ latitude: null }, "latitude", JOB_MESSAGES.coordinatesPair, "coordinates_pair"],
    ];
    for (const [fields, field, message, code] of cases) {
      const answer = await patch(id, fields);
      expect(answer.status).toBe(400);
      expect(fieldMessages(answer.body)).toEqual({ [field]: [message] });
      expect(fieldCodes(answer.body)).toEqual({ [field]: [code] });
    }
    expect((await patch(id, { title: "" })).body).toHaveProperty("title");
    expect((await patch(id, { employment_type: "BOGUS" })).body).toHaveProperty("employment_type");
    expect(await storedJob(api, id)).toEqual(before);
    expect((await patch(id, { latitude: null, longitude: null, salary_max: null })).status).toBe(200);
  });

  it("refuses everyone but the owner, before reading the payload, and leaves the row unchanged", async () => {
    const id = await insertJob(api, owner.id);
    const before = await storedJob(api, id);
    for (const { who, as, status } of strangers) {
      for (const payload of [{ title: "Taken over" }, { title: "" }]) {
        const answer = await patch(id, payload, as);
        expect({ who, status: answer.status }).toEqual({ who, status });
        expect(answer.body).toHaveProperty("detail");
      }
    }
    expect(await storedJob(api, id)).toEqual(before);
    expect(api.logs.some((entry) => entry.message === "job write refused" && entry.fields?.jobId === id)).toBe(true);
  });

  it("answers 404 for unknown ids, malformed ids and another company's inactive job", async () => {
    const other = await createCompany(api, "Hidden Co");
    const hidden = await insertJob(api, other.id, { isActive: false });
    for (const id of ["987654", "abc", "0", String(hidden)])
      expect((await patch(id, { title: "Nope" })).status).toBe(404);
    expect((await storedJob(api, hidden)).title).not.toBe("Nope");
  });

  it("counts re-activating a job against the plan, naming it", async () => {
    const free = await createCompany(api, "Small Taverna");
    const listed = await insertJob(api, free.id);
    const draft = await insertJob(api, free.id, { isActive: false });
    expect(await patch(draft, { is_active: true }, free.owner)).toEqual({
      status: 403,
      body: {
        detail: "Your Free plan allows 1 active job. Upgrade to post more.",
        code: "plan_limit",
        params: { plan: "Free", limit: 1 },
      },
    });
    expect((await storedJob(api, draft)).isActive).toBe(false);
    // Reopening a closed job by moving its last day to apply counts the same way.
    const closed = await insertJob(api, free.id, { applyBy: daysFromToday(-1), startDate: daysFromToday(30) });
    expect((await patch(closed, { apply_by: daysFromToday(10) }, free.owner)).status).toBe(403);
    // Editing the listed job itself needs no free slot; freeing the slot lets the draft go live.
    expect((await patch(listed, { title: "Cook" }, free.owner)).status).toBe(200);
    expect((await patch(listed, { is_active: false }, free.owner)).status).toBe(200);
    expect((await patch(draft, { is_active: true }, free.owner)).status).toBe(200);
  });

  it("lets only a plan with featured listings turn featuring on", async () => {
    const free = await createCompany(api, "Plain Rooms");
    const id = await insertJob(api, free.id);
    expect(await patch(id, { is_featured: true }, free.owner)).toEqual({
      status: 403,
      body: { detail: JOB_MESSAGES.featuredNotInPlan("Free"), code: "featured_not_in_plan", params: { plan: "Free" } },
    });
    expect((await storedJob(api, id)).isFeatured).toBe(false);
    expect((await patch(id, { is_featured: false }, free.owner)).status).toBe(200);
    const proJob = await insertJob(api, owner.id);
    expect((await patch(proJob, { is_featured: true })).body.is_featured).toBe(true);
  });
});

describe("DELETE /jobs/{id}/", () => {
  it("refuses everyone but the owner and leaves the row unchanged", async () => {
    const id = await insertJob(api, owner.id);
    const before = await storedJob(api, id);
    for (const { who, as, status } of strangers) {
      const response = await remove(id, as);
      expect({ who, status: response.status }).toEqual({ who, status });
    }
    expect(await storedJob(api, id)).toEqual(before);
  });

  it("removes a job nobody applied to", async () => {
    const id = await insertJob(api, owner.id);
    const response = await remove(id);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await storedJob(api, id)).toBeUndefined();
    expect((await remove(id)).status).toBe(404);
  });

  it("deactivates a job with applicants, keeping their applications", async () => {
    const id = await insertJob(api, owner.id);
    const employee = await createEmployee(api);
    await apply(api, id, employee.profileId);
    expect((await remove(id)).status).toBe(204);
    expect((await storedJob(api, id)).isActive).toBe(false);
    const [{ kept }] = await api.db.select({ kept: count() }).from(applications).where(eq(applications.jobId, id));
    expect(kept).toBe(1);
    expect((await api.request(`/jobs/${id}/`)).status).toBe(404);
    expect((await api.request(`/jobs/${id}/`, { as: owner.owner })).status).toBe(200);
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["987654", "x1", "-3"]) expect((await remove(id)).status).toBe(404);
  });
});
