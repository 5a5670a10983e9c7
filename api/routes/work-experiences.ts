/**
 * Work experiences of the caller's own employee profile (spec section 7): `POST /work-experiences/` → 201 with
 * the id, `PATCH` and `DELETE /work-experiences/{id}/` by the owner only. Another employee's experience does not
 * exist for the caller (404); a company is refused by role (403).
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { PROFILE_MESSAGES, workExperienceCreateSchema, workExperienceUpdateSchema } from "../../contract/profiles";
import type { AppDatabase } from "../db/client";
import { employeeProfiles, workExperiences } from "../db/schema";
import type { ApiDeps } from "../deps";
import type { AuthEnv } from "../http/auth";
import { badRequest, notFound } from "../http/errors";
import { idParam } from "../http/path-ids";
import { validate } from "../http/validate";
import { serializeWorkExperience } from "../services/employee-profiles";
import { employeeProfileIdOf } from "../services/owners";
import { readBody } from "./profile-request";

export function workExperiencesRouter(deps: ApiDeps) {
  const { db, auth } = deps;
  const employeeOnly = auth.requireRole("EMPLOYEE");

  return new Hono<AuthEnv>()
    .post("/work-experiences/", employeeOnly, async (c) => {
      const profileId = await employeeProfileIdOf(db, c.get("user").id);
      if (profileId === null) throw badRequest(PROFILE_MESSAGES.createProfileFirst);
      const data = await readBody(c, workExperienceCreateSchema);
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
      return c.json(serializeWorkExperience(created), 201);
    })
    .patch("/work-experiences/:id/", employeeOnly, async (c) => {
      const stored = await ownedExperience(db, idParam(c, "id"), c.get("user").id);
      const changes = await readBody(c, workExperienceUpdateSchema);
      // The rules between fields (end after start, no end while current) hold for the row as it will be.
      const merged = validate(workExperienceCreateSchema, {
        ...serializeWorkExperience(stored),
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      });
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
      return c.json(serializeWorkExperience(updated));
    })
    .delete("/work-experiences/:id/", employeeOnly, async (c) => {
      const stored = await ownedExperience(db, idParam(c, "id"), c.get("user").id);
      await db.delete(workExperiences).where(eq(workExperiences.id, stored.id));
      return c.body(null, 204);
    });
}

/** The experience when it belongs to `userId`'s profile; otherwise 404, whoever owns it. */
async function ownedExperience(db: AppDatabase, id: number, userId: string) {
  const [row] = await db
    .select({ experience: workExperiences })
    .from(workExperiences)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, workExperiences.employeeId))
    .where(and(eq(workExperiences.id, id), eq(employeeProfiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row.experience;
}
