/**
 * `GET /jobs/` filters (spec section 5, design section 7, docs/jobs.md#filters): each one with jobs that match
 * and jobs that do not, invalid values ignored, and who sees inactive and closed jobs. Every query but the
 * company filter's own test is scoped with `company=` to the jobs the test made.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../support/api-harness";
import {
  allIds,
  createCompany,
  daysFromToday,
  insertJob,
  insertJobs,
  jobRow,
  listJobs,
  type JobInsert,
  type TestCompany,
} from "./jobs-fixtures";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

/** A company of its own with these jobs; `ids(query)` lists the ids the API returns for it, sorted. */
async function scenario(rows: Array<Partial<JobInsert>>, name?: string) {
  const company = await createCompany(api, name);
  const inserted = await insertJobs(
    api,
    rows.map((fields) => jobRow(company.id, fields)),
  );
  const ids = async (query = "") =>
    (await allIds(api, `company=${company.id}${query ? `&${query}` : ""}`)).sort((a, b) => a - b);
  return { company, ids: inserted, query: ids };
}

describe("each filter keeps the jobs that match and drops the others", () => {
  it("employment_type, experience_level, work_hours, accommodation and meals take one or several values", async () => {
    const { ids, query } = await scenario([
      {
        employmentType: "FULL_TIME",
        experienceLevel: "ENTRY",
        workHours: "SEASONAL",
        accommodation: "SHARED",
        meals: "ALL",
      },
      {
        employmentType: "PART_TIME",
        experienceLevel: "MANAGER",
        workHours: "SHIFT",
        accommodation: "NONE",
        meals: "NONE",
      },
      {
        employmentType: "INTERNSHIP",
        experienceLevel: "TRAINEE",
        workHours: "FLEXIBLE",
        accommodation: "PRIVATE",
        meals: "SOME",
      },
    ]);
    const [seasonal, shift, intern] = ids;
    expect(await query("employment_type=PART_TIME")).toEqual([shift]);
    expect(await query("employment_type=FULL_TIME,INTERNSHIP")).toEqual([seasonal, intern]);
    expect(await query("employment_type=FULL_TIME&employment_type=PART_TIME")).toEqual([seasonal, shift]);
    expect(await query("employment_type=CONTRACT")).toEqual([]);
    expect(await query("experience_level=MANAGER")).toEqual([shift]);
    expect(await query("work_hours=SEASONAL,FLEXIBLE")).toEqual([seasonal, intern]);
    expect(await query("accommodation=SHARED,PRIVATE")).toEqual([seasonal, intern]);
    expect(await query("meals=ALL")).toEqual([seasonal]);
    expect(await query("accommodation=PRIVATE&meals=ALL")).toEqual([]);
  });

  it("location matches a piece of the place, city or area, ignoring case and accents; city and country match exactly", async () => {
    const { ids, query } = await scenario([
      { location: "Αγία Μαρίνα, Χανιά", city: "Chania", area: "Crete", country: "GR" },
      { location: "Old town", city: "Rhodes", area: "Dodecanese", country: "GR" },
      { location: "Limassol marina", city: "Limassol", area: "Limassol", country: "CY" },
    ]);
    const [chania, rhodes, limassol] = ids;
    expect(await query("location=%CE%B1%CE%B3%CE%B9%CE%B1%20%CE%BC%CE%B1%CF%81%CE%B9%CE%BD%CE%B1")).toEqual([chania]); // "αγια μαρινα"
    expect(await query("location=MARINA")).toEqual([limassol]);
    expect(await query("location=dodeca")).toEqual([rhodes]);
    expect(await query("location=100%25")).toEqual([]); // a literal "%" is not a wildcard
    expect(await query("location=_")).toEqual([]);
    expect(await query("city=chania")).toEqual([chania]);
    expect(await query("city=Chan")).toEqual([]);
    expect(await query("country=cy")).toEqual([limassol]);
    expect(await query("country=GR")).toEqual([chania, rhodes]);
  });

  it("experience years: the seeker's range overlaps the job's (a missing minimum is 0, a missing maximum open)", async () => {
    const { ids, query } = await scenario([
      { experienceMinYears: 0, experienceMaxYears: 1 },
      { experienceMinYears: 2, experienceMaxYears: 5 },
      { experienceMinYears: 5, experienceMaxYears: null },
      { experienceMinYears: null, experienceMaxYears: null },
    ]);
    const [junior, middle, senior, any] = ids;
    expect(await query("experience_max_years=1")).toEqual([junior, any]);
    expect(await query("experience_min_years=6")).toEqual([senior, any]);
    expect(await query("experience_min_years=3&experience_max_years=4")).toEqual([middle, any]);
    expect(await query("experience_min_years=1&experience_max_years=2")).toEqual([junior, middle, any]);
  });

  it("salary: the pay sought overlaps the job's range; jobs without pay drop out; currency matches exactly", async () => {
    const { ids, query } = await scenario([
      { salaryMin: 900, salaryMax: 1100, salaryCurrency: "EUR" },
      { salaryMin: 1500, salaryMax: null, salaryCurrency: "EUR" },
      { salaryMin: null, salaryMax: 800, salaryCurrency: "USD" },
      { salaryMin: null, salaryMax: null },
    ]);
    const [mid, high, low] = ids;
    expect(await query("salary_min=1000")).toEqual([mid, high]);
    expect(await query("salary_min=1100.00")).toEqual([mid, high]);
    expect(await query("salary_min=1100.01")).toEqual([high]);
    expect(await query("salary_max=1000")).toEqual([mid, low]);
    expect(await query("salary_min=850&salary_max=950")).toEqual([mid]);
    expect(await query("salary_currency=USD")).toEqual([low]);
    expect(await query("salary_currency=EUR&salary_min=1200")).toEqual([high]);
  });

  it("is_remote true and false, and start and end date ranges", async () => {
    const { ids, query } = await scenario([
      { isRemote: true, startDate: "2031-05-01", endDate: "2031-09-30" },
      { isRemote: false, startDate: "2031-06-15", endDate: "2031-10-31" },
      { isRemote: false, startDate: null, endDate: null },
    ]);
    const [remote, june, undated] = ids;
    expect(await query("is_remote=true")).toEqual([remote]);
    expect(await query("is_remote=false")).toEqual([june, undated]);
    expect(await query("start_date_from=2031-05-02")).toEqual([june]);
    expect(await query("start_date_to=2031-05-01")).toEqual([remote]);
    expect(await query("start_date_from=2031-05-01&start_date_to=2031-06-15")).toEqual([remote, june]);
    expect(await query("end_date_from=2031-10-01")).toEqual([june]);
    expect(await query("end_date_to=2031-09-30")).toEqual([remote]);
    expect(await query("end_date_to=2031-01-01")).toEqual([]);
  });

  it("company lists one company's jobs", async () => {
    const first = await scenario([{}, {}]);
    const second = await scenario([{}]);
    expect(await first.query()).toEqual(first.ids);
    expect(await second.query()).toEqual(second.ids);
  });

  it("a bounding box around Crete holds Chania and not Athens; jobs without coordinates drop out", async () => {
    const { ids, query } = await scenario([
      { city: "Chania", latitude: 35.5138, longitude: 24.018 },
      { city: "Heraklion", latitude: 35.3387, longitude: 25.1442 },
      { city: "Athens", latitude: 37.9838, longitude: 23.7275 },
      { city: "Anywhere", latitude: null, longitude: null },
    ]);
    const [chania, heraklion, athens, nowhere] = ids;
    const crete = "bounding_box=23.4,34.8,26.4,35.7";
    expect(await query(crete)).toEqual([chania, heraklion]);
    expect(await query("lat_min=34.8&lat_max=35.7&lng_min=23.4&lng_max=26.4")).toEqual([chania, heraklion]);
    expect(await query("lat_min=36")).toEqual([athens]);
    expect(await query("lng_min=24.5")).toEqual([heraklion]);
    // The box and the single bounds together: their intersection.
    expect(await query(`${crete}&lng_max=24.5`)).toEqual([chania]);
    expect(await query("bounding_box=-180,-90,180,90")).toEqual([chania, heraklion, athens]);
    expect(await query()).toContain(nowhere);
  });
});

