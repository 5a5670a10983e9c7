/** Applications (design section 7): apply, list, withdraw, and the company's status changes. */
import { z } from "zod";
import {
  APPLICATION_STATUSES,
  COMPANY_APPLICATION_STATUSES,
  DRIVING_LICENCES,
  LANGUAGE_LEVELS,
  RIGHT_TO_WORK,
  ROLES,
  type ApplicationStatus,
} from "./enums";
import { formNumber, optionalText } from "./fields";

// The rules without zod live in ./application-rules.ts (the web's lists import them without shipping zod).
import { APPLICATION_MESSAGES, COVER_LETTER_MAX_LENGTH, type ApplicationErrorCode } from "./application-rules";
export {
  APPLICATION_ERRORS,
  APPLICATION_MESSAGES,
  type ApplicationErrorCode,
  canCompanyMoveApplication,
  canWithdrawApplication,
  COVER_LETTER_MAX_LENGTH,
  statusSetBy,
} from "./application-rules";

/**
 * The longest private note, and the message a status change may carry to the worker
 * (docs/applications.md#the-companys-side).
 */
export const APPLICATION_NOTE_MAX = 5000;
export const STATUS_MESSAGE_MAX = 1000;
/** How many applications one bulk change may move. */
export const BULK_STATUS_MAX = 100;

const jobId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `POST /applications/`. `job` may come as a number or, from a form, as its digits. */
export const applicationCreateSchema = z.object({
  job: formNumber(jobId),
  cover_letter: optionalText(COVER_LETTER_MAX_LENGTH),
});

/** `PATCH /applications/{id}/` by the owning company. */
export const applicationStatusUpdateSchema = z.object({ status: z.enum(COMPANY_APPLICATION_STATUSES) });

const applicationId = z.number().int().positive().max(2147483647);

/**
 * `POST /applications/bulk-status/` by the owning company: every listed application moves to `status`, or none
 * does; `message`, when given, goes into the status e-mail each worker gets.
 */
export const applicationBulkStatusSchema = z.object({
  ids: z
    .array(applicationId)
    .min(1)
    .max(BULK_STATUS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: APPLICATION_MESSAGES.duplicateIds,
      params: { code: "duplicate_ids" satisfies ApplicationErrorCode },
    }),
  status: z.enum(COMPANY_APPLICATION_STATUSES),
  message: optionalText(STATUS_MESSAGE_MAX),
});

/**
 * `PATCH /applications/{id}/notes/` by the owning company: the private note and the 1–5 rating (null clears it);
 * a field left out stays as it was.
 */
export const applicationNotesUpdateSchema = z.object({
  note: optionalText(APPLICATION_NOTE_MAX),
  rating: z.number().int().min(1).max(5).nullable().optional(),
});

/** The company's private note and rating, as `GET`/`PATCH /applications/{id}/notes/` answer them. */
export const applicationNotesSchema = z.object({
  note: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  updated_at: z.string().nullable(),
});

/** `GET /applications/?job_id=`. */
export const applicationListQuerySchema = z.object({ job_id: formNumber(jobId).optional() });

/**
 * The applicant list's page size when none is asked for, and the largest one (docs/applications.md#the-companys-side).
 */
export const APPLICANTS_PAGE_DEFAULT = 50;
export const APPLICANTS_PAGE_MAX = 100;
export const APPLICANT_ORDERINGS = ["date", "rating"] as const;

/**
 * `GET /applications/applicants/?job_id=&status=&sort=&limit=&offset=` by a company: one page of the applications
 * to its jobs (or to one of them), filtered by status and ordered in SQL; newest first, or best rated first.
 */
export const applicantPageQuerySchema = z.object({
  job_id: formNumber(jobId).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  sort: z.enum(APPLICANT_ORDERINGS).optional(),
  limit: formNumber(z.number().int().min(1).max(APPLICANTS_PAGE_MAX)).optional(),
  offset: formNumber(z.number().int().min(0).max(100_000)).optional(),
});

