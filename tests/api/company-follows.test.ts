/**
 * Following a company (issue 10, areas.md): `GET/POST/DELETE /companies/{uuid}/follow/` over HTTP, with the
 * permission matrix (guest, employee, another employee, company), idempotent writes and unknown companies.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, companyFollows, outgoingMails, users } from "../../api/db/schema";
import { subscribe } from "./jobs-fixtures";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";

let api: TestApi;
let worker: TestUser;
let otherWorker: TestUser;
let owner: TestUser;
let companyId: string;

beforeAll(async () => {
  api = await startTestApi();
  [worker, otherWorker, owner] = await Promise.all([
    api.createUser("EMPLOYEE"),
    api.createUser("EMPLOYEE"),
    api.createUser("COMPANY"),
  ]);
  const [row] = await api.db
    .insert(companies)
    .values({ ownerId: owner.id, name: "Naxos Bay Hotel" })
    .returning({ id: companies.id });
  companyId = row.id;
});
afterAll(() => api.stop());

const path = () => `/companies/${companyId}/follow/`;
const follows = () => api.db.select().from(companyFollows);

describe("following a company", () => {
  it("is read, set and unset by a worker, idempotently, each worker for themselves", async () => {
    const read = async (as: TestUser) => (await (await api.request(path(), { as })).json()) as { followed: boolean };
    expect(await read(worker)).toEqual({ followed: false });
    for (let time = 0; time < 2; time += 1) {
      const followed = await api.request(path(), { method: "POST", as: worker });
      expect(followed.status).toBe(200);
      expect(await followed.json()).toEqual({ followed: true });
    }
    expect(await read(worker)).toEqual({ followed: true });
    expect(await read(otherWorker)).toEqual({ followed: false });
    expect(await follows()).toHaveLength(1);
    for (let time = 0; time < 2; time += 1) {
      const unfollowed = await api.request(path(), { method: "DELETE", as: worker });
      expect(await unfollowed.json()).toEqual({ followed: false });
    }
    expect(await follows()).toHaveLength(0);
  });

  it("is for workers: a guest is 401, a company 403, and nothing is stored", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await api.request(path(), { method })).status, method).toBe(401);
      expect((await api.request(path(), { method, as: owner })).status, method).toBe(403);
    }
    expect(await follows()).toHaveLength(0);
  });

  it("answers 404 for an unknown or malformed company, and ignores a body", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect(
        (await api.request("/companies/00000000-0000-4000-8000-000000000000/follow/", { method, as: worker })).status,
      ).toBe(404);
      expect((await api.request("/companies/naxos/follow/", { method, as: worker })).status).toBe(404);
    }
    const withBody = await api.request(path(), {
      method: "POST",
      as: worker,
      json: { followed: false, user: otherWorker.id },
    });
    expect(await withBody.json()).toEqual({ followed: true });
    expect((await follows()).map((row) => row.userId)).toEqual([worker.id]);
  });
});

describe("the new-job e-mail to followers (areas.md: the first job alert)", () => {
  const JOB = {
    title: "Pool bartender",
    description: "Cocktails by the pool.",
    location: "Agios Prokopios",
    employment_type: "FULL_TIME",
    experience_level: "ENTRY",
  };

  /** Mails to `email`, once the job alert worker has queued them after the answer (docs/mail.md). */
  async function mailsTo(email: string) {
    await api.drainQueue();
    return (await api.db.select().from(outgoingMails)).filter((row) => row.to === email);
  }

  it("goes to each follower in their language when the company posts a job; not to others; off with its own link", async () => {
    await subscribe(api, companyId, "pro");
    await api.db.update(users).set({ language: "gr" }).where(eq(users.id, worker.id));
    await api.request(path(), { method: "POST", as: worker });
    const posted = await api.request("/jobs/", { method: "POST", as: owner, json: JOB });
    expect(posted.status, await posted.clone().text()).toBe(201);
    const { id } = (await posted.json()) as { id: number };

    const [mail] = await mailsTo(worker.email);
    expect(mail?.subject).toBe("Νέα θέση στην επιχείρηση Naxos Bay Hotel: Pool bartender");
    expect(mail?.text).toContain(`/jobs/${id}/description`);
    expect(await mailsTo(otherWorker.email)).toHaveLength(0);

    // The link in the mail turns job alerts off, and only them.
    const token = /\/mail\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    const off = await api.request(`/mail-preferences/${token}/`, { method: "POST" });
    expect(await off.json()).toEqual({ kind: "job_alerts", role: "EMPLOYEE", subscribed: false });
    const [row] = await api.db
      .select({ jobs: users.mailJobAlerts, status: users.mailStatusUpdates })
      .from(users)
      .where(eq(users.id, worker.id));
    expect(row).toEqual({ jobs: false, status: true });
    await api.request("/jobs/", { method: "POST", as: owner, json: { ...JOB, title: "Night porter" } });
    expect(await mailsTo(worker.email)).toHaveLength(1);
  });
});