describe("search", () => {
  it("finds Greek titles without accents or case, English stems, places and company names", async () => {
    const { ids, query } = await scenario(
      [
        { title: "Σερβιτόρος / Σερβιτόρα", description: "Εστιατόριο στην παραλία, σέρβις σε τραπέζια." },
        { title: "Waiters wanted", description: "Serve tables at our taverna every evening." },
        { title: "Receptionist", description: "Front desk of a boutique hotel.", location: "Oia, Santorini" },
        { title: "Chef de partie", description: "Hot kitchen line for the summer season." },
      ],
      "Minoan Sunset Resorts",
    );
    const [greek, waiters, reception] = ids;
    const search = (text: string) => query(`search=${encodeURIComponent(text)}`);
    expect(await search("σερβιτορος")).toEqual([greek]);
    expect(await search("ΣΕΡΒΙΤΌΡΟΣ")).toEqual([greek]);
    expect(await search("waiter")).toEqual([waiters]);
    expect(await search("WAITING")).toEqual([]);
    expect(await search("santorini")).toEqual([reception]);
    expect(await search("minoan")).toEqual(ids);
    expect(await search("plumber")).toEqual([]);
  });

  it("treats search syntax and odd text as words, never as an error", async () => {
    const { query } = await scenario([{ title: "Barista" }]);
    for (const text of ['"unclosed', "a & b | !c", "-", "(((", "'; drop table jobs; --", "\\", "%_"]) {
      expect(await query(`search=${encodeURIComponent(text)}`)).toEqual([]);
    }
  });
});

