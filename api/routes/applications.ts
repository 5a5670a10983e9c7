/**
 * Applications (design section 7), each endpoint declared once in contract/endpoints/jobs.ts: an employee applies
 * once per open job and may withdraw; the company that owns the job lists its applicants, moves them along and
 * keeps a private note. Another user's application is a 404, never a hint that it exists. The rules:
 * api/models/applications.ts.
 */
import {
  applyForJob,
  exportJobApplicants,
  getApplication,
  getApplicationNotes,
  listApplicantsPage,
  listApplications,
  listAppliedJobs,
  updateApplicationNotes,
  updateApplicationStatus,
  updateApplicationStatuses,
  withdrawApplication,
} from "../../contract/endpoints/jobs";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import {
  applicantPage,
  applicantsCsvOf,
  apply,
  listApplications as applicationsOf,
  moveApplication,
  moveApplications,
  notesOf,
  readApplication,
  requireApplicantProfile,
  requireVisible,
  saveNotes,
  viewerOf,
  withdraw,
} from "../models/applications";
import { appliedJobIdsOf } from "../services/employee-profiles";
import { preferredLanguage } from "../services/language";
import { createMailPreferenceLinks } from "../services/mail-preferences";

export function applicationRoutes({ db, config, mailer, queue }: ApiDeps): RouteDefinition[] {
  const moves = {
    db,
    mailer,
    queue,
    statusMailDelaySeconds: config.STATUS_MAIL_DELAY_SECONDS,
    links: createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
  };
  // The fixed paths (applicants, applied-jobs, bulk-status) come before `/applications/{id}/…`, which would take them.
  return [
    route(listApplications, async ({ user, query }) => applicationsOf(db, user, query.job_id)),
    route(listApplicantsPage, async ({ user, query }) => applicantPage(db, user.id, query)),
    // One indexed query, where a list page needs only its marks.
    route(listAppliedJobs, async ({ user }) => appliedJobIdsOf(db, user.id)),
    route(applyForJob, async ({ user, body }) => {
      const profileId = await requireApplicantProfile(db, user.id);
      return apply(db, user.id, profileId, await body());
    }),
    route(updateApplicationStatuses, async ({ user, body }) => moveApplications(moves, user.id, await body())),
    route(withdrawApplication, async ({ user, params }) => withdraw(moves, user.id, params.id)),
    route(getApplication, async ({ user, params }) => readApplication(db, user.id, viewerOf(user), params.id)),
    route(updateApplicationStatus, async ({ user, params, body }) => {
      await requireVisible(db, user.id, "company", params.id);
      const { status } = await body();
      return moveApplication(moves, user.id, params.id, status);
    }),
    route(getApplicationNotes, async ({ user, params }) => notesOf(db, user.id, params.id)),
    route(updateApplicationNotes, async ({ user, params, body }) => {
      await requireVisible(db, user.id, "company", params.id);
      return saveNotes(db, params.id, await body());
    }),
    route(exportJobApplicants, async ({ c, user, params }) => {
      const language = preferredLanguage(c.req.header("accept-language")) ?? "en";
      const csv = await applicantsCsvOf(db, user.id, params.id, language);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="applicants-job-${params.id}.csv"`,
        "Cache-Control": "private, no-store",
      });
    }),
  ];
}
