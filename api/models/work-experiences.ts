/**
 * A worker's work experiences (spec section 7; docs/profiles-and-companies.md): what the API may do with them and
 * the rules they keep. Every query is scoped to the caller's own profile in its `where`, so another worker's
 * experience is not found rather than refused; a refusal is a domain error (./errors.ts) with its code.
 */
import { and, eq } from "drizzle-orm";
import { apiErrorMap } from "../../contract/errors";
import {
  workExperienceCreateSchema,
  type WorkExperience,
  type WorkExperienceCreateRequest,
  type WorkExperienceUpdateRequest,
} from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { employeeProfiles, workExperiences } from "../db/schema";
import { serializeWorkExperience } from "../services/employee-profiles";
import { employeeProfileIdOf } from "../services/owners";
import { fail } from "./errors";

/** The experience when it belongs to `userId`'s profile; not found whoever else owns it. */
async function ownExperience(db: AppDatabase, userId: string, id: number) {
  const [row] = await db
    .select({ experience: workExperiences })
    .from(workExperiences)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, workExperiences.employeeId))
    .where(and(eq(workExperiences.id, id), eq(employeeProfiles.userId, userId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row.experience;
}

/** The profile an experience is added to: the caller must have made one. */
export async function requireProfileFor(db: AppDatabase, userId: string): Promise<string> {
  const profileId = await employeeProfileIdOf(db, userId);
  if (profileId === null) throw fail.invalid("create_profile_first");
  return profileId;
}

export async function addWorkExperience(
  db: AppDatabase,
  profileId: string,
  data: WorkExperienceCreateRequest,
): Promise<WorkExperience> {
  const [created] = await db
    .insert(workExperiences)
    .values({
      employeeId: profileId,
      jobTitle: data.job_title,
      companyName: data.company_name,
      location: data.location,
      startDate: data.start_date,
      endDate: data.end_date ?? null,
      isCurrent: data.is_current,
      description: data.description,
    })
    .returning();
  return serializeWorkExperience(created);
}

/** A change to the caller's own experience; the rules between fields hold for the row as it will be. */
export async function reviseWorkExperience(
  db: AppDatabase,
  userId: string,
  id: number,
  changes: WorkExperienceUpdateRequest,
): Promise<WorkExperience> {
  const stored = await ownExperience(db, userId, id);
  const merged = workExperienceCreateSchema.parse(
    {
      ...serializeWorkExperience(stored),
      ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
    },
    { errorMap: apiErrorMap },
  );
  const [updated] = await db
    .update(workExperiences)
    .set({
      jobTitle: merged.job_title,
      companyName: merged.company_name,
      location: merged.location,
      startDate: merged.start_date,
      endDate: merged.end_date ?? null,
      isCurrent: merged.is_current,
      description: merged.description,
      updatedAt: new Date(),
    })
    .where(eq(workExperiences.id, stored.id))
    .returning();
  return serializeWorkExperience(updated);
}

export async function removeWorkExperience(db: AppDatabase, userId: string, id: number): Promise<void> {
  const stored = await ownExperience(db, userId, id);
  await db.delete(workExperiences).where(eq(workExperiences.id, stored.id));
}