describe("count", () => {
  it("counts every job a filter keeps, not only the page's, and counts none for no match", async () => {
    const { company } = await scenario(
      [
        { title: "Lifeguard", employmentType: "FULL_TIME", accommodation: "SHARED", latitude: 35.5, longitude: 24.0 },
        {
          title: "Lifeguard assistant",
          employmentType: "FULL_TIME",
          accommodation: "NONE",
          latitude: 37.9,
          longitude: 23.7,
        },
        { title: "Cook", employmentType: "PART_TIME", accommodation: "SHARED", latitude: 35.3, longitude: 25.1 },
      ],
      "Counting Bay Hotels",
    );
    const counted = async (query: string) => {
      const page = await listJobs(api, `company=${company.id}&limit=1&${query}`);
      return { count: page.count, count_capped: page.count_capped, shown: page.results.length };
    };
    expect(await counted("")).toEqual({ count: 3, count_capped: false, shown: 1 });
    expect(await counted("employment_type=FULL_TIME")).toEqual({ count: 2, count_capped: false, shown: 1 });
    expect(await counted("accommodation=SHARED&employment_type=PART_TIME")).toEqual({
      count: 1,
      count_capped: false,
      shown: 1,
    });
    expect(await counted("search=lifeguard")).toEqual({ count: 2, count_capped: false, shown: 1 });
    expect(await counted("bounding_box=23.4,34.8,26.4,35.7")).toEqual({ count: 2, count_capped: false, shown: 1 });
    expect(await counted("search=plumber")).toEqual({ count: 0, count_capped: false, shown: 0 });
  });

  it("counts only what the caller may see", async () => {
    const { company } = await scenario(
      [{}, { isActive: false }, { startDate: daysFromToday(-1) }],
      "Hidden Count Villas",
    );
    expect((await listJobs(api, `company=${company.id}`)).count).toBe(1);
    expect((await listJobs(api, `company=${company.id}`, company.owner)).count).toBe(2);
    expect((await listJobs(api, `company=${company.id}&is_active=false`, company.owner)).count).toBe(1);
    expect((await listJobs(api, `company=${company.id}&is_active=false`)).count).toBe(0);
  });
});

