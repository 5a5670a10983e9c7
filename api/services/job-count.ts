/**
 * How many jobs match the list's filters (docs/decisions/150): counted up to `JOB_COUNT_CAP` + 1 rows, so the
 * answer stays cheap with 100,000 jobs (design section 10) and still tells "exactly 1,000" from "more".
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { JOB_COUNT_CAP } from "../../contract/jobs";
import type { AppDatabase } from "../db/client";
import { companies, jobs } from "../db/schema";

export type JobCount = { count: number; count_capped: boolean };

/** `conditions` are the list's own (`jobListConditions`), so the count and the pages never disagree. */
export async function countJobs(db: AppDatabase, conditions: SQL[]): Promise<JobCount> {
  const matching = db
    .select({ one: sql<number>`1`.as("one") })
    .from(jobs)
    // The list's conditions may name the company (its owner), as the page query does.
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(...conditions))
    .limit(JOB_COUNT_CAP + 1)
    .as("matching");
  const [{ total }] = await db.select({ total: count() }).from(matching);
  return { count: Math.min(total, JOB_COUNT_CAP), count_capped: total > JOB_COUNT_CAP };
}
