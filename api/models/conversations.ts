/**
 * Conversations about an application (docs/conversations.md): the thread of the worker who applied and the company
 * that owns the job, who has read what, the unread count of the navigation, and writing (one message, or one
 * template to many applicants). Whose thread it is is asked in SQL with the application: another user's
 * application is a 404, never a hint that it exists. A company cannot write to a worker who blocked it; there is no
 * thread without an application, so it cannot write to one who never applied.
 */
import { and, count, eq, exists, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { BulkMessageResult, Conversation, ConversationMessage, MessageBlock } from "../../contract/conversations";
import type { Role } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import {
  applicationMessages,
  applications,
  companies,
  conversationStates,
  employeeProfiles,
  jobs,
  messageBlocks,
  messageTemplates,
} from "../db/schema";
import type { AuthUser } from "../http/auth";
import { queueMessageMail } from "../services/conversation-mail";
import type { Mailer } from "../services/mail";
import type { Queue } from "../services/queue";
import { existingCompany } from "./companies";
import { threadMessages, threadParties, type ThreadMessage, type ThreadParties } from "./conversation-thread";
import { fail } from "./errors";

export type ConversationDeps = { db: AppDatabase; mailer: Mailer; queue: Queue; messageMailDelaySeconds: number };

const otherSide = (role: Role): Role => (role === "COMPANY" ? "EMPLOYEE" : "COMPANY");

/** The applications `user` takes part in: their own as a worker, those to their jobs as a company. */
function takesPart(user: AuthUser): SQL {
  return user.role === "COMPANY" ? eq(companies.ownerId, user.id) : eq(employeeProfiles.userId, user.id);
}

/** The column holding how far `role` has read. */
const readThrough = (role: Role) =>
  role === "COMPANY" ? conversationStates.companyReadThrough : conversationStates.employeeReadThrough;

/** The thread of application `id` if `user` takes part in it, else not found (api/models/conversation-thread.ts). */
async function threadOf(db: AppDatabase, user: AuthUser, id: number): Promise<ThreadParties> {
  const thread = await threadParties(db, id, takesPart(user));
  if (!thread) throw fail.notFound();
  return thread;
}

async function isBlocked(db: AppDatabase, workerUserId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: messageBlocks.userId })
    .from(messageBlocks)
    .where(and(eq(messageBlocks.userId, workerUserId), eq(messageBlocks.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/** `GET /applications/{id}/messages/`. */
export async function readConversation(db: AppDatabase, user: AuthUser, id: number): Promise<Conversation> {
  const thread = await threadOf(db, user, id);
  const rows = await threadMessages(db, id);
  const seen = thread.readThrough[user.role];
  return {
    application_id: id,
    company: { id: thread.companyId, name: thread.companyName },
    messages: rows.map((row) => serialize(row, user.role)),
    unread: rows.filter((row) => row.authorRole !== user.role && row.id > seen).length,
    blocked: thread.blocked,
  };
}

function serialize(row: ThreadMessage, reader: Role): ConversationMessage {
  return {
    id: row.id,
    author: row.authorRole,
    mine: row.authorRole === reader,
    body: row.body,
    created_at: row.createdAt.toISOString(),
  };
}

/** The template's text, if it is one of the templates of the companies `userId` owns. */
async function templateText(db: AppDatabase, userId: string, templateId: number): Promise<string> {
  const [row] = await db
    .select({ body: messageTemplates.body })
    .from(messageTemplates)
    .innerJoin(companies, eq(companies.id, messageTemplates.companyId))
    .where(and(eq(messageTemplates.id, templateId), eq(companies.ownerId, userId)))
    .limit(1);
  if (!row) throw fail.invalidField("template_id", "template_not_found");
  return row.body;
}

/**
 * Adds a message by `author` to application `applicationId` in `tx`: its author has read the thread up to it, and
 * the other side's mail is queued to leave after the wait (one waiting mail per thread and side).
 */
async function addMessage(
  deps: ConversationDeps,
  tx: AppDatabase,
  author: AuthUser,
  applicationId: number,
  body: string,
): Promise<typeof applicationMessages.$inferSelect> {
  const [message] = await tx
    .insert(applicationMessages)
    .values({ applicationId, authorRole: author.role, authorId: author.id, body })
    .returning();
  await tx
    .insert(conversationStates)
    .values({ applicationId, [author.role === "COMPANY" ? "companyReadThrough" : "employeeReadThrough"]: message.id })
    .onConflictDoUpdate({
      target: conversationStates.applicationId,
      set: { [author.role === "COMPANY" ? "companyReadThrough" : "employeeReadThrough"]: message.id },
    });
  await queueMessageMail(deps.queue, tx, applicationId, otherSide(author.role), deps.messageMailDelaySeconds);
  return message;
}

/** `POST /applications/{id}/messages/`: the text, or the company's template when no text is given. */
export async function sendMessage(
  deps: ConversationDeps,
  user: AuthUser,
  id: number,
  request: { body?: string; template_id?: number | null },
): Promise<ConversationMessage> {
  const thread = await threadOf(deps.db, user, id);
  let body = request.body ?? "";
  if (body === "" && request.template_id != null && user.role === "COMPANY")
    body = await templateText(deps.db, user.id, request.template_id);
  if (body === "") throw fail.invalidField("body", "message_required");
  if (user.role === "COMPANY" && thread.blocked) throw fail.forbidden("messages_blocked");
  const message = await deps.mailer.transaction((tx) => addMessage(deps, tx, user, id, body));
  return serialize(message, user.role);
}

/** `POST /applications/bulk-message/`: the template to every listed applicant who has not blocked the company. */
export async function sendBulkMessage(
  deps: ConversationDeps,
  user: AuthUser,
  request: { ids: number[]; template_id: number },
): Promise<BulkMessageResult> {
  const rows = await deps.db
    .select({ id: applications.id, blockedBy: messageBlocks.userId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .leftJoin(
      messageBlocks,
      and(eq(messageBlocks.userId, employeeProfiles.userId), eq(messageBlocks.companyId, companies.id)),
    )
    .where(and(inArray(applications.id, request.ids), eq(companies.ownerId, user.id)));
  if (rows.length !== request.ids.length) throw fail.notFound();
  const body = await templateText(deps.db, user.id, request.template_id);
  const sent = rows.filter((row) => row.blockedBy === null).map((row) => row.id);
  const blocked = rows.filter((row) => row.blockedBy !== null).map((row) => row.id);
  await deps.mailer.transaction(async (tx) => {
    for (const applicationId of sent) await addMessage(deps, tx, user, applicationId, body);
  });
  return { sent: sent.sort((a, b) => a - b), blocked: blocked.sort((a, b) => a - b) };
}

/** `POST /applications/{id}/messages/read/`: the caller has read the thread so far. */
export async function markRead(db: AppDatabase, user: AuthUser, id: number): Promise<{ unread_threads: number }> {
  await threadOf(db, user, id);
  const [newest] = await db
    .select({ id: sql<number>`coalesce(max(${applicationMessages.id}), 0)`.mapWith(Number) })
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, id));
  if (newest.id > 0) {
    const column = user.role === "COMPANY" ? "companyReadThrough" : "employeeReadThrough";
    await db
      .insert(conversationStates)
      .values({ applicationId: id, [column]: newest.id })
      .onConflictDoUpdate({
        target: conversationStates.applicationId,
        set: { [column]: sql`greatest(${readThrough(user.role)}, ${newest.id})` },
      });
  }
  return { unread_threads: await unreadThreads(db, user) };
}

/** How many threads `user` takes part in have a message of the other side past where they last read. */
export async function unreadThreads(db: AppDatabase, user: AuthUser): Promise<number> {
  const newer = db
    .select({ one: sql`1` })
    .from(applicationMessages)
    .where(
      and(
        eq(applicationMessages.applicationId, applications.id),
        eq(applicationMessages.authorRole, otherSide(user.role)),
        gt(applicationMessages.id, sql`coalesce(${readThrough(user.role)}, 0)`),
      ),
    );
  const [row] = await db
    .select({ count: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .leftJoin(conversationStates, eq(conversationStates.applicationId, applications.id))
    .where(and(takesPart(user), exists(newer)));
  return row.count;
}

/** The block of the company `companyUuid` by the worker `userId`, as it now is. */
export async function readBlock(db: AppDatabase, userId: string, companyUuid: string): Promise<MessageBlock> {
  const companyId = await existingCompany(db, companyUuid);
  return { blocked: await isBlocked(db, userId, companyId) };
}

export async function block(db: AppDatabase, userId: string, companyUuid: string): Promise<MessageBlock> {
  const companyId = await existingCompany(db, companyUuid);
  await db.insert(messageBlocks).values({ userId, companyId }).onConflictDoNothing();
  return { blocked: true };
}

export async function unblock(db: AppDatabase, userId: string, companyUuid: string): Promise<MessageBlock> {
  const companyId = await existingCompany(db, companyUuid);
  await db.delete(messageBlocks).where(and(eq(messageBlocks.userId, userId), eq(messageBlocks.companyId, companyId)));
  return { blocked: false };
}
