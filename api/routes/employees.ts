/**
 * Employee profiles (spec section 7, design section 7): `GET /employees/` (the caller's own, 404 when none),
 * `GET /employees/{uuid}/`, `POST /employees/` (one per employee) and `PATCH /employees/{uuid}/` (owner only),
 * multipart with an `avatar` image or JSON.
 */
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import { employeeProfileWriteSchema, PROFILE_MESSAGES, type FitFacts } from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { employeeProfiles } from "../db/schema";
import type { ApiDeps } from "../deps";
import type { AuthEnv } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { uuidParam } from "../http/path-ids";
import {
  canReadProfile,
  fitFactsOf,
  loadEmployeeProfile,
  profileColumns,
  replaceProfileLists,
} from "../services/employee-profiles";
import { employeeProfileIdOf } from "../services/owners";
import { prepareImage, type PreparedImage, type StoredImage } from "../services/uploads";
import { readProfileBody, type ImageChange } from "./profile-request";

export function employeesRouter(deps: ApiDeps) {
  const { db, auth, media } = deps;
  const employeeOnly = auth.requireRole("EMPLOYEE");

  async function readWrite(c: Context) {
    const { data, images } = await readProfileBody(c, employeeProfileWriteSchema, ["avatar"]);
    const avatar = await prepareAvatar(images.avatar);
    return { data, avatarChange: images.avatar, avatar };
  }

  return (
    new Hono<AuthEnv>()
      .get("/employees/", employeeOnly, async (c) => {
        const profileId = await employeeProfileIdOf(db, c.get("user").id);
        const profile = profileId === null ? null : await loadEmployeeProfile(db, profileId);
        // Spec section 7: "A 404 means no profile"; the web app then offers profile/create.
        if (!profile) throw notFound();
        return c.json([profile]);
      })
      // Before `/employees/:uuid/`, which would take the path otherwise.
      .get("/employees/fit-facts/", employeeOnly, async (c) => {
        const body: FitFacts = await fitFactsOf(db, c.get("user").id);
        return c.json(body);
      })
      .get("/employees/:uuid/", auth.requireAuth, async (c) => {
        const profileId = uuidParam(c, "uuid");
        if (!(await canReadProfile(db, c.get("user").id, profileId))) throw notFound();
        const profile = await loadEmployeeProfile(db, profileId);
        if (!profile) throw notFound();
        return c.json(profile);
      })
      .post("/employees/", employeeOnly, async (c) => {
        const userId = c.get("user").id;
        // Checked first so a second profile is refused before any image work; the insert below settles races.
        if ((await employeeProfileIdOf(db, userId)) !== null) throw badRequest(PROFILE_MESSAGES.profileExists);
        const { data, avatar } = await readWrite(c);
        const profileId = await media.saveThenCommit(avatar ? [avatar] : [], (stored) =>
          db.transaction(async (tx) => {
            const [created] = await tx
              .insert(employeeProfiles)
              .values({ userId, ...profileColumns(data), avatar: stored[0]?.url ?? null })
              .onConflictDoNothing({ target: employeeProfiles.userId })
              .returning({ id: employeeProfiles.id });
            if (!created) throw badRequest(PROFILE_MESSAGES.profileExists);
            await replaceProfileLists(tx, created.id, data);
            return created.id;
          }),
        );
        return c.json(await loadOrFail(db, profileId), 201);
      })
      .patch("/employees/:uuid/", employeeOnly, async (c) => {
        const profileId = uuidParam(c, "uuid");
        const owned = await ownedProfile(db, profileId, c.get("user").id);
        const { data, avatarChange, avatar } = await readWrite(c);
        const newAvatar = await media.saveThenCommit(avatar ? [avatar] : [], (stored) =>
          db.transaction(async (tx) => {
            const avatarColumn = avatarUpdate(avatarChange, stored);
            await tx
              .update(employeeProfiles)
              // Drizzle leaves unsent (undefined) columns alone; updatedAt is set so a PATCH of lists alone counts.
              .set({ ...profileColumns(data), ...avatarColumn, updatedAt: new Date() })
              .where(eq(employeeProfiles.id, profileId));
            await replaceProfileLists(tx, profileId, data);
            return avatarColumn;
          }),
        );
        if ("avatar" in newAvatar) await media.remove([owned.avatar]);
        return c.json(await loadOrFail(db, profileId));
      })
  );
}

async function prepareAvatar(change: ImageChange): Promise<PreparedImage | null> {
  return change.action === "replace" ? prepareImage(change.file, "avatar", "avatars") : null;
}

/** The avatar column of an update: set to the new file, cleared, or left out. */
function avatarUpdate(change: ImageChange, stored: StoredImage[]): { avatar?: string | null } {
  if (change.action === "replace") return { avatar: stored[0]?.url ?? null };
  if (change.action === "clear") return { avatar: null };
  return {};
}

/** The profile when `userId` owns it; another employee's profile is not theirs to see (404). */
async function ownedProfile(db: AppDatabase, profileId: string, userId: string) {
  const [row] = await db
    .select({ userId: employeeProfiles.userId, avatar: employeeProfiles.avatar })
    .from(employeeProfiles)
    .where(eq(employeeProfiles.id, profileId))
    .limit(1);
  if (!row || row.userId !== userId) throw notFound();
  return row;
}

async function loadOrFail(db: AppDatabase, profileId: string) {
  const profile = await loadEmployeeProfile(db, profileId);
  if (!profile) throw notFound();
  return profile;
}
