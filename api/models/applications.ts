/**
 * Applications (spec section 7, docs/applications.md): an employee applies once per open job and may withdraw; the
 * company that owns the job lists its applicants, moves them along (contract `canCompanyMoveApplication`) and
 * keeps a private note. Every query is scoped to what the caller may see (`visibleTo` in its `where`), so another
 * user's application is not found rather than refused; a refusal is a domain error with its code (./errors.ts).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import {
  APPLICANTS_PAGE_DEFAULT,
  canCompanyMoveApplication,
  canWithdrawApplication,
  type ApplicantPage,
  type ApplicantPageQuery,
  type Application,
  type ApplicationBulkStatusRequest,
  type ApplicationCreateRequest,
  type ApplicationNotes,
  type ApplicationNotesUpdateRequest,
} from "../../contract/applications";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type CompanyApplicationStatus,
  type Language,
} from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { applicationNotes, applicationStatusChanges, applications, companies, jobs } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { applicantsCsv } from "../services/applicants-csv";
import { insertApplication, setApplicationStatus } from "../services/application-writes";
import type { InterviewMailDeps } from "../services/interview-mails";
import { cancelInterviewsOfClosed } from "../services/interview-steps";
import { jobIsOpen } from "../services/jobs-query";
import { employeeProfileIdOf, ownedBy } from "../services/owners";
import { queueStatusMail } from "../services/status-mail";
import {
  countApplicationsByStatus,
  findVisibleApplication,
  selectApplicationPage,
  selectApplications,
  toApplications,
  visibleTo,
  type ApplicationViewer,
} from "./application-rows";
import { fail } from "./errors";
import { jobToChange } from "./jobs";

/** A company sees the applications to its jobs; anyone else their own. */
export function viewerOf(user: AuthUser): ApplicationViewer {
  return user.role === "COMPANY" ? "company" : "employee";
}

/**
 * The caller's applications, newest first, of one job or all. A company naming another company's job simply
 * matches nothing: an empty list, no existence hint.
 */
export async function listApplications(db: AppDatabase, user: AuthUser, jobId?: number): Promise<Application[]> {
  const viewer = viewerOf(user);
  const rows = await selectApplications(
    db,
    and(visibleTo(user.id, viewer), jobId === undefined ? undefined : eq(applications.jobId, jobId)),
  );
  return toApplications(db, rows, viewer);
}

/**
 * The company's applicants lists (docs/applications.md#the-companys-side): one page, filtered and ordered in SQL, the
 * counts per status and the job's title in one answer. Another company's job matches nothing.
 */
export async function applicantPage(
  db: AppDatabase,
  userId: string,
  query: ApplicantPageQuery,
): Promise<ApplicantPage> {
  const limit = query.limit ?? APPLICANTS_PAGE_DEFAULT;
  const offset = query.offset ?? 0;
  const scope = and(
    visibleTo(userId, "company"),
    query.job_id === undefined ? undefined : eq(applications.jobId, query.job_id),
  );
  const filtered = and(scope, query.status === undefined ? undefined : eq(applications.status, query.status));
  const [perStatus, rows, job] = await Promise.all([
    countApplicationsByStatus(db, scope),
    selectApplicationPage(db, filtered, { sort: query.sort ?? "date", limit, offset }),
    query.job_id === undefined ? Promise.resolve([]) : jobTitle(db, userId, query.job_id),
  ]);
  const counts = Object.fromEntries(
    APPLICATION_STATUSES.map((status) => [status, perStatus.get(status) ?? 0]),
  ) as ApplicantPage["counts"];
  const total = [...perStatus.values()].reduce((sum, each) => sum + each, 0);
  const matching = query.status === undefined ? total : (perStatus.get(query.status) ?? 0);
  return {
    total,
    counts,
    count: matching,
    next_offset: offset + limit < matching ? offset + limit : null,
    job_title: job[0]?.title ?? null,
    results: await toApplications(db, rows, "company"),
  };
}

