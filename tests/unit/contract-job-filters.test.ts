import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  JOB_FILTER_ENUMS,
  MAX_FILTER_TEXT_LENGTH,
  parseJobFilters,
  searchFilters,
  searchName,
  searchOnly,
  serializeJobFilters,
  type JobFilters,
} from "../../contract/job-filters";
import { jobFiltersSchema } from "../../contract/job-filters-schema";

const parse = (query: string) => parseJobFilters(new URLSearchParams(query));
const roundTrip = (filters: JobFilters) =>
  parseJobFilters(new URLSearchParams(serializeJobFilters(filters).toString()));

const FILTER_KEYS = Object.keys(jobFiltersSchema.shape);

/** Values that are valid for some key, so generated queries often hit real filters, not only noise. */
const plausibleValue = fc.oneof(
  fc.constantFrom(
    ...Object.values(JOB_FILTER_ENUMS).flat(),
    "true",
    "false",
    "GR",
    "gr",
    "2025-06-01",
    "2024-02-29",
    "2023-02-29",
    "20,35,30,42",
    "-180,-90,180,90",
    "0b3e4c2a-1d2f-4a5b-8c9d-0e1f2a3b4c5d",
    "FULL_TIME,PART_TIME",
    "",
    " ",
  ),
  fc.integer({ min: -1000, max: 100_000 }).map(String),
  fc.double({ min: -200, max: 200, noNaN: true }).map(String),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ maxLength: 300 }),
);

const queryFromPairs = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FILTER_KEYS), fc.string({ maxLength: 8 })), plausibleValue), {
    maxLength: 40,
  })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value);
    return params;
  });

const rawQuery = fc.string({ unit: "binary", maxLength: 400 }).map((text) => new URLSearchParams(text));

const anyQuery = fc.oneof(queryFromPairs, rawQuery);

