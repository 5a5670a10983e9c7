/**
 * An application that leaves the running takes its open interview with it (issue 24, docs/interviews.md#when-the-
 * application-closes), over real HTTP: the worker withdraws, the company rejects (one at a time or in bulk), or the
 * worker says "I have a job for this season" and the other applications are withdrawn. In each, the interview is
 * cancelled in the same transaction with the reason on its timeline step; the other side hears why through the
 * outbox; for a time that had been agreed both calendars get METHOD:CANCEL (SEQUENCE bumped, same UID); and the
 * waiting reminder sends nothing any more. Interview mails turned off are respected.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toAthens, type AthensTime } from "../../contract/athens-time";
import type { InterviewState } from "../../contract/interviews";
import { interviewEvents, interviews, outgoingMails, users } from "../../api/db/schema";
import { remindInterview } from "../../api/services/interview-mails";
import { createMailPreferenceLinks } from "../../api/services/mail-preferences";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { createCompany, insertJob, type TestCompany } from "./jobs-fixtures";

let api: TestApi;
let hotel: TestCompany;

const DAY = 86_400_000;
function athensIn(days: number, time: string): AthensTime {
  return { date: toAthens(new Date(Date.now() + days * DAY)).date, time };
}

beforeAll(async () => {
  api = await startTestApi();
  hotel = await createCompany(api, "Naxos Bay Hotel");
  await api.db.update(users).set({ language: "en" }).where(eq(users.id, hotel.owner.id));
});
afterAll(() => api.stop());

/** A worker with a profile, named, in `language`. */
async function makeWorker(firstName: string, language: "en" | "gr"): Promise<TestUser> {
  const user = await api.createUser("EMPLOYEE", { firstName, lastName: "Papadaki" });
  await api.db.update(users).set({ language }).where(eq(users.id, user.id));
  await api.db.execute(sql`insert into employee_profiles (user_id) values (${user.id})`);
  return user;
}

