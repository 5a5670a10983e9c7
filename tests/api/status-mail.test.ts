/**
 * The status e-mail and its one-click unsubscribe (issue 10, areas.md): a company's change of an application
 * mails the worker in the worker's language with a link to the application and one to stop these e-mails; the
 * signed link works without logging in, GET never changes anything, a forged or altered link is 404.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIL_PREFERENCE_MESSAGES } from "../../contract/mail-preferences";
import { companies, employeeProfiles, jobs, outgoingMails, users } from "../../api/db/schema";
import { TEST_PASSWORD, startTestApi, type TestApi, type TestUser } from "../support/api-harness";

let api: TestApi;
let hotel: TestUser;
let worker: TestUser;
let hotelJobs: number[];

beforeAll(async () => {
  api = await startTestApi();
  hotel = await api.createUser("COMPANY");
  worker = await api.createUser("EMPLOYEE", { firstName: "Eleni" });
  await api.db.update(users).set({ language: "gr" }).where(eq(users.id, worker.id));
  const [company] = await api.db
    .insert(companies)
    .values({ ownerId: hotel.id, name: "Knossos Palace" })
    .returning({ id: companies.id });
  await api.db.insert(employeeProfiles).values({ userId: worker.id, headline: "Cook" });
  const rows = await api.db
    .insert(jobs)
    .values(
      ["Μάγειρας", "Barista", "Waiter"].map((title) => ({
        companyId: company.id,
        title,
        description: "Season job.",
        employmentType: "FULL_TIME" as const,
        experienceLevel: "ENTRY" as const,
      })),
    )
    .returning({ id: jobs.id });
  hotelJobs = rows.map((row) => row.id);
});
afterAll(() => api.stop());

async function applyAndMove(job: number, status: string): Promise<number> {
  const applied = await api.request("/applications/", { as: worker, json: { job } });
  expect(applied.status).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const moved = await api.request(`/applications/${id}/`, { method: "PATCH", as: hotel, json: { status } });
  expect(moved.status).toBe(200);
  // The status mail is a job of its own (docs/mail.md#status-mails), then the mail's (docs/mail.md).
  await api.drainQueue();
  return id;
}

const mailsTo = (email: string) =>
  api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)).orderBy(desc(outgoingMails.id));

/** The token of the unsubscribe page link in a mail's text. */
function tokenIn(text: string): string {
  const match = /\/mail\/unsubscribe\/([A-Za-z0-9_.-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in: ${text}`);
  return match[1];
}

describe("the status e-mail", () => {
  it("goes to the worker in their language, naming the job, the company and the new status, with both links", async () => {
    const id = await applyAndMove(hotelJobs[0], "SHORTLISTED");
    const [mail] = await mailsTo(worker.email);
    expect(mail.subject).toBe("Η αίτησή σας για τη θέση Μάγειρας: Προκρίθηκε");
    expect(mail.text).toContain("Γεια σας Eleni,");
    expect(mail.text).toContain("η επιχείρηση Knossos Palace σας προέκρινε");
    expect(mail.text).toContain(`/employee/applications/${id}`);
    expect(mail.html).toContain("Knossos Palace");
    expect(tokenIn(mail.text).length).toBeGreaterThan(40);
  });

  it("is not sent for the worker's own steps (applying, withdrawing)", async () => {
    const before = (await mailsTo(worker.email)).length;
    const applied = await api.request("/applications/", { as: worker, json: { job: hotelJobs[1] } });
    const { id } = (await applied.json()) as { id: number };
    await api.request(`/applications/${id}/withdraw/`, { method: "POST", as: worker });
    expect((await mailsTo(worker.email)).length).toBe(before);
  });
});

describe("the one-click unsubscribe link", () => {
  it("reads without changing, turns the mail off (JSON, no body, or a mail client's one-click form), and back on", async () => {
    const [mail] = await mailsTo(worker.email);
    const path = `/mail-preferences/${tokenIn(mail.text)}/`;
    const read = await api.request(path);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({ kind: "status_updates", role: "EMPLOYEE", subscribed: true });
    expect(await (await api.request(path)).json()).toEqual({
      kind: "status_updates",
      role: "EMPLOYEE",
      subscribed: true,
    });

    const oneClick = await api.request(path, {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(await oneClick.json()).toEqual({ kind: "status_updates", role: "EMPLOYEE", subscribed: false });
    const bare = await api.request(path, { method: "POST" });
    expect(await bare.json()).toEqual({ kind: "status_updates", role: "EMPLOYEE", subscribed: false });

    // Off: a company's next change sends nothing.
    const before = (await mailsTo(worker.email)).length;
    await applyAndMove(hotelJobs[2], "REJECTED");
    expect((await mailsTo(worker.email)).length).toBe(before);

    const back = await api.request(path, { method: "POST", json: { subscribed: true } });
    expect(await back.json()).toEqual({ kind: "status_updates", role: "EMPLOYEE", subscribed: true });
  });

  it("is 404 when forged, altered or an access token; a bad body is a 400; nothing changes", async () => {
    const [mail] = await mailsTo(worker.email);
    const token = tokenIn(mail.text);
    const altered = `${token.slice(0, -3)}${token.endsWith("A") ? "B" : "A"}xx`;
    const signIn = await api.request("/auth/token/", { json: { email: worker.email, password: TEST_PASSWORD } });
    const { access } = (await signIn.json()) as { access: string };
    for (const bad of [altered, "not-a-token", access, `${token.split(".")[0]}.e30.c2ln`]) {
      for (const method of ["GET", "POST"] as const) {
        const response = await api.request(`/mail-preferences/${bad}/`, { method });
        expect(response.status, `${method} ${bad}`).toBe(404);
        expect(await response.json()).toEqual({
          detail: MAIL_PREFERENCE_MESSAGES.invalidLink,
          code: "mail_link_invalid",
        });
      }
    }
    const badBody = await api.request(`/mail-preferences/${token}/`, {
      method: "POST",
      json: { subscribed: "perhaps" },
    });
    expect(badBody.status).toBe(400);
    const [row] = await api.db.select({ on: users.mailStatusUpdates }).from(users).where(eq(users.id, worker.id));
    expect(row.on).toBe(true);
  });
});
