/**
 * The job alert (areas.md "Follow a company"): when a company's job goes live, by posting it active or by
 * reopening it, each worker who follows the company and has not turned these e-mails off gets one, in their
 * language, with the job's link and a one-click way to stop them, unless they were already told about that job
 * for the same season (docs/decisions/172): a job closed and reopened tells nobody twice, a follower who never
 * heard of it gets it. Sent after the job is stored, before the company's answer (as the sign-up and status mails
 * are): a failure is logged and never undoes the change, each mail is recorded in `outgoing_mails`. Many followers
 * behind a slow mail server would hold the answer; a send queue is the step after this one.
 */
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import { companies, companyFollows, jobAlertsSent, jobs, users } from "../db/schema";
import type { ApiLog } from "../deps";
import { jobIsOpen } from "./jobs-query";
import type { Mailer } from "./mail";
import type { MailPreferenceLinks } from "./mail-preferences";
import { jobAlertMail } from "./mail-templates";

/** The season an alert is about: the year of the job's start date, else of its posting (as reviews count them). */
const jobSeason = sql<number>`extract(year from coalesce(${jobs.startDate}, ${jobs.createdAt}))::smallint`;

/** Mails the followers of the job's company who have not had this job's alert this season; returns how many. */
export async function mailFollowers(
  deps: { db: AppDatabase; mailer: Mailer; links: MailPreferenceLinks; publicUrl: string; log: ApiLog },
  jobId: number,
): Promise<number> {
  const [job] = await deps.db
    .select({
      title: jobs.title,
      city: jobs.city,
      area: jobs.area,
      listed: sql<boolean>`(${jobs.isActive} and ${jobIsOpen})`,
      season: jobSeason,
      companyId: jobs.companyId,
      company: companies.name,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job?.listed) return 0;
  const season = Number(job.season);
  // Claimed before sending: of two writes at once (a reopen sent twice), one inserts each row and mails it.
  const claimed = await deps.db
    .insert(jobAlertsSent)
    .select(
      deps.db
        .select({
          jobId: sql<number>`${jobId}::bigint`.as("job_id"),
          userId: users.id,
          season: sql<number>`${season}::smallint`.as("season"),
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(companyFollows)
        .innerJoin(users, eq(users.id, companyFollows.userId))
        .where(
          and(
            eq(companyFollows.companyId, job.companyId),
            eq(users.mailJobAlerts, true),
            eq(users.isActive, true),
            notExists(
              deps.db
                .select({ one: sql`1` })
                .from(jobAlertsSent)
                .where(and(eq(jobAlertsSent.jobId, jobId), eq(jobAlertsSent.userId, users.id), eq(jobAlertsSent.season, season))),
            ),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ userId: jobAlertsSent.userId });
  if (claimed.length === 0) return 0;
  const followers = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    );
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
