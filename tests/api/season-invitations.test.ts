/**
 * "Invite back" (issue 24, docs/season.md) over HTTP: a hotel lists the workers it shortlisted in past seasons (by
 * the status history and the job's season), sees who is taken, invites several to an open job in one action (never
 * twice), each worker gets a mail in their language through the SMTP stand-in unless they turned these off, and
 * applies in one step or says "not this year", which the hotel reads. The permission matrix for every endpoint.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatusChanges, applications, seasonInvitations, seasonJobs, users } from "../../api/db/schema";
import { apiWithSmtpForThisFile, type TestUser } from "../support/api-harness";
import { fieldCodes } from "../support/error-bodies";
import { createCompany, createEmployee, daysFromToday, insertJob, type TestCompany } from "./jobs-fixtures";

const { api, smtp } = apiWithSmtpForThisFile();

type Worker = { user: TestUser; profileId: string };
let hotel: TestCompany;
let rival: TestCompany;
let maria: Worker;
let nikos: Worker;
let eleni: Worker;
let newJob: number;
let closedJob: number;
let rivalJob: number;
const lastYear = new Date().getUTCFullYear() - 1;

async function worker(firstName: string, lastName: string, language: "en" | "gr"): Promise<Worker> {
  const made = await createEmployee(api);
  await api.db.update(users).set({ firstName, lastName, language }).where(eq(users.id, made.user.id));
  return made;
}

/** An application of `who` to `job` that went through `steps` (its status history), as last season's were. */
async function history(job: number, who: Worker, steps: ("SHORTLISTED" | "REJECTED")[]): Promise<void> {
  const last = steps.at(-1) ?? "APPLIED";
  const [row] = await api.db
    .insert(applications)
    .values({ jobId: job, employeeId: who.profileId, status: last })
    .returning({ id: applications.id });
  await api.db.insert(applicationStatusChanges).values(
    (["APPLIED", ...steps] as const).map((status) => ({
      applicationId: row.id,
      status,
      changedBy: status === "APPLIED" ? who.user.id : hotel.owner.id,
    })),
  );
}

beforeAll(async () => {
  hotel = await createCompany(api, "Knossos Palace");
  rival = await createCompany(api, "Aegean Blue Hotels");
  maria = await worker("Maria", "Papadaki", "gr");
  nikos = await worker("Nikos", "Georgiou", "en");
  eleni = await worker("Eleni", "Kosta", "en");
  const pastJob = await insertJob(api, hotel.id, {
    title: "Pool bartender",
    startDate: `${lastYear}-05-01`,
    endDate: `${lastYear}-10-15`,
    isActive: false,
  });
  // Maria was shortlisted, then declined: the history still counts. Eleni was only declined.
  await history(pastJob, maria, ["SHORTLISTED", "REJECTED"]);
  await history(pastJob, nikos, ["SHORTLISTED"]);
  await history(pastJob, eleni, ["REJECTED"]);
  newJob = await insertJob(api, hotel.id, { title: "Night receptionist", startDate: daysFromToday(60) });
  closedJob = await insertJob(api, hotel.id, {
    title: "Gardener",
    applyBy: daysFromToday(-2),
    startDate: daysFromToday(-1),
  });
  rivalJob = await insertJob(api, rival.id, { title: "Cook" });
  // A worker shortlisted this season is not a past worker.
  await history(newJob, eleni, ["SHORTLISTED"]);
});

const pastWorkers = (as?: TestUser, query = "") => api.request(`/companies/${hotel.id}/past-workers/${query}`, { as });
const invite = (as: TestUser | undefined, json: unknown, company = hotel.id) =>
  api.request(`/companies/${company}/invitations/`, { method: "POST", as, json });

