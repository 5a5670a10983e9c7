/**
 * Employee profiles over HTTP: `GET/POST /employees/`, `GET/PATCH /employees/{uuid}/`. Spec section 7 ("a 404
 * means no profile"), design section 7 (lists persist), security.md (permission matrix, row unchanged after a
 * refusal, mass assignment ignored).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES, employeeProfileSchema, type EmployeeProfile } from "../../contract/profiles";
import { applications, jobs } from "../../api/db/schema";
import { createCompany, createEmployeeProfile, toForm } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { errorFields, fieldCodes } from "../support/error-bodies";
import { NO_SEASONAL_FACTS } from "../support/seasonal-facts";

let api: TestApi;
let owner: TestUser;
let otherEmployee: TestUser;
let company: TestUser;
let profile: EmployeeProfile;

const SKILLS = [
  { name: "Latte art", level: "advanced", category: "technical" },
  { name: "Teamwork", level: "expert", category: "soft_skills" },
];
const LANGUAGES = [
  { language: "el", level: "native" },
  { language: "en", level: "advanced" },
];
const AVAILABILITY = [
  { available_from: "2026-05-01", available_to: "2026-10-15", work_hours: "FULL_TIME", notes: "Whole season" },
];

beforeAll(async () => {
  api = await startTestApi();
  [owner, otherEmployee, company] = await Promise.all([
    api.createUser("EMPLOYEE", { firstName: "Eleni", lastName: "Papadaki" }),
    api.createUser("EMPLOYEE"),
    api.createUser("COMPANY"),
  ]);
});
afterAll(() => api.stop());

const get = (path: string, as: TestUser | null) => api.request(path, { as });
const patch = (path: string, as: TestUser | null, json: unknown) => api.request(path, { method: "PATCH", json, as });

async function storedProfile(uuid: string): Promise<EmployeeProfile> {
  return (await (await get(`/employees/${uuid}/`, owner)).json()) as EmployeeProfile;
}

describe("GET /employees/ before a profile exists", () => {
  it("404s for an employee without a profile (the spec's 'no profile')", async () => {
    const response = await get("/employees/", owner);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Not found.", code: "not_found" });
  });

  it("401s a guest and 403s a company", async () => {
    expect((await get("/employees/", null)).status).toBe(401);
    const refused = await get("/employees/", company);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: "You do not have permission to perform this action.",
      code: "permission_denied",
    });
  });
});

describe("POST /employees/", () => {
  it("refuses guests and companies, storing nothing", async () => {
    expect((await api.request("/employees/", { method: "POST", json: { headline: "x" } })).status).toBe(401);
    expect((await api.request("/employees/", { method: "POST", json: { headline: "x" }, as: company })).status).toBe(
      403,
    );
    expect((await get("/employees/", owner)).status).toBe(404);
  });

  it.each([
    [{ headline: "x".repeat(121) }, "headline", "too_long"],
    [{ bio: "x".repeat(2001) }, "bio", "too_long"],
    [{ country: "XX" }, "country", "invalid_choice"],
    [
      { skills: JSON.stringify([{ name: "Cooking", level: "guru", category: "other" }]) },
      "skills.0.level",
      "invalid_choice",
    ],
    [
      { skills: JSON.stringify([{ name: "Cooking", level: "expert", category: "magic" }]) },
      "skills.0.category",
      "invalid_choice",
    ],
    [{ skills: JSON.stringify([{ name: "", level: "expert", category: "other" }]) }, "skills.0.name", "blank"],
    [{ skills: JSON.stringify([SKILLS[0], { ...SKILLS[0], name: "LATTE ART" }]) }, "skills", "duplicate_skill"],
    [{ skills: "{not json" }, "skills.0", "invalid_object"],
    [{ languages: JSON.stringify([{ language: "greek", level: "native" }]) }, "languages.0.language", "invalid"],
    [{ languages: JSON.stringify([LANGUAGES[0], LANGUAGES[0]]) }, "languages", "duplicate_language"],
    [
      { availability: JSON.stringify([{ available_from: "2026-10-01", available_to: "2026-05-01" }]) },
      "availability.0.available_to",
      "end_before_start",
    ],
    [
      { availability: JSON.stringify([{ available_from: "01/05/2026" }]) },
      "availability.0.available_from",
      "invalid_date",
    ],
    [
      { availability: JSON.stringify([{ available_from: "2026-05-01", work_hours: "NIGHTS" }]) },
      "availability.0.work_hours",
      "invalid_choice",
    ],
  ])("400 naming the field for %j with its code, nothing stored", async (fields, field, code) => {
    const response = await api.request("/employees/", { method: "POST", body: toForm(fields), as: owner });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, string[]>;
    expect(errorFields(body)).toEqual([field]);
    expect(fieldCodes(body)).toEqual({ [field]: [code] });
    expect((await get("/employees/", owner)).status).toBe(404);
  });

  it("creates the profile from a multipart form with JSON-text lists, ignoring server-owned fields", async () => {
    const response = await api.request("/employees/", {
      method: "POST",
      body: toForm({
        headline: "Barista with 3 summers on Mykonos",
        bio: "I love coffee\nand people.",
        city: "Heraklion",
        country: "gr",
        skills: JSON.stringify(SKILLS),
        languages: JSON.stringify(LANGUAGES),
        availability: JSON.stringify(AVAILABILITY),
        user: otherEmployee.id,
        uuid: "00000000-0000-4000-8000-000000000000",
        created_at: "2000-01-01T00:00:00Z",
      }),
      as: owner,
    });
    expect(response.status).toBe(201);
    profile = employeeProfileSchema.parse(await response.json());
    expect(profile).toMatchObject({
      user: owner.id,
      first_name: "Eleni",
      last_name: "Papadaki",
      headline: "Barista with 3 summers on Mykonos",
      bio: "I love coffee\nand people.",
      city: "Heraklion",
      country: "GR",
      avatar: null,
      work_experiences: [],
      skills: SKILLS,
      languages: LANGUAGES,
      availability: AVAILABILITY,
    });
    expect(profile.uuid).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(profile.created_at.startsWith("2000")).toBe(false);
  });

  it("refuses a second profile", async () => {
    const response = await api.request("/employees/", { method: "POST", json: { headline: "Again" }, as: owner });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: PROFILE_MESSAGES.profileExists, code: "profile_exists" });
    expect((await storedProfile(profile.uuid)).headline).toBe("Barista with 3 summers on Mykonos");
  });

  it("gives exactly one profile to concurrent creates", async () => {
    const racer = await api.createUser("EMPLOYEE");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.request("/employees/", { method: "POST", json: { headline: "Fast" }, as: racer }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400]);
    expect(((await (await get("/employees/", racer)).json()) as unknown[]).length).toBe(1);
  });

  it("takes JSON with list arrays too", async () => {
    const json = await api.createUser("EMPLOYEE");
    const created = await createEmployeeProfile(api, json, {
      skills: SKILLS.slice(0, 1),
      languages: [],
      availability: [],
    });
    expect(created.skills).toEqual(SKILLS.slice(0, 1).map((skill) => ({ id: expect.any(Number), ...skill })));
    expect(created.country).toBe("GR");
  });
});

describe("GET /employees/ and /employees/{uuid}/", () => {
  it("lists the caller's own profile as a one-item list", async () => {
    const response = await get("/employees/", owner);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([profile]);
  });

  it("shows the profile to its owner; 404 to another employee, an unrelated company, bad and unknown uuids", async () => {
    expect((await get(`/employees/${profile.uuid}/`, owner)).status).toBe(200);
    expect((await get(`/employees/${profile.uuid}/`, null)).status).toBe(401);
    for (const [path, as] of [
      [`/employees/${profile.uuid}/`, otherEmployee],
      [`/employees/${profile.uuid}/`, company],
      ["/employees/not-a-uuid/", owner],
      ["/employees/6f1c1d2e-4b5a-4c3d-8e9f-0a1b2c3d4e5f/", owner],
    ] as const) {
      const response = await get(path, as);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found.", code: "not_found" });
    }
  });

  it("shows an applicant's profile to the company whose job they applied to (docs/profiles-and-companies.md#who-reads-and-writes-profiles)", async () => {
    const companyProfile = await createCompany(api, company);
    const [job] = await api.db
      .insert(jobs)
      .values({
        companyId: companyProfile.uuid,
        title: "Barista",
        description: "Coffee bar on the beach.",
        employmentType: "FULL_TIME",
        experienceLevel: "ENTRY",
      })
      .returning({ id: jobs.id });
    await api.db.insert(applications).values({ jobId: job.id, employeeId: profile.uuid });
    const response = await get(`/employees/${profile.uuid}/`, company);
    expect(response.status).toBe(200);
    expect(((await response.json()) as EmployeeProfile).uuid).toBe(profile.uuid);
    const stranger = await api.createUser("COMPANY");
    expect((await get(`/employees/${profile.uuid}/`, stranger)).status).toBe(404);
  });
});

describe("PATCH /employees/{uuid}/", () => {
  it("refuses everyone but the owner and leaves the profile unchanged", async () => {
    const before = await storedProfile(profile.uuid);
    const change = { headline: "Hijacked", skills: [] };
    expect((await patch(`/employees/${profile.uuid}/`, null, change)).status).toBe(401);
    expect((await patch(`/employees/${profile.uuid}/`, company, change)).status).toBe(403);
    expect((await patch(`/employees/${profile.uuid}/`, otherEmployee, change)).status).toBe(404);
    expect((await patch("/employees/not-a-uuid/", owner, change)).status).toBe(404);
    expect(await storedProfile(profile.uuid)).toEqual(before);
  });

  it("400s a bad field and changes nothing", async () => {
    const before = await storedProfile(profile.uuid);
    const response = await patch(`/employees/${profile.uuid}/`, owner, { headline: "New", country: "Greece" });
    expect(response.status).toBe(400);
    expect(errorFields(await response.json())).toEqual(["country"]);
    expect(await storedProfile(profile.uuid)).toEqual(before);
  });

  it("updates what is sent: a list sent replaces the stored one, a list left out stays", async () => {
    const response = await patch(`/employees/${profile.uuid}/`, owner, {
      headline: "Head barista",
      bio: "",
      skills: [{ name: "Espresso", level: "expert", category: "technical" }],
      user: otherEmployee.id,
    });
    expect(response.status).toBe(200);
    const updated = employeeProfileSchema.parse(await response.json());
    expect(updated).toMatchObject({
      user: owner.id,
      headline: "Head barista",
      bio: "",
      city: "Heraklion",
      skills: [{ name: "Espresso", level: "expert", category: "technical" }],
      languages: LANGUAGES,
      availability: AVAILABILITY,
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(profile.updated_at));
    const cleared = await patch(`/employees/${profile.uuid}/`, owner, { languages: [], availability: [] });
    expect(await cleared.json()).toMatchObject({ languages: [], availability: [], skills: updated.skills });
  });
});

describe("the seasonal facts (areas.md)", () => {
  const FACTS = {
    right_to_work: "NON_EU_PERMIT",
    has_afm: true,
    has_amka: false,
    health_certificate: true,
    driving_licence: "CAR_AND_MOTORBIKE",
    needs_accommodation: true,
    preferred_areas: ["CRETE", "CYCLADES"],
  };

  it("are not said (null, no areas) until the worker says them", async () => {
    const fresh = await api.createUser("EMPLOYEE");
    const created = await createEmployeeProfile(api, fresh, {});
    expect(created).toMatchObject({ ...NO_SEASONAL_FACTS, preferred_areas: [] });
  });

  it("are stored from JSON and read back; null unsays one, a field left out stays", async () => {
    const saved = await patch(`/employees/${profile.uuid}/`, owner, FACTS);
    expect(saved.status).toBe(200);
    expect(employeeProfileSchema.parse(await saved.json())).toMatchObject(FACTS);
    const unsaid = await patch(`/employees/${profile.uuid}/`, owner, { has_amka: null, preferred_areas: [] });
    expect(await unsaid.json()).toMatchObject({ ...FACTS, has_amka: null, preferred_areas: [] });
  });

  it("are stored from a multipart form: yes/no words, an empty value unsays, areas as repeated fields", async () => {
    const form = toForm({
      right_to_work: "EU_CITIZEN",
      has_afm: "false",
      health_certificate: "",
      driving_licence: "",
      needs_accommodation: "on",
      preferred_areas: ["IONIAN_ISLANDS", "HALKIDIKI"],
    });
    const response = await api.request(`/employees/${profile.uuid}/`, { method: "PATCH", body: form, as: owner });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      right_to_work: "EU_CITIZEN",
      has_afm: false,
      health_certificate: null,
      driving_licence: null,
      needs_accommodation: true,
      preferred_areas: ["IONIAN_ISLANDS", "HALKIDIKI"],
    });
  });

  it("400 a bad value naming its field, and nothing is stored", async () => {
    const before = await storedProfile(profile.uuid);
    for (const [field, value] of [
      ["right_to_work", "MARTIAN"],
      ["has_afm", "maybe"],
      ["driving_licence", "TRUCK"],
      ["needs_accommodation", 3],
      ["preferred_areas", ["ATLANTIS"]],
      ["preferred_areas", { CRETE: true }],
    ] as const) {
      const response = await patch(`/employees/${profile.uuid}/`, owner, { headline: "Changed", [field]: value });
      expect(response.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      const body = (await response.json()) as Record<string, unknown>;
      expect(errorFields(body)[0]?.split(".")[0], JSON.stringify(body)).toBe(field);
    }
    expect(await storedProfile(profile.uuid)).toEqual(before);
  });

  it("are the owner's alone to change", async () => {
    const before = await storedProfile(profile.uuid);
    for (const [as, status] of [
      [null, 401],
      [company, 403],
      [otherEmployee, 404],
    ] as const) {
      expect((await patch(`/employees/${profile.uuid}/`, as, { has_afm: false })).status).toBe(status);
    }
    expect(await storedProfile(profile.uuid)).toEqual(before);
  });
});
