/**
 * The season's mails (docs/season.md), queued in the transaction of the write through the durable outbox
 * (docs/mail.md), each in its reader's language with the one-click link that stops its kind:
 * - to each company whose application a worker withdrew on finding a job for the season, a short note (kind
 *   `status_updates`: the company's mails about its applications);
 * - to each worker a company invites back, the invitation (kind `invitations`).
 * Nothing goes to a reader who turned the kind off or whose account is inactive.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import { applications, companies, employeeProfiles, jobs, users } from "../db/schema";
import type { Mailer } from "./mail";
import { mailLink } from "./mail-links";
import type { MailPreferenceLinks } from "./mail-preferences";
import { invitationMail, withdrawalNoteMail } from "./mail-templates-season";

export type SeasonMailDeps = { mailer: Mailer; links: MailPreferenceLinks; publicUrl: string };

/** The notes for the withdrawn applications `ids` of worker `profileId`: one per application, to its company. */
export async function mailWithdrawalNotes(
  deps: SeasonMailDeps,
  tx: AppDatabase,
  profileId: string,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [worker] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(employeeProfiles)
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .where(eq(employeeProfiles.id, profileId))
    .limit(1);
  if (!worker) return 0;
  const workerName = `${worker.firstName} ${worker.lastName}`.trim();
  const rows = await tx
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      ownerId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(and(inArray(applications.id, [...ids]), eq(users.isActive, true), eq(users.mailStatusUpdates, true)));
  for (const row of rows) {
    const unsubscribe = await deps.links.unsubscribe(row.ownerId, "status_updates", "COMPANY", row.language);
    const mail = withdrawalNoteMail({
      language: row.language,
      firstName: row.firstName,
      workerName,
      jobTitle: row.jobTitle,
      link: mailLink(deps.publicUrl, row.language, `/company/jobs/${row.jobId}/applicants`),
      unsubscribe: unsubscribe.page,
      settings: unsubscribe.settings,
    });
    await deps.mailer.enqueue(tx, { to: row.email, ...mail, headers: unsubscribe.headers });
  }
  return rows.length;
}

/** The invitation mails for workers `profileIds`, newly invited to job `jobId`; returns how many were queued. */
export async function mailInvitations(
  deps: SeasonMailDeps,
  tx: AppDatabase,
  jobId: number,
  profileIds: readonly string[],
): Promise<number> {
  if (profileIds.length === 0) return 0;
  const [job] = await tx
    .select({ title: jobs.title, company: companies.name })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) return 0;
  const workers = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(employeeProfiles)
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .where(
      and(inArray(employeeProfiles.id, [...profileIds]), eq(users.isActive, true), eq(users.mailInvitations, true)),
    );
  for (const worker of workers) {
    const unsubscribe = await deps.links.unsubscribe(worker.id, "invitations", "EMPLOYEE", worker.language);
    const mail = invitationMail({
      language: worker.language,
      firstName: worker.firstName,
      companyName: job.company,
      jobTitle: job.title,
      link: mailLink(deps.publicUrl, worker.language, "/employee/season#invitations"),
      unsubscribe: unsubscribe.page,
      settings: unsubscribe.settings,
    });
    await deps.mailer.enqueue(tx, { to: worker.email, ...mail, headers: unsubscribe.headers });
  }
  return workers.length;
}
