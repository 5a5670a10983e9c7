/**
 * Work experiences over HTTP (spec section 7): `POST /work-experiences/` → 201 with the id; `PATCH` and `DELETE`
 * on `/work-experiences/{id}/` by the owner only; others 401/403/404 with the row unchanged.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROFILE_MESSAGES,
  workExperienceSchema,
  type EmployeeProfile,
  type WorkExperience,
} from "../../contract/profiles";
import { workExperiences } from "../../api/db/schema";
import { createEmployeeProfile, toForm } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { errorFields, fieldMessages } from "../support/error-bodies";

let api: TestApi;
let owner: TestUser;
let otherEmployee: TestUser;
let company: TestUser;
let profile: EmployeeProfile;
let experience: WorkExperience;

const VALID = {
  job_title: "Waiter",
  company_name: "Blue Bay Hotel",
  location: "Hersonissos",
  start_date: "2024-05-01",
  end_date: "2024-10-15",
  description: "Breakfast and dinner service for 300 guests.",
};

beforeAll(async () => {
  api = await startTestApi();
  [owner, otherEmployee, company] = await Promise.all([
    api.createUser("EMPLOYEE"),
    api.createUser("EMPLOYEE"),
    api.createUser("COMPANY"),
  ]);
});
afterAll(() => api.stop());

const post = (json: unknown, as: TestUser | null) => api.request("/work-experiences/", { method: "POST", json, as });

async function storedRow(id: number) {
  const [row] = await api.db.select().from(workExperiences).where(eq(workExperiences.id, id));
  return row;
}

async function rowCount() {
  return (await api.db.select({ id: workExperiences.id }).from(workExperiences)).length;
}

describe("POST /work-experiences/", () => {
  it("asks an employee without a profile to create one first", async () => {
    const response = await post(VALID, owner);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: PROFILE_MESSAGES.createProfileFirst,
      code: "create_profile_first",
    });
    profile = await createEmployeeProfile(api, owner);
    await createEmployeeProfile(api, otherEmployee);
  });

  it("refuses guests and companies", async () => {
    expect((await post(VALID, null)).status).toBe(401);
    expect((await post(VALID, company)).status).toBe(403);
    expect(await rowCount()).toBe(0);
  });

  it.each(["job_title", "company_name", "start_date"])("400 when %s is missing", async (field) => {
    const response = await post({ ...VALID, [field]: undefined }, owner);
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toEqual({ [field]: ["This field is required."] });
    expect(await rowCount()).toBe(0);
  });

  it.each([
    [{ job_title: "x".repeat(121) }, "job_title"],
    [{ company_name: "" }, "company_name"],
    [{ location: "x".repeat(201) }, "location"],
    [{ start_date: "2024-02-30" }, "start_date"],
    [{ end_date: "15/10/2024" }, "end_date"],
    [{ end_date: "2024-04-30" }, "end_date"],
    [{ is_current: true }, "end_date"],
    [{ is_current: "maybe" }, "is_current"],
    [{ description: "x".repeat(2001) }, "description"],
  ])("400 naming the field for %j", async (change, field) => {
    const response = await post({ ...VALID, ...change }, owner);
    expect(response.status).toBe(400);
    expect(errorFields(await response.json())).toEqual([field]);
    expect(await rowCount()).toBe(0);
  });

  it("creates it on the caller's own profile (multipart too), ignoring a profile given in the body", async () => {
    const response = await api.request("/work-experiences/", {
      method: "POST",
      body: toForm({ ...VALID, employee: "00000000-0000-4000-8000-000000000000", id: "999" }),
      as: owner,
    });
    expect(response.status).toBe(201);
    experience = workExperienceSchema.parse(await response.json());
    expect(experience).toEqual({ id: experience.id, is_current: false, ...VALID });
    expect(experience.id).not.toBe(999);
    expect((await storedRow(experience.id)).employeeId).toBe(profile.uuid);
    const current = await post({ ...VALID, end_date: "", is_current: true, start_date: "2025-05-01" }, owner);
    expect(current.status).toBe(201);
    const shown = (await (await api.request(`/employees/${profile.uuid}/`, { as: owner })).json()) as EmployeeProfile;
    expect(shown.work_experiences.map((entry) => entry.is_current)).toEqual([true, false]);
  });
});

describe("PATCH and DELETE /work-experiences/{id}/", () => {
  it("refuses everyone but the owner; the row stays as it was", async () => {
    const before = await storedRow(experience.id);
    const path = `/work-experiences/${experience.id}/`;
    const change = { job_title: "Hijacked" };
    expect((await api.request(path, { method: "PATCH", json: change })).status).toBe(401);
    expect((await api.request(path, { method: "PATCH", json: change, as: company })).status).toBe(403);
    const other = await api.request(path, { method: "PATCH", json: change, as: otherEmployee });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ detail: "Not found.", code: "not_found" });
    expect((await api.request(path, { method: "DELETE" })).status).toBe(401);
    expect((await api.request(path, { method: "DELETE", as: company })).status).toBe(403);
    expect((await api.request(path, { method: "DELETE", as: otherEmployee })).status).toBe(404);
    expect(await storedRow(experience.id)).toEqual(before);
  });

  it.each(["abc", "0", "-1", "99999999999", "1.5"])("404s the id %s", async (id) => {
    expect((await api.request(`/work-experiences/${id}/`, { method: "PATCH", json: {}, as: owner })).status).toBe(404);
  });

  it("checks the dates against the stored row and changes nothing on failure", async () => {
    const before = await storedRow(experience.id);
    const path = `/work-experiences/${experience.id}/`;
    const early = await api.request(path, { method: "PATCH", json: { end_date: "2024-01-01" }, as: owner });
    expect(early.status).toBe(400);
    expect(fieldMessages(await early.json())).toEqual({ end_date: [PROFILE_MESSAGES.endBeforeStart] });
    const current = await api.request(path, { method: "PATCH", json: { is_current: true }, as: owner });
    expect(fieldMessages(await current.json())).toEqual({ end_date: [PROFILE_MESSAGES.currentWithEnd] });
    expect(await storedRow(experience.id)).toEqual(before);
  });

  it("updates the sent fields for the owner", async () => {
    const response = await api.request(`/work-experiences/${experience.id}/`, {
      method: "PATCH",
      json: { job_title: "Head waiter", end_date: null, is_current: true },
      as: owner,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ...experience,
      job_title: "Head waiter",
      end_date: null,
      is_current: true,
    });
  });

  it("deletes for the owner: 204, then 404", async () => {
    const path = `/work-experiences/${experience.id}/`;
    const response = await api.request(path, { method: "DELETE", as: owner });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await storedRow(experience.id)).toBeUndefined();
    expect((await api.request(path, { method: "DELETE", as: owner })).status).toBe(404);
  });
});
