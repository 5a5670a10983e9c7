/**
 * The one reader of an application's thread (docs/conversations.md#the-thread): who takes part in it and its
 * messages. The model (reading, writing, marking read: api/models/conversations.ts) and the held mail
 * (api/services/conversation-mail.ts) both read the thread here, so its joins (the application, its job, the job's
 * company, the worker's profile, the read marks and the worker's block) and the messages' order are written once.
 */
import { and, asc, eq, gt, type SQL } from "drizzle-orm";
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
} from "../db/schema";

/** The two sides of application `id`'s thread, how far each has read and been mailed, and the worker's block. */
export type ThreadParties = {
  applicationId: number;
  jobTitle: string;
  companyId: string;
  companyName: string;
  /** The company user who answers for the company. */
  ownerId: string;
  /** The worker who applied. */
  workerUserId: string;
  readThrough: Record<Role, number>;
  mailedThrough: Record<Role, number>;
  /** The worker blocked the company's messages. */
  blocked: boolean;
};

/**
 * The parties of application `id`'s thread, in one statement; `only` narrows it to the applications a caller takes
 * part in (undefined when it is not theirs, as when there is no such application).
 */
export async function threadParties(db: AppDatabase, id: number, only?: SQL): Promise<ThreadParties | undefined> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      jobTitle: jobs.title,
      companyId: companies.id,
      companyName: companies.name,
      ownerId: companies.ownerId,
      workerUserId: employeeProfiles.userId,
      companyReadThrough: conversationStates.companyReadThrough,
      employeeReadThrough: conversationStates.employeeReadThrough,
      companyMailedThrough: conversationStates.companyMailedThrough,
      employeeMailedThrough: conversationStates.employeeMailedThrough,
      blockedBy: messageBlocks.userId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .leftJoin(conversationStates, eq(conversationStates.applicationId, applications.id))
    .leftJoin(
      messageBlocks,
      and(eq(messageBlocks.userId, employeeProfiles.userId), eq(messageBlocks.companyId, companies.id)),
    )
    .where(only ? and(eq(applications.id, id), only) : eq(applications.id, id))
    .limit(1);
  if (!row) return undefined;
  return {
    applicationId: row.applicationId,
    jobTitle: row.jobTitle,
    companyId: row.companyId,
    companyName: row.companyName,
    ownerId: row.ownerId,
    workerUserId: row.workerUserId,
    readThrough: { COMPANY: row.companyReadThrough ?? 0, EMPLOYEE: row.employeeReadThrough ?? 0 },
    mailedThrough: { COMPANY: row.companyMailedThrough ?? 0, EMPLOYEE: row.employeeMailedThrough ?? 0 },
    blocked: row.blockedBy !== null,
  };
}

/** A message of the thread, as both readers use it. */
export type ThreadMessage = Pick<typeof applicationMessages.$inferSelect, "id" | "authorRole" | "body" | "createdAt">;

/** Application `id`'s messages, oldest first: all of them, or those `by` one side after message `after`. */
export function threadMessages(
  db: AppDatabase,
  id: number,
  only?: { by: Role; after: number },
): Promise<ThreadMessage[]> {
  return db
    .select({
      id: applicationMessages.id,
      authorRole: applicationMessages.authorRole,
      body: applicationMessages.body,
      createdAt: applicationMessages.createdAt,
    })
    .from(applicationMessages)
    .where(
      only
        ? and(
            eq(applicationMessages.applicationId, id),
            eq(applicationMessages.authorRole, only.by),
            gt(applicationMessages.id, only.after),
          )
        : eq(applicationMessages.applicationId, id),
    )
    .orderBy(asc(applicationMessages.id));
}
