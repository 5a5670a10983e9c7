import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";

/** A file attached to a mail: its name, MIME type (with parameters) and text content. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** Messages sent through the public contact form. */
export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  fullName: text("full_name").notNull(),
  email: text("email"),
  phoneNumber: text("phone_number").notNull(),
  company: text("company").notNull().default(""),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/**
 * `pending`: queued, not accepted by the mail server yet (`attempts` and `last_error` tell about failed tries);
 * `sent`: accepted (never sent again); `dead`: every retry failed (docs/mail.md).
 */
export const OUTGOING_MAIL_STATUSES = ["pending", "sent", "dead"] as const;

/**
 * Every e-mail the product sends, written with its `mail` queue job in the transaction of the change it is about
 * (docs/mail.md); the worker sends it and records the outcome here.
 */
export const outgoingMails = pgTable(
  "outgoing_mails",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    replyTo: text("reply_to"),
    /** Extra headers (RFC 8058's `List-Unsubscribe`). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files sent with the mail (an interview's calendar invitation), as text: no secret ever travels in one. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /**
     * A mail carrying a secret (an activation, reset or e-mail change token): its real bodies, AES-256-GCM
     * encrypted (services/mail-sealing.ts), while `text` and `html` keep `[redacted]`; cleared once sent or dead.
     */
    sealed: text("sealed"),
    status: text("status", { enum: OUTGOING_MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("outgoing_mails_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("outgoing_mails_status_check", oneOf(t.status, OUTGOING_MAIL_STATUSES)),
  ],
);
