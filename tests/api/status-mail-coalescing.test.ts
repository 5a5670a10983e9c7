/**
 * A worker gets one mail for changes made close together, with the latest status (issue 19, docs/mail.md#status-mails).
 * Before, a company flipping an application between two statuses sent a mail per flip (24 flips, 48 mails), and opening
 * an applicant then shortlisting sent two mails in two seconds.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, companies, employeeProfiles, jobs, outgoingMails } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-standin";

/** The wait of these tests; production waits STATUS_MAIL_DELAY_SECONDS' default, two minutes. */
const DELAY_SECONDS = 2;

let api: TestApi;
let smtp: SmtpStandIn;
let hotel: TestUser;
let companyId: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  api = await startTestApi({ SMTP_URL: smtp.url, STATUS_MAIL_DELAY_SECONDS: String(DELAY_SECONDS) });
  hotel = await api.createUser("COMPANY");
  [{ id: companyId }] = await api.db
    .insert(companies)
    .values({ ownerId: hotel.id, name: "Knossos Palace" })
    .returning({ id: companies.id });
});
afterAll(async () => {
  await api.stop();
  await smtp.stop();
});

/** A new worker's application to a new job of the company (by default the hotel, on this file's API). */
async function application(on: TestApi = api, company = companyId): Promise<{ id: number; worker: TestUser }> {
  const worker = await on.createUser("EMPLOYEE", { firstName: "Eleni" });
  await on.db.insert(employeeProfiles).values({ userId: worker.id, headline: "Cook" });
  const [job] = await on.db
    .insert(jobs)
    .values({
      companyId: company,
      title: "Barista",
      description: "Season job.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
    })
    .returning({ id: jobs.id });
  const applied = await on.request("/applications/", { as: worker, json: { job: job.id } });
  expect(applied.status).toBe(201);
  return { id: ((await applied.json()) as { id: number }).id, worker };
}

async function move(id: number, status: string): Promise<void> {
  const moved = await api.request(`/applications/${id}/`, { method: "PATCH", as: hotel, json: { status } });
  expect(moved.status).toBe(200);
}

/** Past the wait, with every job it let through done. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, DELAY_SECONDS * 1000 + 200));
  await api.drainQueue();
}

const received = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
/** The subjects of the mails `email` received, oldest first. */
const subjectsOf = (email: string) => received(email).map((mail) => mail.subject);

describe("status mails made close together", () => {
  it("opening an applicant then shortlisting them is one mail, with the latest status", async () => {
    const { id, worker } = await application();
    await move(id, "VIEWED_BY_COMPANY");
    await move(id, "SHORTLISTED");
    // Nothing yet: the company may still change its mind.
    await api.drainQueue();
    expect(await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, worker.email))).toEqual([]);
    await settle();
    expect(subjectsOf(worker.email)).toEqual(["Your application for Barista: Shortlisted"]);
  });

  it("24 flips between two statuses are one mail, naming where it ended", async () => {
    const { id, worker } = await application();
    for (let flip = 0; flip < 12; flip += 1) {
      await move(id, "SHORTLISTED");
      await move(id, "REJECTED");
    }
    await settle();
    expect(subjectsOf(worker.email)).toEqual(["Your application for Barista: Rejected"]);
  });

  it("a later change is a mail of its own; coming back to the status already mailed is none", async () => {
    const { id, worker } = await application();
    await move(id, "SHORTLISTED");
    await settle();
    expect(received(worker.email)).toHaveLength(1);
    await move(id, "REJECTED");
    await move(id, "SHORTLISTED");
    await settle();
    expect(received(worker.email)).toHaveLength(1);
    await move(id, "REJECTED");
    await settle();
    expect(subjectsOf(worker.email)).toEqual([
      "Your application for Barista: Shortlisted",
      "Your application for Barista: Rejected",
    ]);
    const [row] = await api.db
      .select({ mailed: applications.mailedStatus })
      .from(applications)
      .where(eq(applications.id, id));
    expect(row.mailed).toBe("REJECTED");
  });

  it("a worker who withdrew before the wait ended is not mailed about the company's move", async () => {
    const { id, worker } = await application();
    await move(id, "SHORTLISTED");
    const withdrawn = await api.request(`/applications/${id}/withdraw/`, { method: "POST", as: worker });
    expect(withdrawn.status).toBe(200);
    await settle();
    expect(received(worker.email)).toEqual([]);
  });

  it("a bulk change's message reaches each worker, once, with the status", async () => {
    const first = await application();
    const second = await application();
    await move(first.id, "VIEWED_BY_COMPANY");
    const bulk = await api.request("/applications/bulk-status/", {
      as: hotel,
      json: { ids: [first.id, second.id], status: "REJECTED", message: "Thank you, the post is filled." },
    });
    expect(bulk.status).toBe(200);
    await settle();
    for (const { worker } of [first, second]) {
      expect(subjectsOf(worker.email)).toEqual(["Your application for Barista: Rejected"]);
      expect(received(worker.email)[0].text).toContain("Thank you, the post is filled");
    }
  });
});

describe("the wait's end", () => {
  it("wakes this process's worker when the wait is over, not at its next poll", async () => {
    const slowPoll = await startTestApi(
      { SMTP_URL: smtp.url, STATUS_MAIL_DELAY_SECONDS: "1" },
      { queue: { pollingSeconds: 60 } },
    );
    try {
      const owner = await slowPoll.createUser("COMPANY");
      const [company] = await slowPoll.db
        .insert(companies)
        .values({ ownerId: owner.id, name: "Knossos Palace" })
        .returning({ id: companies.id });
      const { id, worker } = await application(slowPoll, company.id);
      const started = Date.now();
      expect(
        (
          await slowPoll.request(`/applications/${id}/`, {
            method: "PATCH",
            as: owner,
            json: { status: "SHORTLISTED" },
          })
        ).status,
      ).toBe(200);
      await smtp.waitFor((mail) => mail.to.includes(worker.email), 10_000);
      // One second of wait, then the job and its mail; a poll would have come a minute later.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await slowPoll.stop();
    }
  });
});