describe("parseJobFilters properties", () => {
  it("turns any query into a valid filter object without throwing", () => {
    fc.assert(
      fc.property(anyQuery, (params) => {
        const filters = parseJobFilters(params);
        expect(jobFiltersSchema.safeParse(filters).success).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads back what it serializes: parse(serialize(parse(x))) equals parse(x)", () => {
    fc.assert(
      fc.property(anyQuery, (params) => {
        const filters = parseJobFilters(params);
        expect(parseJobFilters(serializeJobFilters(filters))).toStrictEqual(filters);
        expect(roundTrip(filters)).toStrictEqual(filters);
      }),
      { numRuns: 2000 },
    );
  });

  it("serializes equal filters to the same URL", () => {
    fc.assert(
      fc.property(anyQuery, (params) => {
        const once = serializeJobFilters(parseJobFilters(params)).toString();
        expect(serializeJobFilters(parse(once)).toString()).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("never throws on parameters built from lone surrogates or huge values", () => {
    const params = new URLSearchParams();
    params.append("search", "\uD800abc\uDFFF");
    params.append("salary_min", "9".repeat(10_000));
    params.append("bounding_box", ",".repeat(10_000));
    const filters = parseJobFilters(params);
    expect(jobFiltersSchema.safeParse(filters).success).toBe(true);
    expect(filters).toStrictEqual({ search: "\uFFFDabc\uFFFD" });
  });
});

describe("parseJobFilters rules", () => {
  it("returns no filters for an empty query and ignores unknown keys", () => {
    expect(parse("")).toStrictEqual({});
    expect(parse("foo=bar&page=2")).toStrictEqual({});
  });

  it("trims text, collapses spaces, drops empty text and caps its length", () => {
    expect(parse("search=%20%20beach%20%20bar%0A%20crete%20")).toStrictEqual({ search: "beach bar crete" });
    expect(parse("city=%20%20&location=")).toStrictEqual({});
    const long = parse(`search=${"α".repeat(500)}`);
    expect(Array.from(long.search ?? "")).toHaveLength(MAX_FILTER_TEXT_LENGTH);
  });

  it("keeps Greek text as typed", () => {
    expect(parse("search=Σερβιτόρος%20Ηράκλειο&city=Ρόδος")).toStrictEqual({
      search: "Σερβιτόρος Ηράκλειο",
      city: "Ρόδος",
    });
  });

  it("drops enumerated values outside the allowed sets", () => {
    expect(parse("ordering=-title&salary_currency=GBP&employment_type=FREELANCE")).toStrictEqual({});
    expect(parse("ordering=-salary_max&salary_currency=EUR")).toStrictEqual({
      ordering: "-salary_max",
      salary_currency: "EUR",
    });
    expect(parse("salary_currency=eur")).toStrictEqual({});
  });

  it("reads multi-valued enums from repeated keys and comma lists, in enum order, without repeats", () => {
    expect(parse("employment_type=PART_TIME&employment_type=FULL_TIME,BOGUS,PART_TIME")).toStrictEqual({
      employment_type: ["FULL_TIME", "PART_TIME"],
    });
    expect(parse("accommodation=PRIVATE,SHARED&meals=ALL&work_hours=SEASONAL&experience_level=ENTRY")).toStrictEqual({
      accommodation: ["SHARED", "PRIVATE"],
      meals: ["ALL"],
      work_hours: ["SEASONAL"],
      experience_level: ["ENTRY"],
    });
    expect(parse("meals=,,")).toStrictEqual({});
  });

  it("serializes lists as repeated keys", () => {
    expect(serializeJobFilters({ employment_type: ["FULL_TIME", "PART_TIME"] }).toString()).toBe(
      "employment_type=FULL_TIME&employment_type=PART_TIME",
    );
  });

  it("drops numbers that do not parse, are negative or out of range", () => {
    expect(
      parse(
        "salary_min=abc&salary_max=-5&experience_min_years=1.5&experience_max_years=0x10&lat_min=1e2&lng_max=Infinity",
      ),
    ).toStrictEqual({});
    expect(parse("salary_min=1000&salary_max=1500.5&experience_min_years=0&experience_max_years=3")).toStrictEqual({
      salary_min: 1000,
      salary_max: 1500.5,
      experience_min_years: 0,
      experience_max_years: 3,
    });
    expect(parse("experience_max_years=61&salary_max=100000000")).toStrictEqual({});
  });

  it("rounds salaries to cents and coordinates to 6 decimals", () => {
    expect(parse("salary_min=12.345&lat_min=35.12345678&lng_min=-0.0000001")).toStrictEqual({
      salary_min: 12.35,
      lat_min: 35.123457,
      lng_min: 0,
    });
  });

  it("reads booleans only from the exact words true and false", () => {
    expect(parse("is_remote=true&is_active=false")).toStrictEqual({ is_remote: true, is_active: false });
    expect(parse("is_remote=True&is_active=1")).toStrictEqual({});
    expect(parse("is_remote=yes&is_active=")).toStrictEqual({});
  });

  it("keeps only real calendar days written YYYY-MM-DD", () => {
    expect(
      parse("start_date_from=2025-05-01&start_date_to=2025-09-30&end_date_from=2024-02-29&end_date_to=2025-12-31"),
    ).toStrictEqual({
      start_date_from: "2025-05-01",
      start_date_to: "2025-09-30",
      end_date_from: "2024-02-29",
      end_date_to: "2025-12-31",
    });
    expect(
      parse("start_date_from=2023-02-29&start_date_to=2025-13-01&end_date_from=2025-6-1&end_date_to=01/06/2025"),
    ).toStrictEqual({});
    expect(parse("start_date_from=2025-06-01T00:00:00Z")).toStrictEqual({});
  });

  it("accepts a country code in any case and refuses unknown codes", () => {
    expect(parse("country=gr")).toStrictEqual({ country: "GR" });
    expect(parse("country=Greece")).toStrictEqual({});
    expect(parse("country=XX")).toStrictEqual({});
  });

  it("accepts a company uuid, lower-cased, and drops anything else", () => {
    expect(parse("company=0B3E4C2A-1D2F-4A5B-8C9D-0E1F2A3B4C5D")).toStrictEqual({
      company: "0b3e4c2a-1d2f-4a5b-8c9d-0e1f2a3b4c5d",
    });
    expect(parse("company=42")).toStrictEqual({});
    expect(parse("company=' or 1=1 --")).toStrictEqual({});
  });

  it("clamps limit above 100 and drops zero, negative and fractional limits", () => {
    expect(parse("limit=50")).toStrictEqual({ limit: 50 });
    expect(parse("limit=500")).toStrictEqual({ limit: 100 });
    expect(parse("limit=99999999999999999999")).toStrictEqual({});
    expect(parse("limit=0")).toStrictEqual({});
    expect(parse("limit=-3")).toStrictEqual({});
    expect(parse("limit=2.5")).toStrictEqual({});
  });

  it("keeps lat/lng only within range", () => {
    expect(parse("lat_min=-90&lat_max=90&lng_min=-180&lng_max=180")).toStrictEqual({
      lat_min: -90,
      lat_max: 90,
      lng_min: -180,
      lng_max: 180,
    });
    expect(parse("lat_min=-90.5&lat_max=91&lng_min=-181&lng_max=180.000001")).toStrictEqual({});
  });

  it("reads a bounding box lng_min,lat_min,lng_max,lat_max and drops a malformed one", () => {
    expect(parse("bounding_box=19.5,34.8,29.7,41.8")).toStrictEqual({
      bounding_box: { lng_min: 19.5, lat_min: 34.8, lng_max: 29.7, lat_max: 41.8 },
    });
    for (const bad of [
      "19.5,34.8,29.7",
      "19.5,34.8,29.7,41.8,1",
      "a,b,c,d",
      "19.5,95,29.7,96",
      "30,34,20,41",
      "20,41,30,34",
      "",
    ]) {
      expect(parse(`bounding_box=${encodeURIComponent(bad)}`)).toStrictEqual({});
    }
    expect(serializeJobFilters(parse("bounding_box=-180,-90,180,90")).toString()).toBe(
      "bounding_box=-180%2C-90%2C180%2C90",
    );
  });

  it("keeps any cursor as given, so the API can refuse a bad one with 404", () => {
    expect(parse("cursor=%20not-a-cursor%20")).toStrictEqual({ cursor: "not-a-cursor" });
    expect(parse("cursor=")).toStrictEqual({});
  });

  it("takes the first value of a repeated single-valued key", () => {
    expect(parse("ordering=created_at&ordering=-start_date")).toStrictEqual({ ordering: "created_at" });
    expect(parse("ordering=bogus&ordering=-start_date")).toStrictEqual({});
  });
});

describe("a search as an alert or a feed keeps it", () => {
  it("drops paging, ordering and is_active and keeps every filter, read once for both", () => {
    const search = new URLSearchParams(
      "search=waiter&location=Crete&employment_type=FULL_TIME&limit=5&cursor=abc&ordering=-created_at&is_active=false&junk=1",
    );
    expect(searchFilters(search)).toStrictEqual({
      search: "waiter",
      location: "Crete",
      employment_type: ["FULL_TIME"],
    });
    expect(serializeJobFilters(searchFilters(search)).toString()).toBe(
      "search=waiter&location=Crete&employment_type=FULL_TIME",
    );
  });

  it("keeps the same of filters already parsed, as the job list's Alert me posts them", () => {
    const parsed = parse("city=Chania&limit=50&ordering=salary_max&cursor=xyz");
    expect(searchOnly(parsed)).toStrictEqual({ city: "Chania" });
    expect(searchOnly(parsed)).toStrictEqual(searchFilters(new URLSearchParams("city=Chania&limit=50")));
  });

  it("is named after what was searched for and where, and nameless without those", () => {
    expect(searchName(parse("search=cook&location=Naxos&city=Chora&salary_min=900"))).toBe("cook · Naxos · Chora");
    expect(searchName(parse("city=Chania"))).toBe("Chania");
    expect(searchName(parse("employment_type=PART_TIME"))).toBe("");
  });
});