describe("invalid values are ignored exactly as the parser drops them", () => {
  it("gives the unfiltered list for bad enums, numbers, dates, booleans, uuids and boxes", async () => {
    const { ids, query } = await scenario([{ employmentType: "FULL_TIME" }, { employmentType: "PART_TIME" }]);
    for (const bad of [
      "employment_type=BOGUS",
      "employment_type=full_time",
      "salary_min=1e3",
      "salary_max=-5",
      "experience_min_years=2.5",
      "experience_max_years=99",
      "start_date_from=2031-02-30",
      "end_date_to=tomorrow",
      "is_remote=True",
      "is_active=yes",
      "country=XX",
      "salary_currency=eur",
      "bounding_box=26,35,23,36",
      "lat_min=91",
      "ordering=title",
      "limit=0",
      "limit=abc",
      "search=%20%20",
      "unknown=1",
    ]) {
      expect(await query(bad), bad).toEqual(ids);
    }
  });

  it("answers a malformed company uuid with every company's jobs", async () => {
    await scenario([{}]);
    const page = await listJobs(api, "company=not-a-uuid&limit=100");
    expect(page.results.length).toBeGreaterThan(1);
  });
});

describe("which jobs are listed", () => {
  let company: TestCompany;
  let open: number, closedByApplyBy: number, closedByStart: number, inactive: number, later: number;
  beforeAll(async () => {
    company = await createCompany(api);
    [open, closedByApplyBy, closedByStart, inactive, later] = await insertJobs(api, [
      jobRow(company.id, { startDate: daysFromToday(30) }),
      jobRow(company.id, { applyBy: daysFromToday(-1), startDate: daysFromToday(20) }),
      jobRow(company.id, { startDate: daysFromToday(-1) }),
      jobRow(company.id, { isActive: false }),
      jobRow(company.id, { applyBy: daysFromToday(0), startDate: daysFromToday(-3), endDate: daysFromToday(40) }),
    ]);
  });

  it("lists active jobs open today to the public, whatever is_active=true says", async () => {
    expect((await allIds(api, `company=${company.id}`)).sort()).toEqual([open, later].sort());
    expect((await allIds(api, `company=${company.id}&is_active=true`)).sort()).toEqual([open, later].sort());
  });

  it("shows is_active=false only to the owning company, and only its own jobs", async () => {
    expect(await allIds(api, "is_active=false")).toEqual([]);
    const employee = await api.createUser("EMPLOYEE");
    expect(await allIds(api, "is_active=false", employee)).toEqual([]);
    const other = await createCompany(api, "Other Co");
    await insertJob(api, other.id, { isActive: false });
    expect(await allIds(api, "is_active=false", company.owner)).toEqual([inactive]);
    expect(await allIds(api, `is_active=false&company=${other.id}`, company.owner)).toEqual([]);
  });

  it("shows a company its own closed jobs when it lists its own company, flagged is_closed", async () => {
    const page = await listJobs(api, `company=${company.id}&limit=100`, company.owner);
    const closed = Object.fromEntries(page.results.map((job) => [job.id, job.is_closed]));
    expect(closed).toEqual({ [open]: false, [closedByApplyBy]: true, [closedByStart]: true, [later]: false });
    const other = await createCompany(api, "Curious Co");
    expect((await allIds(api, `company=${company.id}`, other.owner)).sort()).toEqual([open, later].sort());
  });

  it("sends a lean list item: the card's fields and the company, no long texts", async () => {
    const page = await listJobs(api, `company=${company.id}&limit=1`);
    const [item] = page.results;
    expect(Object.keys(item).sort()).toEqual(
      [
        "id",
        "title",
        "company",
        "location",
        "city",
        "area",
        "country",
        "latitude",
        "longitude",
        "is_remote",
        "employment_type",
        "experience_level",
        "salary_min",
        "salary_max",
        "salary_currency",
        "salary_period",
        "work_hours",
        "start_date",
        "end_date",
        "apply_by",
        "accommodation",
        "meals",
        "is_featured",
        "is_closed",
        "created_at",
      ].sort(),
    );
    expect(item.company).toEqual({ uuid: company.id, name: company.name, logo: null, logo_thumb: null });
    expect(item.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });
});
