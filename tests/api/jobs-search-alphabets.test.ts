/**
 * `GET /jobs/?search=` in either alphabet (issue 20, docs/data.md#full-text-search): a place, a job title or a company
 * name typed in Greek or in Latin letters, with or without accents, in any case, finds the same jobs. Places by the
 * gazetteer's two names, titles and names by the search key (Greek in Latin letters, Greeklish spellings folded).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../api/db/schema";
import { gazetteerNames } from "../../contract/places";
import { searchKey } from "../../contract/search-key";
import { startTestApi, type TestApi } from "../support/api-harness";
import { allIds, createCompany, insertJobs, jobRow, type JobInsert } from "./jobs-fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

/** A company (with no place of its own: its place would match every job of it) and these jobs. */
async function scenario(rows: Array<Partial<JobInsert>>, name: string) {
  const company = await createCompany(api, name);
  await api.db.update(companies).set({ city: "", area: "", location: "" }).where(eq(companies.id, company.id));
  const ids = await insertJobs(
    api,
    rows.map((fields) => jobRow(company.id, fields)),
  );
  /** The ids a filter (`search` unless named) finds among this company's jobs, sorted. */
  const filtered = (filter: string) => async (text: string) =>
    (await allIds(api, `company=${company.id}&${filter}=${encodeURIComponent(text)}`)).sort((a, b) => a - b);
  return { ids, search: filtered("search"), filtered };
}

/** Each spelling finds exactly `expected` (and so the same jobs as every other spelling). */
async function expectSame(search: (text: string) => Promise<number[]>, spellings: string[], expected: number[]) {
  const found = await Promise.all(spellings.map(async (text) => [text, await search(text)] as const));
  expect(Object.fromEntries(found)).toEqual(Object.fromEntries(spellings.map((text) => [text, expected])));
}

describe("a place in either alphabet", () => {
  it("mykonos, Mykonos, Μύκονος and μυκονος find the same jobs: the Latin posts, the Greek posts and Greek text", async () => {
    const { ids, search } = await scenario(
      [
        { title: "Waiter", location: "Ornos beach", city: "Ornos", area: "Mykonos", latitude: 37.42, longitude: 25.32 },
        {
          title: "Σερβιτόρος",
          location: "Μύκονος",
          city: "Mykonos",
          area: "Mykonos",
          latitude: 37.44,
          longitude: 25.33,
        },
        {
          title: "Barista",
          description: "Ταβέρνα στο λιμάνι της Μυκόνου· φτάνετε από τη Μύκονος με το πλοίο.",
          city: "Naxos",
          area: "Naxos",
        },
        {
          title: "Barista",
          description: "A café by the harbour.",
          city: "Naxos",
          area: "Naxos",
          location: "Naxos town",
        },
      ],
      "Cyclades Place Hotels",
    );
    const [ornos, mykonos, ferry] = ids;
    await expectSame(
      search,
      ["mykonos", "Mykonos", "MYKONOS", "Μύκονος", "μυκονος", "ΜΥΚΟΝΟΣ", "Mikonos"],
      [ornos, mykonos, ferry],
    );
  });

  it("a place whose names differ (Heraklion / Ηράκλειο, Crete / Κρήτη, Corfu / Κέρκυρα) is found by either", async () => {
    const { ids, search, filtered } = await scenario(
      [
        { title: "Cook", location: "Ηράκλειο", city: "Heraklion", area: "Crete", latitude: 35.34, longitude: 25.14 },
        { title: "Cook", location: "Old port", city: "Heraklion", area: "Crete", latitude: 35.34, longitude: 25.14 },
        { title: "Cook", location: "Χανιά", city: "Chania", area: "Crete" },
        { title: "Cook", location: "Κέρκυρα", city: "Corfu", area: "Corfu", latitude: 39.62, longitude: 19.92 },
      ],
      "Island Kitchens",
    );
    const [heraklionEl, heraklionEn, chania, corfu] = ids;
    await expectSame(
      search,
      ["Heraklion", "heraklion", "Ηράκλειο", "ηρακλειο", "ΗΡΑΚΛΕΙΟ", "Iraklio"],
      [heraklionEl, heraklionEn],
    );
    await expectSame(search, ["Crete", "crete", "Κρήτη", "κρητη"], [heraklionEl, heraklionEn, chania]);
    await expectSame(search, ["Corfu", "corfu", "Κέρκυρα", "κερκυρα", "kerkyra"], [corfu]);
    await expectSame(search, ["Chania", "Χανιά", "χανια", "xania"], [chania]);
    // The other words of the search still have to match along with the place.
    await expectSame(search, ["cook Ηράκλειο", "Cook heraklion", "COOK iraklio"], [heraklionEl, heraklionEn]);
    await expectSame(search, ["waiter Ηράκλειο", "waiter heraklion"], []);
    // The location filter (the list's place) too.
    await expectSame(filtered("location"), ["Corfu", "Κέρκυρα", "κερκυρα", "Kerkyra"], [corfu]);
  });
});

