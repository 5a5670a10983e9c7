/**
 * The job alert on reopen (docs/jobs.md#job-alerts): a job that goes live again, by `PATCH /jobs/{id}/ {is_active:
 * true}` or made active later, is mailed once to each follower who wants job alerts and was not told about it this
 * season; never to the company, to a worker who does not follow, or to one who turned the alerts off.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, jobAlertsSent, outgoingMails, users } from "../../api/db/schema";
import { rawRequest } from "../support/raw-http";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { subscribe } from "./jobs-fixtures";

let api: TestApi;
let owner: TestUser;
let otherOwner: TestUser;
/** Followed before the job was posted. */
let early: TestUser;
/** Followed after the job was posted, while it was closed. */
let late: TestUser;
/** Follows, but turned job alerts off. */
let unsubscribed: TestUser;
/** Does not follow. */
let stranger: TestUser;
let companyId: string;

const season = new Date().getFullYear() + 1;
const JOB = {
  title: "Beach bar waiter",
  description: "Cocktails and snacks on the sand.",
  location: "Plaka beach",
  employment_type: "FULL_TIME",
  experience_level: "ENTRY",
  start_date: `${season}-05-01`,
  end_date: `${season}-10-15`,
};

beforeAll(async () => {
  api = await startTestApi();
  [owner, otherOwner, early, late, unsubscribed, stranger] = await Promise.all([
    api.createUser("COMPANY"),
    api.createUser("COMPANY"),
    api.createUser("EMPLOYEE"),
    api.createUser("EMPLOYEE"),
    api.createUser("EMPLOYEE"),
    api.createUser("EMPLOYEE"),
  ]);
  const [row] = await api.db
    .insert(companies)
    .values({ ownerId: owner.id, name: "Plaka Beach Bar" })
    .returning({ id: companies.id });
  companyId = row.id;
  const [other] = await api.db
    .insert(companies)
    .values({ ownerId: otherOwner.id, name: "Other Bar" })
    .returning({ id: companies.id });
  await subscribe(api, companyId, "pro");
  await subscribe(api, other.id, "pro");
  for (const worker of [early, unsubscribed]) await follow(worker);
  await api.db.update(users).set({ mailJobAlerts: false }).where(eq(users.id, unsubscribed.id));
});
afterAll(() => api.stop());

async function follow(worker: TestUser): Promise<void> {
  expect((await api.request(`/companies/${companyId}/follow/`, { method: "POST", as: worker })).status).toBe(200);
}

/**
 * The alerts about the job mailed so far, by address: the `job-alerts` worker queues each in `outgoing_mails` after
 * the answer (docs/mail.md), so the queue is drained first.
 */
async function alertsByAddress(jobId: number): Promise<Record<string, number>> {
  await api.drainQueue();
  const rows = await api.db.select({ to: outgoingMails.to, text: outgoingMails.text }).from(outgoingMails);
  const counts: Record<string, number> = {};
  for (const row of rows.filter((mail) => mail.text.includes(`/jobs/${jobId}/description`)))
    counts[row.to] = (counts[row.to] ?? 0) + 1;
  return counts;
}

async function setActive(jobId: number, isActive: boolean, as: TestUser = owner): Promise<Response> {
  return api.request(`/jobs/${jobId}/`, { method: "PATCH", as, json: { is_active: isActive } });
}

