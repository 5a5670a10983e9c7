/**
 * How many jobs match the list's filters (docs/jobs.md#the-count): counted up to `JOB_COUNT_CAP` + 1 rows, so the
 * answer stays cheap with 100,000 jobs (design section 10) and still tells "exactly 1,000" from "more".
 */
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import { JOB_COUNT_CAP } from "../../contract/jobs";
import type { AppDatabase } from "../db/client";
import { companies, jobs } from "../db/schema";

export type JobCount = { count: number; count_capped: boolean };

export type JobCountRequest = {
  /** The list's own conditions (`jobListConditions`), so the count and the pages never disagree. */
  conditions: SQL[];
  /** Whether they name `companies` (a company's view of its own jobs): only then is the join needed. */
  namesCompanies: boolean;
  /** Whether they hold a full-text search. */
  search: boolean;
};

export async function countJobs(db: AppDatabase, request: JobCountRequest): Promise<JobCount> {
  const { conditions, namesCompanies, search } = request;
  const rows = db.select({ one: sql<number>`1`.as("one") }).from(jobs);
  // Without the join the structured filters are an index-only scan of jobs_open_count_idx (migration 0004).
  const matching = (namesCompanies ? rows.innerJoin(companies, eq(companies.id, jobs.companyId)) : rows)
    .where(and(...conditions))
    .limit(JOB_COUNT_CAP + 1)
    .as("matching");
  const query = (on: AppDatabase) => on.select({ total: count() }).from(matching);
  const [{ total }] = search
    ? await db.transaction(async (tx) => {
        // PostgreSQL plans "the first 1,001 matches of a search" as a sequential scan that stops early, reading
        // each row's search vector from TOAST (50-190 ms at 100,000 jobs); the GIN index answers in 3-6 ms.
        await tx.execute(sql`set local enable_seqscan = off`);
        return query(tx);
      })
    : await query(db);
  return { count: Math.min(total, JOB_COUNT_CAP), count_capped: total > JOB_COUNT_CAP };
}