describe("a job title in either alphabet", () => {
  it("a Greek title is found typed in Latin letters, without accents or in capitals", async () => {
    const { ids, search } = await scenario(
      [
        { title: "Σερβιτόρος / Σερβιτόρα", description: "Σέρβις σε τραπέζια." },
        { title: "Καμαριέρα", description: "Καθαριότητα δωματίων." },
        { title: "Λαντζέρης", description: "Πλύσιμο πιάτων." },
        { title: "Waiter", description: "Serve tables." },
      ],
      "Title Test Tavernas",
    );
    const [waiterEl, maid, dishwasher, waiterEn] = ids;
    await expectSame(
      search,
      ["Σερβιτόρος", "σερβιτορος", "ΣΕΡΒΙΤΟΡΟΣ", "servitoros", "Servitoros", "SERVITOROS"],
      [waiterEl],
    );
    await expectSame(search, ["Καμαριέρα", "καμαριερα", "kamariera", "Kamariera"], [maid]);
    await expectSame(search, ["Λαντζέρης", "λαντζερης", "lantzeris", "landzeris"], [dishwasher]);
    await expectSame(search, ["Waiter", "waiter"], [waiterEn]);
  });
});

describe("a company name in either alphabet", () => {
  it("finds every job of the company whose Greek name is typed in Latin letters, without accents or in capitals", async () => {
    const { ids } = await scenario([{ title: "Receptionist" }, { title: "Cook" }], "Ξενοδοχείο Ήλιος");
    const other = await scenario([{ title: "Receptionist" }], "Kyma Suites");
    const found = async (text: string) =>
      (await allIds(api, `search=${encodeURIComponent(text)}`)).sort((a, b) => a - b);
    await expectSame(
      found,
      [
        "Ξενοδοχείο Ήλιος",
        "ξενοδοχειο ηλιος",
        "ΞΕΝΟΔΟΧΕΙΟ ΗΛΙΟΣ",
        "xenodoxeio ilios",
        "Xenodocheio Ilios",
        "ksenodoxeio ilios",
      ],
      ids,
    );
    await expectSame(found, ["Kyma Suites", "kyma suites", "Κύμα Σουίτες", "κυμα σουιτες"], other.ids);
  });
});

describe("the search key", () => {
  it("is the same in the database (f_search_key) and in TypeScript (searchKey) for every name of the gazetteer", async () => {
    const texts = [
      ...gazetteerNames(),
      "Σερβιτόρος",
      "Ξενοδοχείο Ήλιος",
      "ΜΥΚΟΝΟΣ",
      "Αύρα Ευρώπη",
      "Café Koules",
      "Chef de partie",
    ];
    const rows = await api.db.execute<{ key: string }>(
      sql`select public.f_search_key(text) as key from unnest(${sql.param(texts)}::text[]) with ordinality as t(text, n) order by n`,
    );
    expect(rows.rows.map((row) => row.key)).toEqual(texts.map(searchKey));
  });
});
