/**
 * The first job alert (areas.md "Follow a company"): when a company posts an active job, each worker who follows
 * it and has not turned these e-mails off gets one, in their language, with the job's link and a one-click way to
 * stop them. Sent after the job is stored, before the company's answer (as the sign-up and status mails are):
 * a failure is logged and never undoes the posting, each mail is recorded in `outgoing_mails`. Many followers
 * behind a slow mail server would hold the answer; a send queue is the step after this one.
 */
import { and, eq } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import { companies, companyFollows, jobs, users } from "../db/schema";
import type { ApiLog } from "../deps";
import type { Mailer } from "./mail";
import type { MailPreferenceLinks } from "./mail-preferences";
import { jobAlertMail } from "./mail-templates";

export async function mailFollowers(
  deps: { db: AppDatabase; mailer: Mailer; links: MailPreferenceLinks; publicUrl: string; log: ApiLog },
  jobId: number,
): Promise<number> {
  const [job] = await deps.db
    .select({ title: jobs.title, city: jobs.city, area: jobs.area, isActive: jobs.isActive, companyId: jobs.companyId, company: companies.name })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job?.isActive) return 0;
  const followers = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(companyFollows)
    .innerJoin(users, eq(users.id, companyFollows.userId))
    .where(and(eq(companyFollows.companyId, job.companyId), eq(users.mailJobAlerts, true), eq(users.isActive, true)));
  for (const follower of followers) {
    const unsubscribe = await deps.links.unsubscribe(follower.id, "job_alerts", "EMPLOYEE");
    const mail = jobAlertMail({
      language: follower.language,
      firstName: follower.firstName,
      companyName: job.company,
      jobTitle: job.title,
      place: [job.city, job.area].filter(Boolean).join(", "),
      link: `${deps.publicUrl}/jobs/${jobId}/description`,
      unsubscribe: unsubscribe.page,
      settings: unsubscribe.settings,
    });
    await deps.mailer.send({
      to: follower.email,
      ...mail,
      headers: unsubscribe.headers,
    });
  }
  return followers.length;
}