describe("the past workers", () => {
  it("are those the hotel shortlisted in an earlier season, with whether they are taken", async () => {
    await api.db.insert(seasonJobs).values({
      employeeId: nikos.profileId,
      employerName: "Blue Bay",
      startDate: daysFromToday(-5),
      endDate: daysFromToday(40),
    });
    const response = await pastWorkers(hotel.owner);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: Record<string, unknown>[] };
    expect(results).toEqual([
      {
        employee: nikos.profileId,
        first_name: "Nikos",
        last_name: "Georgiou",
        last_season: lastYear,
        last_job_title: "Pool bartender",
        taken_until: daysFromToday(40),
        invited_to: [],
      },
      expect.objectContaining({ employee: maria.profileId, taken_until: null }),
    ]);
    const free = (await (await pastWorkers(hotel.owner, "?hide_taken=true")).json()) as {
      results: { employee: string }[];
    };
    expect(free.results.map((row) => row.employee)).toEqual([maria.profileId]);
    await api.db.delete(seasonJobs).where(eq(seasonJobs.employeeId, nikos.profileId));
  });

  it("are the hotel's alone: a guest 401, a worker 403, another company 403, an unknown company 404", async () => {
    expect((await pastWorkers()).status).toBe(401);
    expect((await pastWorkers(maria.user)).status).toBe(403);
    expect((await pastWorkers(rival.owner)).status).toBe(403);
    const unknown = await api.request("/companies/00000000-0000-4000-8000-000000000000/past-workers/", {
      as: hotel.owner,
    });
    expect(unknown.status).toBe(404);
    expect((await pastWorkers(hotel.owner, "?hide_taken=maybe")).status).toBe(400);
  });
});

describe("inviting back", () => {
  it("refuses what it cannot do with a code, storing nothing", async () => {
    const both = [maria.profileId, nikos.profileId];
    expect((await invite(undefined, { job: newJob, employees: both })).status).toBe(401);
    expect((await invite(maria.user, { job: newJob, employees: both })).status).toBe(403);
    expect((await invite(rival.owner, { job: newJob, employees: both })).status).toBe(403);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ job: rivalJob, employees: both }, { job: ["invitation_job_not_yours"] }],
      [{ job: closedJob, employees: both }, { job: ["job_closed"] }],
      [{ job: newJob, employees: [maria.profileId, eleni.profileId] }, { employees: ["not_past_worker"] }],
      [{ job: newJob, employees: [] }, { employees: ["empty_list"] }],
      [{ job: newJob, employees: ["maria"] }, { "employees.0": ["invalid_uuid"] }],
      [{ job: "next", employees: both }, { job: ["invalid_number"] }],
    ];
    for (const [json, codes] of cases) {
      const response = await invite(hotel.owner, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(fieldCodes(await response.json()), JSON.stringify(json)).toEqual(codes);
    }
    expect(await api.db.select().from(seasonInvitations)).toHaveLength(0);
  });

  it("invites several in one action from a form, mails each in their language unless turned off, and never twice", async () => {
    await api.db.update(users).set({ mailInvitations: false }).where(eq(users.id, nikos.user.id));
    const form = new URLSearchParams([
      ["job", String(newJob)],
      ["employees", maria.profileId],
      ["employees", nikos.profileId],
    ]);
    const response = await api.request(`/companies/${hotel.id}/invitations/`, {
      method: "POST",
      as: hotel.owner,
      body: form,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ invited: [maria.profileId, nikos.profileId], already_invited: [] });
    await api.drainQueue();
    const mail = await smtp.waitFor((received) => received.to.includes(maria.user.email));
    expect(mail.subject).toBe("Η επιχείρηση Knossos Palace σας προσκαλεί ξανά: Night receptionist");
    expect(mail.text).toContain("/employee/season?lng=gr#invitations");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(smtp.messages.filter((received) => received.to.includes(nikos.user.email))).toHaveLength(0);

    const again = await invite(hotel.owner, { job: newJob, employees: [maria.profileId] });
    expect(await again.json()).toEqual({ invited: [], already_invited: [maria.profileId] });
    await api.drainQueue();
    expect(smtp.messages.filter((received) => received.to.includes(maria.user.email))).toHaveLength(1);
    const listed = (await (await pastWorkers(hotel.owner)).json()) as { results: { invited_to: number[] }[] };
    expect(listed.results.map((row) => row.invited_to)).toEqual([[newJob], [newJob]]);
  });

  it("turns off with the mail's one-click link", async () => {
    const mail = await smtp.waitFor((received) => received.to.includes(maria.user.email));
    const oneClick = /<([^>]+)>/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
    const response = await fetch(oneClick.replace(api.config.PUBLIC_URL, api.origin), { method: "POST" });
    expect(response.status).toBe(200);
    const [row] = await api.db.select({ on: users.mailInvitations }).from(users).where(eq(users.id, maria.user.id));
    expect(row.on).toBe(false);
  });
});

