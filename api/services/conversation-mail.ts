/**
 * The mail to the other side of an application's thread (docs/conversations.md): held MESSAGE_MAIL_DELAY_SECONDS
 * (five minutes) so that a few quick messages become one mail, and not sent at all for messages the reader has
 * read meanwhile.
 *
 * Writing a message queues a `message-mail` job for the other side in the message's transaction, to run after the
 * wait; the queue keeps one waiting job per thread and side (`short` policy), so the messages written meanwhile add
 * no job. When the job runs it reads, under a lock on the thread's state, the other side's messages past both what
 * the reader has read and what they were mailed last, mails them in one mail (queued in the same transaction,
 * docs/mail.md) and remembers the newest as mailed. Not sent to a reader who turned these mails off (kind
 * `messages`) or whose account is inactive or deleted.
 */
import { eq, inArray } from "drizzle-orm";
import type { Role } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { conversationStates, users } from "../db/schema";
import { threadMessages, threadParties } from "../models/conversation-thread";
import type { Mailer } from "./mail";
import { mailLink } from "./mail-links";
import type { MailPreferenceLinks } from "./mail-preferences";
import { conversationMail } from "./mail-templates-conversations";
import type { Queue } from "./queue";

export type ConversationMailDeps = { mailer: Mailer; links: MailPreferenceLinks; publicUrl: string };

/** In the transaction `tx` that added a message: side `to` of the thread hears of it after `delaySeconds`. */
export async function queueMessageMail(
  queue: Queue,
  tx: AppDatabase,
  applicationId: number,
  to: Role,
  delaySeconds: number,
): Promise<void> {
  await queue.enqueue(
    tx,
    "message-mail",
    { applicationId, to },
    {
      startAfter: new Date(Date.now() + delaySeconds * 1000),
      singletonKey: `messages:${applicationId}:${to}`,
    },
  );
}

/** The `message-mail` job: mails side `to` the messages it has neither read nor been mailed; how many it mailed. */
export async function mailNewMessages(deps: ConversationMailDeps, applicationId: number, to: Role): Promise<number> {
  return deps.mailer.transaction(async (tx) => {
    // Locked: a retry beside a new job of the same thread decide one after the other.
    const [state] = await tx
      .select()
      .from(conversationStates)
      .where(eq(conversationStates.applicationId, applicationId))
      .for("update");
    if (!state) return 0;
    const [read, mailed] =
      to === "COMPANY"
        ? [state.companyReadThrough, state.companyMailedThrough]
        : [state.employeeReadThrough, state.employeeMailedThrough];
    const messages = (
      await threadMessages(tx, applicationId, {
        by: to === "COMPANY" ? "EMPLOYEE" : "COMPANY",
        after: Math.max(read, mailed),
      })
    ).map(({ id, body, createdAt }) => ({ id, body, sentAt: createdAt }));
    const newest = messages.at(-1);
    if (!newest) return 0;
    await tx
      .update(conversationStates)
      .set(to === "COMPANY" ? { companyMailedThrough: newest.id } : { employeeMailedThrough: newest.id })
      .where(eq(conversationStates.applicationId, applicationId));
    const reader = await readerOf(tx, applicationId, to);
    if (!reader?.wantsMail) return 0;
    const unsubscribe = await deps.links.unsubscribe(reader.userId, "messages", to, reader.language);
    const path: `/${string}` =
      to === "COMPANY"
        ? `/company/applicants/${applicationId}#conversation`
        : `/employee/applications/${applicationId}#conversation`;
    const mail = conversationMail({
      language: reader.language,
      reader: to,
      greetingName: reader.greetingName,
      fromName: reader.fromName,
      jobTitle: reader.jobTitle,
      messages,
      link: mailLink(deps.publicUrl, reader.language, path),
      unsubscribe: unsubscribe.page,
      settings: unsubscribe.settings,
    });
    await deps.mailer.enqueue(tx, { to: reader.email, ...mail, headers: unsubscribe.headers });
    return messages.length;
  });
}

/**
 * Who reads side `to`'s mail: the worker, or the owner of the company; with the names the mail shows. The thread's
 * parties are read as the model reads them (api/models/conversation-thread.ts).
 */
async function readerOf(tx: AppDatabase, applicationId: number, to: Role) {
  const thread = await threadParties(tx, applicationId);
  if (!thread) return undefined;
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      wantsMail: users.mailMessages,
      isActive: users.isActive,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(inArray(users.id, [thread.ownerId, thread.workerUserId]));
  const person = people.find((each) => each.id === (to === "COMPANY" ? thread.ownerId : thread.workerUserId));
  const worker = people.find((each) => each.id === thread.workerUserId);
  if (!person || !person.isActive || person.deletedAt !== null) return undefined;
  return {
    userId: person.id,
    email: person.email,
    language: person.language,
    wantsMail: person.wantsMail,
    jobTitle: thread.jobTitle,
    greetingName: to === "COMPANY" ? thread.companyName : person.firstName,
    fromName: to === "COMPANY" ? `${worker?.firstName ?? ""} ${worker?.lastName ?? ""}`.trim() : thread.companyName,
  };
}
