/**
 * The e-mail to a worker when a company changes one of their applications (areas.md): in the worker's language,
 * with a link to the application and a one-click way to stop these e-mails. Not sent to a worker who turned them
 * off.
 *
 * Changes made close together are one mail with the latest status (docs/mail.md#status-mails): a company that opens an
 * applicant and shortlists them a moment later, or flips a status back and forth, must not send a mail per click. The
 * move queues a `status-mail` job in its own transaction, to run STATUS_MAIL_DELAY_SECONDS later, and the queue keeps
 * one waiting job per application. When the job runs it reads the application as it is then: a company status the
 * worker has not been mailed about yet is mailed (the mail itself queued in the same transaction, docs/mail.md) and
 * remembered in `mailed_status`; a status the worker already heard of, or one the worker set (withdrawn), is not.
 */
import { and, desc, eq } from "drizzle-orm";
import { COMPANY_APPLICATION_STATUSES, type CompanyApplicationStatus } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { applicationStatusChanges, applications, companies, employeeProfiles, jobs, users } from "../db/schema";
import type { Mailer } from "./mail";
import { mailLink } from "./mail-links";
import type { MailPreferenceLinks } from "./mail-preferences";
import { statusMail } from "./mail-templates";
import type { Queue } from "./queue";

export type StatusMailDeps = { mailer: Mailer; links: MailPreferenceLinks; publicUrl: string };

/** In the transaction `tx` that moved the application: its worker hears of it after `delaySeconds`, once. */
export async function queueStatusMail(
  queue: Queue,
  tx: AppDatabase,
  applicationId: number,
  delaySeconds: number,
): Promise<void> {
  await queue.enqueue(
    tx,
    "status-mail",
    { applicationId },
    { startAfter: new Date(Date.now() + delaySeconds * 1000), singletonKey: `application:${applicationId}` },
  );
}

function isCompanyStatus(status: string): status is CompanyApplicationStatus {
  return (COMPANY_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** The `status-mail` job: mails the application's status if its worker has not heard of it; whether it did. */
export async function mailCurrentStatus(deps: StatusMailDeps, applicationId: number): Promise<boolean> {
  return deps.mailer.transaction(async (tx) => {
    // Locked: two jobs of one application (a retry beside a new one) decide one after the other.
    const [application] = await tx
      .select({ status: applications.status, mailedStatus: applications.mailedStatus })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("update");
    if (!application || application.status === application.mailedStatus || !isCompanyStatus(application.status))
      return false;
    const status = application.status;
    // The company's words that came with this status (a bulk change's message), if the newest change set it.
    const [change] = await tx
      .select({ status: applicationStatusChanges.status, message: applicationStatusChanges.message })
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, applicationId))
      .orderBy(desc(applicationStatusChanges.createdAt), desc(applicationStatusChanges.id))
      .limit(1);
    await tx.update(applications).set({ mailedStatus: status }).where(eq(applications.id, applicationId));
    return mailStatus(deps, tx, applicationId, status, change?.status === status ? change.message : "");
  });
}

/** Queues the mail of `status` in `tx`, unless the worker turned these mails off; whether it queued one. */
async function mailStatus(
  deps: StatusMailDeps,
  tx: AppDatabase,
  applicationId: number,
  status: CompanyApplicationStatus,
  message: string,
): Promise<boolean> {
  const [row] = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      wantsMail: users.mailStatusUpdates,
      jobTitle: jobs.title,
      companyName: companies.name,
    })
    .from(applications)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(applications.id, applicationId), eq(users.isActive, true)))
    .limit(1);
  if (!row?.wantsMail) return false;
  const unsubscribe = await deps.links.unsubscribe(row.userId, "status_updates", "EMPLOYEE", row.language);
  const mail = statusMail({
    language: row.language,
    firstName: row.firstName,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    status,
    message,
    link: mailLink(deps.publicUrl, row.language, `/employee/applications/${applicationId}`),
    unsubscribe: unsubscribe.page,
    settings: unsubscribe.settings,
  });
  await deps.mailer.enqueue(tx, { to: row.email, ...mail, headers: unsubscribe.headers });
  return true;
}
