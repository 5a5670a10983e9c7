/**
 * "I have a job for this season" (docs/season.md): a worker names the application a company accepted, or an outside
 * job with its dates. In one transaction the job is stored, every other open application of the worker is withdrawn
 * (the worker's own step on each timeline, as a withdrawal by hand; one to a past season's job is left as it is),
 * their open interviews are cancelled as a withdrawal by hand cancels them (services/interview-steps.ts), and each
 * company gets a short note through the outbox. Undoing it removes the job only: the withdrawn applications stay
 * withdrawn.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { SeasonJob, SeasonJobRequest, SeasonJobSet, SeasonJobState } from "../../contract/season";
import { ACCEPTED_STATUS } from "../../contract/season-rules";
import type { AppDatabase } from "../db/client";
import { applications, companies, employeeProfiles, jobs, seasonJobs } from "../db/schema";
import { setApplicationStatus } from "../services/application-writes";
import type { InterviewMailDeps } from "../services/interview-mails";
import { cancelInterviewsOfClosed } from "../services/interview-steps";
import { employeeProfileIdOf } from "../services/owners";
import { mailWithdrawalNotes, type SeasonMailDeps } from "../services/season-mails";
import { fail } from "./errors";

/** The statuses an application may be withdrawn from (contract/application-rules.ts `canWithdrawApplication`). */
const WITHDRAWABLE = ["APPLIED", "VIEWED_BY_COMPANY", "SHORTLISTED"] as const;

/**
 * A job whose season is not over: its end date, else its closing day, is today or later (or it has neither). An
 * application to a past season's job is history, not an open application: it is never withdrawn.
 */
const jobNotOver = sql`(coalesce(${jobs.endDate}, ${jobs.closesOn}) is null or coalesce(${jobs.endDate}, ${jobs.closesOn}) >= current_date)`;

/** Today as the API compares dates (UTC, as PostgreSQL's `current_date` on the server). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

async function requireProfile(db: AppDatabase, userId: string): Promise<string> {
  const profileId = await employeeProfileIdOf(db, userId);
  if (!profileId) throw fail.invalid("employee_profile_required");
  return profileId;
}

/** The worker's job for the season as the contract says it, or null. */
async function readSeasonJobOf(db: AppDatabase, profileId: string): Promise<SeasonJob | null> {
  const [row] = await db
    .select({
      application: seasonJobs.applicationId,
      employerName: seasonJobs.employerName,
      company: companies.name,
      jobTitle: jobs.title,
      startDate: seasonJobs.startDate,
      endDate: seasonJobs.endDate,
      createdAt: seasonJobs.createdAt,
    })
    .from(seasonJobs)
    .leftJoin(applications, eq(applications.id, seasonJobs.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(seasonJobs.employeeId, profileId))
    .limit(1);
  if (!row) return null;
  return {
    application: row.application,
    employer_name: row.company ?? row.employerName,
    job_title: row.jobTitle,
    start_date: row.startDate,
    end_date: row.endDate,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /season-job/`: null without a profile too. */
export async function seasonJobState(db: AppDatabase, userId: string): Promise<SeasonJobState> {
  const profileId = await employeeProfileIdOf(db, userId);
  return { season_job: profileId ? await readSeasonJobOf(db, profileId) : null };
}

type Chosen = { applicationId: number | null; employerName: string; startDate: string; endDate: string };

/** What the request names, checked: the accepted application of this worker, or a whole outside job. */
async function chosenJob(db: AppDatabase, profileId: string, input: SeasonJobRequest, today: string): Promise<Chosen> {
  const applicationId = input.application ?? null;
  const employerName = input.employer_name ?? "";
  if ((applicationId === null) === (employerName === "")) throw fail.invalid("season_job_kind");
  let chosen: Chosen;
  if (applicationId !== null) {
    const [row] = await db
      .select({ status: applications.status, startDate: jobs.startDate, endDate: jobs.endDate })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(applications.id, applicationId), eq(applications.employeeId, profileId)))
      .limit(1);
    if (!row) throw fail.notFound();
    if (row.status !== ACCEPTED_STATUS) throw fail.invalidField("application", "application_not_accepted");
    const startDate = input.start_date ?? row.startDate ?? today;
    const endDate = input.end_date ?? row.endDate ?? `${startDate.slice(0, 4)}-12-31`;
    chosen = { applicationId, employerName: "", startDate, endDate };
  } else {
    if (!input.start_date) throw fail.invalidField("start_date", "required");
    if (!input.end_date) throw fail.invalidField("end_date", "required");
    chosen = { applicationId: null, employerName, startDate: input.start_date, endDate: input.end_date };
  }
  if (chosen.endDate < chosen.startDate) throw fail.invalidField("end_date", "season_end_before_start");
  if (chosen.endDate < today) throw fail.invalidField("end_date", "season_end_in_past");
  return chosen;
}

/**
 * `PUT /season-job/`: stores the job, withdraws the worker's other open applications (cancelling their open
 * interviews, as a withdrawal by hand does) and notes each company.
 */
export async function setSeasonJob(
  deps: SeasonMailDeps & InterviewMailDeps & { db: AppDatabase },
  userId: string,
  input: SeasonJobRequest,
): Promise<SeasonJobSet> {
  const profileId = await requireProfile(deps.db, userId);
  const chosen = await chosenJob(deps.db, profileId, input, todayIso());
  const withdrawn = await deps.mailer.transaction(async (tx) => {
    const values = { ...chosen, employeeId: profileId, createdAt: new Date() };
    await tx.insert(seasonJobs).values(values).onConflictDoUpdate({ target: seasonJobs.employeeId, set: values });
    const open = await tx
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(applications.employeeId, profileId),
          inArray(applications.status, [...WITHDRAWABLE]),
          jobNotOver,
          ...(chosen.applicationId === null ? [] : [ne(applications.id, chosen.applicationId)]),
        ),
      )
      .orderBy(asc(applications.id))
      .for("update", { of: applications });
    const ids = open.map((row) => row.id);
    for (const id of ids) await setApplicationStatus(tx, id, "WITHDRAWN", userId);
    await cancelInterviewsOfClosed(deps, tx, ids, "WITHDRAWN", { role: "EMPLOYEE", userId });
    await mailWithdrawalNotes(deps, tx, profileId, ids);
    return ids;
  });
  const seasonJob = await readSeasonJobOf(deps.db, profileId);
  if (!seasonJob) throw fail.notFound();
  return { season_job: seasonJob, withdrawn };
}

/** `DELETE /season-job/`: idempotent; the withdrawn applications stay withdrawn. */
export async function clearSeasonJob(db: AppDatabase, userId: string): Promise<SeasonJobState> {
  const profileId = await employeeProfileIdOf(db, userId);
  if (profileId) await db.delete(seasonJobs).where(eq(seasonJobs.employeeId, profileId));
  return { season_job: null };
}

/** Until when the workers `profileIds` are taken (their season job's end, today or later), by profile id. */
export async function takenUntilOf(
  db: AppDatabase,
  profileIds: readonly string[],
  today: string,
): Promise<Map<string, string>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select({ employeeId: seasonJobs.employeeId, endDate: seasonJobs.endDate })
    .from(seasonJobs)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, seasonJobs.employeeId))
    .where(inArray(seasonJobs.employeeId, [...profileIds]));
  return new Map(rows.filter((row) => row.endDate >= today).map((row) => [row.employeeId, row.endDate]));
}
