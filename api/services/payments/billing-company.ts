/** Which company a COMPANY user's payment calls act for. */
import { asc, eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client";
import { companies, users } from "../../db/schema";
import type { BillingCompany } from "./provider";

/**
 * The user's company. The schema lets one user own several; payments act for the first one made (the web app
 * only ever creates one), so every call of the same user reaches the same subscription.
 */
export async function billingCompanyOf(db: AppDatabase, userId: string): Promise<BillingCompany | undefined> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, ownerEmail: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.ownerId, userId))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(1);
  return company;
}
