/**
 * Sending e-mail (design section 5): through nodemailer over `SMTP_URL` when it is set; otherwise each mail is
 * written as an .eml file to `DATA_DIR/outbox/` and its path logged, so sign-up works on a laptop with no mail
 * server (open the file in any mail program). In that mode each link of the mail is logged too, one line each:
 * the file's quoted-printable breaks long URLs, so the activation link could not be copied from it
 * (docs/decisions/152). With `SMTP_URL` no link is ever logged: they carry secrets (an activation token).
 * Every mail is also recorded in `outgoing_mails` with its outcome.
 *
 * `send` never throws because delivery failed: the caller has already committed what the mail is about (a new
 * account, a stored contact message), and losing that over a mail server's bad day would be worse. The failure
 * is recorded (`status = 'failed'`, `last_error`) and logged instead. Database errors do propagate.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { ApiConfig } from "../config";
import type { AppDatabase } from "../db/client";
import { outgoingMails } from "../db/schema";
import type { ApiLog } from "../deps";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  /**
   * Values that must not be stored (an activation token): the copy in `outgoing_mails` has them replaced, so the
   * table never holds what the database keeps only as a hash.
   */
  secrets?: string[];
};

export type MailOutcome = {
  /** The `outgoing_mails` row. */
  id: number;
  status: "sent" | "failed";
};

export type Mailer = {
  send(mail: OutgoingMail): Promise<MailOutcome>;
};

export type MailerOptions = {
  config: Pick<ApiConfig, "SMTP_URL" | "DATA_DIR" | "MAIL_FROM">;
  db: AppDatabase;
  log: ApiLog;
};

/** A mail server that accepts the connection and then stalls must not hold a sign-up request for minutes. */
const SMTP_TIMEOUT_MS = 10_000;
const REDACTED = "[redacted]";
const MAX_ERROR_LENGTH = 500;

export function createMailer({ config, db, log }: MailerOptions): Mailer {
  const deliver = config.SMTP_URL ? smtpDelivery(config.SMTP_URL) : outboxDelivery(path.join(config.DATA_DIR, "outbox"), log);

  return {
    async send(mail) {
      const [row] = await db
        .insert(outgoingMails)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: redact(mail.text, mail.secrets),
          html: mail.html === undefined ? null : redact(mail.html, mail.secrets),
          status: "pending",
        })
        .returning({ id: outgoingMails.id });
      const message = {
        from: config.MAIL_FROM,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      };
      try {
        await deliver(message, row.id);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
        await db
          .update(outgoingMails)
          .set({ status: "failed", attempts: sql`${outgoingMails.attempts} + 1`, lastError: reason })
          .where(eq(outgoingMails.id, row.id));
        log.error("mail not sent", { mail_id: row.id, error: reason });
        return { id: row.id, status: "failed" };
      }
      await db
        .update(outgoingMails)
        .set({ status: "sent", attempts: sql`${outgoingMails.attempts} + 1`, sentAt: new Date(), lastError: null })
        .where(eq(outgoingMails.id, row.id));
      log.info("mail sent", { mail_id: row.id });
      return { id: row.id, status: "sent" };
    },
  };
}

type Message = {
  from: string;
  to: string;
  replyTo?: string;
  headers?: Record<string, string>;
  subject: string;
  text: string;
  html?: string;
};

type Delivery = (message: Message, id: number) => Promise<void>;

function smtpDelivery(url: string): Delivery {
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

function outboxDelivery(directory: string, log: ApiLog): Delivery {
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

function redact(text: string, secrets: string[] | undefined): string {
  return (secrets ?? []).filter((secret) => secret.length > 0).reduce((result, secret) => result.replaceAll(secret, REDACTED), text);
}
