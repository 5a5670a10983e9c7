/**
 * The public company search (spec section 7 "GET /companies/ with name and limit 10",
 * docs/profiles-and-companies.md#company-search): open to guests, name by full text or piece of the name ignoring case
 * and accents, `industry_label`, `city`,
 * `area`, limit 10 by default, DRF limit/offset pages.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companySearchPageSchema, type CompanySearchPage } from "../../contract/profiles";
import { companies } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { errorFields } from "../support/error-bodies";

let api: TestApi;
let employee: TestUser;

const NAMED = [
  { name: "Café del Mar Mykonos", industries: ["Bars"], city: "Mykonos", area: "Cyclades" },
  { name: "Καφέ Ωραία Θέα", industries: ["Καφετέριες"], city: "Ηράκλειο", area: "Κρήτη" },
  { name: "Blue Bay Hotel", industries: ["Hotels & Resorts", "Restaurants"], city: "Hersonissos", area: "Crete" },
  { name: "Blue Lagoon Boats", industries: ["Tours"], city: "Chania", area: "Crete" },
  { name: "100% Fresh Juices", industries: ["Bars"], city: "Rhodes", area: "Dodecanese" },
];
// Twelve more, so the default limit of 10 shows.
const FILLER = Array.from({ length: 12 }, (_, index) => ({
  name: `Seaside Taverna ${String(index + 1).padStart(2, "0")}`,
  industries: ["Restaurants"],
  city: "Corfu",
  area: "Ionian Islands",
}));

beforeAll(async () => {
  api = await startTestApi();
  employee = await api.createUser("EMPLOYEE");
  const owner = await api.createUser("COMPANY");
  await api.db.insert(companies).values([...NAMED, ...FILLER].map((company) => ({ ownerId: owner.id, ...company })));
});
afterAll(() => api.stop());

async function search(query: string, as: TestUser | null = null): Promise<CompanySearchPage> {
  const response = await api.request(`/companies/?${query}`, { as });
  expect(response.status, await response.clone().text()).toBe(200);
  return companySearchPageSchema.parse(await response.json());
}

const names = (page: CompanySearchPage) => page.results.map((company) => company.name);

describe("GET /companies/?name=", () => {
  it("is open to guests and to employees", async () => {
    expect(names(await search("name=blue&limit=10"))).toEqual(["Blue Bay Hotel", "Blue Lagoon Boats"]);
    expect(names(await search("name=blue&limit=10", employee))).toEqual(["Blue Bay Hotel", "Blue Lagoon Boats"]);
  });

  it.each([
    ["cafe", "Café del Mar Mykonos"],
    ["CAFÉ", "Café del Mar Mykonos"],
    ["καφε", "Καφέ Ωραία Θέα"],
    ["ΚΑΦΈ", "Καφέ Ωραία Θέα"],
    ["ωραια θεα", "Καφέ Ωραία Θέα"],
    ["blue b", "Blue Bay Hotel"],
    ["lagoon", "Blue Lagoon Boats"],
    ["100%", "100% Fresh Juices"],
  ])("finds %s with and without accents or capitals", async (name, expected) => {
    expect(names(await search(`name=${encodeURIComponent(name)}`))).toEqual([expected]);
  });

  it("treats % and _ as letters, and finds nothing for an unknown name", async () => {
    expect((await search("name=%25")).results.map((company) => company.name)).toEqual(["100% Fresh Juices"]);
    expect(await search("name=_")).toMatchObject({ count: 0, results: [] });
    expect(await search("name=zzzz")).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("filters by industry_label, city and area ignoring case and accents", async () => {
    expect(names(await search("industry_label=restaurants&limit=100"))).toHaveLength(13);
    expect(names(await search("industry_label=hotels%20%26%20resorts"))).toEqual(["Blue Bay Hotel"]);
    expect(names(await search("industry_label=καφετεριες"))).toEqual(["Καφέ Ωραία Θέα"]);
    expect(names(await search("area=crete"))).toEqual(["Blue Bay Hotel", "Blue Lagoon Boats"]);
    expect(names(await search("city=ηρακλειο"))).toEqual(["Καφέ Ωραία Θέα"]);
    expect(names(await search("name=blue&industry_label=tours"))).toEqual(["Blue Lagoon Boats"]);
  });

  it("answers cards: counts, rating and place, no contact details", async () => {
    const [card] = (await search("name=blue%20bay")).results;
    expect(errorFields(card).sort()).toEqual(
      [
        "uuid",
        "name",
        "logo",
        "logo_thumb",
        "cover_image",
        "industries",
        "city",
        "area",
        "country",
        "years_in_business",
        "employee_count",
        "review_count",
        "rating",
        "open_job_count",
      ].sort(),
    );
  });
});

describe("paging", () => {
  it("shows 10 by default, with absolute links on the public origin", async () => {
    const first = await search("industry_label=restaurants");
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe("http://localhost:3000/api/companies/?industry_label=restaurants&limit=10&offset=10");
    const second = await search(new URL(first.next ?? "").search.slice(1));
    expect(names(second)).toEqual(["Seaside Taverna 10", "Seaside Taverna 11", "Seaside Taverna 12"]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe("http://localhost:3000/api/companies/?industry_label=restaurants&limit=10");
    expect(new Set([...names(first), ...names(second)]).size).toBe(13);
  });

  it("takes a limit up to 100", async () => {
    expect((await search("limit=3")).results).toHaveLength(3);
    expect((await search("limit=100")).results).toHaveLength(17);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
    [`name=${"x".repeat(101)}`, "name"],
  ])("400s %s naming the parameter", async (query, field) => {
    const response = await api.request(`/companies/?${query}`);
    expect(response.status).toBe(400);
    expect(errorFields(await response.json())).toEqual([field]);
  });
});
