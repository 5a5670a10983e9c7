/**
 * Interviews (issue 24, docs/interviews.md): the company that owns an application's job proposes up to three
 * Athens times; the worker picks one or asks for others; either side cancels. Every change locks the interview's
 * row, bumps its SEQUENCE (the calendar invitation's), writes a step for the timeline, and queues, in the same
 * transaction, the other side's mail and (for an agreed time) the reminder (services/interview-mails.ts). Who may
 * see an interview is who may see its application (`findVisibleApplication`): anyone else gets 404.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { fromAthens, toAthens } from "../../contract/athens-time";
import type { Role } from "../../contract/enums";
import {
  canArrangeInterview,
  INTERVIEW_HORIZON_DAYS,
  type Interview,
  type InterviewProposal,
  type InterviewSlot,
  type InterviewState,
  type InterviewSummary,
} from "../../contract/interviews";
import type { AppDatabase } from "../db/client";
import { applications, employeeProfiles, interviewEvents, interviews, type StoredInterviewSlot } from "../db/schema";
import type { AuthUser } from "../http/auth";
import type { InterviewChange, InterviewMailDeps } from "../services/interview-mails";
import { cancelledRow, recordInterviewStep } from "../services/interview-steps";
import { findVisibleApplication, visibleTo, type ApplicationRow, type ApplicationViewer } from "./application-rows";
import { viewerOf } from "./applications";
import { fail } from "./errors";

export type InterviewRow = typeof interviews.$inferSelect;

export type InterviewDeps = InterviewMailDeps & { db: AppDatabase; now?: () => Date };

const DAY_MS = 86_400_000;

function slotOf(stored: StoredInterviewSlot): InterviewSlot {
  return { date: stored.date, time: stored.time, starts_at: stored.startsAt };
}

function agreedOf(row: InterviewRow): InterviewSlot | null {
  if (row.status !== "AGREED" || !row.startsAt) return null;
  return { ...toAthens(row.startsAt), starts_at: row.startsAt.toISOString() };
}

/** The application as its caller may see it, or 404. */
async function visibleApplication(db: AppDatabase, user: AuthUser, applicationId: number): Promise<ApplicationRow> {
  const application = await findVisibleApplication(db, applicationId, user.id, viewerOf(user));
  if (!application) throw fail.notFound();
  return application;
}

async function serialize(db: AppDatabase, row: InterviewRow, application: ApplicationRow): Promise<Interview> {
  const steps = await db
    .select()
    .from(interviewEvents)
    .where(eq(interviewEvents.interviewId, row.id))
    .orderBy(asc(interviewEvents.createdAt), asc(interviewEvents.id));
  return {
    id: row.id,
    application: row.applicationId,
    status: row.status,
    mode: row.mode,
    length_minutes: row.lengthMinutes,
    address: row.address,
    video_url: row.videoUrl,
    note: row.note,
    worker_note: row.workerNote,
    cancel_note: row.cancelNote,
    slots: row.slots.map(slotOf),
    agreed: agreedOf(row),
    sequence: row.sequence,
    job_title: application.jobTitle,
    company_name: application.companyName,
    updated_at: row.updatedAt.toISOString(),
    history: steps.map((step) => ({
      event: step.event,
      by: step.byRole,
      at: step.createdAt.toISOString(),
      starts_at: step.startsAt ? step.startsAt.toISOString() : null,
      reason: step.reason,
    })),
  };
}

async function stateOf(db: AppDatabase, application: ApplicationRow): Promise<InterviewState> {
  const [row] = await db.select().from(interviews).where(eq(interviews.applicationId, application.id)).limit(1);
  return { interview: row ? await serialize(db, row, application) : null };
}

/** `GET /applications/{id}/interview/`. */
export async function readInterview(db: AppDatabase, user: AuthUser, applicationId: number): Promise<InterviewState> {
  return stateOf(db, await visibleApplication(db, user, applicationId));
}

