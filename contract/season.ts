/**
 * The season's end and the next season (docs/season.md): the bodies and answers of the season endpoints
 * (contract/endpoints/season.ts). Every request body is also a form (the web app's no-JS forms).
 */
import { z } from "zod";
import { COVER_LETTER_MAX_LENGTH } from "./application-rules";
import { formList, formNumber, optionalFormNumber, optionalIsoDate, optionalLine, optionalText } from "./fields";
import { EMPLOYER_NAME_MAX_LENGTH, MAX_INVITEES, SEASON_INVITATION_ANSWERS } from "./season-rules";

const applicationId = z.number().int().positive().max(2147483647);

/**
 * `PUT /season-job/`: the accepted application (`application`), or an outside job (`employer_name`, `start_date`,
 * `end_date`). With an application, `end_date` may say when it ends where its job gives no end.
 */
export const seasonJobRequestSchema = z.object({
  application: optionalFormNumber(applicationId),
  employer_name: optionalLine(EMPLOYER_NAME_MAX_LENGTH),
  start_date: optionalIsoDate(),
  end_date: optionalIsoDate(),
});

export const seasonJobSchema = z.object({
  /** The accepted application, or null for an outside job. */
  application: z.number().nullable(),
  /** The employer: the company of the accepted application's job, or the outside employer's name. */
  employer_name: z.string(),
  job_title: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  created_at: z.string(),
});

/** `GET /season-job/`: the worker's job for the season, or null. */
export const seasonJobStateSchema = z.object({ season_job: seasonJobSchema.nullable() });

/** `PUT /season-job/`'s answer: the job, and the applications it withdrew (ids, ascending). */
export const seasonJobSetSchema = z.object({
  season_job: seasonJobSchema,
  withdrawn: z.array(z.number()),
});

/** One worker the company shortlisted in a past season (`GET /companies/{uuid}/past-workers/`). */
export const pastWorkerSchema = z.object({
  employee: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  /** The last past season (the year of the job's start) the company shortlisted them in, and for which job. */
  last_season: z.number(),
  last_job_title: z.string(),
  /** Until when they have a job for this season (companies see them as taken), else null. */
  taken_until: z.string().nullable(),
  /** The company's jobs they are invited to already (ids, ascending). */
  invited_to: z.array(z.number()),
});

export const pastWorkersQuerySchema = z.object({
  /** `true`: leave out the workers who are taken today. */
  hide_taken: z.enum(["true", "false"]).optional(),
});

export const pastWorkerListSchema = z.object({ results: z.array(pastWorkerSchema) });

/** `POST /companies/{uuid}/invitations/`: invite these past workers to the company's open job. */
export const invitationRequestSchema = z.object({
  job: formNumber(z.number().int().positive().max(999_999_999_999_999)),
  employees: formList(z.string().uuid(), { min: 1, max: MAX_INVITEES }),
});

/** An invitation as the company sees it (with the worker) and as the worker sees it (with the job and company). */
export const invitationSchema = z.object({
  id: z.number(),
  job: z.number(),
  job_title: z.string(),
  company: z.string().uuid(),
  company_name: z.string(),
  employee: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  /** Null until answered: APPLIED (applied from it) or DECLINED ("not this year"). */
  answer: z.enum(SEASON_INVITATION_ANSWERS).nullable(),
  answered_at: z.string().nullable(),
  /** Whether the job still takes applications. */
  job_open: z.boolean(),
  created_at: z.string(),
});

export const invitationListSchema = z.object({ results: z.array(invitationSchema) });

/** `POST /companies/{uuid}/invitations/`'s answer: whom it invited now, and whom it had invited to that job already. */
export const invitationResultSchema = z.object({
  invited: z.array(z.string().uuid()),
  already_invited: z.array(z.string().uuid()),
});

/** `POST /invitations/{id}/apply/`: the cover letter is optional (the profile is already there). */
export const invitationApplySchema = z.object({ cover_letter: optionalText(COVER_LETTER_MAX_LENGTH) });

/** `POST /invitations/{id}/apply/`'s answer: the invitation, and the application it made. */
export const invitationAppliedSchema = z.object({ invitation: invitationSchema, application: z.number() });

export type SeasonJobRequest = z.infer<typeof seasonJobRequestSchema>;
export type SeasonJob = z.infer<typeof seasonJobSchema>;
export type SeasonJobState = z.infer<typeof seasonJobStateSchema>;
export type SeasonJobSet = z.infer<typeof seasonJobSetSchema>;
export type PastWorker = z.infer<typeof pastWorkerSchema>;
export type PastWorkerList = z.infer<typeof pastWorkerListSchema>;
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;
export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationList = z.infer<typeof invitationListSchema>;
export type InvitationResult = z.infer<typeof invitationResultSchema>;
export type InvitationApplied = z.infer<typeof invitationAppliedSchema>;
