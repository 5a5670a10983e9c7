/**
 * Employee profiles (spec section 7; docs/profiles-and-companies.md): one per worker, read by its owner and by a
 * company the worker applied to, written by its owner alone. The caller's own is scoped in the `where`
 * (`ownProfile`), so another worker's profile is not found rather than refused; a refusal is a domain error
 * (./errors.ts) with its code.
 */
import { and, eq } from "drizzle-orm";
import type { EmployeeProfile, EmployeeProfileWriteRequest, FitFacts } from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { employeeProfiles } from "../db/schema";
import type { ImageChange } from "../http/image-fields";
import {
  canReadProfile,
  fitFactsOf,
  loadEmployeeProfile,
  profileColumns,
  replaceProfileLists,
} from "../services/employee-profiles";
import type { MediaStore } from "../services/media-store";
import { employeeProfileIdOf } from "../services/owners";
import { prepareImage, type PreparedImage } from "../services/uploads";
import { fail } from "./errors";

/** A profile the caller owns, with what a write replaces. */
export type OwnProfile = { id: string; avatar: string | null };

/** The profile `profileId` when it is `userId`'s own; not found whoever else owns it. */
export async function ownProfile(db: AppDatabase, userId: string, profileId: string): Promise<OwnProfile> {
  const [row] = await db
    .select({ id: employeeProfiles.id, avatar: employeeProfiles.avatar })
    .from(employeeProfiles)
    .where(and(eq(employeeProfiles.id, profileId), eq(employeeProfiles.userId, userId)))
    .limit(1);
  if (!row) throw fail.notFound();
  return row;
}

async function loaded(db: AppDatabase, profileId: string): Promise<EmployeeProfile> {
  const profile = await loadEmployeeProfile(db, profileId);
  if (!profile) throw fail.notFound();
  return profile;
}

/**
 * `GET /employees/`: the caller's profile as a list of one; not found before they made it ("A 404 means no profile").
 */
export async function listOwnProfile(db: AppDatabase, userId: string): Promise<EmployeeProfile[]> {
  const profileId = await employeeProfileIdOf(db, userId);
  if (profileId === null) throw fail.notFound();
  return [await loaded(db, profileId)];
}

/** `GET /employees/fit-facts/`: what a job list's fit badges need of the caller (empty without a profile). */
export function fitFacts(db: AppDatabase, userId: string): Promise<FitFacts> {
  return fitFactsOf(db, userId);
}

/**
 * A profile for its owner, or a company the worker applied to
 * (docs/profiles-and-companies.md#who-reads-and-writes-profiles); not found for anyone else.
 */
export async function readProfile(db: AppDatabase, userId: string, profileId: string): Promise<EmployeeProfile> {
  if (!(await canReadProfile(db, userId, profileId))) throw fail.notFound();
  return loaded(db, profileId);
}

/** One profile per worker: a second is refused before its body or images are read (the insert settles races). */
export async function refuseSecondProfile(db: AppDatabase, userId: string): Promise<void> {
  if ((await employeeProfileIdOf(db, userId)) !== null) throw fail.invalid("profile_exists");
}

/** The avatar a write sends, checked and re-encoded before anything is stored; null when it sends none. */
export async function prepareAvatar(change: ImageChange): Promise<PreparedImage | null> {
  return change.action === "replace" ? prepareImage(change.file, "avatar", "avatars") : null;
}

export async function createProfile(
  db: AppDatabase,
  media: MediaStore,
  userId: string,
  data: EmployeeProfileWriteRequest,
  avatar: PreparedImage | null,
): Promise<EmployeeProfile> {
  const profileId = await media.saveThenCommit(avatar ? [avatar] : [], (stored) =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(employeeProfiles)
        .values({ userId, ...profileColumns(data), avatar: stored[0]?.url ?? null })
        .onConflictDoNothing({ target: employeeProfiles.userId })
        .returning({ id: employeeProfiles.id });
      if (!created) throw fail.invalid("profile_exists");
      await replaceProfileLists(tx, created.id, data);
      return created.id;
    }),
  );
  return loaded(db, profileId);
}

/** The owner's change: only the fields sent change, a list sent replaces the stored one, the old avatar goes. */
export async function reviseProfile(
  db: AppDatabase,
  media: MediaStore,
  owned: OwnProfile,
  data: EmployeeProfileWriteRequest,
  avatarChange: ImageChange,
  avatar: PreparedImage | null,
): Promise<EmployeeProfile> {
  const changed = await media.saveThenCommit(avatar ? [avatar] : [], (stored) =>
    db.transaction(async (tx) => {
      const avatarColumn =
        avatarChange.action === "replace"
          ? { avatar: stored[0]?.url ?? null }
          : avatarChange.action === "clear"
            ? { avatar: null }
            : {};
      await tx
        .update(employeeProfiles)
        // Drizzle leaves unsent (undefined) columns alone; updatedAt is set so a PATCH of lists alone counts.
        .set({ ...profileColumns(data), ...avatarColumn, updatedAt: new Date() })
        .where(eq(employeeProfiles.id, owned.id));
      await replaceProfileLists(tx, owned.id, data);
      return "avatar" in avatarColumn;
    }),
  );
  if (changed) await media.remove([owned.avatar]);
  return loaded(db, owned.id);
}
