/**
 * The mail worker's side (docs/mail.md): one try at sending a queued `outgoing_mails` row, through nodemailer
 * over `SMTP_URL`, or, without it, as an .eml file in `DATA_DIR/outbox/` with its path and each of its links
 * logged, one line each (the file's quoted-printable breaks long URLs; docs/mail.md#without-smtp_url). With `SMTP_URL`
 * no link is ever logged: they carry secrets.
 *
 * Delivery is at least once, and once only as far as we can tell: a mail is `sent` the moment the server accepted
 * it, and a retry finds it `sent` and leaves it. A process killed between the server's "accepted" and that write
 * sends it once more on retry; the stable Message-ID lets the receiving side drop that copy.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { ApiConfig } from "../config";
import type { AppDatabase } from "../db/client";
import { outgoingMails, type MailAttachment } from "../db/schema";
import type { ApiLog } from "../log";
import { createMailSeal } from "./mail-sealing";
import type { SealedBodies } from "./mail";

export type MailDeliveryOptions = {
  config: Pick<ApiConfig, "SMTP_URL" | "DATA_DIR" | "MAIL_FROM" | "SECRET_KEY">;
  db: AppDatabase;
  log: ApiLog;
};

export type MailDelivery = {
  /** One try at the mail; throws when it was not sent and a retry may succeed. */
  deliver(mailId: number): Promise<void>;
  /** Every try failed: the mail is marked dead, its sealed bodies dropped, an error logged. */
  bury(mailId: number): Promise<void>;
};

/**
 * A mail server that accepts the connection and then stalls must not hold a worker for long: each step gives up
 * after 10 s (the queue's expiry, services/queue.ts, is a little over the three added up).
 */
const SMTP_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 500;

export function createMailDelivery({ config, db, log }: MailDeliveryOptions): MailDelivery {
  const transmit = config.SMTP_URL
    ? smtpTransmission(config.SMTP_URL)
    : outboxTransmission(path.join(config.DATA_DIR, "outbox"), log);
  const mailSeal = createMailSeal(config.SECRET_KEY);
  const senderDomain = config.MAIL_FROM.split("@")[1];

  async function markDead(mailId: number, lastError?: string) {
    const [row] = await db
      .update(outgoingMails)
      .set({ status: "dead", sealed: null, ...(lastError ? { lastError } : {}) })
      .where(and(eq(outgoingMails.id, mailId), eq(outgoingMails.status, "pending")))
      .returning({ attempts: outgoingMails.attempts, lastError: outgoingMails.lastError });
    if (row)
      log.error("mail dead: not sent, no more retries", {
        mail_id: mailId,
        attempts: row.attempts,
        last_error: row.lastError,
      });
  }

  return {
    async deliver(mailId) {
      const [row] = await db.select().from(outgoingMails).where(eq(outgoingMails.id, mailId)).limit(1);
      // Gone with a deleted account (its mails are deleted with it): nobody to write to.
      if (!row) return;
      if (row.status !== "pending") {
        log.info("mail not sent again", { mail_id: mailId, mail_status: row.status });
        return;
      }
      let bodies: SealedBodies;
      try {
        bodies = row.sealed
          ? (JSON.parse(mailSeal.open(row.sealed)) as SealedBodies)
          : { text: row.text, html: row.html };
      } catch {
        // Sealed under another SECRET_KEY: no retry can open it.
        await markDead(mailId, "the sealed bodies cannot be opened (SECRET_KEY changed?)");
        return;
      }
      try {
        await transmit(
          {
            from: config.MAIL_FROM,
            to: row.to,
            replyTo: row.replyTo ?? undefined,
            subject: row.subject,
            text: bodies.text,
            html: bodies.html ?? undefined,
            headers: row.headers ?? undefined,
            attachments: row.attachments ?? undefined,
            // The same on every try: a receiver can drop the copy a crash right after "accepted" makes.
            messageId: `<mail-${row.id}-${row.createdAt.getTime()}@${senderDomain}>`,
          },
          row.id,
        );
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
        const [counted] = await db
          .update(outgoingMails)
          .set({ attempts: sql`${outgoingMails.attempts} + 1`, lastError: reason })
          .where(eq(outgoingMails.id, mailId))
          .returning({ attempts: outgoingMails.attempts });
        log.warn("mail not sent, will be retried", { mail_id: mailId, attempts: counted?.attempts, error: reason });
        throw error;
      }
      await db
        .update(outgoingMails)
        .set({
          status: "sent",
          attempts: sql`${outgoingMails.attempts} + 1`,
          sentAt: new Date(),
          lastError: null,
          sealed: null,
        })
        .where(eq(outgoingMails.id, mailId));
      log.info("mail sent", { mail_id: mailId });
    },
    bury: (mailId) => markDead(mailId),
  };
}

type Message = {
  from: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** nodemailer's attachments: text content with its file name and MIME type. */
  attachments?: MailAttachment[];
  subject: string;
  text: string;
  html?: string;
  messageId: string;
};

type Transmission = (message: Message, id: number) => Promise<void>;

function smtpTransmission(url: string): Transmission {
  // Options in the URL (smtps://, ?ignoreTLS=true, credentials) win over these defaults.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return async (message) => {
    await transport.sendMail(message);
  };
}

function outboxTransmission(directory: string, log: ApiLog): Transmission {
  // nodemailer composes the complete RFC 5322 message, the same bytes an SMTP server would receive.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return async (message, id) => {
    const info = await composer.sendMail(message);
    if (!Buffer.isBuffer(info.message)) throw new Error("The mail composer returned no message.");
    await mkdir(directory, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = path.join(directory, `${stamp}-${id}.eml`);
    await writeFile(file, info.message);
    log.info("mail written to the outbox (no SMTP_URL)", { mail_id: id, file });
    for (const link of linksIn(message.text)) log.info("mail link (outbox, no SMTP_URL)", { mail_id: id, link });
  };
}

/** The http(s) URLs of a plain-text body, each once, without the sentence punctuation that may follow one. */
function linksIn(text: string): string[] {
  const found = (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((link) => link.replace(/[.,;:!?)\]]+$/, ""));
  return [...new Set(found)];
}
