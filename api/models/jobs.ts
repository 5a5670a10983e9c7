/**
 * Jobs (spec section 7, docs/jobs.md): what the API may do with them and the rules they keep. The list and a job's
 * page as a caller sees them, and the owning company's post, change and take-down. "The caller's own" is one
 * condition (`ownedBy`) in each query's `where`; a refusal is a domain error with its code (./errors.ts).
 */
import { and, count, desc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { coded } from "../../contract/api-errors";
import { decodeCursor } from "../../contract/cursor";
import { DEFAULT_JOB_LIMIT, type JobFilters } from "../../contract/job-filters";
import type { Job, JobCreateRequest, JobListItem, JobUpdateRequest, OwnCompanyJobs } from "../../contract/jobs";
import type { Plan } from "../../contract/payments";
import type { AppDatabase } from "../db/client";
import { applications, companies, employeeProfiles, isLiveApplication, jobs } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { queueJobAlerts } from "../services/job-alerts";
import { countJobs, type JobCount } from "../services/job-count";
import { isValidCursorFor, pageOfJobs, type JobPageRows } from "../services/job-paging";
import { postJob, reviseJob, takeDownJob } from "../services/job-postings";
import { jobDetailColumns, jobListColumns, toJob, toJobListItem, type JobExtras } from "../services/job-serializer";
import { companiesMatching, featuredJobConditions, jobListConditions } from "../services/jobs-query";
import { companyIdOf, ownedBy } from "../services/owners";
import { currentPlanOf } from "../services/plans";
import type { Queue } from "../services/queue";
import { ownCompany } from "./companies";
import { DomainError, fail } from "./errors";

const FEATURED_JOBS = 8;
/** Featured jobs: newest first (partial index jobs_featured_idx). */
const NEWEST_FIRST: SQL[] = [desc(jobs.createdAt), desc(jobs.id)];

/** One page of the list, how many match in all, and its items as the caller sees them. */
export type JobSearch = { total: JobCount; page: JobPageRows; results: JobListItem[] };

/**
 * The list with the caller's filters. A cursor that cannot position the ordering names no page (404
 * `invalid_cursor`). A company listing its own jobs also sees how many applied to each
 * (docs/forms.md#long-option-lists).
 */
export async function searchJobs(db: AppDatabase, filters: JobFilters, user: AuthUser | undefined): Promise<JobSearch> {
  const ordering = filters.ordering ?? "-created_at";
  const cursor = filters.cursor === undefined ? null : decodeCursor(filters.cursor);
  if (filters.cursor !== undefined && (cursor === null || !isValidCursorFor(ordering, cursor))) {
    throw new DomainError("not_found", coded("invalid_cursor"));
  }
  const viewer = {
    companyUserId: user?.role === "COMPANY" ? user.id : null,
    searchCompanyIds: filters.search === undefined ? [] : await companiesMatching(db, filters.search),
  };
  const conditions = jobListConditions(filters, viewer);
  // Two statements that need nothing from each other: on PostgreSQL they run side by side on two connections.
  const [page, total] = await Promise.all([
    pageOfJobs(db, { conditions, ordering, cursor, limit: filters.limit ?? DEFAULT_JOB_LIMIT }),
    // Only a company's view can name `companies` (its own jobs): everyone else's count needs no join.
    countJobs(db, { conditions, namesCompanies: viewer.companyUserId !== null, search: filters.search !== undefined }),
  ]);
  const counts =
    viewer.companyUserId !== null && filters.company !== undefined
      ? await applicationCounts(db, page.rows, viewer.companyUserId)
      : null;
  const results = page.rows.map((row) => {
    const applied = counts?.get(row.id);
    return applied === undefined ? toJobListItem(row) : { ...toJobListItem(row), application_count: applied };
  });
  return { total, page, results };
}

/**
 * The company's own job ads for its jobs tab (`GET /companies/{uuid}/jobs/`), newest first: open, past their
 * dates or closed by it, each with how many applied, and how many ads it has in all. One statement after the owner
 * check: the applications are counted by the grouping, the ads by a window over the groups.
 */
export async function ownCompanyJobs(
  db: AppDatabase,
  userId: string,
  companyUuid: string,
  limit: number,
): Promise<OwnCompanyJobs> {
  const company = await ownCompany(db, userId, companyUuid);
  const rows = await db
    .select({
      ...jobListColumns,
      isActive: jobs.isActive,
      applications: count(applications.id),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(applications, eq(applications.jobId, jobs.id))
    .where(eq(jobs.companyId, company.id))
    .groupBy(jobs.id, companies.id)
    .orderBy(...NEWEST_FIRST)
    .limit(limit);
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((row) => ({
      ...toJobListItem(row),
      is_active: row.isActive,
      application_count: Number(row.applications),
    })),
  };
}

/** Up to eight featured active open jobs, newest first. */
export async function featuredJobs(db: AppDatabase): Promise<JobListItem[]> {
  const rows = await db
    .select(jobListColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...featuredJobConditions))
    .orderBy(...NEWEST_FIRST)
    .limit(FEATURED_JOBS);
  return rows.map(toJobListItem);
}

/**
 * The page of one job as `user` sees it: not found when missing, or inactive and not theirs. Its owner sees how
 * many applied; an employee whether they did.
 */
export async function readJob(db: AppDatabase, id: number, user: AuthUser | undefined): Promise<Job> {
  const [row] = await db
    .select(jobDetailColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
    .limit(1);
  const isOwner = row !== undefined && user?.role === "COMPANY" && row.companyOwnerId === user.id;
  if (row === undefined || (!row.isActive && !isOwner)) throw fail.notFound();
  const extras: JobExtras = {};
  if (isOwner) {
    const [{ total }] = await db.select({ total: count() }).from(applications).where(eq(applications.jobId, id));
    extras.application_count = total;
  }
  if (user?.role === "EMPLOYEE") extras.has_applied = await hasApplied(db, id, user.id);
  return toJob(row, extras);
}

/** A job a write may target, with its company. */
export type JobToChange = { id: number; companyId: string };

/**
 * The job `userId` wants to change: not found when it does not exist or is someone else's inactive job (as on its
 * page), forbidden when it is another company's (`onRefused` hears of that first). Asked before the payload is
 * read, so a stranger learns nothing from a 400.
 */
export async function jobToChange(
  db: AppDatabase,
  userId: string,
  id: number,
  onRefused: () => void = () => {},
): Promise<JobToChange> {
  const [row] = await db
    .select({ id: jobs.id, companyId: jobs.companyId, isActive: jobs.isActive, ownerId: companies.ownerId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id));
  const own = row?.ownerId === userId;
  if (row === undefined || (!row.isActive && !own)) throw fail.notFound();
  if (!own) {
    onRefused();
    throw fail.forbidden("permission_denied");
  }
  return { id: row.id, companyId: row.companyId };
}

/** The company a user posts jobs as: posting needs a company profile first. */
export async function requirePostingCompany(db: AppDatabase, userId: string): Promise<string> {
  const companyId = await companyIdOf(db, userId);
  if (companyId === null) throw fail.forbidden("no_company_profile");
  return companyId;
}

export type JobWriteDeps = { db: AppDatabase; plans: readonly Plan[]; queue: Queue };

/**
 * Posts the job within the company's plan; the followers' alert is queued with it (docs/mail.md), and the
 * worker checks that it went live. The new job's id.
 */
export async function addJob(deps: JobWriteDeps, companyId: string, payload: JobCreateRequest): Promise<number> {
  const plan = await currentPlanOf(deps.db, deps.plans, companyId);
  return deps.queue.transaction(async (tx) => {
    const posted = await postJob(tx, plan, companyId, payload);
    await queueJobAlerts(deps.queue, tx, posted);
    return posted;
  });
}

/**
 * Applies a PATCH; a job reopened (or made active later) tells the followers who never heard of it
 * (docs/jobs.md#job-alerts).
 */
export async function changeJob(deps: JobWriteDeps, job: JobToChange, patch: JobUpdateRequest): Promise<void> {
  const plan = await currentPlanOf(deps.db, deps.plans, job.companyId);
  await deps.queue.transaction(async (tx) => {
    if (await reviseJob(tx, plan, job.id, patch)) await queueJobAlerts(deps.queue, tx, job.id);
  });
}

/** Deletes the job, or deactivates it when someone applied (services/job-postings.ts `takeDownJob`). */
export function removeJob(db: AppDatabase, job: JobToChange): Promise<"deleted" | "deactivated"> {
  return takeDownJob(db, job.id);
}

/**
 * How many applications (every status, as a job's page counts them for its owner) each of these jobs has, for the
 * jobs of companies `ownerId` owns: one grouped query for the page, with 0 for a job nobody applied to; the
 * jobs of others are not in the map.
 */
async function applicationCounts(
  db: AppDatabase,
  rows: ReadonlyArray<{ id: number }>,
  ownerId: string,
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const counted = await db
    .select({ id: jobs.id, total: count(applications.id) })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .leftJoin(applications, eq(applications.jobId, jobs.id))
    .where(
      and(
        inArray(
          jobs.id,
          rows.map((row) => row.id),
        ),
        ownedBy(ownerId),
      ),
    )
    .groupBy(jobs.id);
  return new Map(counted.map((row) => [row.id, Number(row.total)]));
}

async function hasApplied(db: AppDatabase, jobId: number, userId: string): Promise<boolean> {
  const mine = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .where(
      and(eq(applications.jobId, jobId), eq(employeeProfiles.userId, userId), isLiveApplication(applications.status)),
    );
  const [row] = await db
    .select({ applied: exists(mine) })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row?.applied === true;
}
