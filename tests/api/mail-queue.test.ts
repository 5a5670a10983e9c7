/**
 * The mail queue (issue 19, docs/mail.md), with the SMTP stand-in and a short retry schedule (retries after
 * 1–2 s and 2–4 s, then dead; production's is 30 s × 2^n for more than a day): a mail exists exactly when its
 * change committed; a refused mail is retried and arrives once; after the last retry it is dead; a mail the server
 * accepted is never sent again; a job whose process died mid-send is failed over; and the activation token is
 * readable nowhere but in the mail itself: not in the queue, the mail table or the log.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMails } from "../../api/db/schema";
import { apiWithSmtpForThisFile } from "../support/api-harness";
import { activationLinkIn } from "../support/smtp-standin";

const SHORT_SCHEDULE = { pollingSeconds: 0.5, maintenanceSeconds: 1, retryDelaySeconds: 1, retryLimit: 2 };

const { api, smtp } = apiWithSmtpForThisFile({}, { queue: SHORT_SCHEDULE });

let counter = 0;
const uniqueEmail = () => `queue-${Date.now()}-${(counter += 1)}@example.test`;
const received = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));
const mailRow = async (email: string) =>
  (await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email)))[0];
const countRows = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(outgoingMails))[0].n;

/** The data of every job the queue holds or has archived, as text. */
async function queueContents(): Promise<string> {
  const { rows } = await api.db.execute<{ data: string }>(
    sql`select data::text as data from pgboss.job union all select data::text from pgboss.archive`,
  );
  return rows.map((row) => row.data).join("\n");
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function signUp(email: string) {
  return api.request("/users/", {
    json: { email, first_name: "Nikos", last_name: "Vlachos", role: "EMPLOYEE", language: "en" },
  });
}

describe("a mail and the change it is about", () => {
  it("commit together: a rolled-back transaction leaves neither the mail nor its job", async () => {
    const to = uniqueEmail();
    const [rowsBefore, queueBefore] = [await countRows(), await queueContents()];
    const failing = api.db.transaction(async (tx) => {
      await api.mailer.enqueue(tx, { to, subject: "Never sent", text: "This change fails." });
      throw new Error("the change failed");
    });
    await expect(failing).rejects.toThrow("the change failed");
    expect(await countRows()).toBe(rowsBefore);
    expect(await queueContents()).toBe(queueBefore);

    const { id } = await api.mailer.send({ to, subject: "Sent", text: "This one commits." });
    expect(await queueContents()).toContain(`{"mailId": ${id}}`);
    await smtp.waitFor((mail) => mail.to.includes(to));
    await api.drainQueue();
    expect(received(to).map((mail) => mail.subject)).toStrictEqual(["Sent"]);
    expect(await mailRow(to)).toMatchObject({ id, status: "sent", attempts: 1 });
  });
});

describe("retries", () => {
  it("a refused mail is retried and arrives exactly once, with the same Message-ID", async () => {
    const email = uniqueEmail();
    smtp.refusing = true;
    try {
      expect((await signUp(email)).status).toBe(201);
      await until(async () => (await mailRow(email)).attempts >= 1);
      expect(await mailRow(email)).toMatchObject({ status: "pending", lastError: expect.stringContaining("451") });
    } finally {
      smtp.refusing = false;
    }
    const mail = await smtp.waitFor((candidate) => candidate.to.includes(email), 10_000);
    await api.drainQueue();
    const row = await mailRow(email);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null, sealed: null });
    expect(received(email)).toHaveLength(1);
    expect(mail.headers["message-id"]).toBe(`<mail-${row.id}-${row.createdAt.getTime()}@seasonaljobs.gr>`);
    // The retried mail carries a working link (its sealed bodies were opened for it).
    expect((await api.request(activationLinkIn(mail).apiPath)).status).toBe(200);
    expect(api.logs.some((entry) => entry.level === "warn" && entry.message === "mail not sent, will be retried")).toBe(
      true,
    );
  });

  it("after the last retry the mail is dead, logged as an error, its sealed bodies dropped", async () => {
    const email = uniqueEmail();
    smtp.refusing = true;
    try {
      expect((await signUp(email)).status).toBe(201);
      await until(async () => (await mailRow(email)).status === "dead", 20_000);
    } finally {
      smtp.refusing = false;
    }
    const row = await mailRow(email);
    // The first try and both retries.
    expect(row).toMatchObject({ attempts: 3, sealed: null, sentAt: null });
    expect(received(email)).toHaveLength(0);
    const logged = api.logs.find((entry) => entry.level === "error" && entry.fields?.mail_id === row.id);
    expect(logged).toMatchObject({ message: "mail dead: not sent, no more retries", fields: { attempts: 3 } });
  });

  it("a mail the server accepted is not sent again when its job runs once more", async () => {
    const to = uniqueEmail();
    const { id } = await api.mailer.send({ to, subject: "Once", text: "Only once." });
    await smtp.waitFor((mail) => mail.to.includes(to));
    await api.drainQueue();
    // What a retry after "accepted" would do (the job failed over while the server had already taken the mail).
    await api.queue.transaction((tx) => api.queue.enqueue(tx, "mail", { mailId: id }));
    await api.drainQueue();
    expect(received(to)).toHaveLength(1);
    expect(api.logs.some((entry) => entry.message === "mail not sent again" && entry.fields?.mail_id === id)).toBe(
      true,
    );
    expect(await mailRow(to)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a mail whose process died while sending it is failed over by the maintenance and sent", async () => {
    const to = uniqueEmail();
    // Taken by a process that then died: active since an hour, nobody working on it.
    await api.db.transaction(async (tx) => {
      const { id } = await api.mailer.enqueue(tx, { to, subject: "Failed over", text: "Its first worker died." });
      await tx.execute(
        sql`update pgboss.job set state = 'active', started_on = now() - interval '1 hour' where name = 'mail' and data = ${JSON.stringify({ mailId: id })}::jsonb`,
      );
    });
    const mail = await smtp.waitFor((candidate) => candidate.to.includes(to), 15_000);
    expect(mail.subject).toBe("Failed over");
    await api.drainQueue();
    expect(received(to)).toHaveLength(1);
    expect(await mailRow(to)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("secrets", () => {
  it("the activation token is in the mail only: not in the queue, the mail table or the log", async () => {
    const email = uniqueEmail();
    smtp.refusing = true;
    let waiting: typeof outgoingMails.$inferSelect;
    try {
      expect((await signUp(email)).status).toBe(201);
      await until(async () => (await mailRow(email)).attempts >= 1);
      waiting = await mailRow(email);
    } finally {
      smtp.refusing = false;
    }
    const { token } = activationLinkIn(await smtp.waitFor((mail) => mail.to.includes(email), 10_000));
    await api.drainQueue();
    // While it waited: placeholders in the readable copy, the real bodies only sealed.
    expect(waiting.text).toContain("/activate/[redacted]");
    expect(waiting.html).toContain("/activate/[redacted]");
    expect(waiting.sealed).toEqual(expect.any(String));
    expect(JSON.stringify(waiting)).not.toContain(token);
    expect(await queueContents()).not.toContain(token);
    expect(JSON.stringify(await api.db.select().from(outgoingMails))).not.toContain(token);
    expect((await mailRow(email)).sealed).toBeNull();
    expect(JSON.stringify(api.logs)).not.toContain(token);
  });
});
