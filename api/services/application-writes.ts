/**
 * Writing applications and their timeline (design section 7), in the caller's transaction: the apply route and
 * moving an application use these, and so does the bench's busy job (tests/bench/applicants-fixture.ts), so its
 * rows are the rows the API writes.
 */
import { eq } from "drizzle-orm";
import type { ApplicationStatus } from "../../contract/enums";
import type { AppDatabase } from "../db/client";
import { applicationStatusChanges, applications, isLiveApplication } from "../db/schema";

/**
 * A new application and the first step of its timeline (APPLIED, by the worker `by`), dated `createdAt` (now when
 * left out). Nothing, when the worker has a live application to the job already: the unique index of live (not
 * withdrawn) applications per (job, employee) decides between concurrent applies, and a withdrawn one is no
 * conflict, so applying again makes a new one.
 */
export async function insertApplication(
  tx: AppDatabase,
  fields: { jobId: number; employeeId: string; coverLetter: string | null; by: string; createdAt?: Date },
): Promise<{ id: number; createdAt: Date } | undefined> {
  const [inserted] = await tx
    .insert(applications)
    .values({
      jobId: fields.jobId,
      employeeId: fields.employeeId,
      coverLetter: fields.coverLetter,
      ...(fields.createdAt ? { createdAt: fields.createdAt, updatedAt: fields.createdAt } : {}),
    })
    .onConflictDoNothing({
      target: [applications.jobId, applications.employeeId],
      where: isLiveApplication(applications.status),
    })
    .returning({ id: applications.id, createdAt: applications.createdAt });
  if (inserted) {
    await tx
      .insert(applicationStatusChanges)
      .values({ applicationId: inserted.id, status: "APPLIED", changedBy: fields.by, createdAt: inserted.createdAt });
  }
  return inserted;
}

/**
 * Application `id` moves to `status`, and its timeline gets the step, dated as the application's own change
 * (`at`, or now). `by` is who moved it (null: nobody who still has an account).
 */
export async function setApplicationStatus(
  tx: AppDatabase,
  id: number,
  status: ApplicationStatus,
  by: string | null,
  at?: Date,
): Promise<void> {
  const [moved] = await tx
    .update(applications)
    .set({ status, ...(at ? { updatedAt: at } : {}) })
    .where(eq(applications.id, id))
    .returning({ updatedAt: applications.updatedAt });
  await tx
    .insert(applicationStatusChanges)
    .values({ applicationId: id, status, changedBy: by, createdAt: moved?.updatedAt });
}
