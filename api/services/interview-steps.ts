/**
 * An interview's step written with what it causes, in the caller's transaction (docs/interviews.md): the step on the
 * timeline and the mails (services/interview-mails.ts). Every change by hand (models/interviews.ts) goes through
 * here, and so does the cancellation when an application leaves the running (withdrawn by the worker, also by "I
 * have a job for this season", or rejected by the company), so both cancel the one way: status CANCELLED, SEQUENCE
 * bumped (the waiting reminder finds the interview changed and sends nothing), the step, and the mails with the
 * calendar's CANCEL for a time that had been agreed.
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { ApplicationStatus, Role } from "../../contract/enums";
import { closingReason } from "../../contract/interview-rules";
import type { AppDatabase } from "../db/client";
import { interviewEvents, interviews } from "../db/schema";
import { queueInterviewMails, type InterviewChange, type InterviewMailDeps } from "./interview-mails";

type InterviewRow = typeof interviews.$inferSelect;

/** Who took a step: the side, and the user (null: nobody who still has an account). */
export type InterviewActor = { role: Role; userId: string | null };

/** The step of `change` on the timeline, and the mails (and reminder) it causes. */
export async function recordInterviewStep(
  deps: InterviewMailDeps,
  tx: AppDatabase,
  row: InterviewRow,
  change: InterviewChange,
  actor: InterviewActor,
): Promise<void> {
  await tx.insert(interviewEvents).values({
    interviewId: row.id,
    event: change.event,
    byRole: actor.role,
    changedBy: actor.userId,
    startsAt: change.event === "AGREED" ? row.startsAt : null,
    reason: change.reason ?? null,
  });
  await queueInterviewMails(deps, tx, row, change);
}

/**
 * Interview `current` (locked by the caller, not cancelled) becomes CANCELLED with `note`; the agreed time is kept,
 * so the calendar file of the cancellation still names it.
 */
export async function cancelledRow(tx: AppDatabase, current: InterviewRow, note: string): Promise<InterviewRow> {
  const [row] = await tx
    .update(interviews)
    .set({ status: "CANCELLED", cancelNote: note, sequence: current.sequence + 1 })
    .where(eq(interviews.id, current.id))
    .returning();
  return row;
}

/**
 * In the transaction that moved applications `ids` to `status` (their rows locked first, as every interview change
 * does): when that status closes them, each one's interview that is not cancelled yet is cancelled by `actor`, with
 * the reason on its step and in the mails. How many were cancelled.
 */
export async function cancelInterviewsOfClosed(
  deps: InterviewMailDeps,
  tx: AppDatabase,
  ids: readonly number[],
  status: ApplicationStatus,
  actor: InterviewActor,
): Promise<number> {
  const reason = closingReason(status);
  if (!reason || ids.length === 0) return 0;
  const open = await tx
    .select()
    .from(interviews)
    .where(and(inArray(interviews.applicationId, [...ids]), ne(interviews.status, "CANCELLED")))
    .orderBy(asc(interviews.id))
    .for("update");
  for (const current of open) {
    const row = await cancelledRow(tx, current, "");
    await recordInterviewStep(deps, tx, row, { event: "CANCELLED", by: actor.role, previous: current, reason }, actor);
  }
  return open.length;
}
