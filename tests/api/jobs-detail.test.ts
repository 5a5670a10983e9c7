/**
 * `GET /jobs/{id}/`, `GET /jobs/featured/` and the DRF metadata of `OPTIONS /jobs/` and `OPTIONS /jobs/{id}/`
 * (design section 7, docs/jobs.md#the-job-page).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../../contract/countries";
import {
  ACCOMMODATIONS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  LANGUAGE_LEVELS,
  MEALS,
  SALARY_PERIODS,
  SCHEDULES,
  WORK_HOURS,
} from "../../contract/enums";
import { featuredJobsSchema, jobMetadataSchema, jobSchema, type Job, type JobMetadata } from "../../contract/jobs";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import {
  apply,
  createCompany,
  createEmployee,
  daysFromToday,
  insertJob,
  insertJobs,
  jobRow,
  type TestCompany,
} from "./jobs-fixtures";

let api: TestApi;
let company: TestCompany;
beforeAll(async () => {
  api = await startTestApi();
  company = await createCompany(api);
});
afterAll(() => api.stop());

async function getJob(id: number | string, as?: TestUser) {
  const response = await api.request(`/jobs/${id}/`, { as });
  return { status: response.status, body: (await response.json()) as Job & { detail?: string } };
}

describe("GET /jobs/{id}/", () => {
  it("returns every field of the job with its company", async () => {
    const id = await insertJob(api, company.id, {
      requirements: "- Greek or English",
      benefits: "- Staff housing",
      salaryMin: 950.5,
      salaryMax: 1200,
      experienceMinYears: 1,
      experienceMaxYears: 3,
      startDate: daysFromToday(40),
      endDate: daysFromToday(160),
      applyBy: daysFromToday(20),
      languages: [{ language: "en", level: "intermediate" }],
      positions: 3,
    });
    const { status, body } = await getJob(id);
    expect(status).toBe(200);
    expect(jobSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id,
      company: { uuid: company.id, name: company.name, logo: null },
      salary_min: 950.5,
      salary_max: 1200,
      experience_min_years: 1,
      languages: [{ language: "en", level: "intermediate" }],
      apply_by: daysFromToday(20),
      is_active: true,
      is_closed: false,
      positions: 3,
    });
    expect(body).not.toHaveProperty("application_count");
    expect(body).not.toHaveProperty("has_applied");
  });

  it("answers unknown and malformed ids with a JSON 404", async () => {
    for (const id of ["999999", "abc", "1.5", "-1", "0", "01", "99999999999999999999", "%20"]) {
      const { status, body } = await getJob(id);
      expect({ id, status, body }).toEqual({ id, status: 404, body: { detail: "Not found.", code: "not_found" } });
    }
  });

  it("hides an inactive job from everyone but its owner", async () => {
    const id = await insertJob(api, company.id, { isActive: false });
    const employee = await api.createUser("EMPLOYEE");
    const other = await createCompany(api, "Other Hotels");
    for (const caller of [undefined, employee, other.owner]) expect((await getJob(id, caller)).status).toBe(404);
    const own = await getJob(id, company.owner);
    expect(own.status).toBe(200);
    expect(own.body.is_active).toBe(false);
  });

  it("still shows a job past its last day to apply, with is_closed", async () => {
    const byApplyBy = await insertJob(api, company.id, { applyBy: daysFromToday(-2), startDate: daysFromToday(5) });
    const byStart = await insertJob(api, company.id, { startDate: daysFromToday(-1) });
    const lastDay = await insertJob(api, company.id, { applyBy: daysFromToday(0), startDate: daysFromToday(9) });
    expect((await getJob(byApplyBy)).body.is_closed).toBe(true);
    expect((await getJob(byStart)).body.is_closed).toBe(true);
    expect((await getJob(lastDay)).body.is_closed).toBe(false);
  });

  it("tells the owner how many applied and an employee whether they did", async () => {
    const id = await insertJob(api, company.id);
    const [first, second, bystander] = [
      await createEmployee(api),
      await createEmployee(api),
      await createEmployee(api),
    ];
    await apply(api, id, first.profileId);
    await apply(api, id, second.profileId);
    expect((await getJob(id, company.owner)).body.application_count).toBe(2);
    expect((await getJob(id, first.user)).body.has_applied).toBe(true);
    expect((await getJob(id, bystander.user)).body.has_applied).toBe(false);
    expect((await getJob(id, await api.createUser("EMPLOYEE"))).body.has_applied).toBe(false);
    const stranger = await getJob(id, (await createCompany(api, "Stranger Co")).owner);
    expect(stranger.body).not.toHaveProperty("application_count");
    expect(stranger.body).not.toHaveProperty("has_applied");
  });

  it("refuses a bad bearer token with 401 even though the page is public", async () => {
    const response = await api.request(`/jobs/${await insertJob(api, company.id)}/`, {
      headers: { Authorization: "Bearer not.a.token" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "token_not_valid" });
  });
});

describe("GET /jobs/featured/", () => {
  it("lists up to 8 featured, active, open jobs, newest first, as lean list items", async () => {
    const featured = await createCompany(api, "Featured Resorts");
    const now = Date.now();
    const ids = await insertJobs(
      api,
      Array.from({ length: 10 }, (_, index) =>
        jobRow(featured.id, {
          isFeatured: true,
          createdAt: new Date(now - index * 60_000),
          title: `Featured ${index}`,
        }),
      ),
    );
    await insertJobs(api, [
      jobRow(featured.id, { isFeatured: true, isActive: false, createdAt: new Date(now + 60_000) }),
      jobRow(featured.id, { isFeatured: true, applyBy: daysFromToday(-1), createdAt: new Date(now + 60_000) }),
      jobRow(featured.id, { isFeatured: false, createdAt: new Date(now + 60_000) }),
    ]);
    const response = await api.request("/jobs/featured/");
    expect(response.status).toBe(200);
    const body = featuredJobsSchema.parse(await response.json());
    expect(body.map((job) => job.id)).toEqual(ids.slice(0, 8));
    expect(body[0]).not.toHaveProperty("description");
  });
});

describe("OPTIONS metadata", () => {
  async function metadata(path: string): Promise<JobMetadata> {
    const response = await api.request(path, { method: "OPTIONS" });
    expect(response.status).toBe(200);
    return jobMetadataSchema.parse(await response.json());
  }

  const values = (choices: Array<{ value: string }> | undefined) => (choices ?? []).map((choice) => choice.value);

  it("describes creating a job on /jobs/ with every enum value as a choice", async () => {
    const body = await metadata("/jobs/");
    expect(body).toMatchObject({ renders: ["application/json"], parses: ["application/json"] });
    const fields = body.actions?.POST ?? {};
    const enums: Record<string, readonly string[]> = {
      employment_type: EMPLOYMENT_TYPES,
      experience_level: EXPERIENCE_LEVELS,
      salary_currency: CURRENCIES,
      salary_period: SALARY_PERIODS,
      work_hours: WORK_HOURS,
      schedule: SCHEDULES,
      accommodation: ACCOMMODATIONS,
      meals: MEALS,
      country: COUNTRY_CODES,
    };
    for (const [field, expected] of Object.entries(enums)) {
      expect(fields[field].type, field).toBe("choice");
      expect(values(fields[field].choices), field).toEqual([...expected]);
    }
    expect(fields.employment_type.choices?.[0]).toEqual({ value: "FULL_TIME", display_name: "Full time" });
    expect(fields.country.choices?.find((choice) => choice.value === "GR")?.display_name).toBe("Greece");
    expect(values(fields.languages.child?.children?.level.choices)).toEqual([...LANGUAGE_LEVELS]);
  });

  it("marks the required, read-only and typed fields", async () => {
    const fields = (await metadata("/jobs/")).actions?.POST ?? {};
    const required = Object.keys(fields).filter((name) => fields[name].required);
    expect(required.sort()).toEqual(["description", "employment_type", "experience_level", "location", "title"]);
    for (const name of ["id", "company", "is_closed", "created_at", "updated_at"])
      expect(fields[name].read_only).toBe(true);
    expect(fields.title).toMatchObject({ type: "string", label: "Title", min_length: 3, max_length: 200 });
    expect(fields.salary_min).toMatchObject({ type: "decimal", min_value: 0, label: "Salary min" });
    expect(fields.positions).toMatchObject({ type: "integer", min_value: 1, max_value: 1000 });
    expect(fields.start_date.type).toBe("date");
    expect(fields.is_remote.type).toBe("boolean");
  });

  it("describes updating on /jobs/{id}/ and 404s a path that names no job", async () => {
    const body = await metadata(`/jobs/${await insertJob(api, company.id)}/`);
    expect(Object.keys(body.actions ?? {})).toEqual(["PUT"]);
    expect((await api.request("/jobs/abc/", { method: "OPTIONS" })).status).toBe(404);
  });

  it("answers other methods with 405 in DRF's words", async () => {
    const response = await api.request("/jobs/1/", { method: "PUT", json: {} });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({
      detail: 'Method "PUT" not allowed.',
      code: "method_not_allowed",
      params: { method: "PUT" },
    });
    expect((await api.request("/jobs/featured/", { method: "POST", json: {} })).status).toBe(405);
  });
});
