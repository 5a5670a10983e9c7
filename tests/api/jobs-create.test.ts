/**
 * `POST /jobs/` (design section 7, docs/jobs.md#posting-and-editing): who may post, every field's bad values refused
 * with nothing stored, the company taken from the caller, and the plan's limits on active and featured jobs.
 */
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../api/db/schema";
import { fieldErrorBodySchema } from "../../contract/errors";
import { JOB_DEFAULTS, JOB_MESSAGES, jobSchema, type JobCreateRequest } from "../../contract/jobs";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { createCompany, daysFromToday, insertJob, storedJob, subscribe, type TestCompany } from "./jobs-fixtures";
import { errorFields, fieldCodes, fieldMessages } from "../support/error-bodies";
import { FULL_JOB, MINIMAL_JOB } from "../support/job-payloads";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

async function post(as: TestUser | undefined, json: unknown) {
  const response = await api.request("/jobs/", { method: "POST", json, as });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function jobCount(companyId?: string): Promise<number> {
  const [{ total }] = await api.db
    .select({ total: count() })
    .from(jobs)
    .where(companyId ? eq(jobs.companyId, companyId) : undefined);
  return total;
}

describe("POST /jobs/ by the company", () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await createCompany(api);
    await subscribe(api, company.id, "pro");
  });

  it("creates the job with every field and answers 201 with the whole job and its id", async () => {
    const { status, body } = await post(company.owner, FULL_JOB);
    expect(status).toBe(201);
    const job = jobSchema.parse(body);
    expect(job).toMatchObject({
      ...FULL_JOB,
      country: "GR",
      languages: [
        { language: "en", level: "intermediate" },
        { language: "el", level: "beginner" },
      ],
      company: { uuid: company.id, name: company.name, logo: null },
      is_closed: false,
      application_count: 0,
    });
    expect((await storedJob(api, job.id)).companyId).toBe(company.id);
  });

  it("fills what a minimal payload leaves out with the contract's defaults", async () => {
    const { status, body } = await post(company.owner, MINIMAL_JOB);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      ...JOB_DEFAULTS,
      requirements: "",
      city: "",
      latitude: null,
      salary_min: null,
      languages: [],
    });
  });

  it("takes the company from the caller and ignores server-owned fields in the payload", async () => {
    const other = await createCompany(api, "Someone Else");
    const { status, body } = await post(company.owner, {
      ...MINIMAL_JOB,
      id: 424242,
      company: other.id,
      company_id: other.id,
      created_at: "2001-01-01T00:00:00Z",
      application_count: 99,
      is_closed: true,
    });
    expect(status).toBe(201);
    expect(body.id).not.toBe(424242);
    expect(body).toMatchObject({ company: { uuid: company.id }, application_count: 0, is_closed: false });
    expect(String(body.created_at).startsWith("2001")).toBe(false);
    expect(await jobCount(other.id)).toBe(0);
  });

  it("lets a Pro company feature a job", async () => {
    const { status, body } = await post(company.owner, { ...MINIMAL_JOB, is_featured: true });
    expect(status).toBe(201);
    expect(body.is_featured).toBe(true);
  });
});