function jobTitle(db: AppDatabase, userId: string, jobId: number) {
  return db
    .select({ title: jobs.title })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), ownedBy(userId)));
}

/** The employee's profile an application is made with: applying needs one. */
export async function requireApplicantProfile(db: AppDatabase, userId: string): Promise<string> {
  const profileId = await employeeProfileIdOf(db, userId);
  if (profileId === null) throw fail.forbidden("employee_profile_required");
  return profileId;
}

/**
 * A new application to an open job, once (concurrent applies: the loser inserts nothing, and is told it applied
 * already); after a withdrawal the worker may apply again.
 */
export async function apply(
  db: AppDatabase,
  userId: string,
  profileId: string,
  input: ApplicationCreateRequest,
): Promise<Application> {
  await requireOpenJob(db, input.job);
  const created = await db.transaction((tx) =>
    insertApplication(tx, {
      jobId: input.job,
      employeeId: profileId,
      coverLetter: input.cover_letter || null,
      by: userId,
    }),
  );
  if (!created) throw fail.invalidField("job", "already_applied");
  return readApplication(db, userId, "employee", created.id);
}

/** Refused on `job` unless the job exists, is active and still takes applications. */
async function requireOpenJob(db: AppDatabase, jobId: number): Promise<void> {
  // The same "open" rule as the job list and the job page's is_closed, so the three never disagree.
  const [job] = await db
    .select({ isActive: jobs.isActive, isOpen: sql<boolean>`${jobIsOpen}` })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) throw fail.invalidField("job", "job_not_found", { id: jobId });
  if (!job.isActive) throw fail.invalidField("job", "job_not_active");
  if (!job.isOpen) throw fail.invalidField("job", "job_closed");
}

/** One application as `viewer` sees it, with its timeline; not found unless it is theirs to see. */
export async function readApplication(
  db: AppDatabase,
  userId: string,
  viewer: ApplicationViewer,
  id: number,
): Promise<Application> {
  const row = await findVisibleApplication(db, id, userId, viewer);
  if (!row) throw fail.notFound();
  const [application] = await toApplications(db, [row], viewer);
  return application;
}

/** Not found unless `viewer` may see application `id`: asked before a write's payload is read. */
export async function requireVisible(
  db: AppDatabase,
  userId: string,
  viewer: ApplicationViewer,
  id: number,
): Promise<void> {
  if (!(await findVisibleApplication(db, id, userId, viewer))) throw fail.notFound();
}

/**
 * What moving an application needs: the database, and the outbox and queue for the worker's status mail and for
 * the mails of an interview the move cancels (docs/interviews.md#when-the-application-closes).
 */
export type StatusMoveDeps = InterviewMailDeps & { db: AppDatabase; statusMailDelaySeconds: number };

/**
 * The worker takes back their application, until it is rejected or withdrawn; its open interview is cancelled in
 * the same transaction, and the company told.
 */
export async function withdraw(deps: StatusMoveDeps, userId: string, id: number): Promise<Application> {
  await requireVisible(deps.db, userId, "employee", id);
  await deps.mailer.transaction(async (tx) => {
    const moved = await moveUnderLock(tx, id, userId, (from) => {
      if (!canWithdrawApplication(from)) throw fail.invalid("cannot_withdraw");
      return "WITHDRAWN";
    });
    if (moved) await cancelInterviewsOfClosed(deps, tx, [id], "WITHDRAWN", { role: "EMPLOYEE", userId });
  });
  return readApplication(deps.db, userId, "employee", id);
}

/**
 * The company moves one application it has seen to be visible (`requireVisible`); the worker's mail is queued with
 * the change, to leave once the company's moves settle (docs/mail.md#status-mails). A rejection cancels the open
 * interview in the same transaction.
 */
