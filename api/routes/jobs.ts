/**
 * `/jobs/` (spec section 7, design section 7): the public list with every filter and keyset paging, featured
 * jobs, the job page, DRF metadata, and the owning company's create / update / delete. The rules the spec
 * leaves open are in docs/decisions/060-064.
 */
import { and, count, desc, eq, exists, inArray, type SQL } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { decodeCursor } from "../../contract/cursor";
import { ERROR_DETAILS, errorDetail } from "../../contract/errors";
import { DEFAULT_JOB_LIMIT, parseJobFilters } from "../../contract/job-filters";
import { JOB_MESSAGES, jobCreateSchema, jobUpdateSchema, type Job } from "../../contract/jobs";
import type { AppDatabase } from "../db/client";
import { applications, companies, employeeProfiles, isLiveApplication, jobs } from "../db/schema";
import type { ApiDeps } from "../deps";
import type { AuthUser } from "../http/auth";
import { notFound, permissionDenied } from "../http/errors";
import { idParam, JOB_ID_MAX } from "../http/path-ids";
import { pageResponse } from "../http/paging";
import { parseJson } from "../http/validate";
import { queueJobAlerts } from "../services/job-alerts";
import { countJobs } from "../services/job-count";
import { jobMetadata } from "../services/job-metadata";
import { isValidCursorFor, pageOfJobs } from "../services/job-paging";
import { postJob, reviseJob, takeDownJob } from "../services/job-postings";
import { jobDetailColumns, jobListColumns, toJob, toJobListItem, type JobExtras } from "../services/job-serializer";
import { companiesMatching, featuredJobConditions, jobListConditions } from "../services/jobs-query";
import { companyIdOf } from "../services/owners";
import { currentPlanOf } from "../services/plans";

const FEATURED_JOBS = 8;

