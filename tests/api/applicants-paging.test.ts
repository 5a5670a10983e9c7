/**
 * `GET /applications/applicants/` (docs/applications.md#the-companys-side): the company's applicants a page at a time,
 * filtered and ordered in SQL, with the counts per status from one grouped query. Real HTTP: the harness's requests go
 * through a listening server.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationNotes, applications } from "../../api/db/schema";
import type { ApplicantPage } from "../../contract/applications";
import type { ApplicationStatus } from "../../contract/enums";
import { startTestApi, type TestApi } from "../support/api-harness";
import { createCompany, createEmployee, insertJob, type TestCompany } from "./jobs-fixtures";
import { errorFields } from "../support/error-bodies";

let api: TestApi;
let hotel: TestCompany;
let rival: TestCompany;
let jobA: number;
let jobB: number;
let rivalJob: number;

type Seeded = { id: number; createdAt: Date; status: ApplicationStatus; rating: number | null };
const seededA: Seeded[] = [];

// Job A: 12 applications. Two pairs share their date and rating, so only the id can order them.
const PLAN: { minute: number; status: ApplicationStatus; rating: number | null }[] = [
  { minute: 1, status: "APPLIED", rating: 3 },
  { minute: 2, status: "SHORTLISTED", rating: 5 },
  { minute: 3, status: "APPLIED", rating: null },
  { minute: 4, status: "REJECTED", rating: 1 },
  { minute: 5, status: "SHORTLISTED", rating: 5 },
  { minute: 5, status: "SHORTLISTED", rating: 5 },
  { minute: 6, status: "VIEWED_BY_COMPANY", rating: 3 },
  { minute: 7, status: "WITHDRAWN", rating: null },
  { minute: 8, status: "APPLIED", rating: 4 },
  { minute: 8, status: "APPLIED", rating: 4 },
  { minute: 9, status: "SHORTLISTED", rating: null },
  { minute: 10, status: "APPLIED", rating: 2 },
];

async function seed(jobId: number, plan: typeof PLAN): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  for (const entry of plan) {
    const { profileId } = await createEmployee(api);
    const createdAt = new Date(Date.UTC(2027, 3, 1, 9, entry.minute));
    const [row] = await api.db
      .insert(applications)
      .values({ jobId, employeeId: profileId, status: entry.status, createdAt, updatedAt: createdAt })
      .returning({ id: applications.id });
    if (entry.rating !== null)
      await api.db.insert(applicationNotes).values({ applicationId: row.id, rating: entry.rating });
    seeded.push({ id: row.id, createdAt, status: entry.status, rating: entry.rating });
  }
  return seeded;
}

const newestFirst = (a: Seeded, b: Seeded) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const bestFirst = (a: Seeded, b: Seeded) => (b.rating ?? 0) - (a.rating ?? 0) || newestFirst(a, b);

beforeAll(async () => {
  api = await startTestApi();
  hotel = await createCompany(api, "Knossos Palace");
  rival = await createCompany(api, "Rival Resort");
  jobA = await insertJob(api, hotel.id, { title: "Waiter" });
  jobB = await insertJob(api, hotel.id, { title: "Cook" });
  rivalJob = await insertJob(api, rival.id, { title: "Bartender" });
  seededA.push(...(await seed(jobA, PLAN)));
  await seed(jobB, PLAN.slice(0, 3));
  await seed(rivalJob, PLAN.slice(0, 2));
});
afterAll(() => api.stop());

async function page(query: string, as = hotel.owner): Promise<ApplicantPage> {
  const response = await api.request(`/applications/applicants/?${query}`, { as });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as ApplicantPage;
}

/** Every page of `query`, `limit` at a time, following `next_offset`. */
async function allPages(query: string, limit: number): Promise<{ ids: number[]; pages: ApplicantPage[] }> {
  const pages: ApplicantPage[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const current = await page(`${query}&limit=${limit}&offset=${offset}`);
    expect(current.results.length).toBeLessThanOrEqual(limit);
    pages.push(current);
    offset = current.next_offset;
  }
  return { ids: pages.flatMap((each) => each.results.map((application) => application.id)), pages };
}

