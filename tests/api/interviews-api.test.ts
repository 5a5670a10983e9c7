/**
 * Interviews (issue 24, docs/interviews.md) over real HTTP: a hotel proposes times for an application, the worker
 * picks one, the hotel moves it, the worker asks for others, and either side cancels; each side is told by a mail
 * in its own language through the outbox, with the calendar file (Europe/Athens, a stable UID, SEQUENCE bumped)
 * and a reminder queued 24 hours before. Nobody else sees any of it (guest, another worker, another company), and
 * bad input is a 400 naming the field with its code, never a 500.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromAthens, toAthens, type AthensTime } from "../../contract/athens-time";
import type { InterviewState, InterviewSummary } from "../../contract/interviews";
import { companies, employeeProfiles, interviews, jobs, outgoingMails, users } from "../../api/db/schema";
import { remindInterview } from "../../api/services/interview-mails";
import { createMailPreferenceLinks } from "../../api/services/mail-preferences";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";

let api: TestApi;
let hotel: TestUser;
let otherHotel: TestUser;
let worker: TestUser;
let otherWorker: TestUser;
let applicationId: number;
let secondApplicationId: number;

const DAY = 86_400_000;
/** An Athens date and time `days` from now at `time`. */
function athensIn(days: number, time: string): AthensTime {
  return { date: toAthens(new Date(Date.now() + days * DAY)).date, time };
}

async function makeCompany(owner: TestUser, name: string): Promise<string> {
  const [row] = await api.db.insert(companies).values({ ownerId: owner.id, name }).returning({ id: companies.id });
  return row.id;
}

async function makeJob(companyId: string, title: string): Promise<number> {
  const [row] = await api.db
    .insert(jobs)
    .values({
      companyId,
      title,
      description: "Summer season.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
    })
    .returning({ id: jobs.id });
  return row.id;
}

