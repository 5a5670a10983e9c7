/** Which company a COMPANY user's payment calls act for. */
import { eq } from "drizzle-orm";
import type { AppDatabase } from "../../db/client";
import { companies, users } from "../../db/schema";
import { FIRST_COMPANY_FIRST } from "../owners";
import type { BillingCompany } from "./provider";

/**
 * The user's company, with what a provider needs of it: the same company as `companyIdOf` (services/owners.ts,
 * the first one made), so every call of the same user reaches the same subscription.
 */
export async function billingCompanyOf(db: AppDatabase, userId: string): Promise<BillingCompany | undefined> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, ownerEmail: users.email })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.ownerId, userId))
    .orderBy(...FIRST_COMPANY_FIRST)
    .limit(1);
  return company;
}