/** The caller's interviews that are not cancelled, for the lists: agreed ones soonest first. */
export async function listInterviews(db: AppDatabase, user: AuthUser): Promise<InterviewSummary[]> {
  const viewer: ApplicationViewer = viewerOf(user);
  const visible = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .where(viewer === "employee" ? visibleTo(user.id, viewer) : sql`${applications.jobId} in (${ownedJobs(user.id)})`);
  const rows = await db
    .select()
    .from(interviews)
    .where(and(inArray(interviews.applicationId, visible), ne(interviews.status, "CANCELLED")))
    .orderBy(sql`${interviews.startsAt} asc nulls last`, asc(interviews.id));
  return rows.map((row) => ({
    application: row.applicationId,
    status: row.status,
    mode: row.mode,
    agreed: agreedOf(row),
  }));
}

/** The ids of the jobs of the companies `userId` owns, as a subquery. */
function ownedJobs(userId: string) {
  return sql`select j.id from jobs j join companies c on c.id = j.company_id where c.owner_id = ${userId}`;
}

/** The proposed times as instants, each judged against `now`: ahead, within the horizon, existing in Athens. */
function storedSlots(slots: InterviewProposal["slots"], now: Date): StoredInterviewSlot[] {
  return slots.map((slot, index) => {
    const startsAt = fromAthens(slot);
    const field = `slots.${index}`;
    if (!startsAt) throw fail.invalidField(field, "interview_time_missing");
    if (startsAt.getTime() <= now.getTime()) throw fail.invalidField(field, "interview_time_past");
    if (startsAt.getTime() > now.getTime() + INTERVIEW_HORIZON_DAYS * DAY_MS)
      throw fail.invalidField(field, "interview_time_too_far");
    return { startsAt: startsAt.toISOString(), date: slot.date, time: slot.time };
  });
}

/**
 * Runs `change` on the application's interview under a row lock, then writes its step and queues the mails, all in
 * one transaction; answers the interview as it now is. The application's row is locked first (shared), as a move
 * of the application locks it before cancelling its interview: `change` sees the status as it is now, and a
 * withdrawal or rejection cannot slip between its check and its write.
 */
async function changeInterview(
  deps: InterviewDeps,
  user: AuthUser,
  applicationId: number,
  change: (
    tx: AppDatabase,
    current: InterviewRow | undefined,
    application: ApplicationRow,
  ) => Promise<{ row: InterviewRow; change: InterviewChange }>,
): Promise<InterviewState> {
  const application = await visibleApplication(deps.db, user, applicationId);
  await deps.mailer.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId))
      .for("share");
    if (!locked) throw fail.notFound();
    const [current] = await tx
      .select()
      .from(interviews)
      .where(eq(interviews.applicationId, applicationId))
      .for("update");
    const done = await change(tx, current, { ...application, status: locked.status });
    await recordInterviewStep(deps, tx, done.row, done.change, { role: user.role, userId: user.id });
  });
  return stateOf(deps.db, application);
}

const now = (deps: InterviewDeps) => (deps.now ? deps.now() : new Date());

/** `POST /applications/{id}/interview/` by the owning company: new times, replacing whatever was there. */
export async function proposeInterview(
  deps: InterviewDeps,
  user: AuthUser,
  applicationId: number,
  readBody: () => Promise<InterviewProposal>,
): Promise<InterviewState> {
  // The owner check and the application's state come before the body is read (docs/api-contract.md).
  const application = await visibleApplication(deps.db, user, applicationId);
  if (!canArrangeInterview(application.status)) throw fail.invalid("interview_application_closed");
  const body = await readBody();
  const slots = storedSlots(body.slots, now(deps));
  return changeInterview(deps, user, applicationId, async (tx, current, locked) => {
    if (!canArrangeInterview(locked.status)) throw fail.invalid("interview_application_closed");
    const values = {
      status: "PROPOSED" as const,
      mode: body.mode,
      lengthMinutes: body.length_minutes,
      address: body.mode === "IN_PERSON" ? (body.address ?? "") : "",
      videoUrl: body.mode === "VIDEO" ? (body.video_url ?? null) : null,
      note: body.note ?? "",
      workerNote: "",
      cancelNote: "",
      slots,
      startsAt: null,
    };
    if (!current) {
      const [row] = await tx
        .insert(interviews)
        .values({ applicationId, ...values })
        .returning();
      return { row, change: { event: "PROPOSED", by: "COMPANY", previous: null } };
    }
    const [row] = await tx
      .update(interviews)
      .set({ ...values, sequence: current.sequence + 1 })
      .where(eq(interviews.id, current.id))
      .returning();
    return {
      row,
      change: { event: current.status === "AGREED" ? "MOVED" : "PROPOSED", by: "COMPANY", previous: current },
    };
  });
}

