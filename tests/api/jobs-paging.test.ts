/**
 * `GET /jobs/` keyset paging and ordering (design section 7, docs/jobs.md#ordering-and-paging): every ordering in the
 * right order with NULL keys last, a 1,000-job set walked under random filters while jobs are being added (each job
 * that existed at the start seen exactly once), `previous` walking back, forged cursors, the limit clamp.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeCursor } from "../../contract/cursor";
import { ACCOMMODATIONS, EMPLOYMENT_TYPES, JOB_ORDERINGS, type JobOrdering } from "../../contract/enums";
import { JOB_COUNT_CAP, type JobPage } from "../../contract/jobs";
import { createRandom } from "../../api/db/demo/random";
import { startTestApi, type TestApi } from "../support/api-harness";
import {
  createCompany,
  followLink,
  idsOf,
  insertJobs,
  jobRow,
  listJobs,
  type JobInsert,
  type TestCompany,
} from "./jobs-fixtures";

let api: TestApi;
let company: TestCompany;
/** Every job of the test company, with its id, in the order inserted. */
const known: Array<JobInsert & { id: number }> = [];

/**
 * The demo data's seeded generator (api/db/demo/random.ts): the runs are random but repeatable. `subset` picks a
 * non-empty random part of a list, for a multi-valued filter.
 */
function seeded(seed: number) {
  const random = createRandom(seed);
  const subset = <T>(values: readonly T[]) => {
    const chosen = values.filter(() => random.next() < 0.5);
    return chosen.length > 0 ? chosen : [random.pick(values)];
  };
  return { ...random, subset };
}
type Random = ReturnType<typeof seeded>;

const BASE_TIME = Date.parse("2026-01-10T12:00:00.000Z");

/** A job with keys chosen to collide often (ties are where paging goes wrong) and NULLs in every sort key. */
function randomJob(random: Random, createdAt?: Date): JobInsert {
  const noPay = random.next() < 0.15;
  const salaryMin = noPay || random.next() < 0.1 ? null : 800 + 50 * random.int(0, 10);
  const salaryMax = noPay || random.next() < 0.2 ? null : (salaryMin ?? 800) + 50 * random.int(0, 6);
  const placed = random.next() > 0.1;
  return jobRow(company.id, {
    employmentType: random.pick(EMPLOYMENT_TYPES),
    accommodation: random.pick(ACCOMMODATIONS),
    isRemote: random.next() < 0.2,
    salaryMin,
    salaryMax,
    startDate:
      random.next() < 0.15 ? null : `2031-0${random.int(4, 6)}-${String(random.int(1, 3) * 9).padStart(2, "0")}`,
    latitude: placed ? 34.5 + random.next() * 7 : null,
    longitude: placed ? 19.5 + random.next() * 9 : null,
    ...(createdAt ? { createdAt } : {}),
  });
}

async function addJobs(rows: JobInsert[]): Promise<void> {
  const ids = await insertJobs(api, rows);
  rows.forEach((row, index) => known.push({ ...row, id: ids[index] }));
}

beforeAll(async () => {
  api = await startTestApi();
  company = await createCompany(api);
  const random = seeded(20_260_110);
  await addJobs(
    Array.from({ length: 1000 }, () => randomJob(random, new Date(BASE_TIME - random.int(0, 400) * 60_000))),
  );
});
afterAll(() => api.stop());

/** The contract's orderings as a comparator over stored rows: NULL keys last, ties by id in the key's direction. */
function comparator(ordering: JobOrdering) {
  const descending = ordering.startsWith("-");
  const keyOf = (job: JobInsert): number | string | null => {
    if (ordering.endsWith("created_at")) return (job.createdAt ?? new Date()).getTime();
    if (ordering.endsWith("salary_max")) return job.salaryMax ?? null;
    if (ordering.endsWith("salary_min")) return job.salaryMin ?? null;
    return job.startDate ?? null;
  };
  return (a: JobInsert & { id: number }, b: JobInsert & { id: number }) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    if (ka === null && kb !== null) return 1;
    if (kb === null && ka !== null) return -1;
    const byKey = ka === kb || ka === null || kb === null ? 0 : ka < kb ? -1 : 1;
    const order = byKey !== 0 ? byKey : a.id - b.id;
    return descending ? -order : order;
  };
}

type Filter = { query: string; matches(job: JobInsert): boolean };