/** The applicant as the owning company sees them. */
export const applicantSchema = z.object({
  uuid: z.string().uuid(),
  /**
   * The worker deleted the account (docs/sessions-and-accounts.md#exporting-and-deleting-an-account): names, e-mail and
   * headline are empty, the cover letter is null; screens and the CSV show "Deleted user" in the reader's language.
   */
  deleted: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  headline: z.string(),
  /** What a company weighs for a season (company view only, docs/applications.md#the-companys-side). */
  languages: z.array(z.object({ language: z.string(), level: z.enum(LANGUAGE_LEVELS) })),
  availability: z.array(z.object({ available_from: z.string(), available_to: z.string().nullable() })),
  right_to_work: z.enum(RIGHT_TO_WORK).nullable(),
  has_afm: z.boolean().nullable(),
  has_amka: z.boolean().nullable(),
  health_certificate: z.boolean().nullable(),
  driving_licence: z.enum(DRIVING_LICENCES).nullable(),
  needs_accommodation: z.boolean().nullable(),
  /**
   * Until when the worker has a job for this season (docs/season.md: their other applications were withdrawn), an
   * ISO date today or later; null when they have none or it has ended.
   */
  taken_until: z.string().nullable(),
});

/**
 * One step of an application's timeline: the status it took, when, and which side set it (the worker applies and
 * withdraws, the company moves it). Who exactly is not shown to the other side.
 */
export const applicationStatusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  changed_at: z.string(),
  changed_by: z.enum(ROLES),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  job: z.number().int(),
  job_title: z.string(),
  /** The uuid of the company that posted the job: the worker's lists link to its page. */
  company: z.string().uuid(),
  company_name: z.string(),
  /** Where the job is (its place text, else its city): the employee's list shows it. */
  job_location: z.string(),
  cover_letter: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  /** Present in a company's list only. */
  applicant: applicantSchema.optional(),
  /** The job's season (company view only): the applicants' lists set the availability against it. */
  job_start_date: z.string().nullable().optional(),
  job_end_date: z.string().nullable().optional(),
  /** The company's private note and 1–5 rating (company view only; never in a worker's answer). */
  note: z.string().optional(),
  rating: z.number().int().min(1).max(5).nullable().optional(),
  /** The timeline, oldest first (areas.md): every status the application has had. */
  history: z.array(applicationStatusChangeSchema),
});

export const applicationListSchema = z.array(applicationSchema);

const statusCount = z.number().int().min(0);

/**
 * The answer of `GET /applications/applicants/`: the applications per status and in all (the filter aside), how
 * many match the filter, the page, and the offset of the next page (null on the last).
 */
export const applicantPageSchema = z.object({
  total: z.number().int().min(0),
  counts: z.object({
    APPLIED: statusCount,
    VIEWED_BY_COMPANY: statusCount,
    SHORTLISTED: statusCount,
    REJECTED: statusCount,
    WITHDRAWN: statusCount,
  } satisfies Record<ApplicationStatus, z.ZodNumber>),
  count: z.number().int().min(0),
  next_offset: z.number().int().min(0).nullable(),
  /** The job's title when `job_id` names one of the caller's jobs, else null. */
  job_title: z.string().nullable(),
  results: applicationListSchema,
});

/**
 * `GET /applications/applied-jobs/`: the ids of the jobs the employee has a live (not withdrawn) application to,
 * ascending: the "You applied" marks of a job list, without reading every application.
 */
export const appliedJobsSchema = z.array(z.number().int().positive());

export type ApplicationStatusChange = z.infer<typeof applicationStatusChangeSchema>;
export type ApplicationCreateRequest = z.infer<typeof applicationCreateSchema>;
export type ApplicationStatusUpdateRequest = z.infer<typeof applicationStatusUpdateSchema>;
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export type ApplicantPageQuery = z.infer<typeof applicantPageQuerySchema>;
export type ApplicantPage = z.infer<typeof applicantPageSchema>;
export type Applicant = z.infer<typeof applicantSchema>;
export type ApplicationBulkStatusRequest = z.infer<typeof applicationBulkStatusSchema>;
export type ApplicationNotesUpdateRequest = z.infer<typeof applicationNotesUpdateSchema>;
export type ApplicationNotes = z.infer<typeof applicationNotesSchema>;
export type Application = z.infer<typeof applicationSchema>;
export type AppliedJobs = z.infer<typeof appliedJobsSchema>;
