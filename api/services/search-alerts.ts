/**
 * The search-alert sender (issue 24, docs/jobs.md#search-alerts): a `search-alerts` queue job per frequency
 * (instant, daily, weekly) matches every running alert of that frequency against the jobs that became visible to
 * searchers since its last run (`jobs.listed_at`: posted, published from a draft, re-activated or reopened),
 * in SQL, a batch of alerts per statement (`alertMatchesJob` is the job list's filters written against an alert's
 * columns, services/jobs-query.ts), and queues one mail per alert with its new jobs through the outbox.
 *
 * Never a job twice to one address: the statement that matches claims `(address, job)` rows in
 * `search_alert_jobs_sent` (the alert saved first wins), and only claimed jobs are mailed, in the same transaction as the
 * mails and the alerts' new `checked_through`. A batch that fails rolls back whole and the queue retries the run.
 *
 * Each run schedules the next one of its frequency (one waiting job per frequency: the queue's `short` policy), and
 * every process starting the workers makes sure one waits (`scheduleSearchAlerts`).
 */
import { inArray, sql, type SQL } from "drizzle-orm";
import { jobHref } from "../../common/job-paths";
import type { Language } from "../../contract/enums";
import type { AlertFrequency } from "../../contract/search-alerts";
import { ALERT_FREQUENCIES } from "../../contract/search-alerts";
import { placeLine } from "../../contract/place-line";
import { serializeJobFilters } from "../../contract/job-filters";
import type { AppDatabase } from "../db/client";
import { companies, jobs, searchAlerts, users } from "../db/schema";
import { alertFilters } from "../models/search-alerts";
import { CONFIRM_LINK_DAYS, type AlertLinks } from "./search-alert-links";
import { jobIsOpen, jobPlaceText } from "./jobs-query";
import type { Mailer, OutgoingMail } from "./mail";
import { mailLink } from "./mail-links";
import { alertDigestMail, type AlertDigestJob } from "./mail-templates-alerts";
import type { Queue } from "./queue";

/** How long between two runs of each frequency. */
export const ALERT_PERIOD_MS: Record<AlertFrequency, number> = {
  INSTANT: 5 * 60_000,
  DAILY: 24 * 3_600_000,
  WEEKLY: 7 * 24 * 3_600_000,
};
/** Alerts matched per statement. */
export const ALERT_BATCH = 500;
/** The most jobs one mail lists; the rest are a click away on the search's page. */
export const MAX_JOBS_PER_MAIL = 20;

export type SearchAlertDeps = { mailer: Mailer; links: AlertLinks; publicUrl: string };

/** Columns the matching statement works out once per alert and once per job, not for each pair of them. */
const placeText = sql`${sql.identifier("jobs")}.${sql.identifier("place_text")}`;
const placePatternsFolded = sql`${sql.identifier("search_alerts")}.${sql.identifier("place_patterns")}`;
const alertRecipient = sql`${sql.identifier("search_alerts")}.${sql.identifier("recipient")}`;

/**
 * Whether a job of `jobs` (joined with its company) matches the alert of `search_alerts` in the same row. Written for
 * `runBatch`'s statement, where `jobs` and `search_alerts` are its two lists, with the accent-folded place of each job
 * (`place_text`) and of each alert's patterns (`place_patterns`) worked out beforehand.
 */
export const alertMatchesJob: SQL = sql.join(
  [
    sql`(${searchAlerts.searchQuery} is null or ${jobs.searchVector} @@ ${searchAlerts.searchQuery} or ${companies.searchVector} @@ ${searchAlerts.searchQuery})`,
    sql`(${searchAlerts.locationPatterns} is null or ${placeText} ilike any (${placePatternsFolded}))`,
    sql`(${searchAlerts.city} is null or lower(${jobs.city}) = lower(${searchAlerts.city}))`,
    sql`(${searchAlerts.country} is null or ${jobs.country} = ${searchAlerts.country})`,
    sql`(${searchAlerts.employmentTypes} is null or ${jobs.employmentType} = any (${searchAlerts.employmentTypes}))`,
    sql`(${searchAlerts.experienceLevels} is null or ${jobs.experienceLevel} = any (${searchAlerts.experienceLevels}))`,
    sql`(${searchAlerts.workHours} is null or ${jobs.workHours} = any (${searchAlerts.workHours}))`,
    sql`(${searchAlerts.accommodations} is null or ${jobs.accommodation} = any (${searchAlerts.accommodations}))`,
    sql`(${searchAlerts.meals} is null or ${jobs.meals} = any (${searchAlerts.meals}))`,
    sql`(${searchAlerts.experienceMaxYears} is null or coalesce(${jobs.experienceMinYears}, 0) <= ${searchAlerts.experienceMaxYears})`,
    sql`(${searchAlerts.experienceMinYears} is null or ${jobs.experienceMaxYears} is null or ${jobs.experienceMaxYears} >= ${searchAlerts.experienceMinYears})`,
    sql`(${searchAlerts.salaryMin} is null or coalesce(${jobs.salaryMax}, ${jobs.salaryMin}) >= ${searchAlerts.salaryMin})`,
    sql`(${searchAlerts.salaryMax} is null or coalesce(${jobs.salaryMin}, ${jobs.salaryMax}) <= ${searchAlerts.salaryMax})`,
    sql`(${searchAlerts.salaryCurrency} is null or ${jobs.salaryCurrency} = ${searchAlerts.salaryCurrency})`,
    sql`(${searchAlerts.isRemote} is null or ${jobs.isRemote} = ${searchAlerts.isRemote})`,
    sql`(${searchAlerts.startDateFrom} is null or ${jobs.startDate} >= ${searchAlerts.startDateFrom})`,
    sql`(${searchAlerts.startDateTo} is null or ${jobs.startDate} <= ${searchAlerts.startDateTo})`,
    sql`(${searchAlerts.endDateFrom} is null or ${jobs.endDate} >= ${searchAlerts.endDateFrom})`,
    sql`(${searchAlerts.endDateTo} is null or ${jobs.endDate} <= ${searchAlerts.endDateTo})`,
    sql`(${searchAlerts.companyId} is null or ${jobs.companyId} = ${searchAlerts.companyId})`,
    sql`(${searchAlerts.latMin} is null or ${jobs.latitude} >= ${searchAlerts.latMin})`,
    sql`(${searchAlerts.latMax} is null or ${jobs.latitude} <= ${searchAlerts.latMax})`,
    sql`(${searchAlerts.lngMin} is null or ${jobs.longitude} >= ${searchAlerts.lngMin})`,
    sql`(${searchAlerts.lngMax} is null or ${jobs.longitude} <= ${searchAlerts.lngMax})`,
  ],
  sql` and `,
);