/** A random mix of filters with their meaning, written independently of the API. */
function randomFilter(random: Random): Filter {
  const parts: string[] = [];
  const tests: Array<(job: JobInsert) => boolean> = [];
  if (random.next() < 0.4) {
    const types = random.subset(EMPLOYMENT_TYPES);
    parts.push(`employment_type=${types.join(",")}`);
    tests.push((job) => types.includes(job.employmentType));
  }
  if (random.next() < 0.3) {
    const housing = random.subset(ACCOMMODATIONS);
    parts.push(`accommodation=${housing.join(",")}`);
    tests.push((job) => housing.includes(job.accommodation ?? "NONE"));
  }
  if (random.next() < 0.3) {
    const floor = 800 + 50 * random.int(0, 14);
    parts.push(`salary_min=${floor}`);
    tests.push((job) => {
      const top = job.salaryMax ?? job.salaryMin ?? null;
      return top !== null && top >= floor;
    });
  }
  if (random.next() < 0.3) {
    parts.push("bounding_box=20,35,26,39.5");
    tests.push(
      (job) =>
        job.latitude != null &&
        job.longitude != null &&
        job.latitude >= 35 &&
        job.latitude <= 39.5 &&
        job.longitude >= 20 &&
        job.longitude <= 26,
    );
  }
  if (random.next() < 0.2) {
    const remote = random.next() < 0.5;
    parts.push(`is_remote=${remote}`);
    tests.push((job) => (job.isRemote ?? false) === remote);
  }
  return { query: parts.join("&"), matches: (job) => tests.every((test) => test(job)) };
}

/** Every page from the first by `next`, calling `between` after each fetch. */
async function walkForward(query: string, between: () => Promise<void> = async () => {}): Promise<JobPage[]> {
  const pages = [await listJobs(api, query)];
  await between();
  for (let page = pages[0]; page.next !== null;) {
    page = await followLink(api, page.next);
    pages.push(page);
    await between();
  }
  return pages;
}

describe("orderings", () => {
  it.each(JOB_ORDERINGS)("%s walks every job in order, NULL keys last, ties broken by id", async (ordering) => {
    const pages = await walkForward(`company=${company.id}&ordering=${ordering}&limit=97`);
    const expected = [...known].sort(comparator(ordering)).map((job) => job.id);
    expect(pages.flatMap(idsOf)).toEqual(expected);
  });

  it("orders by -created_at by default", async () => {
    const page = await listJobs(api, `company=${company.id}&limit=50`);
    expect(idsOf(page)).toEqual(
      [...known]
        .sort(comparator("-created_at"))
        .slice(0, 50)
        .map((job) => job.id),
    );
  });
});

describe("keyset paging", () => {
  it("sees each job that existed at the start exactly once while jobs are added between pages", async () => {
    const random = seeded(7);
    for (let run = 0; run < 6; run += 1) {
      const filter = randomFilter(random);
      const ordering = JOB_ORDERINGS[run];
      const existing = known
        .filter(filter.matches)
        .sort(comparator(ordering))
        .map((job) => job.id);
      const query = `company=${company.id}&ordering=${ordering}&limit=${random.int(7, 60)}${filter.query ? `&${filter.query}` : ""}`;
      const pages = await walkForward(query, () => addJobs([randomJob(random), randomJob(random), randomJob(random)]));
      const seen = pages.flatMap(idsOf);
      expect(new Set(seen).size, `${query}: no job twice`).toBe(seen.length);
      const existingSet = new Set(existing);
      expect(
        seen.filter((id) => existingSet.has(id)),
        query,
      ).toEqual(existing);
      // Jobs added during the walk may appear (after the cursor) but only if they match.
      const matching = new Set(known.filter(filter.matches).map((job) => job.id));
      expect(
        seen.every((id) => matching.has(id)),
        query,
      ).toBe(true);
    }
  });

  it("walks back with previous through the same pages it walked forward", async () => {
    const random = seeded(11);
    for (const ordering of JOB_ORDERINGS) {
      const filter = randomFilter(random);
      const query = `company=${company.id}&ordering=${ordering}&limit=${random.int(9, 40)}${filter.query ? `&${filter.query}` : ""}`;
      const forward = await walkForward(query);
      expect(forward[0].previous).toBeNull();
      let page = forward[forward.length - 1];
      for (let index = forward.length - 2; index >= 0; index -= 1) {
        expect(page.previous, `${query} page ${index + 1}`).not.toBeNull();
        page = await followLink(api, page.previous ?? "");
        expect(idsOf(page), `${query} page ${index}`).toEqual(idsOf(forward[index]));
        expect(page.next).not.toBeNull();
      }
      expect(page.previous).toBeNull();
    }
  });

  it("writes absolute next/previous links on PUBLIC_URL carrying the other parameters", async () => {
    const first = await listJobs(api, `company=${company.id}&employment_type=FULL_TIME&limit=5&ordering=salary_min`);
    expect(first.previous).toBeNull();
    const next = new URL(first.next ?? "");
    expect(next.origin).toBe("http://localhost:3000");
    expect(next.pathname).toBe("/api/jobs/");
    expect(next.searchParams.get("employment_type")).toBe("FULL_TIME");
    expect(next.searchParams.get("limit")).toBe("5");
    expect(next.searchParams.get("ordering")).toBe("salary_min");
    expect(next.searchParams.get("company")).toBe(company.id);
    const second = await followLink(api, first.next ?? "");
    expect(new URL(second.previous ?? "").searchParams.get("employment_type")).toBe("FULL_TIME");
  });

  it("clamps limit to 100, defaults to 20 and drops a limit that is not a size", async () => {
    const scoped = `company=${company.id}`;
    expect((await listJobs(api, `${scoped}&limit=1000`)).results).toHaveLength(100);
    expect((await listJobs(api, `${scoped}&limit=100`)).results).toHaveLength(100);
    expect((await listJobs(api, `${scoped}&limit=3`)).results).toHaveLength(3);
    expect((await listJobs(api, scoped)).results).toHaveLength(20);
    expect((await listJobs(api, `${scoped}&limit=-4`)).results).toHaveLength(20);
    expect((await listJobs(api, `${scoped}&limit=2.5`)).results).toHaveLength(20);
  });
});

