/**
 * E-mail (design section 5, issue 19, docs/mail.md). A mail is written to `outgoing_mails` and a `mail` job
 * queued in the transaction of the change it is about: a sign-up that commits has its activation mail queued, one
 * that rolls back has none, and no request waits for a mail server. The worker in every process of the API tier
 * sends it after the commit (services/mail-delivery.ts: SMTP, or the outbox without `SMTP_URL`), retries it for
 * more than a day, then marks it dead.
 *
 * A secret in a mail (an activation token) is replaced by `[redacted]` in the stored text; the real bodies wait
 * sealed with a key from SECRET_KEY (mail-sealing.ts) and are dropped once sent.
 */
import type { ApiConfig } from "../config";
import type { AppDatabase } from "../db/client";
import { outgoingMails, type MailAttachment } from "../db/schema";
import { createMailSeal } from "./mail-sealing";
import type { Queue } from "./queue";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
  /** Files sent with the mail (an interview's .ics invitation); stored as they are, so never a secret. */
  attachments?: MailAttachment[];
  /**
   * Values that must not be stored readable (an activation token): the stored copy has them replaced, so the
   * table never holds what the database keeps only as a hash.
   */
  secrets?: string[];
};

/** The bodies a sealed mail is sent with. */
export type SealedBodies = { text: string; html: string | null };

export type Mailer = {
  /** Queues the mail in the caller's transaction (run it through `transaction`, so it leaves on commit). */
  enqueue(tx: AppDatabase, mail: OutgoingMail): Promise<{ id: number }>;
  /** Queues several mails in the caller's transaction: one statement for the mails and one for their jobs. */
  enqueueMany(tx: AppDatabase, mails: readonly OutgoingMail[]): Promise<void>;
  /** Queues a mail that is about no other change, in a transaction of its own. */
  send(mail: OutgoingMail): Promise<{ id: number }>;
  /** A transaction whose queued mails leave as soon as it commits (Queue.transaction). */
  transaction: Queue["transaction"];
};

const REDACTED = "[redacted]";

export function createMailer({ config, queue }: { config: Pick<ApiConfig, "SECRET_KEY">; queue: Queue }): Mailer {
  const mailSeal = createMailSeal(config.SECRET_KEY);

  /** The stored row of a mail: secrets replaced, the real bodies sealed. */
  function stored(mail: OutgoingMail): typeof outgoingMails.$inferInsert {
    const secrets = (mail.secrets ?? []).filter((secret) => secret.length > 0);
    const bodies: SealedBodies = { text: mail.text, html: mail.html ?? null };
    return {
      to: mail.to,
      subject: mail.subject,
      text: redact(mail.text, secrets),
      html: mail.html === undefined ? null : redact(mail.html, secrets),
      replyTo: mail.replyTo ?? null,
      headers: mail.headers ?? null,
      attachments: mail.attachments && mail.attachments.length > 0 ? mail.attachments : null,
      sealed: secrets.length > 0 ? mailSeal.seal(JSON.stringify(bodies)) : null,
      status: "pending",
    };
  }

  async function enqueue(tx: AppDatabase, mail: OutgoingMail): Promise<{ id: number }> {
    const [row] = await tx.insert(outgoingMails).values(stored(mail)).returning({ id: outgoingMails.id });
    await queue.enqueue(tx, "mail", { mailId: row.id });
    return row;
  }

  async function enqueueMany(tx: AppDatabase, mails: readonly OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    const rows = await tx.insert(outgoingMails).values(mails.map(stored)).returning({ id: outgoingMails.id });
    await queue.enqueueMany(
      tx,
      "mail",
      rows.map((row) => ({ mailId: row.id })),
    );
  }

  return {
    enqueue,
    enqueueMany,
    send: (mail) => queue.transaction((tx) => enqueue(tx, mail)),
    transaction: (work) => queue.transaction(work),
  };
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.replaceAll(secret, REDACTED), text);
}