async function apply(as: TestUser, job: number): Promise<number> {
  const response = await api.request("/applications/", { as, json: { job } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

beforeAll(async () => {
  api = await startTestApi();
  [hotel, otherHotel, worker, otherWorker] = await Promise.all([
    api.createUser("COMPANY", { firstName: "Maria", lastName: "Kosta" }),
    api.createUser("COMPANY"),
    api.createUser("EMPLOYEE", { firstName: "Eleni", lastName: "Papadaki" }),
    api.createUser("EMPLOYEE", { firstName: "Nikos" }),
  ]);
  await api.db.update(users).set({ language: "gr" }).where(eq(users.id, worker.id));
  await api.db.insert(employeeProfiles).values([
    { userId: worker.id, headline: "Cook" },
    { userId: otherWorker.id, headline: "Waiter" },
  ]);
  const company = await makeCompany(hotel, "Naxos Bay Hotel");
  await makeCompany(otherHotel, "Santorini Sun");
  applicationId = await apply(worker, await makeJob(company, "Breakfast cook"));
  secondApplicationId = await apply(worker, await makeJob(company, "Barista"));
});
afterAll(() => api.stop());

const base = (id = applicationId) => `/applications/${id}/interview/`;
const proposal = (slots: AthensTime[], extra: Record<string, unknown> = {}) => ({
  mode: "IN_PERSON",
  length_minutes: 30,
  slots,
  address: "Agios Prokopios beach, Naxos",
  note: "Ask for Maria at the reception.",
  ...extra,
});

async function state(as: TestUser, id = applicationId): Promise<InterviewState> {
  const response = await api.request(base(id), { as });
  expect(response.status).toBe(200);
  return (await response.json()) as InterviewState;
}

async function mailsTo(email: string) {
  await api.drainQueue();
  return api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(asc(outgoingMails.id));
}

async function reminderJobs(): Promise<{ data: { interviewId: number; sequence: number }; start_after: string }[]> {
  const { rows } = await api.db.execute<{ data: { interviewId: number; sequence: number }; start_after: string }>(
    sql`select data, start_after::text as start_after from pgboss.job where name = 'interview-reminder' order by created_on`,
  );
  return rows;
}

const reminderDeps = () => ({
  mailer: api.mailer,
  queue: api.queue,
  links: createMailPreferenceLinks(api.config.SECRET_KEY, api.config.PUBLIC_URL),
  publicUrl: api.config.PUBLIC_URL,
  mailFrom: api.config.MAIL_FROM,
});

describe("who may see and arrange an interview", () => {
  it("answers a guest 401, another worker and another company 404, a worker 403 on the company's proposal", async () => {
    const first = athensIn(3, "10:00");
    const reads = ["", "calendar/"];
    const writes: [string, unknown][] = [
      ["", proposal([first])],
      ["accept/", { slot: 0 }],
      ["other-times/", { note: "" }],
      ["cancel/", { note: "" }],
    ];
    for (const path of reads) {
      expect((await api.request(base() + path)).status, path).toBe(401);
      expect((await api.request(base() + path, { as: otherWorker })).status, path).toBe(404);
      expect((await api.request(base() + path, { as: otherHotel })).status, path).toBe(404);
    }
    for (const [path, json] of writes) {
      expect((await api.request(base() + path, { method: "POST", json })).status, path).toBe(401);
      const stranger = path === "" || path === "cancel/" ? otherHotel : otherWorker;
      expect((await api.request(base() + path, { method: "POST", json, as: stranger })).status, path).toBe(404);
    }
    // Roles: only a company proposes, only a worker picks or asks for other times.
    expect((await api.request(base(), { method: "POST", json: proposal([first]), as: worker })).status).toBe(403);
    expect((await api.request(`${base()}accept/`, { method: "POST", json: { slot: 0 }, as: hotel })).status).toBe(403);
    expect((await api.request(`${base()}other-times/`, { method: "POST", json: { note: "" }, as: hotel })).status).toBe(
      403,
    );
    expect((await api.request("/interviews/")).status).toBe(401);
    expect(await api.db.select().from(interviews)).toHaveLength(0);
    // Before any proposal both sides read null, and nothing can be picked or cancelled.
    expect(await state(worker)).toEqual({ interview: null });
    expect(await state(hotel)).toEqual({ interview: null });
    expect((await api.request(`${base()}accept/`, { method: "POST", json: { slot: 0 }, as: worker })).status).toBe(404);
    expect((await api.request(`${base()}cancel/`, { method: "POST", json: {}, as: hotel })).status).toBe(404);
    expect((await api.request(`${base()}calendar/`, { as: worker })).status).toBe(404);
  });
});

describe("a proposal is checked", () => {
  async function refused(json: unknown): Promise<Record<string, unknown>> {
    const response = await api.request(base(), { method: "POST", json, as: hotel });
    expect(response.status).toBe(400);
    return (await response.json()) as Record<string, unknown>;
  }

  it("names the field and its code for a past, missing, repeated or far time, a missing address or link", async () => {
    const ahead = athensIn(3, "10:00");
    const past = await refused(proposal([ahead, athensIn(-1, "10:00")]));
    expect(past["slots.1"]).toEqual(["Choose a time in the future."]);
    expect(past.codes).toMatchObject({ "slots.1": [{ code: "interview_time_past" }] });
    expect((await refused(proposal([athensIn(400, "10:00")]))).codes).toMatchObject({
      "slots.0": [{ code: "interview_time_too_far" }],
    });
    // 29 March 2027, 03:30 does not exist in Athens: the clocks go from 03:00 to 04:00 (if that is still ahead).
    if (Date.now() < Date.UTC(2027, 2, 28)) {
      expect((await refused(proposal([{ date: "2027-03-28", time: "03:30" }]))).codes).toMatchObject({
        "slots.0": [{ code: "interview_time_missing" }],
      });
    }
    expect((await refused(proposal([ahead, ahead]))).codes).toMatchObject({
      "slots.1": [{ code: "interview_times_repeated" }],
    });
    expect((await refused(proposal([ahead], { address: "" }))).codes).toMatchObject({
      address: [{ code: "interview_address_required" }],
    });
    expect((await refused(proposal([ahead], { mode: "VIDEO", address: "" }))).codes).toMatchObject({
      video_url: [{ code: "interview_link_required" }],
    });
    expect(await refused(proposal([ahead], { mode: "VIDEO", video_url: "javascript:alert(1)" }))).toHaveProperty(
      "video_url",
    );
    expect(
      await refused(proposal([ahead, athensIn(4, "10:00"), athensIn(5, "10:00"), athensIn(6, "10:00")])),
    ).toHaveProperty("slots");
    expect(await refused(proposal([]))).toHaveProperty("slots");
    expect(await refused(proposal([ahead], { length_minutes: 5 }))).toHaveProperty("length_minutes");
    expect(await refused(proposal([{ date: "2027-02-30", time: "10:00" }]))).toHaveProperty("slots.0.date");
    expect(await refused(proposal([{ date: ahead.date, time: "25:00" }]))).toHaveProperty("slots.0.time");
    expect(await refused({ mode: "BY_PIGEON" })).toHaveProperty("mode");
    const notJson = await api.request(base(), {
      method: "POST",
      as: hotel,
      body: "{",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await api.db.select().from(interviews)).toHaveLength(0);
  });

  it("refuses a withdrawn application", async () => {
    const [company] = await api.db.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, hotel.id));
    const withdrawnId = await apply(worker, await makeJob(company.id, "Night porter"));
    expect((await api.request(`/applications/${withdrawnId}/withdraw/`, { method: "POST", as: worker })).status).toBe(
      200,
    );
    const response = await api.request(base(withdrawnId), {
      method: "POST",
      json: proposal([athensIn(3, "10:00")]),
      as: hotel,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "interview_application_closed" });
  });
});

describe("arranging an interview from proposal to cancellation", () => {
  it("proposes, agrees with both calendars and a reminder, moves, asks for others and cancels", async () => {
    const workerMailsBefore = (await mailsTo(worker.email)).length;
    const hotelMailsBefore = (await mailsTo(hotel.email)).length;
    const first = athensIn(5, "10:00");
    const second = athensIn(6, "17:30");

    // 1. The hotel proposes two times: the worker is told in Greek, with both times in Greek time.
    const proposed = await api.request(base(), { method: "POST", json: proposal([first, second]), as: hotel });
    expect(proposed.status).toBe(200);
    const { interview } = (await proposed.json()) as InterviewState;
    expect(interview).toMatchObject({
      status: "PROPOSED",
      mode: "IN_PERSON",
      length_minutes: 30,
      sequence: 0,
      job_title: "Breakfast cook",
      company_name: "Naxos Bay Hotel",
      agreed: null,
      history: [{ event: "PROPOSED", by: "COMPANY" }],
    });
    expect(interview?.slots.map(({ date, time }) => ({ date, time }))).toEqual([first, second]);
    expect(interview?.slots[0].starts_at).toBe(fromAthens(first)?.toISOString());
    const invitation = (await mailsTo(worker.email)).slice(workerMailsBefore);
    expect(invitation).toHaveLength(1);
    expect(invitation[0].subject).toBe("Πρόσκληση σε συνέντευξη για τη θέση Breakfast cook");
    expect(invitation[0].text).toContain("(ώρα Ελλάδας)");
    expect(invitation[0].text).toContain("/mail/unsubscribe/");
    expect(invitation[0].headers).toHaveProperty("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
    expect(invitation[0].attachments).toBeNull();

    // 2. The worker takes the second time: both get the invitation (METHOD:REQUEST), a reminder waits a day before.
    const badSlot = await api.request(`${base()}accept/`, { method: "POST", json: { slot: 2 }, as: worker });
    expect(badSlot.status).toBe(400);
    expect(await badSlot.json()).toMatchObject({ codes: { slot: [{ code: "interview_slot_unknown" }] } });
    const accepted = await api.request(`${base()}accept/`, { method: "POST", json: { slot: 1 }, as: worker });
    expect(accepted.status).toBe(200);
    const agreed = ((await accepted.json()) as InterviewState).interview;
    expect(agreed).toMatchObject({ status: "AGREED", sequence: 1, agreed: { ...second } });
    const again = await api.request(`${base()}accept/`, { method: "POST", json: { slot: 0 }, as: worker });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "interview_not_proposed" });

    const [workerAgreed] = (await mailsTo(worker.email)).slice(workerMailsBefore + 1);
    const [hotelAgreed] = (await mailsTo(hotel.email)).slice(hotelMailsBefore);
    expect(workerAgreed.subject).toContain("Η συνέντευξή σας για τη θέση Breakfast cook");
    expect(hotelAgreed.subject).toContain("Eleni Papadaki picked an interview time");
    for (const mail of [workerAgreed, hotelAgreed]) {
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments ?? [];
      expect(file.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
      expect(file.content).toContain("METHOD:REQUEST\r\n");
      expect(file.content).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Athens\r\n");
      expect(file.content).toContain(`DTSTART;TZID=Europe/Athens:${second.date.replaceAll("-", "")}T173000\r\n`);
      expect(file.content).toContain(`DTEND;TZID=Europe/Athens:${second.date.replaceAll("-", "")}T180000\r\n`);
      expect(file.content).toContain(`UID:interview-${agreed?.id}@`);
      expect(file.content).toContain("SEQUENCE:1\r\n");
    }
    const startsAt = fromAthens(second) ?? new Date(0);
    const [reminder] = await reminderJobs();
    expect(reminder.data).toEqual({ interviewId: agreed?.id, sequence: 1 });
    expect(new Date(reminder.start_after).getTime()).toBe(startsAt.getTime() - DAY);

    // The calendar file is downloadable by both sides.
    for (const as of [worker, hotel]) {
      const download = await api.request(`${base()}calendar/`, { as });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe("text/calendar; charset=utf-8; method=REQUEST");
      expect(await download.text()).toContain("STATUS:CONFIRMED");
    }
    // The lists show who has an interview and when.
    const hotelList = (await (await api.request("/interviews/", { as: hotel })).json()) as InterviewSummary[];
    expect(hotelList).toEqual([
      {
        application: applicationId,
        status: "AGREED",
        mode: "IN_PERSON",
        agreed: { ...second, starts_at: startsAt.toISOString() },
      },
    ]);
    expect(await (await api.request("/interviews/", { as: otherHotel })).json()).toEqual([]);
    expect(await (await api.request("/interviews/", { as: otherWorker })).json()).toEqual([]);

    // 3. The hotel moves it: the worker gets the new times with the old event's cancellation; the old reminder
    //    finds the interview changed and sends nothing.
    const third = athensIn(8, "12:00");
    const moved = await api.request(base(), {
      method: "POST",
      json: proposal([third], { mode: "PHONE", address: "" }),
      as: hotel,
    });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as InterviewState).interview).toMatchObject({ status: "PROPOSED", sequence: 2 });
    const movedMail = (await mailsTo(worker.email)).at(-1);
    expect(movedMail?.subject).toBe("Η συνέντευξη για τη θέση Breakfast cook μετακινείται");
    expect(movedMail?.attachments?.[0].content).toContain("METHOD:CANCEL\r\n");
    expect(movedMail?.attachments?.[0].content).toContain("SEQUENCE:2\r\n");
    expect(await remindInterview(reminderDeps(), reminder.data)).toBe(false);

    // 4. The worker agrees again, then asks for other times with a note: the hotel is told, with the cancellation.
    await api.request(`${base()}accept/`, { method: "POST", json: { slot: 0 }, as: worker });
    const reminders = await reminderJobs();
    expect(reminders.at(-1)?.data).toEqual({ interviewId: agreed?.id, sequence: 3 });
    const other = await api.request(`${base()}other-times/`, {
      method: "POST",
      json: { note: "I am on the ferry that day." },
      as: worker,
    });
    expect(other.status).toBe(200);
    expect(((await other.json()) as InterviewState).interview).toMatchObject({
      status: "OTHER_TIMES",
      worker_note: "I am on the ferry that day.",
      agreed: null,
    });
    const askMail = (await mailsTo(hotel.email)).at(-1);
    expect(askMail?.subject).toBe("Eleni Papadaki asks for other interview times");
    expect(askMail?.text).toContain("I am on the ferry that day.");
    expect(askMail?.attachments?.[0].content).toContain("METHOD:CANCEL\r\n");
    expect(await remindInterview(reminderDeps(), reminders.at(-1)?.data ?? { interviewId: 0, sequence: 0 })).toBe(
      false,
    );

    // 5. The hotel proposes again, the worker agrees, the hotel cancels: the worker gets the cancellation.
    await api.request(base(), { method: "POST", json: proposal([athensIn(9, "09:00")]), as: hotel });
    await api.request(`${base()}accept/`, { method: "POST", json: { slot: 0 }, as: worker });
    const cancelled = await api.request(`${base()}cancel/`, {
      method: "POST",
      json: { note: "We have filled the post." },
      as: hotel,
    });
    expect(cancelled.status).toBe(200);
    const final = ((await cancelled.json()) as InterviewState).interview;
    expect(final).toMatchObject({ status: "CANCELLED", cancel_note: "We have filled the post.", sequence: 7 });
    expect(final?.history.map((step) => `${step.event}:${step.by}`)).toEqual([
      "PROPOSED:COMPANY",
      "AGREED:EMPLOYEE",
      "MOVED:COMPANY",
      "AGREED:EMPLOYEE",
      "OTHER_TIMES:EMPLOYEE",
      "PROPOSED:COMPANY",
      "AGREED:EMPLOYEE",
      "CANCELLED:COMPANY",
    ]);
    const cancelMail = (await mailsTo(worker.email)).at(-1);
    expect(cancelMail?.subject).toBe("Η συνέντευξη για τη θέση Breakfast cook ακυρώθηκε");
    expect(cancelMail?.attachments?.[0].content).toContain("STATUS:CANCELLED");
    expect(
      await remindInterview(reminderDeps(), (await reminderJobs()).at(-1)?.data ?? { interviewId: 0, sequence: 0 }),
    ).toBe(false);
    const download = await api.request(`${base()}calendar/`, { as: worker });
    expect(await download.text()).toContain("METHOD:CANCEL");
    const twice = await api.request(`${base()}cancel/`, { method: "POST", json: {}, as: worker });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: "interview_not_active" });
    expect(await (await api.request("/interviews/", { as: hotel })).json()).toEqual([]);
  });

  it("reminds both sides a day before, once, and not a worker who turned interview mails off", async () => {
    const when = athensIn(4, "11:00");
    await api.request(base(secondApplicationId), { method: "POST", json: proposal([when]), as: hotel });
    await api.request(`${base(secondApplicationId)}accept/`, { method: "POST", json: { slot: 0 }, as: worker });
    const job = (await reminderJobs()).at(-1);
    if (!job) throw new Error("no reminder queued");
    const before = { worker: (await mailsTo(worker.email)).length, hotel: (await mailsTo(hotel.email)).length };
    expect(await remindInterview(reminderDeps(), job.data)).toBe(true);
    expect(await remindInterview(reminderDeps(), job.data)).toBe(false);
    expect((await mailsTo(worker.email)).slice(before.worker).map((mail) => mail.subject)).toEqual([
      "Αύριο: συνέντευξη για τη θέση Barista",
    ]);
    expect((await mailsTo(hotel.email)).slice(before.hotel).map((mail) => mail.subject)).toEqual([
      "Tomorrow: interview for Barista",
    ]);

    // The worker turns interview mails off: the hotel's cancellation reaches nobody, and is still recorded.
    await api.db.update(users).set({ mailInterviews: false }).where(eq(users.id, worker.id));
    await api.request(`${base(secondApplicationId)}cancel/`, { method: "POST", json: {}, as: hotel });
    expect(await mailsTo(worker.email)).toHaveLength(before.worker + 1);
    const [row] = await api.db
      .select({ status: interviews.status })
      .from(interviews)
      .where(and(eq(interviews.applicationId, secondApplicationId)));
    expect(row.status).toBe("CANCELLED");
  });
});
