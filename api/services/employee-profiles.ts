/**
 * Employee profiles as the API shows them (contract `employeeProfileSchema`), who may read one, and the lists a
 * profile write replaces (skills, languages, availability: design section 7, they persist).
 */
import { and, asc, desc, eq } from "drizzle-orm";
import type {
  AvailabilityItem,
  EmployeeProfile,
  EmployeeProfileWriteRequest,
  FitFacts,
  SkillItem,
  SpokenLanguageItem,
  WorkExperience,
} from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import {
  applications,
  availabilities,
  companies,
  employeeLanguages,
  employeeProfiles,
  isLiveApplication,
  jobs,
  skills,
  users,
  workExperiences,
} from "../db/schema";
import { ownedBy } from "./owners";

type WorkExperienceRow = typeof workExperiences.$inferSelect;

/** The ids, ascending, of the jobs a worker has a live (not withdrawn) application to: one indexed query. */
export async function appliedJobIdsOf(db: AppDatabase, userId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ job: applications.jobId })
    .from(applications)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .where(and(eq(employeeProfiles.userId, userId), isLiveApplication(applications.status)))
    .orderBy(applications.jobId);
  return rows.map((row) => row.job);
}

/**
 * `GET /employees/fit-facts/`: two queries whatever the profile holds (its windows come with it in one left
 * join), where the whole profile takes six.
 */
export async function fitFactsOf(db: AppDatabase, userId: string): Promise<FitFacts> {
  const [windows, applied] = await Promise.all([
    db
      .select({
        needs: employeeProfiles.needsAccommodation,
        from: availabilities.availableFrom,
        to: availabilities.availableTo,
      })
      .from(employeeProfiles)
      .leftJoin(availabilities, eq(availabilities.employeeId, employeeProfiles.id))
      .where(eq(employeeProfiles.userId, userId))
      .orderBy(asc(availabilities.availableFrom), asc(availabilities.id)),
    appliedJobIdsOf(db, userId),
  ]);
  return {
    applied_jobs: applied,
    availability: windows.flatMap(({ from, to }) =>
      from === null ? [] : [{ available_from: from, available_to: to }],
    ),
    needs_accommodation: windows[0]?.needs ?? null,
  };
}

/**
 * Whether `userId` may read the profile: its owner, or a company user one of whose jobs the employee applied
 * to (companies read their applicants, docs/profiles-and-companies.md#who-reads-and-writes-profiles). Anyone else is
 * answered 404.
 */
export async function canReadProfile(db: AppDatabase, userId: string, profileId: string): Promise<boolean> {
  const [profile] = await db
    .select({ userId: employeeProfiles.userId })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.id, profileId))
    .limit(1);
  if (!profile) return false;
  if (profile.userId === userId) return true;
  const applied = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(applications.employeeId, profileId), ownedBy(userId)))
    .limit(1);
  return applied.length > 0;
}

