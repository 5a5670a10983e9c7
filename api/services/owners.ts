/**
 * The one place that answers "which profile or company is this user's". An employee has at most one profile
 * (a unique index on its user); a company user may in the schema own several companies, but the web app only
 * ever makes one, and every question of "their company" (posting a job, paying, "already has one") means the
 * first one made: the oldest by created_at, then by id so that two made in the same instant still give one
 * answer. `FIRST_COMPANY_FIRST` is that order, for queries that need more of the row (billing's name and
 * e-mail, the list of one's own companies).
 *
 * Whether one given object is theirs (a job, a company, a profile being edited, a work experience, an
 * application) stays with the route or service that loads it: the answers differ on purpose (404 or 403,
 * inactive jobs), and each is read in the same query as the columns the route then needs (the old avatar, the
 * coordinates), which a yes/no helper here would cost a second query for.
 */
import { asc, eq, type SQL } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import { companies, employeeProfiles } from "../db/schema";

/** The order in which a user's companies count: the first is "their company". */
export const FIRST_COMPANY_FIRST: SQL[] = [asc(companies.createdAt), asc(companies.id)];

/** The id of the user's employee profile, or null before they have made it. */
export async function employeeProfileIdOf(db: AppDatabase, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: employeeProfiles.id })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The one owner scope of everything a company has: a condition on a query that reads or joins `companies`, for the
 * companies `userId` owns (their jobs, their applicants, their subscriptions). Every model asks it here, in the
 * `where`, so "not yours" and "not there" are the same empty answer.
 */
export function ownedBy(userId: string): SQL {
  return eq(companies.ownerId, userId);
}

/** The id of the user's company (the first made, see above), or null before they have made one. */
export async function companyIdOf(db: AppDatabase, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(ownedBy(userId))
    .orderBy(...FIRST_COMPANY_FIRST)
    .limit(1);
  return row?.id ?? null;
}