describe("count", () => {
  it("is the number of matching jobs on every page, forwards and back, whatever the limit", async () => {
    const random = seeded(23);
    for (let run = 0; run < 5; run += 1) {
      // The first run has no filter: the test company's 1,000-odd jobs, more than the cap.
      const filter = run === 0 ? { query: "", matches: () => true } : randomFilter(random);
      const matching = known.filter(filter.matches).length;
      const expected = { count: Math.min(matching, JOB_COUNT_CAP), count_capped: matching > JOB_COUNT_CAP };
      // About three pages, so a page 2 and a way back exist.
      const limit = Math.min(100, Math.max(1, Math.ceil(matching / 3)));
      const query = `company=${company.id}&limit=${limit}${filter.query ? `&${filter.query}` : ""}`;
      const pages = await walkForward(query);
      expect(pages.length, query).toBeGreaterThan(2);
      for (const page of pages) expect({ count: page.count, count_capped: page.count_capped }, query).toEqual(expected);
      const back = await followLink(api, pages[2].previous ?? "");
      expect(idsOf(back), `${query}: previous`).toEqual(idsOf(pages[1]));
      expect({ count: back.count, count_capped: back.count_capped }, `${query}: previous`).toEqual(expected);
    }
  });

  it("stops at 1,000 and says so: 1,000 jobs count 1,000, one more counts 1,000 and more", async () => {
    const counted = await createCompany(api, "Thousand Rooms Resort");
    const rows = Array.from({ length: JOB_COUNT_CAP }, () => jobRow(counted.id));
    await insertJobs(api, rows);
    const exactly = await listJobs(api, `company=${counted.id}`);
    expect({ count: exactly.count, count_capped: exactly.count_capped }).toEqual({ count: 1000, count_capped: false });
    await insertJobs(api, [jobRow(counted.id)]);
    const first = await listJobs(api, `company=${counted.id}`);
    expect({ count: first.count, count_capped: first.count_capped }).toEqual({ count: 1000, count_capped: true });
    const second = await followLink(api, first.next ?? "");
    expect(idsOf(second)).not.toEqual(idsOf(first));
    expect({ count: second.count, count_capped: second.count_capped }).toEqual({ count: 1000, count_capped: true });
  });
});

describe("cursors", () => {
  const invalid = async (query: string) => {
    const response = await api.request(`/jobs/?${query}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("answers random cursor strings with 404 Invalid cursor, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.constantFrom(...JOB_ORDERINGS), async (cursor, ordering) => {
        fc.pre(cursor.trim() !== "");
        const { status, body } = await invalid(`ordering=${ordering}&cursor=${encodeURIComponent(cursor)}`);
        expect(status).toBe(404);
        expect(body).toEqual({ detail: "Invalid cursor", code: "invalid_cursor" });
      }),
      { numRuns: 60 },
    );
  });

  it("refuses well-formed cursors whose value cannot be the ordering's key", async () => {
    const cases: Array<[JobOrdering, string | number | null]> = [
      ["-created_at", null],
      ["-created_at", 12.5],
      ["created_at", "2026-01-10"],
      ["created_at", "9999-12-31T23:59:59.999999Z"],
      ["-created_at", "2026-02-30T10:00:00.000000Z"],
      ["-salary_max", "1000"],
      ["salary_min", 1e300],
      ["start_date", "2031-02-30"],
      ["-start_date", 20310401],
    ];
    for (const [ordering, v] of cases) {
      const cursor = encodeCursor({ v, id: 1, d: "next" });
      const { status, body } = await invalid(`ordering=${ordering}&cursor=${cursor}`);
      expect({ ordering, v, status, body }).toEqual({
        ordering,
        v,
        status: 404,
        body: { detail: "Invalid cursor", code: "invalid_cursor" },
      });
    }
  });

  it("accepts any cursor a page could have written, NULL keys included", async () => {
    const accepted: Array<[JobOrdering, string | number | null]> = [
      ["-created_at", "2026-01-10T12:00:00.000000Z"],
      ["-salary_max", null],
      ["-salary_max", 1100.5],
      ["start_date", "2031-04-09"],
      ["-start_date", null],
    ];
    for (const [ordering, v] of accepted) {
      for (const d of ["next", "prev"] as const) {
        const response = await api.request(`/jobs/?ordering=${ordering}&cursor=${encodeCursor({ v, id: 5, d })}`);
        expect(response.status, `${ordering} ${String(v)} ${d}`).toBe(200);
      }
    }
  });
});
