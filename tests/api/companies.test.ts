/**
 * Company profiles over HTTP: `GET /companies/` (own list, 404 when none), `POST /companies/` ("all fields
 * filled", one per account), `GET/PATCH /companies/{uuid}/`, `GET /companies/{uuid}/reviews/`, with the
 * permission matrix of security.md. The public search has its own file.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES, companySchema, reviewSchema, type Company } from "../../contract/profiles";
import { companies, companyReviews, jobs } from "../../api/db/schema";
import { companyFields, toForm } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { errorFields, fieldCodes, fieldMessages } from "../support/error-bodies";

let api: TestApi;
let owner: TestUser;
let otherCompany: TestUser;
let employee: TestUser;
let company: Company;

beforeAll(async () => {
  api = await startTestApi();
  [owner, otherCompany, employee] = await Promise.all([
    api.createUser("COMPANY"),
    api.createUser("COMPANY"),
    api.createUser("EMPLOYEE"),
  ]);
});
afterAll(() => api.stop());

const postForm = (fields: Record<string, string>, as: TestUser | null) =>
  api.request("/companies/", { method: "POST", body: toForm(fields), as });

async function companyCount() {
  return (await api.db.select({ id: companies.id }).from(companies)).length;
}

async function storedCompany(uuid: string): Promise<Company> {
  return (await (await api.request(`/companies/${uuid}/`)).json()) as Company;
}

describe("GET /companies/ without parameters", () => {
  it("404s a company without a profile, 401s a guest, 403s an employee", async () => {
    const none = await api.request("/companies/", { as: owner });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ detail: "Not found.", code: "not_found" });
    expect((await api.request("/companies/")).status).toBe(401);
    expect((await api.request("/companies/", { as: employee })).status).toBe(403);
  });
});

describe("POST /companies/", () => {
  it("refuses guests and employees, storing nothing", async () => {
    expect((await postForm(companyFields(), null)).status).toBe(401);
    expect((await postForm(companyFields(), employee)).status).toBe(403);
    expect(await companyCount()).toBe(0);
  });

  it.each([
    "name",
    "industries",
    "about",
    "email",
    "phone_number",
    "location",
    "city",
    "country",
    "years_in_business",
    "employee_count",
  ])("needs %s (spec: all fields filled)", async (field) => {
    const fields = companyFields();
    delete fields[field];
    const response = await postForm(fields, owner);
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toEqual({ [field]: ["This field is required."] });
    expect(await companyCount()).toBe(0);
  });

  it.each([
    [{ name: "   " }, "name", "blank"],
    [{ name: "x".repeat(201) }, "name", "too_long"],
    [{ industries: "[]" }, "industries", "empty_list"],
    [{ about: "" }, "about", "blank"],
    [{ website: "javascript:alert(1)" }, "website", "invalid_url"],
    [{ website: "not a url" }, "website", "invalid_url"],
    [{ email: "jobs-at-bluebay" }, "email", "invalid_email"],
    [{ phone_number: "call us" }, "phone_number", "invalid_phone"],
    [{ country: "XX" }, "country", "invalid_choice"],
    [{ latitude: "91" }, "latitude", "max_value"],
    [{ longitude: "0x1f" }, "longitude", "invalid_number"],
    [{ longitude: "" }, "longitude", "coordinates_pair"],
    [{ years_in_business: "-1" }, "years_in_business", "min_value"],
    [{ years_in_business: "2.5" }, "years_in_business", "invalid_integer"],
    [{ employee_count: "1e9" }, "employee_count", "invalid_number"],
    [{ benefits: JSON.stringify([{ title: "", icon: "home" }]) }, "benefits.0.title", "blank"],
    [{ benefits: JSON.stringify([{ title: "Rooms", icon: "Bad Icon!" }]) }, "benefits.0.icon", "invalid_benefit_icon"],
    // Well formed but not one of the fixed set (contract BENEFIT_ICONS).
    [{ benefits: JSON.stringify([{ title: "Rooms", icon: "rocket" }]) }, "benefits.0.icon", "invalid_benefit_icon"],
  ])("400 naming the field for %j with its code, nothing stored", async (change, field, code) => {
    const response = await postForm(companyFields(change), owner);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(errorFields(body)).toEqual([field]);
    expect(fieldCodes(body)[field]).toContain(code);
    expect(await companyCount()).toBe(0);
  });

  it("creates the company with benefits, ignoring server-owned fields", async () => {
    const response = await postForm(
      companyFields({
        owner: otherCompany.id,
        review_count: "999",
        uuid: "00000000-0000-4000-8000-000000000000",
        rating: "5",
      }),
      owner,
    );
    expect(response.status).toBe(201);
    company = companySchema.parse(await response.json());
    expect(company).toMatchObject({
      name: "Blue Bay Hotel",
      industries: ["Hotels & Resorts", "Restaurants"],
      website: "https://bluebay.example",
      phone_number: "+30 28970 12345",
      area: "Crete",
      latitude: 35.3167,
      longitude: 25.3833,
      years_in_business: 25,
      employee_count: 60,
      review_count: 0,
      rating: 0,
      open_job_count: 0,
      logo: null,
      cover_image: null,
      benefits: [{ title: "Staff housing", description: "Shared rooms by the sea", icon: "home" }],
      gallery: [],
    });
    const [row] = await api.db
      .select({ ownerId: companies.ownerId })
      .from(companies)
      .where(eq(companies.id, company.uuid));
    expect(row.ownerId).toBe(owner.id);
  });

  it("allows one company per account, also under concurrent requests", async () => {
    const second = await postForm(companyFields({ name: "Second" }), owner);
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({ detail: PROFILE_MESSAGES.profileExists, code: "profile_exists" });
    const racer = await api.createUser("COMPANY");
    const answers = await Promise.all(Array.from({ length: 3 }, () => postForm(companyFields(), racer)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
  });

  it("takes JSON too, website and place optional", async () => {
    const jsonOwner = await api.createUser("COMPANY");
    const { website: _website, latitude: _latitude, longitude: _longitude, area: _area, ...rest } = companyFields();
    const response = await api.request("/companies/", {
      method: "POST",
      json: { ...rest, industries: ["Bars"], benefits: [], years_in_business: 3, employee_count: 4 },
      as: jsonOwner,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      website: null,
      latitude: null,
      area: "",
      industries: ["Bars"],
      benefits: [],
    });
  });
});

describe("GET /companies/ and /companies/{uuid}/", () => {
  it("lists the caller's own company", async () => {
    const response = await api.request("/companies/", { as: owner });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([company]);
  });

  it("shows any company to anyone, guests included; 404 for bad and unknown uuids", async () => {
    for (const as of [null, employee, otherCompany]) {
      const response = await api.request(`/companies/${company.uuid}/`, { as });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(company);
    }
    expect((await api.request("/companies/12345/")).status).toBe(404);
    expect((await api.request("/companies/6f1c1d2e-4b5a-4c3d-8e9f-0a1b2c3d4e5f/")).status).toBe(404);
  });

  it("counts reviews, their average rating and the jobs still open", async () => {
    await api.db.insert(companyReviews).values(
      [5, 4, 4].map((rating, index) => ({
        companyId: company.uuid,
        author: `Reviewer ${index}`,
        rating,
        date: `2025-0${index + 1}-10`,
        title: `Season ${index}`,
        content: "Good team, fair hours.",
        position: "Waiter",
        location: "Hersonissos",
        verified: index === 0,
      })),
    );
    const job = {
      companyId: company.uuid,
      description: "Summer job.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
    } as const;
    await api.db.insert(jobs).values([
      { ...job, title: "Open", startDate: "2099-06-01" },
      { ...job, title: "Open, no dates" },
      { ...job, title: "Inactive", isActive: false },
      { ...job, title: "Closed", startDate: "2020-06-01", endDate: "2020-09-01" },
    ]);
    expect(await storedCompany(company.uuid)).toMatchObject({ review_count: 3, rating: 4.3, open_job_count: 2 });
  });

  it("lists the reviews publicly, newest first", async () => {
    const response = await api.request(`/companies/${company.uuid}/reviews/`);
    expect(response.status).toBe(200);
    const reviews = reviewSchema.array().parse(await response.json());
    expect(reviews.map((review) => review.date)).toEqual(["2025-03-10", "2025-02-10", "2025-01-10"]);
    expect(reviews[2]).toMatchObject({ author: "Reviewer 0", rating: 5, verified: true, avatar: null });
    expect((await api.request("/companies/6f1c1d2e-4b5a-4c3d-8e9f-0a1b2c3d4e5f/reviews/")).status).toBe(404);
    expect((await api.request("/companies/nope/reviews/")).status).toBe(404);
  });
});

describe("PATCH /companies/{uuid}/", () => {
  const path = () => `/companies/${company.uuid}/`;

  it("refuses everyone but the owner; the company stays as it was", async () => {
    const before = await storedCompany(company.uuid);
    const change = { name: "Hijacked", benefits: [] };
    expect((await api.request(path(), { method: "PATCH", json: change })).status).toBe(401);
    expect((await api.request(path(), { method: "PATCH", json: change, as: employee })).status).toBe(403);
    const other = await api.request(path(), { method: "PATCH", json: change, as: otherCompany });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      detail: "You do not have permission to perform this action.",
      code: "permission_denied",
    });
    expect(
      (
        await api.request("/companies/6f1c1d2e-4b5a-4c3d-8e9f-0a1b2c3d4e5f/", {
          method: "PATCH",
          json: change,
          as: owner,
        })
      ).status,
    ).toBe(404);
    expect(await storedCompany(company.uuid)).toEqual(before);
  });

  it.each([
    [{ name: "" }, "name", "blank"],
    [{ email: "nope" }, "email", "invalid_email"],
    // The pair rule holds for the row as it will be: the stored longitude would stay alone.
    [{ latitude: "" }, "latitude", "coordinates_pair"],
    [{ industries: [] }, "industries", "empty_list"],
    [{ benefits: [{ title: "Sea view", icon: "rocket" }] }, "benefits.0.icon", "invalid_benefit_icon"],
    [{ benefits: [{ title: "x".repeat(101), icon: "home" }] }, "benefits.0.title", "too_long"],
  ])("400 naming the field for %j with its code, nothing changed", async (change, field, code) => {
    const before = await storedCompany(company.uuid);
    const response = await api.request(path(), { method: "PATCH", json: { about: "Changed", ...change }, as: owner });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(errorFields(body)).toEqual([field]);
    expect(fieldCodes(body)).toEqual({ [field]: [code] });
    expect(await storedCompany(company.uuid)).toEqual(before);
  });

  it("updates the sent fields; benefits sent replace the stored ones, the map position clears as a pair", async () => {
    const response = await api.request(path(), {
      method: "PATCH",
      body: toForm({
        about: "Renovated in 2025.",
        website: "",
        latitude: "",
        longitude: "",
        benefits: JSON.stringify([{ title: "Meals", icon: "utensils" }, { title: "Bonus" }]),
        owner: otherCompany.id,
      }),
      as: owner,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Blue Bay Hotel",
      about: "Renovated in 2025.",
      website: null,
      latitude: null,
      longitude: null,
      benefits: [
        { title: "Meals", description: "", icon: "utensils" },
        { title: "Bonus", description: "", icon: "" },
      ],
      review_count: 3,
    });
    const [row] = await api.db
      .select({ ownerId: companies.ownerId })
      .from(companies)
      .where(eq(companies.id, company.uuid));
    expect(row.ownerId).toBe(owner.id);
    const kept = await api.request(path(), { method: "PATCH", json: { name: "Blue Bay Resort" }, as: owner });
    expect(((await kept.json()) as Company).benefits).toHaveLength(2);
  });
});