async function applyTo(worker: TestUser, title: string): Promise<number> {
  const job = await insertJob(api, hotel.id, { title });
  const response = await api.request("/applications/", { as: worker, json: { job } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The hotel proposes a time in five days; with `agree`, the worker takes it (a reminder is queued then). */
async function arrange(worker: TestUser, applicationId: number, agree: boolean): Promise<void> {
  const proposed = await api.request(`/applications/${applicationId}/interview/`, {
    method: "POST",
    as: hotel.owner,
    json: { mode: "PHONE", length_minutes: 30, slots: [athensIn(5, "10:00")] },
  });
  expect(proposed.status).toBe(200);
  if (!agree) return;
  const accepted = await api.request(`/applications/${applicationId}/interview/accept/`, {
    method: "POST",
    as: worker,
    json: { slot: 0 },
  });
  expect(accepted.status).toBe(200);
}

async function interviewOf(as: TestUser, applicationId: number) {
  const response = await api.request(`/applications/${applicationId}/interview/`, { as });
  expect(response.status).toBe(200);
  const { interview } = (await response.json()) as InterviewState;
  if (!interview) throw new Error(`no interview for application ${applicationId}`);
  return interview;
}

async function mailsTo(email: string) {
  await api.drainQueue();
  return api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(asc(outgoingMails.id));
}

/** What the outbox holds for each side, counted now, so a step's own mails can be read afterwards. */
async function outboxMark(worker: TestUser) {
  const before = { worker: (await mailsTo(worker.email)).length, hotel: (await mailsTo(hotel.owner.email)).length };
  return async () => ({
    worker: (await mailsTo(worker.email)).slice(before.worker),
    hotel: (await mailsTo(hotel.owner.email)).slice(before.hotel),
  });
}

const reminderDeps = () => ({
  mailer: api.mailer,
  queue: api.queue,
  links: createMailPreferenceLinks(api.config.SECRET_KEY, api.config.PUBLIC_URL),
  publicUrl: api.config.PUBLIC_URL,
  mailFrom: api.config.MAIL_FROM,
});

/** The reminder job queued when interview `id` was agreed. */
async function reminderOf(id: number): Promise<{ interviewId: number; sequence: number }> {
  const { rows } = await api.db.execute<{ data: { interviewId: number; sequence: number } }>(
    sql`select data from pgboss.job where name = 'interview-reminder' and (data->>'interviewId')::int = ${id}`,
  );
  expect(rows).toHaveLength(1);
  return rows[0].data;
}

/** The calendar file a mail carries: one attachment, a CANCEL of interview `id` at `sequence`. */
function expectCalendarCancel(mail: { attachments: unknown }, id: number, sequence: number): void {
  const files = mail.attachments as { contentType: string; content: string }[] | null;
  expect(files).toHaveLength(1);
  const [file] = files ?? [];
  expect(file.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
  expect(file.content).toContain("METHOD:CANCEL\r\n");
  expect(file.content).toContain("STATUS:CANCELLED\r\n");
  expect(file.content).toContain(`SEQUENCE:${sequence}\r\n`);
  expect(file.content).toContain(`UID:interview-${id}@`);
}

describe("the worker withdraws", () => {
  it("cancels the agreed interview, tells the hotel why, sends both calendars the CANCEL, and drops the reminder", async () => {
    const eleni = await makeWorker("Eleni", "gr");
    const applicationId = await applyTo(eleni, "Breakfast cook");
    await arrange(eleni, applicationId, true);
    const agreed = await interviewOf(eleni, applicationId);
    expect(agreed).toMatchObject({ status: "AGREED", sequence: 1 });
    const reminder = await reminderOf(agreed.id);
    const since = await outboxMark(eleni);

    const withdrawn = await api.request(`/applications/${applicationId}/withdraw/`, { method: "POST", as: eleni });
    expect(withdrawn.status).toBe(200);

    // Both sides read it cancelled, with the reason on the timeline's step, taken by the worker's side.
    for (const as of [eleni, hotel.owner]) {
      const interview = await interviewOf(as, applicationId);
      expect(interview).toMatchObject({ status: "CANCELLED", sequence: 2, cancel_note: "" });
      expect(interview.history.at(-1)).toMatchObject({
        event: "CANCELLED",
        by: "EMPLOYEE",
        reason: "APPLICATION_WITHDRAWN",
        starts_at: null,
      });
      expect(interview.history.slice(0, -1).every((step) => step.reason === null)).toBe(true);
    }
    const [step] = await api.db
      .select()
      .from(interviewEvents)
      .where(eq(interviewEvents.interviewId, agreed.id))
      .orderBy(sql`${interviewEvents.id} desc`)
      .limit(1);
    expect(step.changedBy).toBe(eleni.id);

    // The hotel hears why, in English; Eleni, who withdrew, gets her calendar's cancellation, in Greek.
    const mails = await since();
    expect(mails.hotel.map((mail) => mail.subject)).toEqual([
      "The interview for Breakfast cook is cancelled: the application was withdrawn",
    ]);
    expect(mails.hotel[0].text).toContain("Eleni Papadaki withdrew their application for Breakfast cook");
    expect(mails.hotel[0].text).toContain("The calendar cancellation is attached.");
    expect(mails.hotel[0].headers).toHaveProperty("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
    expect(mails.worker.map((mail) => mail.subject)).toEqual(["Η συνέντευξή σας για τη θέση Breakfast cook ακυρώθηκε"]);
    expect(mails.worker[0].text).toContain("Αποσύρατε την αίτησή σας για τη θέση Breakfast cook");
    for (const mail of [mails.hotel[0], mails.worker[0]]) expectCalendarCancel(mail, agreed.id, 2);

    // The reminder queued with the agreement finds the interview changed and sends nothing.
    expect(await remindInterview(reminderDeps(), reminder)).toBe(false);
    const after = await since();
    expect(after.hotel).toHaveLength(1);
    expect(after.worker).toHaveLength(1);
    // The lists no longer show it; the calendar file is the cancellation.
    expect(await (await api.request("/interviews/", { as: hotel.owner })).json()).toEqual([]);
    const download = await api.request(`/applications/${applicationId}/interview/calendar/`, { as: hotel.owner });
    expect(await download.text()).toContain("METHOD:CANCEL");
  });

  it("leaves an interview cancelled before as it was: no second step, no mail", async () => {
    const nikos = await makeWorker("Nikos", "en");
    const applicationId = await applyTo(nikos, "Lifeguard");
    await arrange(nikos, applicationId, false);
    const cancelled = await api.request(`/applications/${applicationId}/interview/cancel/`, {
      method: "POST",
      as: hotel.owner,
      json: { note: "The post is filled." },
    });
    expect(cancelled.status).toBe(200);
    const since = await outboxMark(nikos);
    expect((await api.request(`/applications/${applicationId}/withdraw/`, { method: "POST", as: nikos })).status).toBe(
      200,
    );
    const interview = await interviewOf(nikos, applicationId);
    expect(interview).toMatchObject({ status: "CANCELLED", sequence: 1, cancel_note: "The post is filled." });
    expect(interview.history.map((step) => `${step.event}:${step.reason}`)).toEqual([
      "PROPOSED:null",
      "CANCELLED:null",
    ]);
    expect(await since()).toEqual({ worker: [], hotel: [] });
  });
});

describe("the company rejects", () => {
  it("one application: the agreed interview is cancelled and both calendars get the CANCEL", async () => {
    const sofia = await makeWorker("Sofia", "en");
    const applicationId = await applyTo(sofia, "Night receptionist");
    await arrange(sofia, applicationId, true);
    const { id } = await interviewOf(sofia, applicationId);
    const reminder = await reminderOf(id);
    const since = await outboxMark(sofia);

    const rejected = await api.request(`/applications/${applicationId}/`, {
      method: "PATCH",
      as: hotel.owner,
      json: { status: "REJECTED" },
    });
    expect(rejected.status).toBe(200);

    const interview = await interviewOf(hotel.owner, applicationId);
    expect(interview).toMatchObject({ status: "CANCELLED", sequence: 2 });
    expect(interview.history.at(-1)).toMatchObject({
      event: "CANCELLED",
      by: "COMPANY",
      reason: "APPLICATION_REJECTED",
    });
    const mails = await since();
    const sofiaInterviewMails = mails.worker.filter((mail) => mail.subject.includes("interview"));
    expect(sofiaInterviewMails.map((mail) => mail.subject)).toEqual([
      "The interview for Night receptionist is cancelled: the application is not going ahead",
    ]);
    expect(sofiaInterviewMails[0].text).toContain(
      "Naxos Bay Hotel is not going ahead with your application for Night receptionist",
    );
    expect(mails.hotel.map((mail) => mail.subject)).toEqual(["The interview with Sofia Papadaki is cancelled"]);
    expect(mails.hotel[0].text).toContain("You declined Sofia Papadaki's application for Night receptionist");
    for (const mail of [sofiaInterviewMails[0], mails.hotel[0]]) expectCalendarCancel(mail, id, 2);
    expect(await remindInterview(reminderDeps(), reminder)).toBe(false);
  });

  it("in bulk: each proposed interview is cancelled; only the worker hears, without a calendar file, if they want it", async () => {
    const anna = await makeWorker("Anna", "gr");
    const petros = await makeWorker("Petros", "en");
    await api.db.update(users).set({ mailInterviews: false }).where(eq(users.id, petros.id));
    const annaApplication = await applyTo(anna, "Waiter");
    const petrosApplication = await applyTo(petros, "Waiter, second post");
    await arrange(anna, annaApplication, false);
    await arrange(petros, petrosApplication, false);
    const annaSince = await outboxMark(anna);
    const petrosSince = await outboxMark(petros);

    const response = await api.request("/applications/bulk-status/", {
      method: "POST",
      as: hotel.owner,
      json: { ids: [annaApplication, petrosApplication], status: "REJECTED" },
    });
    expect(response.status).toBe(200);

    for (const [worker, id] of [
      [anna, annaApplication],
      [petros, petrosApplication],
    ] as const) {
      const interview = await interviewOf(worker, id);
      expect(interview).toMatchObject({ status: "CANCELLED", sequence: 1 });
      expect(interview.history.at(-1)).toMatchObject({ by: "COMPANY", reason: "APPLICATION_REJECTED" });
    }
    const anns = await annaSince();
    const annaInterviewMails = anns.worker.filter((mail) => mail.subject.includes("συνέντευξη"));
    expect(annaInterviewMails.map((mail) => mail.subject)).toEqual([
      "Η συνέντευξη για τη θέση Waiter ακυρώθηκε: η αίτηση δεν προχωρά",
    ]);
    expect(annaInterviewMails[0].attachments).toBeNull();
    // Petros turned interview mails off; the hotel, which rejected, has no time in its calendar to cancel.
    expect((await petrosSince()).worker.filter((mail) => mail.subject.includes("interview"))).toEqual([]);
    expect(anns.hotel).toEqual([]);
  });
});

describe('"I have a job for this season"', () => {
  it("withdraws the other applications and cancels their interviews; the accepted one's interview stays", async () => {
    const maria = await makeWorker("Maria", "en");
    const acceptedApplication = await applyTo(maria, "Head chef");
    const otherApplication = await applyTo(maria, "Sous chef");
    await arrange(maria, acceptedApplication, false);
    await arrange(maria, otherApplication, true);
    const shortlisted = await api.request(`/applications/${acceptedApplication}/`, {
      method: "PATCH",
      as: hotel.owner,
      json: { status: "SHORTLISTED" },
    });
    expect(shortlisted.status).toBe(200);
    const { id } = await interviewOf(maria, otherApplication);
    const reminder = await reminderOf(id);
    const since = await outboxMark(maria);

    const response = await api.request("/season-job/", {
      method: "PUT",
      as: maria,
      json: { application: acceptedApplication },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { withdrawn: number[] }).withdrawn).toEqual([otherApplication]);

    const other = await interviewOf(maria, otherApplication);
    expect(other).toMatchObject({ status: "CANCELLED", sequence: 2 });
    expect(other.history.at(-1)).toMatchObject({ event: "CANCELLED", by: "EMPLOYEE", reason: "APPLICATION_WITHDRAWN" });
    expect(await interviewOf(maria, acceptedApplication)).toMatchObject({ status: "PROPOSED", sequence: 0 });

    // The hotel gets the season's polite note and the interview's cancellation with its calendar file.
    const mails = await since();
    const hotelInterviewMails = mails.hotel.filter((mail) => mail.subject.startsWith("The interview"));
    expect(hotelInterviewMails.map((mail) => mail.subject)).toEqual([
      "The interview for Sous chef is cancelled: the application was withdrawn",
    ]);
    expect(mails.hotel.length).toBe(2);
    expect(mails.worker.map((mail) => mail.subject)).toEqual(["Your interview for Sous chef is cancelled"]);
    for (const mail of [hotelInterviewMails[0], mails.worker[0]]) expectCalendarCancel(mail, id, 2);
    expect(await remindInterview(reminderDeps(), reminder)).toBe(false);
    const [row] = await api.db.select({ status: interviews.status }).from(interviews).where(eq(interviews.id, id));
    expect(row.status).toBe("CANCELLED");
  });
});
