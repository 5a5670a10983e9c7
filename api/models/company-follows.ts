/**
 * A worker following companies (areas.md "Follow a company"): whether they do, and the two idempotent writes,
 * each answering the state as it now is. Every query is the caller's own (`userId` in its `where`); an unknown
 * company is not found.
 */
import { and, eq } from "drizzle-orm";
import type { CompanyFollow } from "../../contract/follows";
import type { AppDatabase } from "../db/client";
import { companyFollows } from "../db/schema";
import { existingCompany } from "./companies";

/** The caller's follow of the company, as a condition. */
const ownFollow = (userId: string, companyId: string) =>
  and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId));

export async function readFollow(db: AppDatabase, userId: string, companyUuid: string): Promise<CompanyFollow> {
  const companyId = await existingCompany(db, companyUuid);
  const [row] = await db
    .select({ userId: companyFollows.userId })
    .from(companyFollows)
    .where(ownFollow(userId, companyId))
    .limit(1);
  return { followed: row !== undefined };
}

export async function follow(db: AppDatabase, userId: string, companyUuid: string): Promise<CompanyFollow> {
  const companyId = await existingCompany(db, companyUuid);
  await db.insert(companyFollows).values({ userId, companyId }).onConflictDoNothing();
  return { followed: true };
}

export async function unfollow(db: AppDatabase, userId: string, companyUuid: string): Promise<CompanyFollow> {
  const companyId = await existingCompany(db, companyUuid);
  await db.delete(companyFollows).where(ownFollow(userId, companyId));
  return { followed: false };
}