/** `POST …/interview/accept/` by the worker: one of the proposed times. */
export async function acceptInterview(
  deps: InterviewDeps,
  user: AuthUser,
  applicationId: number,
  slot: number,
): Promise<InterviewState> {
  return changeInterview(deps, user, applicationId, async (tx, current, application) => {
    if (!current) throw fail.notFound();
    if (current.status === "CANCELLED") throw fail.conflict("interview_not_active");
    if (current.status !== "PROPOSED") throw fail.conflict("interview_not_proposed");
    if (!canArrangeInterview(application.status)) throw fail.invalid("interview_application_closed");
    const chosen = current.slots.at(slot);
    if (!chosen) throw fail.invalidField("slot", "interview_slot_unknown");
    const startsAt = new Date(chosen.startsAt);
    if (startsAt.getTime() <= now(deps).getTime()) throw fail.invalidField("slot", "interview_time_past");
    const [row] = await tx
      .update(interviews)
      .set({ status: "AGREED", startsAt, sequence: current.sequence + 1 })
      .where(eq(interviews.id, current.id))
      .returning();
    return { row, change: { event: "AGREED", by: "EMPLOYEE", previous: current } };
  });
}

/** `POST …/interview/other-times/` by the worker: none of these, or no longer the agreed one. */
export async function askOtherTimes(
  deps: InterviewDeps,
  user: AuthUser,
  applicationId: number,
  note: string,
): Promise<InterviewState> {
  return changeInterview(deps, user, applicationId, async (tx, current) => {
    if (!current) throw fail.notFound();
    if (current.status === "CANCELLED") throw fail.conflict("interview_not_active");
    const [row] = await tx
      .update(interviews)
      .set({ status: "OTHER_TIMES", workerNote: note, startsAt: null, sequence: current.sequence + 1 })
      .where(eq(interviews.id, current.id))
      .returning();
    return { row, change: { event: "OTHER_TIMES", by: "EMPLOYEE", previous: current } };
  });
}

/** `POST …/interview/cancel/` by either side. */
export async function cancelInterview(
  deps: InterviewDeps,
  user: AuthUser,
  applicationId: number,
  note: string,
): Promise<InterviewState> {
  const by: Role = user.role;
  return changeInterview(deps, user, applicationId, async (tx, current) => {
    if (!current) throw fail.notFound();
    if (current.status === "CANCELLED") throw fail.conflict("interview_not_active");
    const row = await cancelledRow(tx, current, note);
    return { row, change: { event: "CANCELLED", by, previous: current } };
  });
}

/**
 * The interview's row for its calendar file: an agreed time (REQUEST), or a cancelled interview that had one
 * (CANCEL, with the time it had); anything else has no calendar event (404).
 */
export async function calendarInterview(
  db: AppDatabase,
  user: AuthUser,
  applicationId: number,
): Promise<{ row: InterviewRow; application: ApplicationRow; method: "REQUEST" | "CANCEL"; startsAt: Date }> {
  const application = await visibleApplication(db, user, applicationId);
  const [row] = await db.select().from(interviews).where(eq(interviews.applicationId, applicationId)).limit(1);
  if (!row?.startsAt) throw fail.notFound();
  if (row.status === "AGREED") return { row, application, method: "REQUEST", startsAt: row.startsAt };
  if (row.status === "CANCELLED") return { row, application, method: "CANCEL", startsAt: row.startsAt };
  throw fail.notFound();
}