describe("the job alert when a job goes live again", () => {
  let jobId: number;

  it("a reopened job reaches the follower who never heard of it, once; the one told before, the company, a stranger and an unsubscribed follower get nothing", async () => {
    const posted = await api.request("/jobs/", { method: "POST", as: owner, json: JOB });
    expect(posted.status, await posted.clone().text()).toBe(201);
    jobId = ((await posted.json()) as { id: number }).id;
    expect(await alertsByAddress(jobId)).toEqual({ [early.email]: 1 });

    expect((await setActive(jobId, false)).status).toBe(200);
    await follow(late);
    const reopened = await setActive(jobId, true);
    expect(reopened.status).toBe(200);
    expect(((await reopened.json()) as { is_active: boolean }).is_active).toBe(true);
    expect(await alertsByAddress(jobId)).toEqual({ [early.email]: 1, [late.email]: 1 });

    // Closed and reopened again, or reopened twice: nobody is told twice in a season.
    expect((await setActive(jobId, false)).status).toBe(200);
    expect((await setActive(jobId, true)).status).toBe(200);
    expect((await setActive(jobId, true)).status).toBe(200);
    expect(await alertsByAddress(jobId)).toEqual({ [early.email]: 1, [late.email]: 1 });
    const told = await api.db
      .select({ userId: jobAlertsSent.userId, season: jobAlertsSent.season })
      .from(jobAlertsSent)
      .where(eq(jobAlertsSent.jobId, jobId));
    expect(told.sort((a, b) => a.userId.localeCompare(b.userId))).toEqual(
      [early.id, late.id].sort().map((userId) => ({ userId, season })),
    );
  });

  it("an edit that does not reopen the job sends nothing; a job moved to another season and reopened is news again", async () => {
    expect(
      (
        await api.request(`/jobs/${jobId}/`, {
          method: "PATCH",
          as: owner,
          json: { title: "Beach bar waiter (evenings)" },
        })
      ).status,
    ).toBe(200);
    expect(await alertsByAddress(jobId)).toEqual({ [early.email]: 1, [late.email]: 1 });
    expect((await setActive(jobId, false)).status).toBe(200);
    const next = season + 1;
    const moved = await api.request(`/jobs/${jobId}/`, {
      method: "PATCH",
      as: owner,
      json: { start_date: `${next}-05-01`, end_date: `${next}-10-15`, is_active: true },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await alertsByAddress(jobId)).toEqual({ [early.email]: 2, [late.email]: 2 });
    const [mail] = (await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, late.email))).slice(-1);
    expect(mail?.subject).toContain("Beach bar waiter (evenings)");
    expect(mail?.text).toContain(`/jobs/${jobId}/description`);
  });

  it("a job posted closed and opened later is the first alert of its followers", async () => {
    const posted = await api.request("/jobs/", {
      method: "POST",
      as: owner,
      json: { ...JOB, title: "Night porter", is_active: false },
    });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const { id } = (await posted.json()) as { id: number };
    await api.drainQueue();
    expect(
      (await api.db.select().from(outgoingMails)).filter((mail) => mail.subject.includes("Night porter")),
    ).toHaveLength(0);
    expect((await setActive(id, true)).status).toBe(200);
    await api.drainQueue();
    const sent = (await api.db.select().from(outgoingMails)).filter((mail) => mail.subject.includes("Night porter"));
    expect(sent.map((mail) => mail.to).sort()).toEqual([early.email, late.email].sort());
  });

  it("another company, a worker and a guest cannot reopen the job, and nobody is mailed", async () => {
    expect((await setActive(jobId, false)).status).toBe(200);
    const before = await alertsByAddress(jobId);
    // Another company's closed job is not there for it (as on its page); a worker is no company.
    expect((await setActive(jobId, true, otherOwner)).status).toBe(404);
    expect((await setActive(jobId, true, early)).status).toBe(403);
    expect((await api.request(`/jobs/${jobId}/`, { method: "PATCH", json: { is_active: true } })).status).toBe(401);
    // A bad field: 400, the job stays closed.
    const bad = await api.request(`/jobs/${jobId}/`, { method: "PATCH", as: owner, json: { is_active: "yes" } });
    expect(bad.status).toBe(400);
    expect(await alertsByAddress(jobId)).toEqual(before);
  });

  it("over plain HTTP (a chunked body, as curl sends it), a reopen of a job the new follower never heard of mails them", async () => {
    await follow(stranger);
    const response = await rawRequest(api.origin, "PATCH", `/api/jobs/${jobId}/`, {
      headers: owner.headers,
      body: { kind: "chunked", chunks: ['{"is_active":', "true}"], type: "application/json" },
    });
    expect(response.status, response.text).toBe(200);
    expect(JSON.parse(response.text)).toMatchObject({ id: jobId, is_active: true });
    const counts = await alertsByAddress(jobId);
    expect(counts[stranger.email]).toBe(1);
    expect(counts[early.email]).toBe(2);
    expect(counts[unsubscribed.email]).toBeUndefined();
    expect(counts[owner.email]).toBeUndefined();
  });
});
