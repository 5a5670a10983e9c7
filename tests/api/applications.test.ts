/**
 * Applications over HTTP: apply once per open job (again after a withdrawal), list (employee: own; company: to its
 * jobs), withdraw, and the owning company's status moves, with the permission matrix and the row unchanged after every
 * refusal.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES } from "../../contract/applications";
import type { ApplicationStatus } from "../../contract/enums";
import { JOB_MESSAGES } from "../../contract/jobs";
import { applications, availabilities, companies, employeeProfiles, jobs } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { jsonBody, rawRequest } from "../support/raw-http";
import { fieldCodes, fieldMessages } from "../support/error-bodies";
import { NO_SEASONAL_FACTS } from "../support/seasonal-facts";

let api: TestApi;
let hotel: { user: TestUser; companyId: string };
let taverna: { user: TestUser; companyId: string };
let maria: { user: TestUser; profileId: string };
let nikos: { user: TestUser; profileId: string };
let openJob: number;
let tavernaJob: number;

beforeAll(async () => {
  api = await startTestApi();
  hotel = await company("Knossos Palace Hotel");
  taverna = await company("Taverna To Limanaki");
  maria = await employee("Maria", "Papadaki", "Experienced receptionist");
  nikos = await employee("Nikos", "Georgiou", "Waiter, three seasons");
  openJob = await job(hotel.companyId, { title: "Night receptionist", location: "Hersonissos, Crete" });
  tavernaJob = await job(taverna.companyId, { title: "Cook", city: "Chania" });
});
afterAll(() => api.stop());

async function company(name: string) {
  const user = await api.createUser("COMPANY");
  const [row] = await api.db.insert(companies).values({ ownerId: user.id, name }).returning({ id: companies.id });
  return { user, companyId: row.id };
}

async function employee(firstName: string, lastName: string, headline: string) {
  const user = await api.createUser("EMPLOYEE", { firstName, lastName });
  const [row] = await api.db
    .insert(employeeProfiles)
    .values({ userId: user.id, headline })
    .returning({ id: employeeProfiles.id });
  return { user, profileId: row.id };
}

async function job(companyId: string, fields: Partial<typeof jobs.$inferInsert> = {}): Promise<number> {
  const [row] = await api.db
    .insert(jobs)
    .values({
      companyId,
      title: "Bartender",
      description: "Beach bar season job.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
      ...fields,
    })
    .returning({ id: jobs.id });
  return row.id;
}

function apply(user: TestUser | null, body: unknown) {
  return api.request("/applications/", { as: user, json: body });
}

async function applicationRow(id: number) {
  const [row] = await api.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

async function appliedBy(user: TestUser, jobId: number): Promise<number> {
  const response = await apply(user, { job: jobId });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function setStatus(id: number, status: ApplicationStatus) {
  await api.db.update(applications).set({ status }).where(eq(applications.id, id));
}

describe("apply", () => {
  it("creates an application once per job", async () => {
    const jobId = await job(hotel.companyId, { title: "Pool bar attendant", location: "Elounda" });
    const response = await apply(maria.user, { job: jobId, cover_letter: "  I worked two summers in Elounda.\r\n" });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      job: jobId,
      job_title: "Pool bar attendant",
      company: hotel.companyId,
      company_name: "Knossos Palace Hotel",
      job_location: "Elounda",
      cover_letter: "I worked two summers in Elounda.",
      status: "APPLIED",
      created_at: expect.any(String),
      updated_at: expect.any(String),
      history: [{ status: "APPLIED", changed_at: body.created_at, changed_by: "EMPLOYEE" }],
    });
    const again = await apply(maria.user, { job: jobId, cover_letter: "Second try" });
    expect(again.status).toBe(400);
    const refusal = await again.json();
    expect(fieldMessages(refusal)).toEqual({ job: [APPLICATION_MESSAGES.alreadyApplied] });
    expect(fieldCodes(refusal)).toEqual({ job: ["already_applied"] });
    const rows = await api.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(rows).toHaveLength(1);
    expect(rows[0].coverLetter).toBe("I worked two summers in Elounda.");
  });

  it("lets exactly one of two concurrent applies through", async () => {
    const jobId = await job(hotel.companyId);
    const responses = await Promise.all([apply(nikos.user, { job: jobId }), apply(nikos.user, { job: jobId })]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    expect(await api.db.select().from(applications).where(eq(applications.jobId, jobId))).toHaveLength(1);
  });

  it("takes a new application after a withdrawal, with a new id, and again only once", async () => {
    const jobId = await job(hotel.companyId, { title: "Second-chance barista" });
    const hasApplied = async () => {
      const response = await api.request(`/jobs/${jobId}/`, { as: maria.user });
      return ((await response.json()) as { has_applied: boolean }).has_applied;
    };
    const first = await appliedBy(maria.user, jobId);
    expect(await hasApplied()).toBe(true);
    expect((await api.request(`/applications/${first}/withdraw/`, { method: "POST", as: maria.user })).status).toBe(
      200,
    );
    expect(await hasApplied()).toBe(false);

    // Two at once after the withdrawal: still exactly one new application.
    const responses = await Promise.all([
      apply(maria.user, { job: jobId, cover_letter: "I can start in May after all." }),
      apply(maria.user, { job: jobId, cover_letter: "I can start in May after all." }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400]);
    const created = responses.find((response) => response.status === 201);
    const second = ((await created?.json()) as { id: number; status: string }).id;
    expect(second).not.toBe(first);
    expect(await hasApplied()).toBe(true);
    const again = await apply(maria.user, { job: jobId });
    expect(fieldMessages(await again.json())).toEqual({ job: [APPLICATION_MESSAGES.alreadyApplied] });

    const rows = await api.db.select().from(applications).where(eq(applications.jobId, jobId));
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [first, "WITHDRAWN"],
        [second, "APPLIED"],
      ].sort(),
    );
    const mine = await api.request(`/applications/?job_id=${jobId}`, { as: maria.user });
    expect(((await mine.json()) as Array<{ id: number }>).map((application) => application.id).sort()).toEqual(
      [first, second].sort(),
    );
  });

  it("keeps a rejected application in the way: only a withdrawal frees the job", async () => {
    const jobId = await job(hotel.companyId);
    const rejected = await appliedBy(nikos.user, jobId);
    await setStatus(rejected, "REJECTED");
    const response = await apply(nikos.user, { job: jobId });
    expect(response.status).toBe(400);
    expect(fieldMessages(await response.json())).toEqual({ job: [APPLICATION_MESSAGES.alreadyApplied] });
    const detail = await api.request(`/jobs/${jobId}/`, { as: nikos.user });
    expect(((await detail.json()) as { has_applied: boolean }).has_applied).toBe(true);
  });

  it("ignores a status or employee in the payload", async () => {
    const jobId = await job(hotel.companyId);
    const response = await apply(maria.user, {
      job: jobId,
      status: "SHORTLISTED",
      employee: nikos.profileId,
      id: 999999,
    });
    expect(response.status).toBe(201);
    const { id, status } = (await response.json()) as { id: number; status: string };
    expect(status).toBe("APPLIED");
    expect((await applicationRow(id)).employeeId).toBe(maria.profileId);
  });

  it("refuses jobs that are missing, inactive or closed, each with its code", async () => {
    const inactive = await job(hotel.companyId, { isActive: false });
    const closed = await job(hotel.companyId, { startDate: "2020-05-01", endDate: "2020-10-31" });
    const cases: Array<[unknown, Record<string, string[]>, Record<string, unknown>]> = [
      [{}, { job: ["This field is required."] }, { job: [{ code: "required" }] }],
      [{ job: "abc" }, { job: ["A valid number is required."] }, { job: [{ code: "invalid_number" }] }],
      [
        { job: 0 },
        { job: ["Ensure this value is greater than 0."] },
        { job: [{ code: "min_value", params: { min: 0 } }] },
      ],
      [
        { job: 987654 },
        { job: [APPLICATION_MESSAGES.jobNotFound(987654)] },
        { job: [{ code: "job_not_found", params: { id: 987654 } }] },
      ],
      [{ job: inactive }, { job: [APPLICATION_MESSAGES.jobNotActive] }, { job: [{ code: "job_not_active" }] }],
      [{ job: closed }, { job: [JOB_MESSAGES.closed] }, { job: [{ code: "job_closed" }] }],
      [
        { job: openJob, cover_letter: "x".repeat(5001) },
        { cover_letter: ["Ensure this field has no more than 5000 characters."] },
        { cover_letter: [{ code: "too_long", params: { max: 5000 } }] },
      ],
    ];
    for (const [body, errors, codes] of cases) {
      const response = await apply(nikos.user, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const refusal = await response.json();
      expect(fieldMessages(refusal)).toEqual(errors);
      expect(refusal.codes).toEqual(codes);
    }
    const rows = await api.db.select().from(applications).where(eq(applications.employeeId, nikos.profileId));
    expect(rows.map((row) => row.jobId)).not.toContain(openJob);
  });

  it("is for employees with a profile", async () => {
    expect((await apply(null, { job: openJob })).status).toBe(401);
    expect((await apply(hotel.user, { job: openJob })).status).toBe(403);
    const newcomer = await api.createUser("EMPLOYEE");
    const response = await apply(newcomer, { job: openJob });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: APPLICATION_MESSAGES.profileRequired,
      code: "employee_profile_required",
    });
    expect(await api.db.select().from(applications).where(eq(applications.jobId, openJob))).toEqual([]);
  });
});

describe("list", () => {
  it("shows an employee their own applications only, filterable by job", async () => {
    const lister = await employee("Eleni", "Kosta", "Housekeeping");
    const first = await appliedBy(lister.user, openJob);
    const second = await appliedBy(lister.user, tavernaJob);
    await appliedBy(maria.user, tavernaJob);
    const all = (await (await api.request("/applications/", { as: lister.user })).json()) as Array<
      Record<string, unknown>
    >;
    expect(all.map((application) => application.id)).toEqual([second, first]);
    expect(all[0]).toMatchObject({
      job: tavernaJob,
      job_title: "Cook",
      company: taverna.companyId,
      company_name: "Taverna To Limanaki",
      job_location: "Chania",
    });
    expect(all[0]).not.toHaveProperty("applicant");
    const filtered = await (await api.request(`/applications/?job_id=${openJob}`, { as: lister.user })).json();
    expect(filtered).toMatchObject([{ id: first, job: openJob }]);
  });

  it("shows a company the applicants to its own jobs only", async () => {
    const jobId = await job(taverna.companyId, { title: "Kitchen helper" });
    const id = await appliedBy(maria.user, jobId);
    const own = (await (await api.request(`/applications/?job_id=${jobId}`, { as: taverna.user })).json()) as unknown[];
    expect(own).toEqual([
      expect.objectContaining({
        id,
        status: "APPLIED",
        applicant: {
          uuid: maria.profileId,
          deleted: false,
          first_name: "Maria",
          last_name: "Papadaki",
          email: maria.user.email,
          headline: "Experienced receptionist",
          // The company's view (docs/applications.md#the-companys-side): what a season needs, none said here.
          ...NO_SEASONAL_FACTS,
          // No job for this season (docs/season.md).
          taken_until: null,
        },
        note: "",
        rating: null,
      }),
    ]);
    const everything = (await (await api.request("/applications/", { as: hotel.user })).json()) as Array<{
      job: number;
    }>;
    expect(everything.length).toBeGreaterThan(0);
    expect(everything.every((application) => application.job !== jobId && application.job !== tavernaJob)).toBe(true);
    // Another company's job: nothing, not even a hint that it has applicants.
    expect(await (await api.request(`/applications/?job_id=${jobId}`, { as: hotel.user })).json()).toEqual([]);
  });

  it("needs a user and a valid job_id", async () => {
    expect((await api.request("/applications/")).status).toBe(401);
    const bad = await api.request("/applications/?job_id=abc", { as: maria.user });
    expect(bad.status).toBe(400);
    expect(fieldMessages(await bad.json())).toEqual({ job_id: ["A valid number is required."] });
  });
});

describe("one application", () => {
  it("answers the worker their own and the company one to its jobs, each as its list shows it; anyone else 404", async () => {
    const worker = await employee("Irini", "Daskalaki", "Chambermaid");
    const jobId = await job(taverna.companyId, { title: "Chambermaid" });
    const id = await appliedBy(worker.user, jobId);
    const own = await api.request(`/applications/${id}/`, { as: worker.user });
    expect(own.status).toBe(200);
    const mine = (await own.json()) as Record<string, unknown>;
    expect(mine).toMatchObject({
      id,
      job: jobId,
      status: "APPLIED",
      history: [expect.objectContaining({ status: "APPLIED" })],
    });
    expect(mine).not.toHaveProperty("applicant");
    expect(mine).not.toHaveProperty("note");
    const listed = (await (
      await api.request(`/applications/?job_id=${jobId}`, { as: taverna.user })
    ).json()) as unknown[];
    expect(await (await api.request(`/applications/${id}/`, { as: taverna.user })).json()).toEqual(listed[0]);
    // Another worker, another company, ids that name nothing: Page Not Found, no hint.
    for (const [who, path] of [
      [maria.user, `/applications/${id}/`],
      [hotel.user, `/applications/${id}/`],
      [worker.user, "/applications/999999/"],
      [worker.user, "/applications/0/"],
      [worker.user, "/applications/abc/"],
    ] as const) {
      expect((await api.request(path, { as: who })).status, path).toBe(404);
    }
    expect((await api.request(`/applications/${id}/`)).status).toBe(401);
    const raw = await rawRequest(api.origin, "GET", `/api/applications/${id}/`, { headers: worker.user.headers });
    expect(raw.status).toBe(200);
    expect(JSON.parse(raw.text)).toMatchObject({ id });
    const withBody = await rawRequest(api.origin, "GET", `/api/applications/${id}/`, {
      headers: worker.user.headers,
      body: { kind: "chunked", chunks: ["{}"], type: "application/json" },
    });
    expect(withBody.status).toBe(200);
    expect((await rawRequest(api.origin, "GET", `/api/applications/${id}/`)).status).toBe(401);
  });
});

describe("applied jobs (the list's marks)", () => {
  it("gives an employee the ids of their live applications only, ascending", async () => {
    const worker = await employee("Eleni", "Markou", "Chambermaid");
    const [later, earlier, withdrawn] = [
      await job(hotel.companyId, { title: "Pool attendant" }),
      await job(taverna.companyId, { title: "Dishwasher" }),
      await job(hotel.companyId, { title: "Gardener" }),
    ];
    const withdrawnId = await appliedBy(worker.user, withdrawn);
    await appliedBy(worker.user, later);
    const rejected = await appliedBy(worker.user, earlier);
    await setStatus(rejected, "REJECTED");
    expect(
      (await api.request(`/applications/${withdrawnId}/withdraw/`, { method: "POST", as: worker.user })).status,
    ).toBe(200);
    // Another worker's application to one of the same jobs is not theirs.
    await appliedBy(nikos.user, withdrawn);

    const response = await api.request("/applications/applied-jobs/", { as: worker.user });
    expect(response.status).toBe(200);
    // A rejected application still counts (only a withdrawal frees the job); the withdrawn one does not.
    expect(await response.json()).toEqual([later, earlier].sort((a, b) => a - b));
  });

  it("is an empty list for a worker without a profile or applications", async () => {
    const newcomer = await api.createUser("EMPLOYEE");
    const response = await api.request("/applications/applied-jobs/", { as: newcomer });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it("is for employees: a guest 401, a bad token 401, a company 403, over raw HTTP too", async () => {
    expect((await api.request("/applications/applied-jobs/")).status).toBe(401);
    expect(
      (await api.request("/applications/applied-jobs/", { headers: { Authorization: "Bearer not-a-token" } })).status,
    ).toBe(401);
    const company = await api.request("/applications/applied-jobs/", { as: hotel.user });
    expect(company.status).toBe(403);
    const worker = await employee("Stavros", "Lekkas", "Barman");
    const jobId = await job(taverna.companyId, { title: "Barman" });
    await appliedBy(worker.user, jobId);
    const raw = await rawRequest(api.origin, "GET", "/api/applications/applied-jobs/", {
      headers: worker.user.headers,
    });
    expect(raw.status).toBe(200);
    expect(raw.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(raw.text)).toEqual([jobId]);
    const rawGuest = await rawRequest(api.origin, "GET", "/api/applications/applied-jobs/");
    expect(rawGuest.status).toBe(401);
  });
});

describe("fit facts (the badges of a worker's job list)", () => {
  it("gives the worker's live applications, availability windows in order and housing need, and no one else's", async () => {
    const worker = await employee("Irini", "Vlachou", "Receptionist");
    await api.db
      .update(employeeProfiles)
      .set({ needsAccommodation: true })
      .where(eq(employeeProfiles.id, worker.profileId));
    await api.db.insert(availabilities).values([
      { employeeId: worker.profileId, availableFrom: "2027-09-01", availableTo: null },
      { employeeId: worker.profileId, availableFrom: "2027-05-01", availableTo: "2027-07-31" },
    ]);
    const [kept, withdrawn] = [
      await job(hotel.companyId, { title: "Night receptionist" }),
      await job(taverna.companyId),
    ];
    await appliedBy(worker.user, kept);
    const withdrawnId = await appliedBy(worker.user, withdrawn);
    expect(
      (await api.request(`/applications/${withdrawnId}/withdraw/`, { method: "POST", as: worker.user })).status,
    ).toBe(200);
    // Another worker's application and windows are not theirs.
    await appliedBy(nikos.user, withdrawn);
    await api.db
      .insert(availabilities)
      .values({ employeeId: nikos.profileId, availableFrom: "2027-01-01", availableTo: null });

    const response = await api.request("/employees/fit-facts/", { as: worker.user });
    expect(response.status).toBe(200);
    expect(fieldMessages(await response.json())).toEqual({
      applied_jobs: [kept],
      availability: [
        { available_from: "2027-05-01", available_to: "2027-07-31" },
        { available_from: "2027-09-01", available_to: null },
      ],
      needs_accommodation: true,
    });
  });

  it("is empty for a worker without a profile, and without windows says only the housing need", async () => {
    const newcomer = await api.createUser("EMPLOYEE");
    const none = await api.request("/employees/fit-facts/", { as: newcomer });
    expect(none.status).toBe(200);
    expect(fieldMessages(await none.json())).toEqual({ applied_jobs: [], availability: [], needs_accommodation: null });
    const bare = await employee("Petros", "Sarris", "Cook");
    const facts = await api.request("/employees/fit-facts/", { as: bare.user });
    expect(fieldMessages(await facts.json())).toEqual({
      applied_jobs: [],
      availability: [],
      needs_accommodation: null,
    });
  });

  it("is for employees: a guest 401, a bad token 401, a company 403, a write 404, over raw HTTP too", async () => {
    expect((await api.request("/employees/fit-facts/")).status).toBe(401);
    expect(
      (await api.request("/employees/fit-facts/", { headers: { Authorization: "Bearer not-a-token" } })).status,
    ).toBe(401);
    expect((await api.request("/employees/fit-facts/", { as: hotel.user })).status).toBe(403);
    const raw = await rawRequest(api.origin, "GET", "/api/employees/fit-facts/", { headers: maria.user.headers });
    expect(raw.status).toBe(200);
    expect(raw.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(raw.text)).toEqual(
      expect.objectContaining({ applied_jobs: expect.any(Array), needs_accommodation: null }),
    );
    expect((await rawRequest(api.origin, "GET", "/api/employees/fit-facts/")).status).toBe(401);
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const body of [jsonBody({ applied_jobs: [1] }), undefined]) {
        const answer = await rawRequest(api.origin, method, "/api/employees/fit-facts/", {
          headers: maria.user.headers,
          body,
        });
        // The API has no 405: a path a method does not serve is a 404, as JSON.
        expect([method, answer.status, answer.headers["content-type"]]).toEqual([
          method,
          404,
          "application/json; charset=utf-8",
        ]);
      }
    }
  });
});

describe("withdraw", () => {
  it("lets the employee withdraw until rejected or withdrawn", async () => {
    const id = await appliedBy(nikos.user, await job(hotel.companyId));
    const path = `/applications/${id}/withdraw/`;
    expect((await api.request(path, { method: "POST" })).status).toBe(401);
    expect((await api.request(path, { method: "POST", as: hotel.user })).status).toBe(403);
    expect((await api.request(path, { method: "POST", as: maria.user })).status).toBe(404);
    expect((await applicationRow(id)).status).toBe("APPLIED");

    const done = await api.request(path, { method: "POST", as: nikos.user });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id, status: "WITHDRAWN" });
    const twice = await api.request(path, { method: "POST", as: nikos.user });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ detail: APPLICATION_MESSAGES.cannotWithdraw, code: "cannot_withdraw" });

    const rejected = await appliedBy(nikos.user, await job(hotel.companyId));
    await setStatus(rejected, "REJECTED");
    expect((await api.request(`/applications/${rejected}/withdraw/`, { method: "POST", as: nikos.user })).status).toBe(
      400,
    );
    expect((await applicationRow(rejected)).status).toBe("REJECTED");
    const shortlisted = await appliedBy(nikos.user, await job(hotel.companyId));
    await setStatus(shortlisted, "SHORTLISTED");
    expect(
      (await api.request(`/applications/${shortlisted}/withdraw/`, { method: "POST", as: nikos.user })).status,
    ).toBe(200);
  });

  it("answers 404 for ids that name nothing", async () => {
    for (const id of ["999999", "abc", "0", "-1", "99999999999999999999"]) {
      expect((await api.request(`/applications/${id}/withdraw/`, { method: "POST", as: nikos.user })).status).toBe(404);
    }
  });
});

describe("company status changes", () => {
  it("follows the allowed transitions and refuses the rest", async () => {
    const id = await appliedBy(maria.user, await job(hotel.companyId));
    const move = (status: string) =>
      api.request(`/applications/${id}/`, { method: "PATCH", as: hotel.user, json: { status } });
    for (const status of ["VIEWED_BY_COMPANY", "SHORTLISTED", "REJECTED", "SHORTLISTED"]) {
      const response = await move(status);
      expect(response.status, status).toBe(200);
      expect(await response.json()).toMatchObject({ id, status, applicant: { uuid: maria.profileId } });
    }
    const backwards = await move("VIEWED_BY_COMPANY");
    expect(backwards.status).toBe(400);
    const refusal = await backwards.json();
    expect(fieldMessages(refusal)).toEqual({
      status: [APPLICATION_MESSAGES.invalidTransition("SHORTLISTED", "VIEWED_BY_COMPANY")],
    });
    expect(refusal.codes).toEqual({
      status: [{ code: "invalid_transition", params: { from: "SHORTLISTED", to: "VIEWED_BY_COMPANY" } }],
    });
    for (const status of ["APPLIED", "WITHDRAWN", "HIRED"]) {
      const response = await move(status);
      expect(response.status).toBe(400);
      expect(fieldMessages(await response.json())).toEqual({ status: [`"${status}" is not a valid choice.`] });
    }
    const missing = await api.request(`/applications/${id}/`, { method: "PATCH", as: hotel.user, json: {} });
    expect(fieldMessages(await missing.json())).toEqual({ status: ["This field is required."] });
    expect((await applicationRow(id)).status).toBe("SHORTLISTED");

    await setStatus(id, "WITHDRAWN");
    const fromWithdrawn = await move("SHORTLISTED");
    expect(fromWithdrawn.status).toBe(400);
    expect((await applicationRow(id)).status).toBe("WITHDRAWN");
  });

  it("is for the owning company only", async () => {
    const id = await appliedBy(nikos.user, await job(hotel.companyId));
    const path = `/applications/${id}/`;
    const body = { status: "REJECTED" };
    expect((await api.request(path, { method: "PATCH", json: body })).status).toBe(401);
    expect((await api.request(path, { method: "PATCH", as: nikos.user, json: body })).status).toBe(403);
    expect((await api.request(path, { method: "PATCH", as: taverna.user, json: body })).status).toBe(404);
    expect((await api.request("/applications/999999/", { method: "PATCH", as: hotel.user, json: body })).status).toBe(
      404,
    );
    expect(await applicationRow(id)).toMatchObject({ status: "APPLIED" });
  });
});

describe("the timeline (areas.md)", () => {
  type Step = { status: string; changed_at: string; changed_by: string };
  const steps = (history: Step[]) => history.map(({ status, changed_by }) => `${status} by ${changed_by}`);

  it("records every status, by which side, oldest first; both sides read it, a refused move adds nothing", async () => {
    const id = await appliedBy(maria.user, await job(hotel.companyId));
    const own = async () => {
      const list = (await (await api.request("/applications/", { as: maria.user })).json()) as Array<{
        id: number;
        history: Step[];
      }>;
      return list.find((application) => application.id === id)?.history ?? [];
    };
    expect(steps(await own())).toEqual(["APPLIED by EMPLOYEE"]);

    const shortlisted = await api.request(`/applications/${id}/`, {
      method: "PATCH",
      as: hotel.user,
      json: { status: "SHORTLISTED" },
    });
    expect(steps(((await shortlisted.json()) as { history: Step[] }).history)).toEqual([
      "APPLIED by EMPLOYEE",
      "SHORTLISTED by COMPANY",
    ]);
    const refused = await api.request(`/applications/${id}/`, {
      method: "PATCH",
      as: hotel.user,
      json: { status: "VIEWED_BY_COMPANY" },
    });
    expect(refused.status).toBe(400);

    const withdrawn = await api.request(`/applications/${id}/withdraw/`, { method: "POST", as: maria.user });
    const history = ((await withdrawn.json()) as { history: Step[] }).history;
    expect(steps(history)).toEqual(["APPLIED by EMPLOYEE", "SHORTLISTED by COMPANY", "WITHDRAWN by EMPLOYEE"]);
    expect(history.map((step) => Date.parse(step.changed_at))).toEqual(
      history.map((step) => Date.parse(step.changed_at)).sort((a, b) => a - b),
    );
    expect(steps(await own())).toEqual(steps(history));

    const companyList = (await (await api.request("/applications/", { as: hotel.user })).json()) as Array<{
      id: number;
      history: Step[];
    }>;
    expect(steps(companyList.find((application) => application.id === id)?.history ?? [])).toEqual(steps(history));
    // Another company sees nothing of it.
    const other = (await (await api.request("/applications/", { as: taverna.user })).json()) as Array<{ id: number }>;
    expect(other.some((application) => application.id === id)).toBe(false);
  });
});
