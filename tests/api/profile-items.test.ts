/**
 * The items of a profile's lists one at a time over HTTP (issue 22 point 8): a worker's skills, languages and
 * availability windows under `/employees/{uuid}/`, a company's benefits under `/companies/{uuid}/`. The owner adds
 * (201 with the id), changes and removes one item; a guest, the other role, and another worker or company change
 * nothing. And the story the endpoints are for: two pages opened before either change each change a different
 * item, and both changes survive, where sending the list whole lost the first.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROFILE_LIST_LIMITS,
  type BenefitItem,
  type Company,
  type EmployeeProfile,
  type SkillItem,
} from "../../contract/profiles";
import { createCompany, createEmployeeProfile } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { fieldCodes } from "../support/error-bodies";

let api: TestApi;
let worker: TestUser;
let otherWorker: TestUser;
let companyUser: TestUser;
let otherCompanyUser: TestUser;
let profile: EmployeeProfile;
let otherProfile: EmployeeProfile;
let company: Company;
let otherCompany: Company;

beforeAll(async () => {
  api = await startTestApi();
  [worker, otherWorker, companyUser, otherCompanyUser] = await Promise.all([
    api.createUser("EMPLOYEE"),
    api.createUser("EMPLOYEE"),
    api.createUser("COMPANY"),
    api.createUser("COMPANY"),
  ]);
  profile = await createEmployeeProfile(api, worker, {
    headline: "Barista",
    skills: [
      { name: "Latte art", level: "advanced", category: "technical" },
      { name: "Cocktails", level: "beginner", category: "technical" },
    ],
    languages: [{ language: "en", level: "advanced" }],
    availability: [{ available_from: "2027-05-01", available_to: "2027-10-15", work_hours: "FULL_TIME", notes: "" }],
  });
  otherProfile = await createEmployeeProfile(api, otherWorker, {
    headline: "Cook",
    skills: [{ name: "Grill", level: "expert", category: "technical" }],
  });
  company = await createCompany(api, companyUser);
  otherCompany = await createCompany(api, otherCompanyUser);
});
afterAll(() => api.stop());

const send = (path: string, method: string, as: TestUser | null, json?: unknown) =>
  api.request(path, { method, as, json });

async function storedProfile(): Promise<EmployeeProfile> {
  const response = await api.request(`/employees/${profile.uuid}/`, { as: worker });
  return (await response.json()) as EmployeeProfile;
}

async function storedBenefits(uuid = company.uuid): Promise<BenefitItem[]> {
  const response = await api.request(`/companies/${uuid}/`);
  return ((await response.json()) as Company).benefits;
}

describe("each item shows its id", () => {
  it("in the profile and on the company's page", async () => {
    const stored = await storedProfile();
    for (const item of [...stored.skills, ...stored.languages, ...stored.availability]) {
      expect(item.id).toEqual(expect.any(Number));
    }
    expect(await storedBenefits()).toEqual([
      { id: expect.any(Number), title: "Staff housing", description: "Shared rooms by the sea", icon: "home" },
    ]);
  });
});

describe("a worker's skills one at a time", () => {
  const skills = () => `/employees/${profile.uuid}/skills/`;

  it("adds one with its id, changes one and removes one, leaving the others as stored", async () => {
    const added = await send(skills(), "POST", worker, { name: "Espresso", level: "expert", category: "technical" });
    expect(added.status).toBe(201);
    const espresso = (await added.json()) as SkillItem;
    expect(espresso).toEqual({ id: expect.any(Number), name: "Espresso", level: "expert", category: "technical" });

    const [latte, cocktails] = (await storedProfile()).skills;
    const changed = await send(`${skills()}${cocktails.id}/`, "PATCH", worker, { level: "intermediate" });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ ...cocktails, level: "intermediate" });

    expect((await send(`${skills()}${latte.id}/`, "DELETE", worker)).status).toBe(204);
    expect((await storedProfile()).skills).toEqual([{ ...cocktails, level: "intermediate" }, espresso]);
  });

  it("refuses a name the profile lists already (in any case), on the name field, for an add and a rename", async () => {
    const [first, second] = (await storedProfile()).skills;
    const again = await send(skills(), "POST", worker, {
      name: first.name.toUpperCase(),
      level: "beginner",
      category: "technical",
    });
    expect(again.status).toBe(400);
    expect(fieldCodes(await again.json())).toEqual({ name: ["duplicate_skill"] });
    const renamed = await send(`${skills()}${second.id}/`, "PATCH", worker, { name: first.name });
    expect(renamed.status).toBe(400);
    expect(fieldCodes(await renamed.json())).toEqual({ name: ["duplicate_skill"] });
    // Its own name, in another case, is no duplicate.
    const recased = await send(`${skills()}${first.id}/`, "PATCH", worker, { name: first.name.toLowerCase() });
    expect(recased.status).toBe(200);
  });

  it("lets one of two adds of the same name at once through: the profile is locked while the rules are checked", async () => {
    const same = { name: "Sailing", level: "beginner", category: "other" };
    const answers = await Promise.all([send(skills(), "POST", worker, same), send(skills(), "POST", worker, same)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const sailing = (await storedProfile()).skills.filter((skill) => skill.name === "Sailing");
    expect(sailing).toHaveLength(1);
    expect((await send(`${skills()}${sailing[0].id}/`, "DELETE", worker)).status).toBe(204);
  });

  it("checks the item's fields as the whole-list write does", async () => {
    const response = await send(skills(), "POST", worker, { name: "", level: "godlike", category: "technical" });
    expect(response.status).toBe(400);
    expect(Object.keys(fieldCodes(await response.json())).sort()).toEqual(["level", "name"]);
  });

  it("takes no more than the list's limit", async () => {
    const start = (await storedProfile()).skills.length;
    for (let index = start; index < PROFILE_LIST_LIMITS.skills; index += 1) {
      const response = await send(skills(), "POST", worker, {
        name: `Skill ${index}`,
        level: "beginner",
        category: "technical",
      });
      expect(response.status).toBe(201);
    }
    const over = await send(skills(), "POST", worker, {
      name: "One too many",
      level: "beginner",
      category: "technical",
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toMatchObject({ code: "too_many" });
    expect((await storedProfile()).skills).toHaveLength(PROFILE_LIST_LIMITS.skills);
  });
});

describe("who may change a worker's items", () => {
  it("a guest, a company and another worker change nothing; an item of another profile is not found", async () => {
    const before = await storedProfile();
    const [skill] = before.skills;
    const [language] = before.languages;
    const [period] = before.availability;
    const writes: Array<[string, string, unknown]> = [
      [`/employees/${profile.uuid}/skills/`, "POST", { name: "Sneaky", level: "beginner", category: "technical" }],
      [`/employees/${profile.uuid}/skills/${skill.id}/`, "PATCH", { level: "beginner" }],
      [`/employees/${profile.uuid}/skills/${skill.id}/`, "DELETE", undefined],
      [`/employees/${profile.uuid}/languages/`, "POST", { language: "fr", level: "beginner" }],
      [`/employees/${profile.uuid}/languages/${language.id}/`, "PATCH", { level: "beginner" }],
      [`/employees/${profile.uuid}/languages/${language.id}/`, "DELETE", undefined],
      [`/employees/${profile.uuid}/availability/`, "POST", { available_from: "2028-05-01" }],
      [`/employees/${profile.uuid}/availability/${period.id}/`, "PATCH", { notes: "Mine now" }],
      [`/employees/${profile.uuid}/availability/${period.id}/`, "DELETE", undefined],
    ];
    for (const [path, method, json] of writes) {
      expect((await send(path, method, null, json)).status, `guest ${method} ${path}`).toBe(401);
      expect((await send(path, method, companyUser, json)).status, `company ${method} ${path}`).toBe(403);
      expect((await send(path, method, otherWorker, json)).status, `other worker ${method} ${path}`).toBe(404);
    }
    // The other worker's own path, naming the first worker's items: not theirs to find.
    const theirs = `/employees/${otherProfile.uuid}`;
    expect((await send(`${theirs}/skills/${skill.id}/`, "PATCH", otherWorker, { level: "beginner" })).status).toBe(404);
    expect((await send(`${theirs}/languages/${language.id}/`, "DELETE", otherWorker)).status).toBe(404);
    expect((await send(`${theirs}/availability/${period.id}/`, "DELETE", otherWorker)).status).toBe(404);
    expect(await storedProfile()).toEqual(before);
  });
});

describe("a worker's languages and availability one at a time", () => {
  it("adds, changes and removes a language; a language listed twice is refused", async () => {
    const languages = `/employees/${profile.uuid}/languages/`;
    const added = await send(languages, "POST", worker, { language: "it", level: "intermediate" });
    expect(added.status).toBe(201);
    const italian = (await added.json()) as { id: number };
    const twice = await send(languages, "POST", worker, { language: "it", level: "advanced" });
    expect(fieldCodes(await twice.json())).toEqual({ language: ["duplicate_language"] });
    expect((await send(`${languages}${italian.id}/`, "PATCH", worker, { level: "native" })).status).toBe(200);
    expect((await storedProfile()).languages.map((entry) => [entry.language, entry.level])).toEqual([
      ["en", "advanced"],
      ["it", "native"],
    ]);
    expect((await send(`${languages}${italian.id}/`, "DELETE", worker)).status).toBe(204);
    expect((await send(`${languages}${italian.id}/`, "DELETE", worker)).status).toBe(404);
  });

  it("checks a window's dates as it will be: an end moved before its start is refused", async () => {
    const availability = `/employees/${profile.uuid}/availability/`;
    const [period] = (await storedProfile()).availability;
    const early = await send(`${availability}${period.id}/`, "PATCH", worker, { available_to: "2027-04-01" });
    expect(early.status).toBe(400);
    expect(fieldCodes(await early.json())).toEqual({ available_to: ["end_before_start"] });
    const added = await send(availability, "POST", worker, { available_from: "2028-05-01", notes: "Next year" });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({
      id: expect.any(Number),
      available_from: "2028-05-01",
      available_to: null,
      work_hours: null,
      notes: "Next year",
    });
    expect((await storedProfile()).availability).toHaveLength(2);
  });
});

describe("a company's benefits one at a time", () => {
  const benefits = (uuid = company.uuid) => `/companies/${uuid}/benefits/`;

  it("adds one last, changes one where it stands, removes one", async () => {
    const added = await send(benefits(), "POST", companyUser, { title: "Meals on shift", icon: "utensils" });
    expect(added.status).toBe(201);
    const meals = (await added.json()) as BenefitItem;
    expect(meals).toEqual({ id: expect.any(Number), title: "Meals on shift", description: "", icon: "utensils" });
    const [housing] = await storedBenefits();
    const changed = await send(`${benefits()}${housing.id}/`, "PATCH", companyUser, { icon: "" });
    expect(changed.status).toBe(200);
    expect(await storedBenefits()).toEqual([{ ...housing, icon: "" }, meals]);
    const wrongIcon = await send(`${benefits()}${meals.id}/`, "PATCH", companyUser, { icon: "rocket" });
    expect(fieldCodes(await wrongIcon.json())).toEqual({ icon: ["invalid_benefit_icon"] });
    expect((await send(`${benefits()}${meals.id}/`, "DELETE", companyUser)).status).toBe(204);
    expect(await storedBenefits()).toEqual([{ ...housing, icon: "" }]);
  });

  it("a guest, a worker and another company change nothing", async () => {
    const before = await storedBenefits();
    const [benefit] = before;
    const writes: Array<[string, string, unknown]> = [
      [benefits(), "POST", { title: "Sneaky" }],
      [`${benefits()}${benefit.id}/`, "PATCH", { title: "Sneaky" }],
      [`${benefits()}${benefit.id}/`, "DELETE", undefined],
    ];
    for (const [path, method, json] of writes) {
      expect((await send(path, method, null, json)).status, `guest ${method} ${path}`).toBe(401);
      expect((await send(path, method, worker, json)).status, `worker ${method} ${path}`).toBe(403);
      expect((await send(path, method, otherCompanyUser, json)).status, `other company ${method} ${path}`).toBe(403);
    }
    // Their own company's path, naming this company's benefit: not found.
    const own = `${benefits(otherCompany.uuid)}${benefit.id}/`;
    expect((await send(own, "PATCH", otherCompanyUser, { title: "Sneaky" })).status).toBe(404);
    expect((await send(own, "DELETE", otherCompanyUser)).status).toBe(404);
    expect(await storedBenefits()).toEqual(before);
    expect(await storedBenefits(otherCompany.uuid)).toHaveLength(1);
  });
});

describe("an edit in another tab is not lost", () => {
  it("two pages opened before either change each change a different benefit, and both changes stay", async () => {
    await send(`/companies/${company.uuid}/benefits/`, "POST", companyUser, { title: "Bus to the beach", icon: "bus" });
    // Both tabs read the list now; each then changes its own item, knowing only what it read.
    const [firstTab, secondTab] = [await storedBenefits(), await storedBenefits()];
    const firstEdit = await send(`/companies/${company.uuid}/benefits/${firstTab[0].id}/`, "PATCH", companyUser, {
      title: "Staff housing by the sea",
    });
    const secondEdit = await send(`/companies/${company.uuid}/benefits/${secondTab[1].id}/`, "PATCH", companyUser, {
      description: "Twice a day.",
    });
    expect([firstEdit.status, secondEdit.status]).toEqual([200, 200]);
    expect((await storedBenefits()).map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Staff housing by the sea", description: "Shared rooms by the sea" },
      { title: "Bus to the beach", description: "Twice a day." },
    ]);
  });

  it("a language added in one tab stays when another tab, opened before, removes another language", async () => {
    const stale = await storedProfile();
    const added = await send(`/employees/${profile.uuid}/languages/`, "POST", worker, {
      language: "de",
      level: "beginner",
    });
    expect(added.status).toBe(201);
    // The stale page removes the English it showed; the German added meanwhile stays.
    const english = stale.languages.find((entry) => entry.language === "en");
    expect(english).toBeDefined();
    expect((await send(`/employees/${profile.uuid}/languages/${english?.id}/`, "DELETE", worker)).status).toBe(204);
    expect((await storedProfile()).languages.map((entry) => entry.language)).toEqual(["de"]);
  });
});
