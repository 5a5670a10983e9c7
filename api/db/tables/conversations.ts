/**
 * Conversations about an application (docs/conversations.md): one thread per application, written by the worker
 * who applied and the company that owns the job; the company's reusable message templates; and the companies a
 * worker has blocked from messaging them. There is no thread without an application, so a company can only ever
 * write to someone who applied to one of its jobs.
 */
import { check, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "../../../contract/enums";
import { companies } from "./companies";
import { createdAt, oneOf, updatedAt } from "./columns";
import { applications } from "./jobs";
import { users } from "./users";

/**
 * One message of an application's thread. `author_role` says which side wrote it (the worker or the company);
 * `author_id` is kept for the record and cleared if that account is deleted.
 */
export const applicationMessages = pgTable(
  "application_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorRole: text("author_role", { enum: ROLES }).notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_messages_application_idx").on(t.applicationId, t.id),
    check("application_messages_author_role_check", oneOf(t.authorRole, ROLES)),
  ],
);

/**
 * Each side's place in a thread, one row per application (made with its first message): the newest message id each
 * side has read (unread threads are those with a message of the other side past it) and has been mailed about (the
 * held mail, services/conversation-mail.ts, lists only what came after it).
 */
export const conversationStates = pgTable("conversation_states", {
  applicationId: integer("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  employeeReadThrough: integer("employee_read_through").notNull().default(0),
  companyReadThrough: integer("company_read_through").notNull().default(0),
  employeeMailedThrough: integer("employee_mailed_through").notNull().default(0),
  companyMailedThrough: integer("company_mailed_through").notNull().default(0),
});

/** A company's reusable message ("Thanks, we have filled the post"), written in the company area. */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("message_templates_company_idx").on(t.companyId, t.id)],
);

/** A worker who blocked a company's messages: one row per worker (their user) and company, until unblocked. */
export const messageBlocks = pgTable(
  "message_blocks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index("message_blocks_company_idx").on(t.companyId)],
);
