/**
 * The e-mail to a worker when a company changes one of their applications (areas.md): in the worker's language,
 * with a link to the application and a one-click way to stop these e-mails. Not sent to a worker who turned them
 * off. Queued in the transaction of the change (docs/decisions/177): the mail exists exactly when the change does,
 * and a mail server that is down never undoes the change nor holds its answer.
 */
import { eq } from "drizzle-orm";
import type { CompanyApplicationStatus } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { applications, companies, employeeProfiles, jobs, users } from "../db/schema";
import type { Mailer } from "./mail";
import type { MailPreferenceLinks } from "./mail-preferences";
import { statusMail } from "./mail-templates";

export type StatusMailDeps = { mailer: Mailer; links: MailPreferenceLinks; publicUrl: string };

/** In the transaction `tx` that moved the application. */
export async function mailStatusChange(
  deps: StatusMailDeps,
  tx: AppDatabase,
  applicationId: number,
  status: CompanyApplicationStatus,
  message = "",
): Promise<void> {
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
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row?.wantsMail) return;
  const unsubscribe = await deps.links.unsubscribe(row.userId, "status_updates", "EMPLOYEE");
  const mail = statusMail({
    language: row.language,
    firstName: row.firstName,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    status,
    message,
    link: `${deps.publicUrl}/employee/applications/${applicationId}`,
    unsubscribe: unsubscribe.page,
    settings: unsubscribe.settings,
  });
  await deps.mailer.enqueue(tx, {
    to: row.email,
    ...mail,
    headers: unsubscribe.headers,
  });
}
