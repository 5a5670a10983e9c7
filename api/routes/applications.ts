/**
 * Applications (design section 7): an employee applies once per open job and may withdraw; the company that
 * owns the job lists its applicants and moves them along (contract `canCompanyMoveApplication`). Another
 * user's application is a 404, never a hint that it exists.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  APPLICATION_MESSAGES,
  APPLICANTS_PAGE_DEFAULT,
  applicantPageQuerySchema,
  applicationBulkStatusSchema,
  applicationCreateSchema,
  applicationNotesUpdateSchema,
  applicationListQuerySchema,
  applicationStatusUpdateSchema,
  type ApplicantPage,
  type AppliedJobs,
  canCompanyMoveApplication,
  canWithdrawApplication,
} from "../../contract/applications";
import type { ApplicationNotes } from "../../contract/applications";
import { APPLICATION_STATUSES, type ApplicationStatus } from "../../contract/enums";
import { JOB_MESSAGES } from "../../contract/jobs";
import type { AppDatabase } from "../db/client";
import {
  applicationNotes,
  applicationStatusChanges,
  applications,
  companies,
  employeeProfiles,
  jobs,
} from "../db/schema";
import type { ApiDeps } from "../deps";
import { badRequest, notFound, permissionDenied } from "../http/errors";
import { JOB_ID_MAX, parseId } from "../http/path-ids";
import { parseJson, parseQuery } from "../http/validate";
import { applicantsCsv } from "../services/applicants-csv";
import { insertApplication, setApplicationStatus } from "../services/application-writes";
import { appliedJobIdsOf } from "../services/employee-profiles";
import { jobIsOpen } from "../services/jobs-query";
import { preferredLanguage } from "../services/language";
import { employeeProfileIdOf } from "../services/owners";
import { queueStatusMail } from "../services/status-mail";
import {
  countApplicationsByStatus,
  findVisibleApplication,
  selectApplicationPage,
  selectApplications,
  toApplications,
  type ApplicationViewer,
} from "./application-rows";

export function applicationsRouter({ db, auth, config, mailer, queue }: ApiDeps) {
  return (
    new Hono()
      .get("/applications/", auth.requireAuth, async (c) => {
        const user = c.get("user");
        const { job_id: jobId } = parseQuery(c, applicationListQuerySchema);
        const viewer: ApplicationViewer = user.role === "COMPANY" ? "company" : "employee";
        // A company asking for another company's job simply matches nothing: an empty list, no existence hint.
        const owner = viewer === "company" ? eq(companies.ownerId, user.id) : eq(employeeProfiles.userId, user.id);
        const rows = await selectApplications(
          db,
          and(owner, jobId === undefined ? undefined : eq(applications.jobId, jobId)),
        );
        return c.json(await toApplications(db, rows, viewer));
      })
      // The company's applicants lists (docs/decisions/173): one page, its counts and the job's title in one call.
      .get("/applications/applicants/", auth.requireRole("COMPANY"), async (c) => {
        const user = c.get("user");
        const query = parseQuery(c, applicantPageQuerySchema);
        const limit = query.limit ?? APPLICANTS_PAGE_DEFAULT;
        const offset = query.offset ?? 0;
        // Another company's job matches nothing, as in `GET /applications/`: empty, no existence hint.
        const scope = and(
          eq(companies.ownerId, user.id),
          query.job_id === undefined ? undefined : eq(applications.jobId, query.job_id),
        );
        const filtered = and(scope, query.status === undefined ? undefined : eq(applications.status, query.status));
        const [perStatus, rows, job] = await Promise.all([
          countApplicationsByStatus(db, scope),
          selectApplicationPage(db, filtered, { sort: query.sort ?? "date", limit, offset }),
          query.job_id === undefined
            ? Promise.resolve([])
            : db
                .select({ title: jobs.title })
                .from(jobs)
                .innerJoin(companies, eq(companies.id, jobs.companyId))
                .where(and(eq(jobs.id, query.job_id), eq(companies.ownerId, user.id))),
        ]);
        const counts = Object.fromEntries(
          APPLICATION_STATUSES.map((status) => [status, perStatus.get(status) ?? 0]),
        ) as ApplicantPage["counts"];
        const total = [...perStatus.values()].reduce((sum, each) => sum + each, 0);
        const matching = query.status === undefined ? total : (perStatus.get(query.status) ?? 0);
        const body: ApplicantPage = {
          total,
          counts,
          count: matching,
          next_offset: offset + limit < matching ? offset + limit : null,
          job_title: job[0]?.title ?? null,
          results: await toApplications(db, rows, "company"),
        };
        return c.json(body);
      })
      // Before any `/applications/:id/…` route: one indexed query, where a list page needs only its marks.
      .get("/applications/applied-jobs/", auth.requireRole("EMPLOYEE"), async (c) => {
        const body: AppliedJobs = await appliedJobIdsOf(db, c.get("user").id);
        return c.json(body);
      })
      .post("/applications/", auth.requireRole("EMPLOYEE"), async (c) => {
        const user = c.get("user");
        const profileId = await employeeProfileIdOf(db, user.id);
        if (profileId === null) throw permissionDenied(APPLICATION_MESSAGES.profileRequired);
        const input = await parseJson(c, applicationCreateSchema);
        await requireOpenJob(db, input.job);
        // Concurrent applies: the loser inserts nothing (insertApplication).
        const created = await db.transaction((tx) =>
          insertApplication(tx, {
            jobId: input.job,
            employeeId: profileId,
            coverLetter: input.cover_letter || null,
            by: user.id,
          }),
        );
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
      // After the fixed paths above (applicants, applied-jobs): `:id` would take them otherwise.
      .get("/applications/:id/", auth.requireAuth, async (c) => {
        const user = c.get("user");
        const viewer: ApplicationViewer = user.role === "COMPANY" ? "company" : "employee";
        const id = await visibleApplicationId(db, c.req.param("id"), user.id, viewer);
        return c.json(await reread(db, id, user.id, viewer));
      })
      .patch("/applications/:id/", auth.requireRole("COMPANY"), async (c) => {
        const user = c.get("user");
        const id = await visibleApplicationId(db, c.req.param("id"), user.id, "company");
        const { status } = await parseJson(c, applicationStatusUpdateSchema);
        // The worker's mail is queued with the change, to leave once the company's moves settle (decision 182).
        await mailer.transaction(async (tx) => {
          const moved = await moveApplication(tx, id, user.id, (from) => {
            if (!canCompanyMoveApplication(from, status)) {
              throw badRequest({ status: [APPLICATION_MESSAGES.invalidTransition(from, status)] });
            }
            return status;
          });
          if (moved) await queueStatusMail(queue, tx, id, config.STATUS_MAIL_DELAY_SECONDS);
        });
        return c.json(await reread(db, id, user.id, "company"));
      })
      .post("/applications/bulk-status/", auth.requireRole("COMPANY"), async (c) => {
        // Several of the company's applications to one status, all or none (docs/decisions/164).
        const user = c.get("user");
        const { ids, status, message } = await parseJson(c, applicationBulkStatusSchema);
        await mailer.transaction(async (tx) => {
          const rows = await tx
            .select({ id: applications.id, status: applications.status })
            .from(applications)
            .innerJoin(jobs, eq(jobs.id, applications.jobId))
            .innerJoin(companies, eq(companies.id, jobs.companyId))
            .where(and(inArray(applications.id, ids), eq(companies.ownerId, user.id)))
            .for("update", { of: applications });
          // One id that is not the company's (or does not exist) refuses the whole change, as the PATCH's 404.
          if (rows.length !== ids.length) throw notFound();
          const changing = rows.filter((row) => row.status !== status);
          const refused = changing.find((row) => !canCompanyMoveApplication(row.status, status));
          if (refused) throw badRequest({ status: [APPLICATION_MESSAGES.invalidTransition(refused.status, status)] });
          if (changing.length === 0) return;
          const updated = await tx
            .update(applications)
            .set({ status, updatedAt: new Date() })
            .where(
              inArray(
                applications.id,
                changing.map((row) => row.id),
              ),
            )
            .returning({ id: applications.id, updatedAt: applications.updatedAt });
          await tx.insert(applicationStatusChanges).values(
            updated.map((row) => ({
              applicationId: row.id,
              status,
              changedBy: user.id,
              createdAt: row.updatedAt,
              message: message ?? "",
            })),
          );
          // Already at that status: nothing to tell. Each worker who moved gets the e-mail, with the message.
          for (const row of updated) await queueStatusMail(queue, tx, row.id, config.STATUS_MAIL_DELAY_SECONDS);
        });
        const rows = await selectApplications(db, and(inArray(applications.id, ids), eq(companies.ownerId, user.id)));
        return c.json(await toApplications(db, rows, "company"));
      })
      .get("/applications/:id/notes/", auth.requireRole("COMPANY"), async (c) => {
        const id = await visibleApplicationId(db, c.req.param("id"), c.get("user").id, "company");
        const [row] = await db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id));
        const notes: ApplicationNotes = row
          ? { note: row.note, rating: row.rating, updated_at: row.updatedAt.toISOString() }
          : { note: "", rating: null, updated_at: null };
        return c.json(notes);
      })
      .patch("/applications/:id/notes/", auth.requireRole("COMPANY"), async (c) => {
        const id = await visibleApplicationId(db, c.req.param("id"), c.get("user").id, "company");
        // A field left out stays as it was; the first write makes the row.
        const input = await parseJson(c, applicationNotesUpdateSchema);
        const changes = { note: input.note, rating: input.rating };
        const [row] = await db
          .insert(applicationNotes)
          .values({ applicationId: id, note: input.note ?? "", rating: input.rating ?? null })
          .onConflictDoUpdate({ target: applicationNotes.applicationId, set: { ...changes, updatedAt: new Date() } })
          .returning();
        const notes: ApplicationNotes = { note: row.note, rating: row.rating, updated_at: row.updatedAt.toISOString() };
        return c.json(notes);
      })
      .get("/jobs/:id/applicants/csv/", auth.requireRole("COMPANY"), async (c) => {
        // 404 for no such job (or another's inactive one), 403 for another company's, as the job's writes answer.
        const user = c.get("user");
        const jobId = parseId(c.req.param("id"), JOB_ID_MAX);
        if (jobId === undefined) throw notFound();
        const [job] = await db
          .select({ ownerId: companies.ownerId, isActive: jobs.isActive })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(eq(jobs.id, jobId));
        if (!job || (!job.isActive && job.ownerId !== user.id)) throw notFound();
        if (job.ownerId !== user.id) throw permissionDenied();
        const rows = await selectApplications(db, and(eq(applications.jobId, jobId), eq(companies.ownerId, user.id)));
        const language = preferredLanguage(c.req.header("accept-language")) ?? "en";
        return c.body(applicantsCsv(await toApplications(db, rows, "company"), language), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="applicants-job-${jobId}.csv"`,
          "Cache-Control": "private, no-store",
        });
      })
  );
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

async function visibleApplicationId(
  db: AppDatabase,
  raw: string,
  userId: string,
  viewer: ApplicationViewer,
): Promise<number> {
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
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, id))
      .for("update");
    if (!current) throw notFound();
    const status = decide(current.status);
    if (status === current.status) return false;
    await setApplicationStatus(tx, id, status, userId);
    return true;
  });
}

/** The application as `viewer` sees it, with its timeline. */
async function reread(db: AppDatabase, id: number, userId: string, viewer: ApplicationViewer) {
  const row = await findVisibleApplication(db, id, userId, viewer);
  if (!row) throw notFound();
  const [application] = await toApplications(db, [row], viewer);
  return application;
}
