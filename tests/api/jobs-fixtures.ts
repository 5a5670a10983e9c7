/**
 * Companies and jobs for the jobs API tests, written straight into the test database (the API under test is
 * only asked what a test is about), plus small readers of the API's answers.
 */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { applications, companies, employeeProfiles, jobs, subscriptions } from "../../api/db/schema";
import type { JobListItem, JobPage } from "../../contract/jobs";
import type { TestApi, TestUser } from "../support/api-harness";

export type JobInsert = typeof jobs.$inferInsert;
export type TestCompany = { id: string; name: string; owner: TestUser };

/** A COMPANY user with a company profile. */
export async function createCompany(api: TestApi, name = "Aegean Blue Hotels"): Promise<TestCompany> {
  const owner = await api.createUser("COMPANY");
  const [row] = await api.db
    .insert(companies)
    .values({ ownerId: owner.id, name, about: "Family hotels.", city: "Chania", area: "Crete" })
    .returning({ id: companies.id });
  return { id: row.id, name, owner };
}

/** An EMPLOYEE user with a profile (what applying needs). */
export async function createEmployee(api: TestApi): Promise<{ user: TestUser; profileId: string }> {
  const user = await api.createUser("EMPLOYEE");
  const [row] = await api.db
    .insert(employeeProfiles)
    .values({ userId: user.id })
    .returning({ id: employeeProfiles.id });
  return { user, profileId: row.id };
}

export async function subscribe(api: TestApi, companyId: string, planCode: string): Promise<void> {
  await api.db.insert(subscriptions).values({ companyId, planCode, status: "active", provider: "local" });
}

export async function apply(api: TestApi, jobId: number, employeeId: string): Promise<void> {
  await api.db.insert(applications).values({ jobId, employeeId, coverLetter: null });
}

/** A valid, active, open job of `companyId`; `fields` override. */
export function jobRow(companyId: string, fields: Partial<JobInsert> = {}): JobInsert {
  return {
    companyId,
    title: "Waiter for a beach bar",
    description: "Serving drinks and food on the beach all summer.",
    location: "Agia Marina beach",
    city: "Chania",
    area: "Crete",
    latitude: 35.51,
    longitude: 24.02,
    employmentType: "FULL_TIME",
    experienceLevel: "ENTRY",
    ...fields,
  };
}

export async function insertJobs(api: TestApi, rows: JobInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await api.db
      .insert(jobs)
      .values(rows.slice(start, start + 500))
      .returning({ id: jobs.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export async function insertJob(api: TestApi, companyId: string, fields: Partial<JobInsert> = {}): Promise<number> {
  const [id] = await insertJobs(api, [jobRow(companyId, fields)]);
  return id;
}

export async function storedJob(api: TestApi, id: number) {
  const [row] = await api.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** `GET /jobs/?...` answered 200; the page. */
export async function listJobs(api: TestApi, query: string | URLSearchParams, as?: TestUser): Promise<JobPage> {
  const response = await api.request(`/jobs/?${query.toString()}`, { as });
  if (response.status !== 200) throw new Error(`GET /jobs/?${query} → ${response.status} ${await response.text()}`);
  return (await response.json()) as JobPage;
}

/** Follows a `next`/`previous` link of the API (absolute, on PUBLIC_URL) against the test server. */
export async function followLink(api: TestApi, link: string, as?: TestUser): Promise<JobPage> {
  const url = new URL(link);
  return listJobs(api, url.searchParams, as);
}

export function idsOf(page: { results: JobListItem[] }): number[] {
  return page.results.map((job) => job.id);
}

/**
 * Every id of a filtered list, following `next` to the end (at most 100 per page). Every page must carry the
 * same `count`, and under the cap it is the number of jobs walked: so each filter test checks the count too.
 */
export async function allIds(api: TestApi, query: string, as?: TestUser): Promise<number[]> {
  const ids: number[] = [];
  let page = await listJobs(api, `${query}${query ? "&" : ""}limit=100`, as);
  const total = { count: page.count, count_capped: page.count_capped };
  ids.push(...idsOf(page));
  while (page.next !== null) {
    page = await followLink(api, page.next, as);
    expect({ count: page.count, count_capped: page.count_capped }, `${query}: the same count on every page`).toEqual(
      total,
    );
    ids.push(...idsOf(page));
  }
  if (!total.count_capped) expect(total.count, `${query}: count`).toBe(ids.length);
  return ids;
}

/** Days from today as YYYY-MM-DD (UTC, as the database's current_date on the test servers). */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
