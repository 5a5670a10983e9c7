/**
 * Search alerts, the stored side (issue 24, docs/jobs.md#search-alerts): a worker's alerts and a guest's, read,
 * made, renamed, paused and deleted by their owner only. The owner is a worker's account, or a guest's address as
 * proven by a signed link (services/search-alert-links.ts): another worker's alert, or another address's, is a 404
 * and never a hint that it exists.
 *
 * An alert is saved from the /jobs query: `searchFilters` reads it (contract/job-filters.ts, as the Atom feed does),
 * and the rest is kept as text and as the columns the sender matches in SQL.
 */
import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { searchFilters, searchName, serializeJobFilters, type JobFilters } from "../../contract/job-filters";
import type { Language } from "../../contract/enums";
import { MAX_ALERTS_PER_PERSON, type AlertFrequency, type SearchAlert } from "../../contract/search-alerts";
import type { AppDatabase } from "../db/client";
import { searchAlerts, users } from "../db/schema";
import { searchQuery } from "../db/search";
import { placePatterns } from "../services/jobs-query";
import { fail } from "./errors";

/** Whose alerts: a worker's account, or a guest's address (compared without case). */
export type AlertOwner = { userId: string } | { email: string };

type AlertRow = typeof searchAlerts.$inferSelect;

export function serializeAlert(row: AlertRow): SearchAlert {
  return {
    uuid: row.id,
    name: row.name,
    query: row.query,
    frequency: row.frequency,
    is_paused: row.isPaused,
    is_confirmed: row.confirmedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function ownedBy(owner: AlertOwner): SQL {
  return "userId" in owner
    ? eq(searchAlerts.userId, owner.userId)
    : sql`lower(${searchAlerts.email}) = lower(${owner.email}) and ${searchAlerts.userId} is null`;
}

/** The owner of a stored alert. */
export function ownerOf(row: Pick<AlertRow, "userId" | "email">): AlertOwner {
  return row.userId !== null ? { userId: row.userId } : { email: row.email ?? "" };
}

/** What an alert keeps of a search's query text: `searchFilters`, as the feed reads it too. */
export function alertFilters(query: string): JobFilters {
  return searchFilters(new URLSearchParams(query.replace(/^\?/, "")));
}

const tighter = (pick: (a: number, b: number) => number, ...values: Array<number | undefined>): number | null => {
  const given = values.filter((value): value is number => value !== undefined);
  return given.length === 0 ? null : given.reduce(pick);
};

/** The columns the sender matches (api/services/search-alerts.ts), from the filters. */
export function alertColumns(filters: JobFilters) {
  const box = filters.bounding_box;
  return {
    query: serializeJobFilters(filters).toString(),
    search: filters.search ?? null,
    searchQuery: filters.search === undefined ? null : sql`${searchQuery(filters.search)}`,
    locationPatterns: filters.location === undefined ? null : placePatterns(filters.location),
    city: filters.city ?? null,
    country: filters.country ?? null,
    employmentTypes: filters.employment_type ?? null,
    experienceLevels: filters.experience_level ?? null,
    workHours: filters.work_hours ?? null,
    accommodations: filters.accommodation ?? null,
    meals: filters.meals ?? null,
    experienceMinYears: filters.experience_min_years ?? null,
    experienceMaxYears: filters.experience_max_years ?? null,
    salaryMin: filters.salary_min ?? null,
    salaryMax: filters.salary_max ?? null,
    salaryCurrency: filters.salary_currency ?? null,
    isRemote: filters.is_remote ?? null,
    startDateFrom: filters.start_date_from ?? null,
    startDateTo: filters.start_date_to ?? null,
    endDateFrom: filters.end_date_from ?? null,
    endDateTo: filters.end_date_to ?? null,
    companyId: filters.company ?? null,
    // The box and the single bounds together: their intersection, as the list reads them.
    latMin: tighter(Math.max, box?.lat_min, filters.lat_min),
    latMax: tighter(Math.min, box?.lat_max, filters.lat_max),
    lngMin: tighter(Math.max, box?.lng_min, filters.lng_min),
    lngMax: tighter(Math.min, box?.lng_max, filters.lng_max),
  };
}

export async function listAlerts(db: AppDatabase, owner: AlertOwner): Promise<SearchAlert[]> {
  const rows = await db
    .select()
    .from(searchAlerts)
    .where(ownedBy(owner))
    .orderBy(asc(searchAlerts.createdAt), asc(searchAlerts.id));
  return rows.map(serializeAlert);
}

export async function alertCount(db: AppDatabase, owner: AlertOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(searchAlerts).where(ownedBy(owner));
  return row?.n ?? 0;
}

export type NewAlert = { query: string; name?: string; frequency: AlertFrequency };

/** A worker's alert, running at once. Over the cap is a 403 `alert_limit`. */
export async function createWorkerAlert(db: AppDatabase, userId: string, input: NewAlert): Promise<SearchAlert> {
  return db.transaction(async (tx) => {
    // One worker's saves in turn, so two at once cannot both pass the cap.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-alerts:${userId}`}))`);
    if ((await alertCount(tx, { userId })) >= MAX_ALERTS_PER_PERSON)
      throw fail.forbidden("alert_limit", { limit: MAX_ALERTS_PER_PERSON });
    const filters = alertFilters(input.query);
    const [row] = await tx
      .insert(searchAlerts)
      .values({
        userId,
        name: input.name ?? searchName(filters),
        frequency: input.frequency,
        confirmedAt: sql`now()`,
        ...alertColumns(filters),
      })
      .returning();
    return serializeAlert(row);
  });
}

/**
 * A guest's alert, waiting for its address to be confirmed; undefined when the address already has the most
 * alerts it may (the caller answers as if it were saved: the answer must not tell whether an address uses alerts).
 */
export async function createGuestAlert(
  tx: AppDatabase,
  input: NewAlert & { email: string; language: Language },
): Promise<AlertRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-alerts:${input.email.toLowerCase()}`}))`);
  if ((await alertCount(tx, { email: input.email })) >= MAX_ALERTS_PER_PERSON) return undefined;
  const filters = alertFilters(input.query);
  const [row] = await tx
    .insert(searchAlerts)
    .values({
      email: input.email,
      language: input.language,
      name: input.name ?? searchName(filters),
      frequency: input.frequency,
      ...alertColumns(filters),
    })
    .returning();
  return row;
}

