/**
 * A company's writes to its jobs: post, revise, take down (design section 7, docs/jobs.md#posting-and-editing). Each
 * runs in one transaction that first locks the company's row, so two posts at once cannot both slip under the
 * plan's limit of active jobs. A refusal is a domain error with its code (api/models/errors.ts).
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { Plan } from "../../contract/payments";
import { ZodError, ZodIssueCode } from "zod";
import { jobRangeIssues, type JobCreateRequest, type JobRangeIssue, type JobUpdateRequest } from "../../contract/jobs";
import { placeById } from "../../contract/places";
import type { AppDatabase } from "../db/client";
import { applications, companies, jobs } from "../db/schema";
import { fail } from "../models/errors";
import { jobIsOpen } from "./jobs-query";

type Transaction = Parameters<Parameters<AppDatabase["transaction"]>[0]>[0];
type JobColumns = Partial<typeof jobs.$inferInsert>;

/** Counted against the plan: active and still taking applications. */
const isListed: SQL<boolean> = sql<boolean>`(${jobs.isActive} and ${jobIsOpen})`;

/** Creates the job for `companyId`; returns its id. */
export async function postJob(
  db: AppDatabase,
  plan: Plan,
  companyId: string,
  payload: JobCreateRequest,
): Promise<number> {
  if (payload.is_featured === true && !plan.featured_listings) throw featuredNotInPlan(plan);
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const [created] = await tx
      .insert(jobs)
      .values({
        ...jobColumns(payload),
        companyId,
        title: payload.title,
        description: payload.description,
        location: payload.location,
        employmentType: payload.employment_type,
        experienceLevel: payload.experience_level,
      })
      .returning({ id: jobs.id, listed: isListed });
    if (created.listed) await enforceActiveJobLimit(tx, plan, companyId);
    return created.id;
  });
}

/**
 * Applies a PATCH. The rules between fields are checked again on the stored job merged with the patch (a
 * patch of `salary_min` alone must still stay under the stored `salary_max`). A job that becomes listed
 * again (re-activated, or reopened by a later `apply_by`) counts against the plan like a new one, is new to the
 * search alerts from now (`listed_at`), and the answer is true, so the caller can tell the company's followers
 * (docs/jobs.md#job-alerts).
 */
export async function reviseJob(db: AppDatabase, plan: Plan, jobId: number, patch: JobUpdateRequest): Promise<boolean> {
  return db.transaction(async (tx) => {
    const stored = await lockJob(tx, jobId);
    const merged = { ...stored.ranges, ...definedOnly(patch) };
    // A new place without a pin brings its own (jobColumns): the stored pin is not compared with it.
    if (patch.place !== undefined && typeof patch.latitude !== "number")
      Object.assign(merged, { latitude: null, longitude: null });
    const issues = jobRangeIssues(merged);
    if (issues.length > 0) throw rangeError(issues);
    if (patch.is_featured === true && !stored.isFeatured && !plan.featured_listings) throw featuredNotInPlan(plan);
    const changes = jobColumns(patch);
    if (Object.values(changes).every((value) => value === undefined)) return false;
    const [updated] = await tx.update(jobs).set(changes).where(eq(jobs.id, jobId)).returning({ listed: isListed });
    const wentLive = updated.listed && !stored.listed;
    if (wentLive) {
      await enforceActiveJobLimit(tx, plan, stored.companyId);
      // New to searchers from now: the search alerts' next run mails it (docs/jobs.md#search-alerts).
      await tx
        .update(jobs)
        .set({ listedAt: sql`now()` })
        .where(eq(jobs.id, jobId));
    }
    return wentLive;
  });
}

/**
 * DELETE: a job nobody applied to is removed; a job with applications is deactivated instead, so applicants
 * keep their history and the company its applicant list. Either way it leaves the site and frees its slot.
 */
export async function takeDownJob(db: AppDatabase, jobId: number): Promise<"deleted" | "deactivated"> {
  return db.transaction(async (tx) => {
    await lockJob(tx, jobId);
    const [{ applied }] = await tx.select({ applied: count() }).from(applications).where(eq(applications.jobId, jobId));
    if (applied === 0) {
      await tx.delete(jobs).where(eq(jobs.id, jobId));
      return "deleted";
    }
    await tx.update(jobs).set({ isActive: false }).where(eq(jobs.id, jobId));
    return "deactivated";
  });
}

