import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";

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

export const OUTGOING_MAIL_STATUSES = ["pending", "sent", "failed"] as const;

/** Every e-mail the product sends, written before sending (an outbox): retried until sent or failed. */
export const outgoingMails = pgTable(
  "outgoing_mails",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
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