export async function loadEmployeeProfile(db: AppDatabase, profileId: string): Promise<EmployeeProfile | null> {
  const [found] = await db
    .select({ profile: employeeProfiles, firstName: users.firstName, lastName: users.lastName })
    .from(employeeProfiles)
    .innerJoin(users, eq(users.id, employeeProfiles.userId))
    .where(eq(employeeProfiles.id, profileId))
    .limit(1);
  if (!found) return null;
  const [experienceRows, skillRows, languageRows, availabilityRows] = await Promise.all([
    db
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.employeeId, profileId))
      .orderBy(desc(workExperiences.isCurrent), desc(workExperiences.startDate), desc(workExperiences.id)),
    db.select().from(skills).where(eq(skills.employeeId, profileId)).orderBy(asc(skills.id)),
    db
      .select()
      .from(employeeLanguages)
      .where(eq(employeeLanguages.employeeId, profileId))
      .orderBy(asc(employeeLanguages.id)),
    db
      .select()
      .from(availabilities)
      .where(eq(availabilities.employeeId, profileId))
      .orderBy(asc(availabilities.availableFrom), asc(availabilities.id)),
  ]);
  const { profile } = found;
  return {
    uuid: profile.id,
    user: profile.userId,
    first_name: found.firstName,
    last_name: found.lastName,
    headline: profile.headline,
    bio: profile.bio,
    location: profile.location,
    city: profile.city,
    country: profile.country,
    avatar: profile.avatar,
    work_experiences: experienceRows.map(serializeWorkExperience),
    skills: skillRows.map(serializeSkill),
    languages: languageRows.map(serializeLanguage),
    availability: availabilityRows.map(serializeAvailability),
    right_to_work: profile.rightToWork,
    has_afm: profile.hasAfm,
    has_amka: profile.hasAmka,
    health_certificate: profile.healthCertificate,
    driving_licence: profile.drivingLicence,
    needs_accommodation: profile.needsAccommodation,
    preferred_areas: profile.preferredAreas,
    created_at: profile.createdAt.toISOString(),
    updated_at: profile.updatedAt.toISOString(),
  };
}

export function serializeWorkExperience(row: WorkExperienceRow): WorkExperience {
  return {
    id: row.id,
    job_title: row.jobTitle,
    company_name: row.companyName,
    location: row.location,
    start_date: row.startDate,
    end_date: row.endDate,
    is_current: row.isCurrent,
    description: row.description,
  };
}

export const serializeSkill = ({ id, name, level, category }: typeof skills.$inferSelect): SkillItem => ({
  id,
  name,
  level,
  category,
});

export const serializeLanguage = ({
  id,
  language,
  level,
}: typeof employeeLanguages.$inferSelect): SpokenLanguageItem => ({
  id,
  language,
  level,
});

export const serializeAvailability = (period: typeof availabilities.$inferSelect): AvailabilityItem => ({
  id: period.id,
  available_from: period.availableFrom,
  available_to: period.availableTo,
  work_hours: period.workHours,
  notes: period.notes,
});

/** The profile's own columns present in a write (a PATCH leaves out what it does not send). */
export function profileColumns(data: EmployeeProfileWriteRequest) {
  return {
    headline: data.headline,
    bio: data.bio,
    location: data.location,
    city: data.city,
    country: data.country,
    rightToWork: data.right_to_work,
    hasAfm: data.has_afm,
    hasAmka: data.has_amka,
    healthCertificate: data.health_certificate,
    drivingLicence: data.driving_licence,
    needsAccommodation: data.needs_accommodation,
    preferredAreas: data.preferred_areas,
  };
}

/** Replaces each list the write carries (a list sent replaces the stored one; one left out stays). */
export async function replaceProfileLists(
  tx: AppDatabase,
  profileId: string,
  data: Pick<EmployeeProfileWriteRequest, "skills" | "languages" | "availability">,
): Promise<void> {
  if (data.skills) {
    await tx.delete(skills).where(eq(skills.employeeId, profileId));
    if (data.skills.length > 0)
      await tx.insert(skills).values(data.skills.map((skill) => ({ employeeId: profileId, ...skill })));
  }
  if (data.languages) {
    await tx.delete(employeeLanguages).where(eq(employeeLanguages.employeeId, profileId));
    if (data.languages.length > 0) {
      await tx.insert(employeeLanguages).values(data.languages.map((entry) => ({ employeeId: profileId, ...entry })));
    }
  }
  if (data.availability) {
    await tx.delete(availabilities).where(eq(availabilities.employeeId, profileId));
    if (data.availability.length > 0) {
      await tx.insert(availabilities).values(
        data.availability.map((period) => ({
          employeeId: profileId,
          availableFrom: period.available_from,
          availableTo: period.available_to ?? null,
          workHours: period.work_hours ?? null,
          notes: period.notes ?? "",
        })),
      );
    }
  }
}
