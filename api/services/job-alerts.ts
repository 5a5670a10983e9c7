/**
 * The job alert (areas.md "Follow a company"): when a company's job goes live, by posting it active or by
 * reopening it, each worker who follows the company and has not turned these e-mails off gets one, in their
 * language, with the job's link and a one-click way to stop them, unless they were already told about that job
 * for the same season (docs/jobs.md#job-alerts): a job closed and reopened tells nobody twice, a follower who never
 * heard of it gets it.
 *
 * The company's request only queues one `job-alerts` job in the transaction that makes the job live
 * (docs/mail.md); however many followers there are, it never waits for them. The worker claims the followers
 * and queues one mail each, in one transaction: a fan-out that fails leaves no claim behind and is retried whole.
 */
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { jobHref } from "../../common/job-paths";
import { placeLine } from "../../contract/place-line";
import type { AppDatabase } from "../db/client";
import { companies, companyFollows, jobAlertsSent, jobs, users } from "../db/schema";
import { jobIsOpen } from "./jobs-query";
import type { Mailer } from "./mail";
import { mailLink } from "./mail-links";
import type { MailPreferenceLinks } from "./mail-preferences";
import { jobAlertMail } from "./mail-templates";
import type { Queue } from "./queue";

/** The season an alert is about: the year of the job's start date, else of its posting (as reviews count them). */
const jobSeason = sql<number>`extract(year from coalesce(${jobs.startDate}, ${jobs.createdAt}))::smallint`;

/** In the transaction that makes job `jobId` live: its followers are told once that commits. */
export async function queueJobAlerts(queue: Pick<Queue, "enqueue">, tx: AppDatabase, jobId: number): Promise<void> {
  await queue.enqueue(tx, "job-alerts", { jobId });
}

export type JobAlertDeps = { mailer: Mailer; links: MailPreferenceLinks; publicUrl: string };

/** The worker's part: mails the followers who have not had this job's alert this season; returns how many. */
export function mailFollowers(deps: JobAlertDeps, jobId: number): Promise<number> {
  return deps.mailer.transaction((tx) => claimAndMail(deps, tx, jobId));
}

async function claimAndMail(deps: JobAlertDeps, db: AppDatabase, jobId: number): Promise<number> {
  const [job] = await db
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
  // Claimed with the mails it queues: of two fan-outs at once (a reopen sent twice), one inserts each row and mails it.
  const claimed = await db
    .insert(jobAlertsSent)
    .select(
      db
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
              db
                .select({ one: sql`1` })
                .from(jobAlertsSent)
                .where(
                  and(
                    eq(jobAlertsSent.jobId, jobId),
                    eq(jobAlertsSent.userId, users.id),
                    eq(jobAlertsSent.season, season),
                  ),
                ),
            ),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ userId: jobAlertsSent.userId });
  if (claimed.length === 0) return 0;
  const followers = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(
      inArray(
        users.id,
        claimed.map((row) => row.userId),
      ),
    );
  for (const follower of followers) {
    const unsubscribe = await deps.links.unsubscribe(follower.id, "job_alerts", "EMPLOYEE", follower.language);
    const mail = jobAlertMail({
      language: follower.language,
      firstName: follower.firstName,
      companyName: job.company,
      jobTitle: job.title,
      place: placeLine([job.city, job.area], follower.language),
      link: mailLink(deps.publicUrl, follower.language, jobHref(jobId)),
      unsubscribe: unsubscribe.page,
      settings: unsubscribe.settings,
    });
    await deps.mailer.enqueue(db, {
      to: follower.email,
      ...mail,
      headers: unsubscribe.headers,
    });
  }
  return followers.length;
}