/** The alert `id` if it is `owner`'s. */
export async function findOwnAlert(db: AppDatabase, owner: AlertOwner, id: string): Promise<AlertRow> {
  const [row] = await db
    .select()
    .from(searchAlerts)
    .where(and(eq(searchAlerts.id, id), ownedBy(owner)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

export async function findAlert(db: AppDatabase, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, id)).limit(1);
  return row;
}

export type AlertChange = { name?: string; frequency?: AlertFrequency; is_paused?: boolean };

export async function updateAlert(
  db: AppDatabase,
  owner: AlertOwner,
  id: string,
  change: AlertChange,
): Promise<SearchAlert> {
  const changes = {
    ...(change.name === undefined ? {} : { name: change.name }),
    ...(change.frequency === undefined ? {} : { frequency: change.frequency }),
    ...(change.is_paused === undefined ? {} : { isPaused: change.is_paused }),
    // Resumed, it starts from now: the jobs of the pause are not sent all at once.
    ...(change.is_paused === false ? { checkedThrough: sql`greatest(${searchAlerts.checkedThrough}, now())` } : {}),
  };
  const owned = and(eq(searchAlerts.id, id), ownedBy(owner));
  // A change of nothing (every field left out) answers the alert as it is: an UPDATE needs a column to set.
  const [row] =
    Object.keys(changes).length === 0
      ? await db.select().from(searchAlerts).where(owned)
      : await db.update(searchAlerts).set(changes).where(owned).returning();
  if (!row) throw fail.notFound();
  return serializeAlert(row);
}

export async function deleteAlert(db: AppDatabase, owner: AlertOwner, id: string): Promise<void> {
  const deleted = await db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.id, id), ownedBy(owner)))
    .returning({ id: searchAlerts.id });
  if (deleted.length === 0) throw fail.notFound();
}

/** Confirms a guest's alert (again: harmless); its new jobs are those posted from now on. */
export async function confirmAlert(db: AppDatabase, id: string): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(searchAlerts)
    .set({
      confirmedAt: sql`coalesce(${searchAlerts.confirmedAt}, now())`,
      checkedThrough: sql`case when ${searchAlerts.confirmedAt} is null then now() else ${searchAlerts.checkedThrough} end`,
    })
    .where(eq(searchAlerts.id, id))
    .returning();
  return row;
}

/** The one-click stop: the alert is deleted; one already gone is no error. */
export async function deleteAlertById(db: AppDatabase, id: string): Promise<void> {
  await db.delete(searchAlerts).where(eq(searchAlerts.id, id));
}

/** A worker's address, as their alert mails go to it. */
export async function accountEmail(db: AppDatabase, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw fail.notFound();
  return row.email;
}
