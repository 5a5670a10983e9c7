/**
 * Applications (design section 7): an employee applies once per open job and may withdraw; the company that
 * owns the job lists its applicants and moves them along (contract `canCompanyMoveApplication`). Another
 * user's application is a 404, never a hint that it exists.
 */
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  APPLICATION_MESSAGES,
  applicationCreateSchema,
  applicationListQuerySchema,
  applicationStatusUpdateSchema,
  canCompanyMoveApplication,
  canWithdrawApplication,
} from "../../contract/applications";
import type { ApplicationStatus } from "../../contract/enums";
import { JOB_MESSAGES } from "../../contract/jobs";
import type { AppDatabase } from "../db/client";
import { applicationStatusChanges, applications, companies, employeeProfiles, isLiveApplication, jobs } from "../db/schema";
import type { ApiDeps } from "../deps";
import { badRequest, notFound, permissionDenied } from "../http/errors";
import { parseId } from "../http/path-ids";
import { parseJson, parseQuery } from "../http/validate";
import { jobIsOpen } from "../services/jobs-query";
import { createMailer } from "../services/mail";
import { createMailPreferenceLinks } from "../services/mail-preferences";
import { employeeProfileIdOf } from "../services/owners";
import { mailStatusChange } from "../services/status-mail";
import {
  findVisibleApplication,
  selectApplications,
  toApplications,
  type ApplicationViewer,
} from "./application-rows";

export function applicationsRouter({ db, auth, config, log }: ApiDeps) {
  const mail = {
    db,
    mailer: createMailer({ config, db, log }),
    links: createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
  };
  return new Hono()
    .get("/applications/", auth.requireAuth, async (c) => {
      const user = c.get("user");
      const { job_id: jobId } = parseQuery(c, applicationListQuerySchema);
      const viewer: ApplicationViewer = user.role === "COMPANY" ? "company" : "employee";
      // A company asking for another company's job simply matches nothing: an empty list, no existence hint.
      const owner = viewer === "company" ? eq(companies.ownerId, user.id) : eq(employeeProfiles.userId, user.id);
      const rows = await selectApplications(db, and(owner, jobId === undefined ? undefined : eq(applications.jobId, jobId)));
      return c.json(await toApplications(db, rows, viewer));
    })
    .post("/applications/", auth.requireRole("EMPLOYEE"), async (c) => {
      const user = c.get("user");
      const profileId = await employeeProfileIdOf(db, user.id);
      if (profileId === null) throw permissionDenied(APPLICATION_MESSAGES.profileRequired);
      const input = await parseJson(c, applicationCreateSchema);
      await requireOpenJob(db, input.job);
      // The unique index of live (not withdrawn) applications per (job, employee) decides between concurrent
      // applies: the loser inserts nothing. A withdrawn one is no conflict, so applying again makes a new one.
      const created = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(applications)
          .values({ jobId: input.job, employeeId: profileId, coverLetter: input.cover_letter || null })
          .onConflictDoNothing({ target: [applications.jobId, applications.employeeId], where: isLiveApplication(applications.status) })
          .returning({ id: applications.id, createdAt: applications.createdAt });
        if (inserted) {
          await tx
            .insert(applicationStatusChanges)
            .values({ applicationId: inserted.id, status: "APPLIED", changedBy: user.id, createdAt: inserted.createdAt });
        }
        return inserted;
      });
      if (!created) throw badRequest({ job: [APPLICATION_MESSAGES.alreadyApplied] });
      return c.json(await reread(db, created.id, user.id, "employee"), 201);
    })
    .post("/applications/:id/withdraw/", auth.requireRole("EMPLOYEE"), async (c) => {
      const user = c.get("user");
      const id = await visibleApplicationId(db, c.req.param("id"), user.id, "employee");
      await moveApplication(db, id, user.id, (from) => {
        if (!canWithdrawApplication(from)) throw badRequest(APPLICATION_MESSAGES.cannotWithdraw);
        return "WITHDRAWN";
      });
      return c.json(await reread(db, id, user.id, "employee"));
    })
    .patch("/applications/:id/", auth.requireRole("COMPANY"), async (c) => {
      const user = c.get("user");
      const id = await visibleApplicationId(db, c.req.param("id"), user.id, "company");
      const { status } = await parseJson(c, applicationStatusUpdateSchema);
      await moveApplication(db, id, user.id, (from) => {
        if (!canCompanyMoveApplication(from, status)) {
          throw badRequest({ status: [APPLICATION_MESSAGES.invalidTransition(from, status)] });
        }
        return status;
      });
      await mailStatusChange(mail, id, status);
      return c.json(await reread(db, id, user.id, "company"));
    });
}

/** 400 on `job` unless the job exists, is active and still takes applications. */
async function requireOpenJob(db: AppDatabase, jobId: number): Promise<void> {
  // The same "open" rule as the job list and the job page's is_closed, so the three never disagree.
  const [job] = await db
    .select({ isActive: jobs.isActive, isOpen: sql<boolean>`${jobIsOpen}` })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw badRequest({ job: [APPLICATION_MESSAGES.jobNotFound(jobId)] });
  if (!job.isActive) throw badRequest({ job: [APPLICATION_MESSAGES.jobNotActive] });
  if (!job.isOpen) throw badRequest({ job: [JOB_MESSAGES.closed] });
}

async function visibleApplicationId(db: AppDatabase, raw: string, userId: string, viewer: ApplicationViewer): Promise<number> {
  const id = parseId(raw);
  if (id === undefined || !(await findVisibleApplication(db, id, userId, viewer))) throw notFound();
  return id;
}

/**
 * Changes the status under a row lock, so two concurrent moves are judged one after the other against the
 * status each really starts from. `decide` throws to refuse; nothing is written then.
 */
async function moveApplication(
  db: AppDatabase,
  id: number,
  userId: string,
  decide: (from: ApplicationStatus) => ApplicationStatus,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id)).for("update");
    if (!current) throw notFound();
    const status = decide(current.status);
    if (status === current.status) return;
    const [moved] = await tx
      .update(applications)
      .set({ status })
      .where(eq(applications.id, id))
      .returning({ updatedAt: applications.updatedAt });
    // The timeline's step is dated as the application's own change.
    await tx.insert(applicationStatusChanges).values({ applicationId: id, status, changedBy: userId, createdAt: moved?.updatedAt });
  });
}

/** The application as `viewer` sees it, with its timeline. */
async function reread(db: AppDatabase, id: number, userId: string, viewer: ApplicationViewer) {
  const row = await findVisibleApplication(db, id, userId, viewer);
  if (!row) throw notFound();
  const [application] = await toApplications(db, [row], viewer);
  return application;
}
