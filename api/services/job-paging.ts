/**
 * Keyset paging of the job list (design section 7, docs/data.md#job-indexes): a page starts after (or
 * before) the `(sort key, id)` of a row, so adding jobs while someone pages never repeats or skips one.
 *
 * Sort keys may be NULL (no pay, no start date): those jobs come last in every ordering. Each ordering is walked
 * as up to two segments, the jobs with a key and then the jobs without, each one plain index range
 * (`(key, id)` b-trees, walked forwards or backwards), instead of one OR-ed condition that no index serves.
 */
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { encodeCursor, type CursorPosition } from "../../contract/cursor";
import { isIsoDate } from "../../contract/dates";
import type { JobOrdering } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { companies, jobs } from "../db/schema";
import { jobListColumns, type JobListRow } from "./job-serializer";

export type JobPageRequest = {
  conditions: SQL[];
  ordering: JobOrdering;
  /** A decoded cursor; its value has been checked with `isValidCursorFor`. */
  cursor: CursorPosition | null;
  limit: number;
};

export type JobPageRows = { rows: JobListRow[]; nextCursor: string | null; previousCursor: string | null };

type SortKey = {
  column: AnyPgColumn;
  /** The order of the column in its index (docs/data.md#job-indexes); the query's ORDER BY must match it. */
  indexDescending: boolean;
  nullable: boolean;
  /** The key as a cursor carries it. */
  keyOf(row: JobListRow): string | number | null;
  /** Whether a cursor's non-null value can be this key (a forged one must be a 404, never a failed cast). */
  accepts(value: string | number): boolean;
  /** The value as a typed SQL parameter. */
  param(value: string | number): SQL;
};

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const createdAt: SortKey = {
  column: jobs.createdAt,
  indexDescending: false,
  nullable: false,
  keyOf: (row) => row.createdAt,
  accepts: (value) => typeof value === "string" && TIMESTAMP.test(value) && isIsoDate(value.slice(0, 10)),
  param: (value) => sql`${String(value)}::timestamptz`,
};
const startDate: SortKey = {
  column: jobs.startDate,
  indexDescending: false,
  nullable: true,
  keyOf: (row) => row.startDate,
  accepts: (value) => typeof value === "string" && isIsoDate(value),
  param: (value) => sql`${String(value)}::date`,
};
const amount = (column: AnyPgColumn, indexDescending: boolean, keyOf: SortKey["keyOf"]): SortKey => ({
  column,
  indexDescending,
  nullable: true,
  keyOf,
  accepts: (value) => typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 1e12,
  // As text: the numeric column compares exactly with the amount the cursor was written from.
  param: (value) => sql`${String(value)}::numeric`,
});

const ORDERINGS: Record<JobOrdering, { key: SortKey; descending: boolean }> = {
  "-created_at": { key: createdAt, descending: true },
  created_at: { key: createdAt, descending: false },
  "-salary_max": { key: amount(jobs.salaryMax, true, (row) => row.salaryMax), descending: true },
  salary_min: { key: amount(jobs.salaryMin, false, (row) => row.salaryMin), descending: false },
  start_date: { key: startDate, descending: false },
  "-start_date": { key: startDate, descending: true },
};

/** Whether a decoded cursor can position this ordering (its value has the key's type, or is null where allowed). */
export function isValidCursorFor(ordering: JobOrdering, cursor: CursorPosition): boolean {
  const { key } = ORDERINGS[ordering];
  return cursor.v === null ? key.nullable : key.accepts(cursor.v);
}

/** One page of `limit` jobs, with the cursors of the pages after and before it (null at either end). */
export async function pageOfJobs(db: AppDatabase, request: JobPageRequest): Promise<JobPageRows> {
  const { cursor, limit } = request;
  const { key } = ORDERINGS[request.ordering];
  const position = (row: JobListRow, d: CursorPosition["d"]) => encodeCursor({ v: key.keyOf(row), id: row.id, d });
  if (cursor?.d === "prev") {
    const before = await walk(db, request, cursor, false, limit + 1);
    // Fewer than a page before it: the start of the list was reached (jobs left meanwhile); show the first page.
    if (before.length >= limit) {
      const rows = before.slice(0, limit).reverse();
      return {
        rows,
        nextCursor: position(rows[rows.length - 1], "next"),
        previousCursor: before.length > limit ? position(rows[0], "prev") : null,
      };
    }
  }
  const from = cursor?.d === "next" ? cursor : null;
  const found = await walk(db, request, from, true, limit + 1);
  const rows = found.slice(0, limit);
  return {
    rows,
    nextCursor: found.length > limit ? position(rows[rows.length - 1], "next") : null,
    previousCursor: from !== null && rows.length > 0 ? position(rows[0], "prev") : null,
  };
}

/**
 * Up to `count` rows after (`forward`) or before `from`, in walking order. Segments are visited in walking
 * order; the segment holding `from` is entered at its position, the following ones from their start.
 */
async function walk(
  db: AppDatabase,
  request: JobPageRequest,
  from: CursorPosition | null,
  forward: boolean,
  count: number,
): Promise<JobListRow[]> {
  const { key, descending } = ORDERINGS[request.ordering];
  const walkDescending = forward ? descending : !descending;
  // In the "next" direction: jobs with a key, then (for a nullable key) jobs without one.
  const segments = key.nullable ? [{ keyed: true }, { keyed: false }] : [{ keyed: true }];
  const visiting = forward ? segments : [...segments].reverse();
  const start = from === null ? 0 : visiting.findIndex((segment) => segment.keyed === (from.v !== null));
  const rows: JobListRow[] = [];
  for (let index = start; index < visiting.length && rows.length < count; index += 1) {
    const { keyed } = visiting[index];
    const conditions = [...request.conditions];
    if (key.nullable) conditions.push(keyed ? isNotNull(key.column) : isNull(key.column));
    if (from !== null && index === start) conditions.push(boundary(key, from, walkDescending));
    const found = await db
      .select(jobListColumns)
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(...conditions))
      .orderBy(...orderBy(key, walkDescending))
      .limit(count - rows.length);
    rows.push(...found);
  }
  return rows;
}

/** Rows strictly beyond `from` in the walking direction. */
function boundary(key: SortKey, from: CursorPosition, walkDescending: boolean): SQL {
  const beyondId = walkDescending ? sql`${jobs.id} < ${from.id}` : sql`${jobs.id} > ${from.id}`;
  if (from.v === null) return beyondId;
  const value = key.param(from.v);
  // The first comparison is the index range; the second only sorts out the rows sharing the boundary's key.
  return walkDescending
    ? sql`${key.column} <= ${value} and (${key.column} < ${value} or ${beyondId})`
    : sql`${key.column} >= ${value} and (${key.column} > ${value} or ${beyondId})`;
}

/**
 * `key, id` in the walking direction, NULLS placed as the key's index has them when walked that way, so
 * PostgreSQL reads the index in order instead of sorting (`desc nulls first` would not match an index built
 * `desc nulls last`, even where the segment has no NULLs).
 */
function orderBy(key: SortKey, walkDescending: boolean): SQL[] {
  const alongIndex = walkDescending === key.indexDescending;
  // B-tree defaults: ASC puts NULLs last, DESC first; every index of docs/data.md#job-indexes keeps NULLs last.
  const nullsFirst = !alongIndex;
  const direction = walkDescending ? sql.raw("desc") : sql.raw("asc");
  const nulls = nullsFirst ? sql.raw("nulls first") : sql.raw("nulls last");
  return [sql`${key.column} ${direction} ${nulls}`, walkDescending ? desc(jobs.id) : asc(jobs.id)];
}
