/**
 * "I have a job for this season" (issue 24, docs/season.md) over HTTP: a worker names the application a company
 * accepted, or an outside job, and every other open application of theirs is withdrawn with a polite note to its
 * company, through the outbox and the SMTP stand-in, in the company's language; undoing it keeps them withdrawn.
 * The permission matrix (guest, company, another worker, the owner), and every refusal a 400 or 404 with its code.
 */
import { createHmac } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatusChanges, applications, seasonJobs, users } from "../../api/db/schema";
import { apiWithSmtpForThisFile, type TestUser } from "../support/api-harness";
import { fieldCodes } from "../support/error-bodies";
import { createCompany, createEmployee, daysFromToday, insertJob, type TestCompany } from "./jobs-fixtures";

const { api, smtp } = apiWithSmtpForThisFile();

let hotel: TestCompany;
let taverna: TestCompany;
let maria: { user: TestUser; profileId: string };
let nikos: { user: TestUser; profileId: string };
let hotelJob: number;
let tavernaJobs: number[];
/** Maria's applications: the hotel's (accepted), then the taverna's two. */
let accepted: number;
let others: number[];

async function applyTo(worker: TestUser, job: number): Promise<number> {
  const response = await api.request("/applications/", { as: worker, json: { job } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  hotel = await createCompany(api, "Knossos Palace");
  taverna = await createCompany(api, "Taverna To Limanaki");
  await api.db.update(users).set({ language: "gr" }).where(eq(users.id, taverna.owner.id));
  await api.db.update(users).set({ language: "en" }).where(eq(users.id, hotel.owner.id));
  maria = await createEmployee(api);
  await api.db.update(users).set({ firstName: "Maria", lastName: "Papadaki" }).where(eq(users.id, maria.user.id));
  nikos = await createEmployee(api);
  hotelJob = await insertJob(api, hotel.id, {
    title: "Night receptionist",
    startDate: daysFromToday(30),
    endDate: daysFromToday(150),
  });
  tavernaJobs = [
    await insertJob(api, taverna.id, { title: "Μάγειρας" }),
    await insertJob(api, taverna.id, { title: "Σερβιτόρος" }),
  ];
  accepted = await applyTo(maria.user, hotelJob);
  others = [await applyTo(maria.user, tavernaJobs[0]), await applyTo(maria.user, tavernaJobs[1])];
  const moved = await api.request(`/applications/${accepted}/`, {
    method: "PATCH",
    as: hotel.owner,
    json: { status: "SHORTLISTED" },
  });
  expect(moved.status).toBe(200);
  await api.drainQueue();
});

const seasonJob = (as?: TestUser, init: { method?: string; json?: unknown; body?: BodyInit } = {}) =>
  api.request("/season-job/", { as, ...init });

describe("who may say it", () => {
  it("is for workers: a guest is 401 and a company 403 for every method, and nothing is stored", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const json = method === "PUT" ? { application: accepted } : undefined;
      expect((await seasonJob(undefined, { method, json })).status, method).toBe(401);
      expect((await seasonJob(hotel.owner, { method, json })).status, method).toBe(403);
    }
    expect(await api.db.select().from(seasonJobs)).toHaveLength(0);
  });

  it("refuses another worker's application as not found, withdrawing nothing of theirs or hers", async () => {
    const response = await seasonJob(nikos.user, { method: "PUT", json: { application: accepted } });
    expect(response.status).toBe(404);
    const statuses = await api.db.select({ status: applications.status }).from(applications);
    expect(statuses.map((row) => row.status).sort()).toEqual(["APPLIED", "APPLIED", "SHORTLISTED"]);
  });
});