describe("POST /jobs/ refused", () => {
  it("answers a guest 401, an employee 403 and a company without a profile 403, storing nothing", async () => {
    const before = await jobCount();
    const guest = await post(undefined, MINIMAL_JOB);
    expect(guest).toEqual({
      status: 401,
      body: { detail: "Authentication credentials were not provided.", code: "not_authenticated" },
    });
    expect(await post(await api.createUser("EMPLOYEE"), MINIMAL_JOB)).toEqual({
      status: 403,
      body: { detail: "You do not have permission to perform this action.", code: "permission_denied" },
    });
    expect(await post(await api.createUser("COMPANY"), MINIMAL_JOB)).toEqual({
      status: 403,
      body: { detail: JOB_MESSAGES.noCompanyProfile, code: "no_company_profile" },
    });
    expect(await jobCount()).toBe(before);
  });

  it("never reads a token from cookies: a cookie-only request is a guest's", async () => {
    const company = await createCompany(api);
    const response = await api.request("/jobs/", {
      method: "POST",
      json: MINIMAL_JOB,
      headers: { Cookie: `access=${company.owner.access}; refresh=${company.owner.refresh}` },
    });
    expect(response.status).toBe(401);
    expect(await jobCount(company.id)).toBe(0);
  });

  it("answers random JSON bodies with a 4xx in the contract's shape or a 201, never a 500", async () => {
    const company = await createCompany(api);
    await subscribe(api, company.id, "pro");
    const field = fc.constantFrom(...Object.keys(FULL_JOB), "company", "id", "__proto__", "constructor");
    const body = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(field, fc.jsonValue(), { maxKeys: 8 }),
      fc.dictionary(field, fc.jsonValue(), { maxKeys: 3 }).map((extra) => ({ ...MINIMAL_JOB, ...extra })),
    );
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const { status, body: answer } = await post(company.owner, json);
        expect([201, 400]).toContain(status);
        if (status === 400) expect(fieldErrorBodySchema.safeParse(answer).success || "detail" in answer).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("names each missing required field", async () => {
    const company = await createCompany(api);
    const { status, body } = await post(company.owner, {});
    expect(status).toBe(400);
    expect(errorFields(body).sort()).toEqual(Object.keys(MINIMAL_JOB).sort());
    for (const field of Object.keys(MINIMAL_JOB)) {
      const { [field]: _left, ...rest } = MINIMAL_JOB as Record<string, unknown>;
      const missing = await post(company.owner, rest);
      expect({ field, status: missing.status, keys: errorFields(missing.body) }).toEqual({
        field,
        status: 400,
        keys: [field],
      });
    }
    expect(await jobCount(company.id)).toBe(0);
  });

  it("names the field of every bad value and stores nothing", async () => {
    const company = await createCompany(api);
    const bad: Array<[string, unknown]> = [
      ["title", ""],
      ["title", "ab"],
      ["title", "x".repeat(201)],
      ["title", 5],
      ["title", null],
      ["description", ""],
      ["description", "x".repeat(20_001)],
      ["description", ["text"]],
      ["requirements", "x".repeat(10_001)],
      ["benefits", 5],
      ["location", ""],
      ["location", "x".repeat(201)],
      ["city", "x".repeat(101)],
      ["area", 7],
      ["country", "XX"],
      ["country", "Greece"],
      ["country", 30],
      ["latitude", 91],
      ["latitude", "35.5"],
      ["longitude", -181],
      ["longitude", "east"],
      ["is_remote", "yes"],
      ["is_remote", 1],
      ["employment_type", "BOGUS"],
      ["employment_type", "full_time"],
      ["experience_level", "JUNIOR"],
      ["experience_min_years", -1],
      ["experience_min_years", 61],
      ["experience_min_years", 1.5],
      ["experience_max_years", "2"],
      ["salary_min", -1],
      ["salary_min", 10.123],
      ["salary_min", 100_000_000],
      ["salary_max", "900"],
      ["salary_currency", "GBP"],
      ["salary_period", "YEAR"],
      ["work_hours", "NIGHT"],
      ["schedule", "SOMETIMES"],
      ["start_date", "2031-02-30"],
      ["start_date", "tomorrow"],
      ["start_date", 20310101],
      ["end_date", "31/12/2031"],
      ["apply_by", "2031-13-01"],
      ["positions", 0],
      ["positions", 1001],
      ["positions", 1.5],
      ["accommodation", "HOTEL"],
      ["meals", "BREAKFAST"],
      ["languages", "en"],
      [
        "languages",
        Array.from({ length: 11 }, (_, i) => ({ language: `a${String.fromCharCode(97 + i)}`, level: "native" })),
      ],
      ["is_active", "true"],
      ["is_featured", "no"],
    ];
    // A valid pair of coordinates, so a bad one is reported alone (not also as half a pair).
    const base = { ...MINIMAL_JOB, latitude: 35.5, longitude: 24.1 };
    for (const [field, value] of bad) {
      const { status, body } = await post(company.owner, { ...base, [field]: value });
      expect({ field, value, status, keys: errorFields(body) }).toEqual({ field, value, status: 400, keys: [field] });
    }
    const nested = await post(company.owner, { ...MINIMAL_JOB, languages: [{ language: "english", level: "fluent" }] });
    expect(errorFields(nested.body).sort()).toEqual(["languages.0.language", "languages.0.level"]);
    expect(await jobCount(company.id)).toBe(0);
  });

  it("checks the rules between fields on the field a person would correct, each with its code", async () => {
    const company = await createCompany(api);
    const cases: Array<[Partial<JobCreateRequest>, string, string, string]> = [
      [{ salary_min: 1200, salary_max: 1000 }, "salary_max", JOB_MESSAGES.salaryRange, "salary_range"],
      [
        { experience_min_years: 5, experience_max_years: 2 },
        "experience_max_years",
        JOB_MESSAGES.experienceRange,
        "experience_range",
      ],
      [{ start_date: "2031-06-01", end_date: "2031-05-01" }, "end_date", JOB_MESSAGES.dateRange, "end_before_start"],
      [
        { end_date: "2031-05-01", apply_by: "2031-05-02" },
        "apply_by",
        JOB_MESSAGES.applyByAfterEnd,
        "apply_by_after_end",
      ],
      [{ latitude: 35.1 }, "longitude", JOB_MESSAGES.coordinatesPair, "coordinates_pair"],
      [
        {
          languages: [
            { language: "en", level: "native" },
            { language: "EN", level: "beginner" },
          ],
        },
        "languages",
        JOB_MESSAGES.duplicateLanguage,
        "duplicate_language",
      ],
    ];
    for (const [fields, field, message, code] of cases) {
      const { status, body } = await post(company.owner, { ...MINIMAL_JOB, ...fields });
      expect({ status, body: fieldMessages(body) }).toEqual({ status: 400, body: { [field]: [message] } });
      expect(fieldCodes(body)).toEqual({ [field]: [code] });
    }
    expect(await jobCount(company.id)).toBe(0);
  });

  it("refuses bodies that are not JSON", async () => {
    const company = await createCompany(api);
    const broken = await api.request("/jobs/", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
      as: company.owner,
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toHaveProperty("detail");
    const form = await api.request("/jobs/", {
      method: "POST",
      body: new URLSearchParams(MINIMAL_JOB),
      as: company.owner,
    });
    expect(form.status).toBe(415);
    expect(await jobCount(company.id)).toBe(0);
  });
});

describe("plan limits", () => {
  /** The answer to a company whose plan's active jobs are all taken: the plan and its limit, in words and as data. */
  const planFull = (plan: string, limit: number, detail: string) => ({
    status: 403,
    body: { detail, code: "plan_limit", params: { plan, limit } },
  });

  it("lets a Free company list one active job and names the plan when it posts another", async () => {
    const company = await createCompany(api);
    expect((await post(company.owner, MINIMAL_JOB)).status).toBe(201);
    expect(await post(company.owner, MINIMAL_JOB)).toEqual(
      planFull("Free", 1, "Your Free plan allows 1 active job. Upgrade to post more."),
    );
    expect(await jobCount(company.id)).toBe(1);
    // Drafts and closed jobs take no slot.
    expect((await post(company.owner, { ...MINIMAL_JOB, is_active: false })).status).toBe(201);
  });

  it("counts only open jobs: a closed one frees its slot", async () => {
    const company = await createCompany(api);
    await insertJob(api, company.id, { applyBy: daysFromToday(-1), startDate: daysFromToday(10) });
    expect((await post(company.owner, MINIMAL_JOB)).status).toBe(201);
  });

  it("allows ten on Basic and none featured; Pro has no limit", async () => {
    const basic = await createCompany(api);
    await subscribe(api, basic.id, "basic");
    for (let index = 0; index < 9; index += 1) await insertJob(api, basic.id);
    expect((await post(basic.owner, MINIMAL_JOB)).status).toBe(201);
    expect(await post(basic.owner, MINIMAL_JOB)).toEqual(
      planFull("Basic", 10, "Your Basic plan allows 10 active jobs. Upgrade to post more."),
    );
    expect(await jobCount(basic.id)).toBe(10);

    const free = await createCompany(api);
    expect(await post(free.owner, { ...MINIMAL_JOB, is_featured: true })).toEqual({
      status: 403,
      body: { detail: JOB_MESSAGES.featuredNotInPlan("Free"), code: "featured_not_in_plan", params: { plan: "Free" } },
    });
    expect(await jobCount(free.id)).toBe(0);

    const pro = await createCompany(api);
    await subscribe(api, pro.id, "pro");
    for (let index = 0; index < 25; index += 1) await insertJob(api, pro.id);
    expect((await post(pro.owner, MINIMAL_JOB)).status).toBe(201);
  });

  it("lets only one of several simultaneous posts through on the Free plan", async () => {
    const company = await createCompany(api);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(company.owner, MINIMAL_JOB)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await jobCount(company.id)).toBe(1);
  });
});