async function lockCompany(tx: Transaction, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
}

/** Locks the company first, then the job: the same order as a post, so the two never deadlock. */
async function lockJob(tx: Transaction, jobId: number) {
  const [owner] = await tx.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
  // Taken down between the permission check and this transaction.
  if (owner === undefined) throw fail.notFound();
  await lockCompany(tx, owner.companyId);
  const [row] = await tx
    .select({
      companyId: jobs.companyId,
      isFeatured: jobs.isFeatured,
      listed: isListed,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      experienceMinYears: jobs.experienceMinYears,
      experienceMaxYears: jobs.experienceMaxYears,
      startDate: jobs.startDate,
      endDate: jobs.endDate,
      applyBy: jobs.applyBy,
      latitude: jobs.latitude,
      longitude: jobs.longitude,
      languages: jobs.languages,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .for("update");
  if (row === undefined) throw fail.notFound();
  return {
    companyId: row.companyId,
    isFeatured: row.isFeatured,
    listed: row.listed,
    ranges: {
      salary_min: row.salaryMin,
      salary_max: row.salaryMax,
      experience_min_years: row.experienceMinYears,
      experience_max_years: row.experienceMaxYears,
      start_date: row.startDate,
      end_date: row.endDate,
      apply_by: row.applyBy,
      latitude: row.latitude,
      longitude: row.longitude,
      languages: row.languages,
    },
  };
}

/** Refuses (rolling the write back) when the company now lists more jobs than its plan allows. */
async function enforceActiveJobLimit(tx: Transaction, plan: Plan, companyId: string): Promise<void> {
  const limit = plan.max_active_jobs;
  if (limit === null) return;
  const listed = await countListedJobs(tx, companyId);
  if (listed > limit) throw fail.forbidden("plan_limit", { plan: plan.name, limit });
}

/** How many of the company's jobs take a slot of its plan (the usage the billing page shows). */
export async function countListedJobs(db: AppDatabase | Transaction, companyId: string): Promise<number> {
  const [{ listed }] = await db
    .select({ listed: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), isListed));
  return listed;
}

/** The rules the merged job breaks, as the 400 a payload breaking them gets: each on its field, with its code. */
function rangeError(issues: readonly JobRangeIssue[]): ZodError {
  return new ZodError(
    issues.map((issue) => ({
      code: ZodIssueCode.custom,
      path: [issue.path],
      message: issue.message,
      params: { code: issue.code, ...issue.params },
    })),
  );
}

function featuredNotInPlan(plan: Plan) {
  return fail.forbidden("featured_not_in_plan", { plan: plan.name });
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/**
 * The payload's fields as columns; a field left out stays undefined, which drizzle leaves untouched. A gazetteer
 * `place` (already validated) decides city, area and country, and the pin when the payload has none
 * (docs/jobs.md#posting-and-editing).
 */
function jobColumns(p: JobUpdateRequest): JobColumns {
  const place = p.place === undefined ? undefined : placeById(p.place);
  const columns = plainJobColumns(p);
  if (!place) return columns;
  const pinned = typeof p.latitude === "number" && typeof p.longitude === "number";
  return {
    ...columns,
    city: place.name,
    area: place.area,
    country: "GR",
    latitude: pinned ? p.latitude : place.latitude,
    longitude: pinned ? p.longitude : place.longitude,
  };
}

function plainJobColumns(p: JobUpdateRequest): JobColumns {
  return {
    title: p.title,
    description: p.description,
    requirements: p.requirements,
    benefits: p.benefits,
    location: p.location,
    city: p.city,
    area: p.area,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    isRemote: p.is_remote,
    employmentType: p.employment_type,
    experienceLevel: p.experience_level,
    experienceMinYears: p.experience_min_years,
    experienceMaxYears: p.experience_max_years,
    salaryMin: p.salary_min,
    salaryMax: p.salary_max,
    salaryCurrency: p.salary_currency,
    salaryPeriod: p.salary_period,
    workHours: p.work_hours,
    schedule: p.schedule,
    startDate: p.start_date,
    endDate: p.end_date,
    applyBy: p.apply_by,
    positions: p.positions,
    accommodation: p.accommodation,
    meals: p.meals,
    languages: p.languages,
    isActive: p.is_active,
    isFeatured: p.is_featured,
  };
}
