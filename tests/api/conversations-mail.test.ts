/**
 * The conversation mail (issue 24, docs/conversations.md) through the outbox stand-in: the other side hears of new
 * messages once the wait is over, three quick messages are one mail, in the reader's language with the one-click
 * unsubscribe; a thread read before the wait ends, and a reader who turned these mails off, get none.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, employeeProfiles, jobs, users } from "../../api/db/schema";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { startSmtpStandIn, type SmtpStandIn } from "../support/smtp-standin";

/** The wait of these tests; production waits MESSAGE_MAIL_DELAY_SECONDS' default, five minutes. */
const DELAY_SECONDS = 2;

let api: TestApi;
let smtp: SmtpStandIn;
let hotel: TestUser;
let companyId: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  api = await startTestApi({ SMTP_URL: smtp.url, MESSAGE_MAIL_DELAY_SECONDS: String(DELAY_SECONDS) });
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

/** A new worker (in `language`) and their application to a new job of the hotel. */
async function application(language: "en" | "gr" = "en"): Promise<{ id: number; worker: TestUser }> {
  const worker = await api.createUser("EMPLOYEE", { firstName: "Eleni", lastName: "Markaki" });
  await api.db.update(users).set({ language }).where(eq(users.id, worker.id));
  await api.db.insert(employeeProfiles).values({ userId: worker.id, headline: "Cook" });
  const [job] = await api.db
    .insert(jobs)
    .values({
      companyId,
      title: "Barista",
      description: "Season job.",
      employmentType: "FULL_TIME",
      experienceLevel: "ENTRY",
    })
    .returning({ id: jobs.id });
  const applied = await api.request("/applications/", { as: worker, json: { job: job.id } });
  return { id: ((await applied.json()) as { id: number }).id, worker };
}

async function write(id: number, as: TestUser, body: string): Promise<void> {
  const sent = await api.request(`/applications/${id}/messages/`, { method: "POST", as, json: { body } });
  expect(sent.status).toBe(201);
}

/** Past the wait, with every job it let through done. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, DELAY_SECONDS * 1000 + 300));
  await api.drainQueue();
}

const received = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

describe("the mail about new messages", () => {
  it("is one mail for three quick messages, sent after the wait, with each message and a one-click unsubscribe", async () => {
    const { id, worker } = await application();
    await write(id, hotel, "Hello Eleni,\ncan you start on 1 May?");
    await write(id, hotel, "We offer a room by the beach.");
    await write(id, hotel, "<b>Reply</b> by Friday, please.");
    await api.drainQueue();
    expect(received(worker.email)).toEqual([]);
    await settle();
    const mails = received(worker.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("3 new messages from Knossos Palace about Barista");
    expect(mail.text).toContain("> Hello Eleni,\n> can you start on 1 May?");
    expect(mail.text).toContain("We offer a room by the beach.");
    expect(mail.html).toContain("&lt;b&gt;Reply&lt;/b&gt;");
    expect(mail.html).toContain("Hello Eleni,<br>can you start on 1 May?");
    expect(mail.text).toContain(`http://localhost:3000/employee/applications/${id}?lng=en#conversation`);
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:3000\/api\/mail-preferences\/.+\/>$/);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    // A later message is a mail of its own, with only what is new.
    await write(id, hotel, "See you soon.");
    await settle();
    expect(received(worker.email).map((each) => each.subject)).toEqual([
      "3 new messages from Knossos Palace about Barista",
      "New message from Knossos Palace about Barista",
    ]);
    expect(received(worker.email)[1].text).not.toContain("room by the beach");
  });

  it("goes to the company too, in the company's language, naming the applicant", async () => {
    const { id, worker } = await application();
    await api.db.update(users).set({ language: "gr" }).where(eq(users.id, hotel.id));
    await write(id, worker, "Καλησπέρα, είμαι διαθέσιμη από τον Μάιο.");
    await settle();
    const [mail] = received(hotel.email).filter((each) => each.text.includes("είμαι διαθέσιμη"));
    expect(mail.subject).toBe("Νέο μήνυμα από Eleni Markaki για τη θέση Barista");
    expect(mail.text).toContain(`/company/applicants/${id}?lng=gr#conversation`);
    await api.db.update(users).set({ language: "en" }).where(eq(users.id, hotel.id));
  });

  it("is in Greek for a Greek reader", async () => {
    const { id, worker } = await application("gr");
    await write(id, hotel, "Hello");
    await settle();
    expect(received(worker.email).map((mail) => mail.subject)).toEqual([
      "Νέο μήνυμα από Knossos Palace για τη θέση Barista",
    ]);
  });

  it("is not sent when the reader opened the thread before the wait ended", async () => {
    const { id, worker } = await application();
    await write(id, hotel, "Quick question");
    const opened = await api.request(`/applications/${id}/messages/read/`, { method: "POST", as: worker });
    expect(opened.status).toBe(200);
    await settle();
    expect(received(worker.email)).toEqual([]);
  });

  it("is not sent to a reader who turned these mails off, and the preference is theirs to set", async () => {
    const { id, worker } = await application();
    const off = await api.request("/users/me/mail-preferences/", {
      method: "PATCH",
      as: worker,
      json: { messages: false },
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ messages: false });
    await write(id, hotel, "Hello?");
    await settle();
    expect(received(worker.email)).toEqual([]);
  });
});
