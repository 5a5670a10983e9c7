/**
 * `GET`, `POST` and `DELETE /companies/{uuid}/follow/` (areas.md "Follow a company", the spec's isFollowed): a
 * worker follows or unfollows a company and reads whether they do. Both writes are idempotent and answer the
 * state as it now is. Workers only (a company is 403, a guest 401); an unknown company is 404.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDatabase } from "../db/client";
import { companyFollows } from "../db/schema";
import type { ApiDeps } from "../deps";
import { uuidParam } from "../http/path-ids";
import { existingCompany } from "../services/company-profiles";

export function companyFollowsRouter({ db, auth }: ApiDeps) {
  const employeeOnly = auth.requireRole("EMPLOYEE");
  return new Hono()
    .get("/companies/:uuid/follow/", employeeOnly, async (c) => {
      const companyId = await existingCompany(db, uuidParam(c, "uuid"));
      return c.json({ followed: await isFollowing(db, c.get("user").id, companyId) });
    })
    .post("/companies/:uuid/follow/", employeeOnly, async (c) => {
      const companyId = await existingCompany(db, uuidParam(c, "uuid"));
      await db
        .insert(companyFollows)
        .values({ userId: c.get("user").id, companyId })
        .onConflictDoNothing();
      return c.json({ followed: true });
    })
    .delete("/companies/:uuid/follow/", employeeOnly, async (c) => {
      const companyId = await existingCompany(db, uuidParam(c, "uuid"));
      await db
        .delete(companyFollows)
        .where(and(eq(companyFollows.userId, c.get("user").id), eq(companyFollows.companyId, companyId)));
      return c.json({ followed: false });
    });
}

async function isFollowing(db: AppDatabase, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyFollows.userId })
    .from(companyFollows)
    .where(and(eq(companyFollows.userId, userId), eq(companyFollows.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}