/** The address an alert mails: a worker's account address as it is now, else the guest's. */
const recipient = sql<string>`lower(coalesce(${users.email}, ${searchAlerts.email}))`;

export type AlertRunResult = { alerts: number; mails: number; jobs: number };

/**
 * One run of `frequency`: every confirmed, running alert of it against the jobs listed after its `checked_through`
 * and up to the run's start. Returns what it did (the bench and the logs report it).
 */
export async function runSearchAlerts(deps: SearchAlertDeps, frequency: AlertFrequency): Promise<AlertRunResult> {
  const result: AlertRunResult = { alerts: 0, mails: 0, jobs: 0 };
  const until = new Date();
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await deps.mailer.transaction((tx) => runBatch(deps, tx, frequency, until, after));
    result.alerts += batch.alerts;
    result.mails += batch.mails;
    result.jobs += batch.jobs;
    if (batch.last === undefined) break;
    after = batch.last;
  }
  await dropStaleGuestAlerts(deps.mailer);
  return result;
}

async function runBatch(
  deps: SearchAlertDeps,
  tx: AppDatabase,
  frequency: AlertFrequency,
  until: Date,
  after: string,
): Promise<AlertRunResult & { last?: string }> {
  // The batch, locked: a second run at once waits for this one, then finds the alerts already moved on.
  const batch = await tx
    .select({ id: searchAlerts.id })
    .from(searchAlerts)
    .where(
      sql`${searchAlerts.frequency} = ${frequency} and ${searchAlerts.confirmedAt} is not null and not ${searchAlerts.isPaused} and ${searchAlerts.id} > ${after}`,
    )
    .orderBy(searchAlerts.id)
    .limit(ALERT_BATCH)
    .for("update", { of: searchAlerts });
  if (batch.length === 0) return { alerts: 0, mails: 0, jobs: 0 };
  const ids = batch.map((row) => row.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // The batch's alerts with their address and folded place patterns, and the jobs listed in the batch's window with
  // their folded place, each worked out once (materialized); then every pair is a few cheap comparisons.
  const claimed = await tx.execute<{ alert_id: string; job_id: number }>(sql`
    with batch as materialized (
      select ${searchAlerts}.*, ${recipient} as recipient,
        array(select public.f_unaccent(p) from unnest(${searchAlerts.locationPatterns}) p) as place_patterns
      from ${searchAlerts}
      left join ${users} on ${users.id} = ${searchAlerts.userId}
      where ${searchAlerts.id} in (${idList}) and (${users.id} is null or ${users.isActive})
    ), listed as materialized (
      select ${jobs}.*, ${jobPlaceText} as place_text
      from ${jobs}
      where ${jobs.listedAt} > (select min(checked_through) from batch)
        and ${jobs.listedAt} <= ${until.toISOString()}::timestamptz
        and ${jobs.isActive} and ${jobIsOpen}
    )
    insert into search_alert_jobs_sent (recipient, job_id, alert_id)
    select distinct on (${alertRecipient}, ${jobs.id}) ${alertRecipient}, ${jobs.id}, ${searchAlerts.id}
    from batch as ${searchAlerts}
    join listed as ${jobs} on ${jobs.listedAt} > ${searchAlerts.checkedThrough}
    join ${companies} on ${companies.id} = ${jobs.companyId}
    where ${alertMatchesJob}
    order by ${alertRecipient}, ${jobs.id}, ${searchAlerts.createdAt}, ${searchAlerts.id}
    on conflict do nothing
    returning alert_id, job_id`);
  await tx
    .update(searchAlerts)
    .set({ checkedThrough: sql`greatest(${searchAlerts.checkedThrough}, ${until.toISOString()}::timestamptz)` })
    .where(inArray(searchAlerts.id, ids));
  const rows = claimed.rows.map((row) => ({ alertId: row.alert_id, jobId: Number(row.job_id) }));
  const mails = rows.length === 0 ? 0 : await mailDigests(deps, tx, rows);
  return { alerts: ids.length, mails, jobs: rows.length, last: ids.at(-1) };
}

async function mailDigests(
  deps: SearchAlertDeps,
  tx: AppDatabase,
  rows: ReadonlyArray<{ alertId: string; jobId: number }>,
): Promise<number> {
  const byAlert = new Map<string, number[]>();
  for (const row of rows) byAlert.set(row.alertId, [...(byAlert.get(row.alertId) ?? []), row.jobId]);
  const alerts = await tx
    .select({
      id: searchAlerts.id,
      name: searchAlerts.name,
      query: searchAlerts.query,
      guestEmail: searchAlerts.email,
      guestLanguage: searchAlerts.language,
      userEmail: users.email,
      userLanguage: users.language,
    })
    .from(searchAlerts)
    .leftJoin(users, sql`${users.id} = ${searchAlerts.userId}`)
    .where(inArray(searchAlerts.id, [...byAlert.keys()]));
  const jobRows = await tx
    .select({ id: jobs.id, title: jobs.title, city: jobs.city, area: jobs.area, company: companies.name })
    .from(jobs)
    .innerJoin(companies, sql`${companies.id} = ${jobs.companyId}`)
    .where(inArray(jobs.id, [...new Set(rows.map((row) => row.jobId))]));
  const jobById = new Map(jobRows.map((job) => [job.id, job]));
  // A job's line is the same in every mail of one language: made once per batch, not once per mail.
  const lines = new Map<string, AlertDigestJob | undefined>();
  const lineOf = (id: number, language: Language): AlertDigestJob | undefined => {
    const key = `${language}:${id}`;
    if (!lines.has(key)) {
      const job = jobById.get(id);
      lines.set(
        key,
        job && {
          title: job.title,
          company: job.company,
          place: placeLine([job.city, job.area], language),
          link: mailLink(deps.publicUrl, language, jobHref(id)),
        },
      );
    }
    return lines.get(key);
  };
  const mails: OutgoingMail[] = [];
  for (const alert of alerts) {
    const to = alert.userEmail ?? alert.guestEmail;
    if (to === null) continue;
    const language = alert.userLanguage ?? alert.guestLanguage;
    const guest = alert.userEmail === null;
    const links = deps.links.digestLinks(alert.id, language, guest);
    const found = byAlert.get(alert.id) ?? [];
    // Every new job is claimed (never mailed again); the mail lists the newest, the search's link shows them all.
    const listed = [...found]
      .sort((a, b) => b - a)
      .slice(0, MAX_JOBS_PER_MAIL)
      .flatMap((id) => lineOf(id, language) ?? []);
    const query = serializeJobFilters(alertFilters(alert.query)).toString();
    const mail = alertDigestMail({
      language,
      name: alert.name,
      jobs: listed,
      total: found.length,
      search: mailLink(deps.publicUrl, language, query === "" ? "/jobs" : `/jobs?${query}`),
      manage: links.manage,
      unsubscribe: links.unsubscribe,
    });
    mails.push({ to, ...mail, headers: links.headers });
  }
  // The batch's mails in two statements (the mails, their queue jobs), not two per mail.
  await deps.mailer.enqueueMany(tx, mails);
  return mails.length;
}

/** A guest's alert never confirmed within the confirmation link's life is deleted with its address. */
async function dropStaleGuestAlerts(mailer: Mailer): Promise<void> {
  await mailer.transaction((tx) =>
    tx.execute(
      sql`delete from ${searchAlerts} where ${searchAlerts.confirmedAt} is null and ${searchAlerts.createdAt} < now() - make_interval(days => ${CONFIRM_LINK_DAYS})`,
    ),
  );
}

/** The next run of `frequency`, unless one already waits (one per frequency: the queue's `short` policy). */
export async function scheduleSearchAlerts(
  queue: Pick<Queue, "enqueue" | "transaction">,
  frequency: AlertFrequency,
  from: Date = new Date(),
): Promise<void> {
  const startAfter = new Date(from.getTime() + ALERT_PERIOD_MS[frequency]);
  await queue.transaction((tx) =>
    queue.enqueue(tx, "search-alerts", { frequency }, { startAfter, singletonKey: frequency }),
  );
}

/** At start-up: a waiting run of every frequency. */
export async function scheduleAllSearchAlerts(queue: Pick<Queue, "enqueue" | "transaction">): Promise<void> {
  for (const frequency of ALERT_FREQUENCIES) await scheduleSearchAlerts(queue, frequency);
}