describe("the worker's answer", () => {
  const invitationOf = async (who: Worker) => {
    const [row] = await api.db
      .select({ id: seasonInvitations.id })
      .from(seasonInvitations)
      .where(eq(seasonInvitations.employeeId, who.profileId));
    return row.id;
  };

  it("lists each worker's own invitations only", async () => {
    const mine = (await (await api.request("/invitations/", { as: maria.user })).json()) as {
      results: Record<string, unknown>[];
    };
    expect(mine.results).toEqual([
      expect.objectContaining({
        job: newJob,
        job_title: "Night receptionist",
        company_name: "Knossos Palace",
        answer: null,
        job_open: true,
      }),
    ]);
    expect(await (await api.request("/invitations/", { as: eleni.user })).json()).toEqual({ results: [] });
    expect((await api.request("/invitations/")).status).toBe(401);
    expect((await api.request("/invitations/", { as: hotel.owner })).status).toBe(403);
  });

  it("applies in one step, once, and only for its own worker", async () => {
    const id = await invitationOf(maria);
    const path = `/invitations/${id}/apply/`;
    expect((await api.request(path, { method: "POST", json: {} })).status).toBe(401);
    expect((await api.request(path, { method: "POST", as: hotel.owner, json: {} })).status).toBe(403);
    expect((await api.request(path, { method: "POST", as: eleni.user, json: {} })).status).toBe(404);
    expect((await api.request(`/invitations/${id}/decline/`, { method: "POST", as: eleni.user })).status).toBe(404);
    const applied = await api.request(path, { method: "POST", as: maria.user, json: {} });
    expect(applied.status).toBe(200);
    const body = (await applied.json()) as { invitation: { answer: string }; application: number };
    expect(body.invitation.answer).toBe("APPLIED");
    const [application] = await api.db.select().from(applications).where(eq(applications.id, body.application));
    expect(application).toMatchObject({ jobId: newJob, employeeId: maria.profileId, status: "APPLIED" });
    const twice = await api.request(path, { method: "POST", as: maria.user, json: {} });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { code: string }).code).toBe("invitation_answered");
  });

  it('says "not this year", after which applying from it is refused', async () => {
    const id = await invitationOf(nikos);
    const declined = await api.request(`/invitations/${id}/decline/`, { method: "POST", as: nikos.user });
    expect(declined.status).toBe(200);
    expect(await declined.json()).toMatchObject({ answer: "DECLINED" });
    const apply = await api.request(`/invitations/${id}/apply/`, { method: "POST", as: nikos.user, json: {} });
    expect(apply.status).toBe(400);
    expect((await api.request("/invitations/999999/decline/", { method: "POST", as: nikos.user })).status).toBe(404);
  });

  it("is read by the hotel, and by no one else", async () => {
    const path = `/companies/${hotel.id}/invitations/`;
    const response = await api.request(path, { as: hotel.owner });
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: { first_name: string; answer: string | null }[] };
    expect(results.map((row) => [row.first_name, row.answer]).sort()).toEqual([
      ["Maria", "APPLIED"],
      ["Nikos", "DECLINED"],
    ]);
    expect((await api.request(path)).status).toBe(401);
    expect((await api.request(path, { as: maria.user })).status).toBe(403);
    expect((await api.request(path, { as: rival.owner })).status).toBe(403);
  });
});
