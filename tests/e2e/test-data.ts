import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * What the browser tests make through the API before they open a page (a company's profile, a job, a worker's
 * profile, an application), and the company profile form filled the same way by hand: one place, so each spec
 * states only what differs. Every call expects the API's 201 and fails the test with the body otherwise.
 */
export const as = (access: string) => ({ Authorization: `Bearer ${access}` });

/** Next year: a season whose dates are always in the future. */
export const nextSeason = () => new Date().getFullYear() + 1;

/** The company's profile (a hotel on Naxos; `fields` override), created by `access`; its uuid. */
export async function companyProfile(
  api: APIRequestContext,
  access: string,
  fields: { name: string } & Record<string, unknown>,
): Promise<string> {
  const created = await api.post("/api/companies/", {
    headers: as(access),
    data: {
      industries: ["Hotel"],
      about: "A family hotel by the sea.",
      email: "jobs@aegeanview.example.com",
      phone_number: "+30 22850 12345",
      location: "Agios Prokopios",
      city: "Naxos",
      country: "GR",
      years_in_business: 12,
      employee_count: 30,
      ...fields,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

/** A full-time entry-level waiter's job next season (`fields` override), posted by the company `access`; its id. */
export async function postJob(
  api: APIRequestContext,
  access: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const job = await api.post("/api/jobs/", {
    headers: as(access),
    data: {
      title: "Waiter",
      description: "Breakfast and dinner service.",
      location: "Agios Prokopios",
      employment_type: "FULL_TIME",
      experience_level: "ENTRY",
      start_date: `${nextSeason()}-05-01`,
      ...fields,
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  return ((await job.json()) as { id: number }).id;
}

/** The worker `access` makes their profile (`data`: headline, languages, availability…). */
export async function workerProfile(
  api: APIRequestContext,
  access: string,
  data: Record<string, unknown>,
): Promise<void> {
  const profile = await api.post("/api/employees/", { headers: as(access), data });
  expect(profile.status(), await profile.text()).toBe(201);
}

/** The worker `access` applies to job `jobId`, as a worker's apply tab does; the application's id. */
export async function applyTo(
  api: APIRequestContext,
  access: string,
  jobId: number,
  coverLetter?: string,
): Promise<number> {
  const data = coverLetter === undefined ? { job: jobId } : { job: jobId, cover_letter: coverLetter };
  const applied = await api.post("/api/applications/", { headers: as(access), data });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { id: number }).id;
}

/** The company profile form (create or edit) filled with a hotel on Naxos, in English; the logo is the caller's. */
export async function fillCompanyForm(page: Page, name: string, about: string): Promise<void> {
  await page.getByLabel("Company name").fill(name);
  await page.getByLabel("Industries").fill("Hotel, Restaurant");
  await page.getByLabel("About the company").fill(about);
  await page.getByLabel("E-mail for applicants").fill("jobs@naxossun.example.com");
  await page.getByLabel("Phone number").fill("+30 22850 12345");
  await page.getByLabel("Address").fill("Agios Prokopios");
  await page.getByLabel("Town or village").fill("Naxos");
  await page.getByLabel("Years in business").fill("12");
  await page.getByLabel("Number of staff").fill("30");
}