export function jobsRouter(deps: ApiDeps) {
  const { db, auth, config, plans, log, queue } = deps;
  const companyOnly = auth.requireRole("COMPANY");

  return new Hono()
    .get("/jobs/", auth.optionalAuth, async (c) => {
      const filters = parseJobFilters(new URL(c.req.url).searchParams);
      const ordering = filters.ordering ?? "-created_at";
      const cursor = filters.cursor === undefined ? null : decodeCursor(filters.cursor);
      if (filters.cursor !== undefined && (cursor === null || !isValidCursorFor(ordering, cursor))) {
        throw notFound(ERROR_DETAILS.invalidCursor);
      }
      const user = c.get("user");
      const viewer = {
        companyUserId: user?.role === "COMPANY" ? user.id : null,
        searchCompanyIds: filters.search === undefined ? [] : await companiesMatching(db, filters.search),
      };
      const conditions = jobListConditions(filters, viewer);
      // Two statements that need nothing from each other: on PostgreSQL they run side by side on two connections.
      const [page, total] = await Promise.all([
        pageOfJobs(db, { conditions, ordering, cursor, limit: filters.limit ?? DEFAULT_JOB_LIMIT }),
        // Only a company's view can name `companies` (its own jobs): everyone else's count needs no join.
        countJobs(db, {
          conditions,
          namesCompanies: viewer.companyUserId !== null,
          search: filters.search !== undefined,
        }),
      ]);
      // A company's list of its own jobs says how many applied to each (docs/decisions/174); nobody else's does.
      const counts =
        viewer.companyUserId !== null && filters.company !== undefined
          ? await applicationCounts(db, page.rows, viewer.companyUserId)
          : null;
      const results = page.rows.map((row) => {
        const total = counts?.get(row.id);
        return total === undefined ? toJobListItem(row) : { ...toJobListItem(row), application_count: total };
      });
      return c.json({ ...total, ...pageResponse(c.req.url, { ...page, results }, { origin: config.PUBLIC_URL }) });
    })
    .get("/jobs/featured/", async (c) => {
      const rows = await db
        .select(jobListColumns)
        .from(jobs)
        .innerJoin(companies, eq(companies.id, jobs.companyId))
        .where(and(...featuredJobConditions))
        .orderBy(...NEWEST_FIRST)
        .limit(FEATURED_JOBS);
      return c.json(rows.map(toJobListItem));
    })
    .options("/jobs/", (c) => c.json(jobMetadata("list")))
    .post("/jobs/", companyOnly, async (c) => {
      const user = c.get("user");
      const companyId = await companyIdOf(db, user.id);
      if (companyId === null) throw permissionDenied(JOB_MESSAGES.noCompanyProfile);
      const payload = await parseJson(c, jobCreateSchema);
      const plan = await currentPlanOf(db, plans, companyId);
      // The followers' alert is queued with the job (docs/decisions/177); the worker checks that it went live.
      const id = await queue.transaction(async (tx) => {
        const posted = await postJob(tx, plan, companyId, payload);
        await queueJobAlerts(queue, tx, posted);
        return posted;
      });
      log.info("job posted", { jobId: id, companyId });
      return c.json(await ownJob(id, user), 201);
    })
    .get("/jobs/:id/", auth.optionalAuth, async (c) => {
      const job = await readJob(db, jobIdOf(c), c.get("user"));
      if (job === null) throw notFound();
      return c.json(job);
    })
    .options("/jobs/:id/", (c) => {
      jobIdOf(c);
      return c.json(jobMetadata("detail"));
    })
    .patch("/jobs/:id/", companyOnly, async (c) => {
      const user = c.get("user");
      const job = await ownedJob(c, user);
      const patch = await parseJson(c, jobUpdateSchema);
      const plan = await currentPlanOf(db, plans, job.companyId);
      // Reopened (or made active later): the followers who never heard of it this season are told (decision 172).
      await queue.transaction(async (tx) => {
        if (await reviseJob(tx, plan, job.id, patch)) await queueJobAlerts(queue, tx, job.id);
      });
      return c.json(await ownJob(job.id, user));
    })
    .delete("/jobs/:id/", companyOnly, async (c) => {
      const job = await ownedJob(c, c.get("user"));
      const outcome = await takeDownJob(db, job.id);
      log.info(`job ${outcome}`, { jobId: job.id, companyId: job.companyId });
      return c.body(null, 204);
    })
    .all("/jobs/", (c) => methodNotAllowed(c))
    .all("/jobs/featured/", (c) => methodNotAllowed(c))
    .all("/jobs/:id/", (c) => {
      jobIdOf(c);
      return methodNotAllowed(c);
    });

  /** The job as its owner sees it right after a write. */
  async function ownJob(id: number, user: AuthUser): Promise<Job> {
    const job = await readJob(db, id, user);
    if (job === null) throw notFound();
    return job;
  }

  /**
   * The job a write targets: 404 when it does not exist or is an inactive job of someone else (as on its page),
   * 403 when it is another company's; checked before the payload, so a stranger learns nothing from a 400.
   */
  async function ownedJob(c: Context, user: AuthUser) {
    const id = jobIdOf(c);
    const [row] = await db
      .select({ id: jobs.id, companyId: jobs.companyId, isActive: jobs.isActive, ownerId: companies.ownerId })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(eq(jobs.id, id));
    if (row === undefined || (!row.isActive && row.ownerId !== user.id)) throw notFound();
    if (row.ownerId !== user.id) {
      log.warn("job write refused", { jobId: id, userId: user.id, method: c.req.method });
      throw permissionDenied();
    }
    return row;
  }
}

/** Featured jobs: newest first (partial index jobs_featured_idx). */
const NEWEST_FIRST: SQL[] = [desc(jobs.createdAt), desc(jobs.id)];

/** The page of one job: 404 when missing, or inactive and the caller is not its owner. */
async function readJob(db: AppDatabase, id: number, user: AuthUser | undefined): Promise<Job | null> {
  const [row] = await db
    .select(jobDetailColumns)
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, id))
    .limit(1);
  if (row === undefined) return null;
  const isOwner = user?.role === "COMPANY" && row.companyOwnerId === user.id;
  if (!row.isActive && !isOwner) return null;
  const extras: JobExtras = {};
  if (isOwner) {
    const [{ total }] = await db.select({ total: count() }).from(applications).where(eq(applications.jobId, id));
    extras.application_count = total;
  }
  if (user?.role === "EMPLOYEE") extras.has_applied = await hasApplied(db, id, user.id);
  return toJob(row, extras);
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
        eq(companies.ownerId, ownerId),
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

/** Job ids are positive integers (a bigint column); anything else in the path names no job (404). */
function jobIdOf(c: Context): number {
  return idParam(c, "id", JOB_ID_MAX);
}

function methodNotAllowed(c: Context): Response {
  return c.json({ detail: errorDetail.methodNotAllowed(c.req.method) }, 405);
}