describe("paging", () => {
  it("answers 50 by default, newest first, with the job's title", async () => {
    const first = await page(`job_id=${jobA}`);
    expect(first.results.map((application) => application.id)).toEqual(
      [...seededA].sort(newestFirst).map((row) => row.id),
    );
    expect(first).toMatchObject({ total: 12, count: 12, next_offset: null, job_title: "Waiter" });
    // The company's view: applicant, rating and timeline, as GET /applications/ answers each row.
    expect(first.results[0]).toMatchObject({ job: jobA, applicant: expect.objectContaining({ deleted: false }) });
    expect(first.results[0]).toHaveProperty("rating");
  });

  it("pages by limit and offset without repeating or skipping a row", async () => {
    const { ids, pages } = await allPages(`job_id=${jobA}`, 5);
    expect(pages.map((each) => each.results.length)).toEqual([5, 5, 2]);
    expect(pages.map((each) => each.next_offset)).toEqual([5, 10, null]);
    expect(ids).toEqual([...seededA].sort(newestFirst).map((row) => row.id));
    expect(await page(`job_id=${jobA}&offset=40`)).toMatchObject({ results: [], count: 12, next_offset: null });
  });

  it("orders by rating in SQL: best first, unrated last, equal ratings newest first, equal dates by id", async () => {
    const { ids } = await allPages(`job_id=${jobA}&sort=rating`, 4);
    expect(ids).toEqual([...seededA].sort(bestFirst).map((row) => row.id));
    // The two 5s of minute 5 share date and rating: the later id comes first, on every read.
    const tied = seededA.filter((row) => row.rating === 5 && row.createdAt.getUTCMinutes() === 5).map((row) => row.id);
    expect(ids.indexOf(Math.max(...tied))).toBe(ids.indexOf(Math.min(...tied)) - 1);
  });

  it("filters by status together with paging; the counts stay those of the whole job", async () => {
    const shortlisted = seededA.filter((row) => row.status === "SHORTLISTED");
    const { ids, pages } = await allPages(`job_id=${jobA}&status=SHORTLISTED&sort=rating`, 2);
    expect(ids).toEqual([...shortlisted].sort(bestFirst).map((row) => row.id));
    expect(pages).toHaveLength(2);
    for (const each of pages) {
      expect(each).toMatchObject({
        total: 12,
        count: 4,
        counts: { APPLIED: 5, VIEWED_BY_COMPANY: 1, SHORTLISTED: 4, REJECTED: 1, WITHDRAWN: 1 },
      });
    }
    expect(await page(`job_id=${jobA}&status=REJECTED`)).toMatchObject({ count: 1, results: [{ status: "REJECTED" }] });
  });

  it("across all jobs: the company's own applications only, counted per status", async () => {
    const all = await page("limit=100");
    expect(all.total).toBe(15);
    expect(all.count).toBe(15);
    expect(all.job_title).toBeNull();
    expect(new Set(all.results.map((application) => application.job))).toEqual(new Set([jobA, jobB]));
    expect(all.counts).toEqual({ APPLIED: 7, VIEWED_BY_COMPANY: 1, SHORTLISTED: 5, REJECTED: 1, WITHDRAWN: 1 });
  });
});

describe("who may read it", () => {
  it("a guest gets 401 and a worker 403", async () => {
    expect((await api.request("/applications/applicants/")).status).toBe(401);
    const worker = await createEmployee(api);
    expect((await api.request("/applications/applicants/", { as: worker.user })).status).toBe(403);
  });

  it("another company's job matches nothing: no rows, no counts, no title", async () => {
    const other = await page(`job_id=${jobA}`, rival.owner);
    expect(other).toMatchObject({ total: 0, count: 0, next_offset: null, job_title: null, results: [] });
    expect(Object.values(other.counts).every((value) => value === 0)).toBe(true);
    const own = await page("", rival.owner);
    expect(own.results.every((application) => application.job === rivalJob)).toBe(true);
    expect(own.total).toBe(2);
  });
});

describe("bad parameters", () => {
  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
    ["offset=1.5", "offset"],
    ["status=HIRED", "status"],
    ["sort=name", "sort"],
    ["job_id=abc", "job_id"],
  ])("%s is a 400 naming %s", async (query, field) => {
    const response = await api.request(`/applications/applicants/?${query}`, { as: hotel.owner });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, string[]>;
    expect(errorFields(body)).toEqual([field]);
    expect(body[field][0]).toEqual(expect.any(String));
  });
});
