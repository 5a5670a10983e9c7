/**
 * The season's end and the next season (docs/season.md), each endpoint declared once: the worker's job for the
 * season (`/season-job/`), the company's past workers and its invitations back, and the worker's invitations.
 */
import { endpoint } from "../endpoint";
import {
  invitationAppliedSchema,
  invitationApplySchema,
  invitationListSchema,
  invitationRequestSchema,
  invitationResultSchema,
  invitationSchema,
  pastWorkerListSchema,
  pastWorkersQuerySchema,
  seasonJobRequestSchema,
  seasonJobSetSchema,
  seasonJobStateSchema,
} from "../season";

const seasonJobPath = "/season-job/";

export const readSeasonJob = endpoint({
  method: "get",
  path: seasonJobPath,
  operationId: "readSeasonJob",
  summary: "The caller's job for this season, or null",
  tag: "Season",
  access: "EMPLOYEE",
  responses: { 200: { description: "The job for the season, or null.", schema: seasonJobStateSchema } },
});

export const setSeasonJob = endpoint({
  method: "put",
  path: seasonJobPath,
  operationId: "setSeasonJob",
  summary: 'Say "I have a job for this season"',
  description:
    "Either an application the company accepted (shortlisted), or an outside job with its employer and dates. " +
    "Every other open application of the caller is withdrawn (as by the worker), each company gets a short note, " +
    "and companies see the worker as taken until the end date. Replaces an earlier job for the season.",
  tag: "Season",
  access: "EMPLOYEE",
  body: {
    kind: "json",
    schema: seasonJobRequestSchema,
    example: { employer_name: "Blue Bay Taverna", start_date: "2027-05-01", end_date: "2027-10-15" },
    alsoForm: true,
  },
  responses: {
    200: { description: "The job for the season and the withdrawn applications.", schema: seasonJobSetSchema },
  },
  errors: {
    400:
      "Neither or both kinds given (`season_job_kind`), a field missing for an outside job, an end before the start " +
      "(`season_end_before_start`) or already past (`season_end_in_past`), an application not accepted " +
      "(`application_not_accepted`), or no employee profile (`employee_profile_required`).",
    404: "The application is not one of the caller's.",
  },
});

export const clearSeasonJob = endpoint({
  method: "delete",
  path: seasonJobPath,
  operationId: "clearSeasonJob",
  summary: 'Undo "I have a job for this season"',
  description: "Idempotent. The applications it withdrew stay withdrawn.",
  tag: "Season",
  access: "EMPLOYEE",
  responses: { 200: { description: "No job for the season now.", schema: seasonJobStateSchema } },
});

export const listPastWorkers = endpoint({
  method: "get",
  path: "/companies/{uuid}/past-workers/",
  operationId: "listPastWorkers",
  summary: "The workers the company shortlisted in past seasons",
  description:
    "Each worker whose application to one of the company's jobs of an earlier season (the year of the job's start, " +
    "else of its posting) was ever shortlisted, by the application's status history; with until when they are taken " +
    "and the jobs they are invited to already.",
  tag: "Season",
  access: "COMPANY",
  ownerOnly: true,
  query: pastWorkersQuerySchema,
  responses: { 200: { description: "The past workers, most recent season first.", schema: pastWorkerListSchema } },
  errors: { 400: "A `hide_taken` that is not `true` or `false`.", 404: "No company has this uuid." },
});

export const inviteWorkersBack = endpoint({
  method: "post",
  path: "/companies/{uuid}/invitations/",
  operationId: "inviteWorkersBack",
  summary: "Invite past workers to one of the company's open jobs",
  description:
    "Each named worker must be one of the company's past workers; a worker invited to that job before is not " +
    "invited again. Each new invitee who has not turned these e-mails off gets one.",
  tag: "Season",
  access: "COMPANY",
  ownerOnly: true,
  body: {
    kind: "json",
    schema: invitationRequestSchema,
    example: { job: 1, employees: ["5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d"] },
    alsoForm: true,
  },
  responses: {
    201: { description: "Whom it invited, and whom it had invited already.", schema: invitationResultSchema },
  },
  errors: {
    400:
      "The job is not one of the company's (`invitation_job_not_yours`) or does not take applications " +
      "(`job_not_active`, `job_closed`), or a worker is not a past worker (`not_past_worker`).",
    404: "No company has this uuid.",
  },
});

export const listCompanyInvitations = endpoint({
  method: "get",
  path: "/companies/{uuid}/invitations/",
  operationId: "listCompanyInvitations",
  summary: "The company's invitations back and the workers' answers",
  tag: "Season",
  access: "COMPANY",
  ownerOnly: true,
  responses: { 200: { description: "Newest first.", schema: invitationListSchema } },
  errors: { 404: "No company has this uuid." },
});

export const listOwnInvitations = endpoint({
  method: "get",
  path: "/invitations/",
  operationId: "listOwnInvitations",
  summary: "The caller's invitations back",
  tag: "Season",
  access: "EMPLOYEE",
  responses: { 200: { description: "Newest first.", schema: invitationListSchema } },
});

export const applyFromInvitation = endpoint({
  method: "post",
  path: "/invitations/{id}/apply/",
  operationId: "applyFromInvitation",
  summary: "Apply to the invitation's job in one step",
  description: "The existing apply rules hold (an open job, once per job). The company sees the answer APPLIED.",
  tag: "Season",
  access: "EMPLOYEE",
  ownerOnly: true,
  body: {
    kind: "json",
    schema: invitationApplySchema,
    example: { cover_letter: "Happy to come back!" },
    alsoForm: true,
  },
  responses: { 200: { description: "The invitation and the new application.", schema: invitationAppliedSchema } },
  errors: {
    400:
      "Already answered (`invitation_answered`), the job takes no applications (`job_not_active`, `job_closed`), " +
      "or already applied (`already_applied`).",
    404: "No invitation of the caller's has this id.",
  },
});

export const declineInvitation = endpoint({
  method: "post",
  path: "/invitations/{id}/decline/",
  operationId: "declineInvitation",
  summary: 'Say "not this year" to an invitation',
  tag: "Season",
  access: "EMPLOYEE",
  ownerOnly: true,
  responses: { 200: { description: "The invitation, answered.", schema: invitationSchema } },
  errors: {
    400: "Already answered (`invitation_answered`).",
    404: "No invitation of the caller's has this id.",
  },
});

/** In the order the document lists them. */
export const SEASON_ENDPOINTS = [
  readSeasonJob,
  setSeasonJob,
  clearSeasonJob,
  listPastWorkers,
  inviteWorkersBack,
  listCompanyInvitations,
  listOwnInvitations,
  applyFromInvitation,
  declineInvitation,
] as const;