export async function moveApplication(
  deps: StatusMoveDeps,
  userId: string,
  id: number,
  status: CompanyApplicationStatus,
): Promise<Application> {
  await deps.mailer.transaction(async (tx) => {
    const moved = await moveUnderLock(tx, id, userId, (from) => {
      if (!canCompanyMoveApplication(from, status)) {
        throw fail.invalidField("status", "invalid_transition", { from, to: status });
      }
      return status;
    });
    if (!moved) return;
    await queueStatusMail(deps.queue, tx, id, deps.statusMailDelaySeconds);
    await cancelInterviewsOfClosed(deps, tx, [id], status, { role: "COMPANY", userId });
  });
  return readApplication(deps.db, userId, "company", id);
}

/**
 * Several of the company's applications to one status, all or none (docs/applications.md#the-companys-side): one that
 * is not the company's refuses the whole change as not found; one already there stays; one that cannot move there
 * refuses it. Each worker whose application moved gets the status e-mail, with the message; a rejection cancels
 * each moved application's open interview in the same transaction.
 */
export async function moveApplications(
  deps: StatusMoveDeps,
  userId: string,
  { ids, status, message }: ApplicationBulkStatusRequest,
): Promise<Application[]> {
  await deps.mailer.transaction(async (tx) => {
    const rows = await tx
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(and(inArray(applications.id, ids), visibleTo(userId, "company")))
      .for("update", { of: applications });
    if (rows.length !== ids.length) throw fail.notFound();
    const changing = rows.filter((row) => row.status !== status);
    const refused = changing.find((row) => !canCompanyMoveApplication(row.status, status));
    if (refused) throw fail.invalidField("status", "invalid_transition", { from: refused.status, to: status });
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
        changedBy: userId,
        createdAt: row.updatedAt,
        message: message ?? "",
      })),
    );
    // Already at that status: nothing to tell. Each worker who moved gets the e-mail, with the message.
    for (const row of updated) await queueStatusMail(deps.queue, tx, row.id, deps.statusMailDelaySeconds);
    const moved = updated.map((row) => row.id);
    await cancelInterviewsOfClosed(deps, tx, moved, status, { role: "COMPANY", userId });
  });
  const rows = await selectApplications(deps.db, and(inArray(applications.id, ids), visibleTo(userId, "company")));
  return toApplications(deps.db, rows, "company");
}

/**
 * Changes the status under a row lock, so two concurrent moves are judged one after the other against the status
 * each really starts from. `decide` throws to refuse; nothing is written then. Whether the status changed.
 */
async function moveUnderLock(
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
    if (!current) throw fail.notFound();
    const status = decide(current.status);
    if (status === current.status) return false;
    await setApplicationStatus(tx, id, status, userId);
    return true;
  });
}

/** The company's private note and rating of application `id` (empty before the first write). */
export async function notesOf(db: AppDatabase, userId: string, id: number): Promise<ApplicationNotes> {
  await requireVisible(db, userId, "company", id);
  const [row] = await db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, id));
  return row
    ? { note: row.note, rating: row.rating, updated_at: row.updatedAt.toISOString() }
    : { note: "", rating: null, updated_at: null };
}

/** Writes the note and rating; a field left out stays as it was, and the first write makes the row. */
export async function saveNotes(
  db: AppDatabase,
  id: number,
  input: ApplicationNotesUpdateRequest,
): Promise<ApplicationNotes> {
  const changes = { note: input.note, rating: input.rating };
  const [row] = await db
    .insert(applicationNotes)
    .values({ applicationId: id, note: input.note ?? "", rating: input.rating ?? null })
    .onConflictDoUpdate({ target: applicationNotes.applicationId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return { note: row.note, rating: row.rating, updated_at: row.updatedAt.toISOString() };
}

/**
 * A job's applicants as CSV for the company that posted it, in `language`: not found for no such job (or another's
 * inactive one), forbidden for another company's, as the job's writes answer.
 */
export async function applicantsCsvOf(
  db: AppDatabase,
  userId: string,
  jobId: number,
  language: Language,
): Promise<string> {
  await jobToChange(db, userId, jobId);
  const rows = await selectApplications(db, and(eq(applications.jobId, jobId), visibleTo(userId, "company")));
  return applicantsCsv(await toApplications(db, rows, "company"), language);
}
