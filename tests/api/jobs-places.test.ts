/**
 * A job's `place` (docs/jobs.md#posting-and-editing): a gazetteer id that the API checks and turns into city, area,
 * country and a pin; an unknown one, or a pin far from the place, is a 400 on that field with nothing stored. Over real
 * HTTP.
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../api/db/schema";
import { JOB_MESSAGES, jobSchema, type JobCreateRequest } from "../../contract/jobs";
import { placeById } from "../../contract/places";
import { startTestApi, type TestApi } from "../support/api-harness";
import { createCompany, insertJob, storedJob, subscribe, type TestCompany } from "./jobs-fixtures";
import { errorFields } from "../support/error-bodies";

let api: TestApi;
let owner: TestCompany;

beforeAll(async () => {
  api = await startTestApi();
  owner = await createCompany(api, "Place Test Hotels");
  await subscribe(api, owner.id, "pro");
});
afterAll(() => api.stop());

const MINIMAL = {
  title: "Receptionist",
  description: "Front desk of a small hotel.",
  location: "Sunset Suites",
  employment_type: "FULL_TIME",
  experience_level: "ENTRY",
} satisfies JobCreateRequest;

async function post(json: unknown) {
  const response = await api.request("/jobs/", { method: "POST", json, as: owner.owner });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function jobCount(): Promise<number> {
  const [{ total }] = await api.db.select({ total: count() }).from(jobs).where(eq(jobs.companyId, owner.id));
  return total;
}

describe("POST /jobs/ with a place", () => {
  it("takes city, area, country and the pin from the gazetteer", async () => {
    const oia = placeById("santorini-oia");
    expect(oia).toBeDefined();
    const { status, body } = await post({ ...MINIMAL, place: "santorini-oia", city: "Elsewhere", area: "Nowhere" });
    expect(status).toBe(201);
    expect(jobSchema.parse(body)).toMatchObject({
      city: "Oia",
      area: "Santorini",
      country: "GR",
      latitude: oia?.latitude,
      longitude: oia?.longitude,
    });
  });

  it("keeps a pin moved near the place", async () => {
    const { status, body } = await post({ ...MINIMAL, place: "crete-elounda", latitude: 35.27, longitude: 25.73 });
    expect(status).toBe(201);
    expect(body).toMatchObject({ city: "Elounda", area: "Crete", latitude: 35.27, longitude: 25.73 });
  });

  it.each([
    ["an unknown id", { place: "atlantis" }, "place", JOB_MESSAGES.unknownPlace, { code: "unknown_place" }],
    ["an empty id", { place: "" }, "place", JOB_MESSAGES.unknownPlace, { code: "unknown_place" }],
    ["a number", { place: 12 }, "place", undefined, { code: "invalid_string" }],
    [
      "a pin on another island",
      { place: "mykonos", latitude: 35.34, longitude: 25.14 },
      "latitude",
      JOB_MESSAGES.pinTooFar,
      { code: "pin_too_far", params: { radius_km: 25 } },
    ],
  ])("refuses %s on the field with its code, storing nothing", async (_case, fields, field, message, code) => {
    const before = await jobCount();
    const { status, body } = await post({ ...MINIMAL, ...fields });
    expect(status).toBe(400);
    expect(errorFields(body)).toEqual([field]);
    if (message) expect(body[field]).toEqual([message]);
    expect(body.codes).toEqual({ [field]: [code] });
    expect(await jobCount()).toBe(before);
  });
});

describe("PATCH /jobs/{id}/ with a place", () => {
  it("moves the job to the new place and its pin", async () => {
    const id = await insertJob(api, owner.id, { city: "Chania", area: "Crete", latitude: 35.51, longitude: 24.02 });
    const response = await api.request(`/jobs/${id}/`, {
      method: "PATCH",
      json: { place: "corfu-kassiopi" },
      as: owner.owner,
    });
    expect(response.status).toBe(200);
    const kassiopi = placeById("corfu-kassiopi");
    expect(await storedJob(api, id)).toMatchObject({
      city: "Kassiopi",
      area: "Corfu",
      latitude: kassiopi?.latitude,
      longitude: kassiopi?.longitude,
    });
  });

  it("refuses an unknown place and a far pin with the job unchanged", async () => {
    const id = await insertJob(api, owner.id, { city: "Chania", area: "Crete", latitude: 35.51, longitude: 24.02 });
    const before = await storedJob(api, id);
    for (const [json, field] of [
      [{ place: "nowhere-town" }, "place"],
      [{ place: "crete-chania", latitude: 37.44, longitude: 25.32 }, "latitude"],
    ] as const) {
      const response = await api.request(`/jobs/${id}/`, { method: "PATCH", json, as: owner.owner });
      expect(response.status).toBe(400);
      expect(errorFields(await response.json())).toEqual([field]);
    }
    expect(await storedJob(api, id)).toEqual(before);
  });
});

describe("OPTIONS /jobs/", () => {
  it("describes place as an optional string", async () => {
    const response = await api.request("/jobs/", { method: "OPTIONS" });
    const body = (await response.json()) as { actions: { POST: Record<string, { type: string; required: boolean }> } };
    expect(body.actions.POST.place).toMatchObject({ type: "string", required: false });
  });
});