describe("bad input is a 400 with its code, never a 500", () => {
  it("names the problem on its field", async () => {
    const cases: [unknown, Record<string, string[]> | string][] = [
      [{}, "season_job_kind"],
      [{ application: accepted, employer_name: "Blue Bay" }, "season_job_kind"],
      [{ employer_name: "Blue Bay", end_date: daysFromToday(40) }, { start_date: ["required"] }],
      [{ employer_name: "Blue Bay", start_date: daysFromToday(1) }, { end_date: ["required"] }],
      [
        { employer_name: "Blue Bay", start_date: daysFromToday(10), end_date: daysFromToday(5) },
        { end_date: ["season_end_before_start"] },
      ],
      [
        { employer_name: "Blue Bay", start_date: daysFromToday(-90), end_date: daysFromToday(-1) },
        { end_date: ["season_end_in_past"] },
      ],
      [{ application: others[0] }, { application: ["application_not_accepted"] }],
      [{ application: "first" }, { application: ["invalid_number"] }],
      [
        { employer_name: "Blue Bay", start_date: "2027-02-30", end_date: "2027-03-01" },
        { start_date: ["invalid_date"] },
      ],
      [
        { employer_name: "x".repeat(201), start_date: daysFromToday(1), end_date: daysFromToday(2) },
        { employer_name: ["too_long"] },
      ],
    ];
    for (const [json, expected] of cases) {
      const response = await seasonJob(maria.user, { method: "PUT", json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      const body = (await response.json()) as { code?: string };
      if (typeof expected === "string") expect(body.code, JSON.stringify(json)).toBe(expected);
      else expect(fieldCodes(body), JSON.stringify(json)).toEqual(expected);
    }
    expect(await api.db.select().from(seasonJobs)).toHaveLength(0);
  });

  it("asks a worker without a profile to make one first", async () => {
    const newcomer = await api.createUser("EMPLOYEE");
    const response = await seasonJob(newcomer, {
      method: "PUT",
      json: { employer_name: "Blue Bay", start_date: daysFromToday(1), end_date: daysFromToday(60) },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe("employee_profile_required");
    expect(await (await seasonJob(newcomer)).json()).toEqual({ season_job: null });
  });
});

describe("Maria takes the hotel's job for the season", () => {
  it("withdraws her other applications, keeps the accepted one, and notes the taverna in Greek", async () => {
    await api.db.update(users).set({ mailStatusUpdates: true }).where(eq(users.id, taverna.owner.id));
    const response = await seasonJob(maria.user, { method: "PUT", json: { application: accepted } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { season_job: Record<string, unknown>; withdrawn: number[] };
    expect(body.withdrawn).toEqual(others);
    expect(body.season_job).toMatchObject({
      application: accepted,
      employer_name: "Knossos Palace",
      job_title: "Night receptionist",
      start_date: daysFromToday(30),
      end_date: daysFromToday(150),
    });
    const rows = await api.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .orderBy(asc(applications.id));
    expect(rows).toEqual([
      { id: accepted, status: "SHORTLISTED" },
      { id: others[0], status: "WITHDRAWN" },
      { id: others[1], status: "WITHDRAWN" },
    ]);
    // The worker's own step on each timeline, as a withdrawal by hand.
    const steps = await api.db
      .select({ by: applicationStatusChanges.changedBy })
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.status, "WITHDRAWN"));
    expect(steps).toEqual([{ by: maria.user.id }, { by: maria.user.id }]);

    await api.drainQueue();
    const notes = smtp.messages.filter((mail) => mail.to.includes(taverna.owner.email));
    expect(notes.map((mail) => mail.subject).sort()).toEqual([
      "Αποσύρθηκε αίτηση: Maria Papadaki, Μάγειρας",
      "Αποσύρθηκε αίτηση: Maria Papadaki, Σερβιτόρος",
    ]);
    // The queue sends the two notes in either order: each names its own job.
    for (const note of notes) {
      expect(note.text).toContain("βρήκε ήδη δουλειά για αυτή τη σεζόν");
      expect(note.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    }
    expect(
      tavernaJobs.map(
        (jobId) => notes.filter((note) => note.text.includes(`/company/jobs/${jobId}/applicants`)).length,
      ),
    ).toEqual([1, 1]);
    // The hotel, whose application she kept, hears nothing.
    expect(smtp.messages.filter((mail) => mail.to.includes(hotel.owner.email))).toHaveLength(0);
  });

  it("gives the taverna a one-click link made for a company, which turns the notes off and back on", async () => {
    const [note] = smtp.messages.filter((mail) => mail.to.includes(taverna.owner.email));
    const token = /\/mail\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(note.text)?.[1] ?? "";
    const path = `/mail-preferences/${token}/`;
    // The role tells the unsubscribe page to word the kind for a company (workers withdrawing, not its applications).
    expect(await (await api.request(path)).json()).toEqual({
      kind: "status_updates",
      role: "COMPANY",
      subscribed: true,
    });
    const off = await api.request(path, { method: "POST" });
    expect(await off.json()).toEqual({ kind: "status_updates", role: "COMPANY", subscribed: false });
    const settings = await api.request("/users/me/mail-preferences/", { as: taverna.owner });
    expect(await settings.json()).toMatchObject({ status_updates: false });
    await api.request(path, { method: "POST", json: { subscribed: true } });
    expect(await (await api.request("/users/me/mail-preferences/", { as: taverna.owner })).json()).toMatchObject({
      status_updates: true,
    });
  });

  it("reads a link made before links carried the role as meant for the account's role", async () => {
    // The token as mails carried it before (user and kind only), signed with the links' own key.
    const key = createHmac("sha256", api.config.SECRET_KEY).update("seasonal-jobs mail preference links").digest();
    const old = await new SignJWT({ purpose: "mail-preference", user: taverna.owner.id, kind: "status_updates" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .sign(key);
    expect(await (await api.request(`/mail-preferences/${old}/`)).json()).toEqual({
      kind: "status_updates",
      role: "COMPANY",
      subscribed: true,
    });
  });

  it("is read back by her alone", async () => {
    const mine = (await (await seasonJob(maria.user)).json()) as { season_job: { application: number } };
    expect(mine.season_job.application).toBe(accepted);
    expect(await (await seasonJob(nikos.user)).json()).toEqual({ season_job: null });
  });

  it("shows her to the companies as taken until the job's end, in their lists and on the application", async () => {
    type Page = { results: { id: number; applicant: { taken_until: string | null } }[] };
    const takenIn = async (as: TestUser, query: string) =>
      ((await (await api.request(`/applications/applicants/${query}`, { as })).json()) as Page).results.map((row) => [
        row.id,
        row.applicant.taken_until,
      ]);
    expect(await takenIn(hotel.owner, `?job_id=${hotelJob}`)).toEqual([[accepted, daysFromToday(150)]]);
    expect(await takenIn(taverna.owner, "")).toEqual([
      [others[1], daysFromToday(150)],
      [others[0], daysFromToday(150)],
    ]);
    const one = await api.request(`/applications/${accepted}/`, { as: hotel.owner });
    expect(((await one.json()) as { applicant: { taken_until: string | null } }).applicant.taken_until).toBe(
      daysFromToday(150),
    );
    // A job for the season that has ended no longer marks her.
    const [saved] = await api.db.select().from(seasonJobs).where(eq(seasonJobs.employeeId, maria.profileId));
    await api.db
      .update(seasonJobs)
      .set({ startDate: daysFromToday(-60), endDate: daysFromToday(-1) })
      .where(eq(seasonJobs.employeeId, maria.profileId));
    expect(await takenIn(hotel.owner, `?job_id=${hotelJob}`)).toEqual([[accepted, null]]);
    await api.db
      .update(seasonJobs)
      .set({ startDate: saved.startDate, endDate: saved.endDate })
      .where(eq(seasonJobs.employeeId, maria.profileId));
  });

  it("is undone idempotently, and what it withdrew stays withdrawn", async () => {
    for (let time = 0; time < 2; time += 1) {
      const response = await seasonJob(maria.user, { method: "DELETE" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ season_job: null });
    }
    const statuses = await api.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.employeeId, maria.profileId))
      .orderBy(asc(applications.id));
    expect(statuses.map((row) => row.status)).toEqual(["SHORTLISTED", "WITHDRAWN", "WITHDRAWN"]);
    const page = await api.request(`/applications/applicants/?job_id=${hotelJob}`, { as: hotel.owner });
    const rows = ((await page.json()) as { results: { applicant: { taken_until: string | null } }[] }).results;
    expect(rows.map((row) => row.applicant.taken_until)).toEqual([null]);
  });
});

describe("an outside job", () => {
  it("is taken from a form too, leaves last season's applications alone, and a company that turned the notes off gets none", async () => {
    const job = await insertJob(api, taverna.id, { title: "Barista" });
    const application = await applyTo(nikos.user, job);
    // Last season's application is history, not an open one: it stays as it is.
    const pastJob = await insertJob(api, taverna.id, {
      title: "Waiter",
      startDate: daysFromToday(-300),
      endDate: daysFromToday(-150),
    });
    const [past] = await api.db
      .insert(applications)
      .values({ jobId: pastJob, employeeId: nikos.profileId, status: "SHORTLISTED" })
      .returning({ id: applications.id });
    await api.db.update(users).set({ mailStatusUpdates: false }).where(eq(users.id, taverna.owner.id));
    const before = smtp.messages.length;
    const form = new URLSearchParams({
      employer_name: "Blue Bay Beach Bar",
      start_date: daysFromToday(3),
      end_date: daysFromToday(100),
    });
    const response = await seasonJob(nikos.user, { method: "PUT", body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      season_job: { application: null, employer_name: "Blue Bay Beach Bar", job_title: null },
      withdrawn: [application],
    });
    const [kept] = await api.db.select().from(applications).where(eq(applications.id, past.id));
    expect(kept.status).toBe("SHORTLISTED");
    await api.drainQueue();
    expect(smtp.messages.length).toBe(before);
  });
});
