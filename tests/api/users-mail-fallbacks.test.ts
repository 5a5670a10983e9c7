/**
 * Mail without a mail server (design section 5): no SMTP_URL → an .eml file in DATA_DIR/outbox, written by the
 * queue's worker and logged with its links (never with SMTP_URL: users-signup.test.ts checks that); an SMTP server
 * that is down → the sign-up and the contact message are still kept (201), the mail stays queued for a retry
 * (mail-queue.test.ts follows it to the end).
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outgoingMails, users } from "../../api/db/schema";
import { startTestApi, type TestApi } from "../support/api-harness";
import { activationLinkIn, parseMessage } from "../support/smtp-standin";
import { closedLoopbackPort } from "../support/social-standins";

const SIGN_UP = { first_name: "Anna", last_name: "Kouri", role: "EMPLOYEE" };

describe("without SMTP_URL", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ SMTP_URL: undefined });
  });
  afterAll(() => api.stop());

  it("writes the activation mail to DATA_DIR/outbox as an .eml file and logs its path", async () => {
    const email = "outbox-user@example.test";
    const response = await api.request("/users/", {
      json: { ...SIGN_UP, email },
      headers: { "Accept-Language": "en" },
    });
    expect(response.status).toBe(201);
    // The worker writes it once the queue is drained (docs/mail.md).
    await api.drainQueue();
    const outbox = path.join(api.config.DATA_DIR, "outbox");
    const files = (await readdir(outbox)).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const file = path.join(outbox, files[0]);
    const raw = await readFile(file, "utf8");
    expect(raw).toMatch(/^To: outbox-user@example\.test$/m);
    expect(raw).toMatch(/^From: no-reply@seasonaljobs\.gr$/m);
    const link = activationLinkIn(parseMessage(raw));
    expect(api.logs.some((entry) => entry.fields?.file === file)).toBe(true);
    const [recorded] = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
    expect(recorded.status).toBe("sent");
    // Written by the queue's worker: the mail's job is done, and the stored copy keeps the link's token out.
    const { rows: jobs } = await api.db.execute<{ state: string }>(
      sql`select state::text from pgboss.job where name = 'mail' and data = ${JSON.stringify({ mailId: recorded.id })}::jsonb`,
    );
    expect(jobs).toStrictEqual([{ state: "completed" }]);
    expect(recorded.text).toContain("/activate/[redacted]");
    // The file's quoted-printable breaks the URL across lines; the log has it whole, one line per link.
    expect(raw).not.toContain(link.url);
    const logged = api.logs.filter((entry) => entry.message === "mail link (outbox, no SMTP_URL)");
    expect(logged.map((entry) => entry.fields)).toContainEqual({ mail_id: recorded.id, link: link.url });
    // The link from the file works like one from a real mail.
    expect((await api.request(link.apiPath)).status).toBe(200);
  });
});

describe("with an SMTP server that is down", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${await closedLoopbackPort()}` });
  });
  afterAll(() => api.stop());

  it("keeps the sign-up (201) and keeps the mail queued for a retry after the failed try", async () => {
    const email = "smtp-down@example.test";
    const response = await api.request("/users/", { json: { ...SIGN_UP, email } });
    expect(response.status).toBe(201);
    const [account] = await api.db.select().from(users).where(eq(users.email, email));
    expect(account.isActive).toBe(false);
    await api.drainQueue();
    const [recorded] = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
    expect(recorded).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(recorded.lastError).toBeTruthy();
    expect(api.logs.some((entry) => entry.level === "warn" && entry.message === "mail not sent, will be retried")).toBe(
      true,
    );
  });

  it("keeps the contact message (201) when its mail fails", async () => {
    const response = await api.request("/contact/", {
      json: {
        full_name: "Giorgos P.",
        phone_number: "+30 6900000000",
        company: "Villa Thalassa",
        message: "Please call me back about the summer.",
      },
    });
    expect(response.status).toBe(201);
    const stored = await api.db.select().from(contactMessages);
    expect(stored).toHaveLength(1);
    await api.drainQueue();
    const mails = await api.db.select().from(outgoingMails).where(eq(outgoingMails.to, api.config.CONTACT_EMAIL));
    expect(mails.map((mail) => [mail.status, mail.attempts])).toStrictEqual([["pending", 1]]);
  });
});
