/** Applications (design section 7): apply, list, withdraw, and the company's status changes. */
import { z } from "zod";
import { APPLICATION_STATUSES, COMPANY_APPLICATION_STATUSES, ROLES, type ApplicationStatus } from "./enums";
import { formNumber, optionalText } from "./fields";

// The rules without zod live in ./application-rules.ts (the web's lists import them without shipping zod).
export { canCompanyMoveApplication, canWithdrawApplication, statusSetBy } from "./application-rules";

export const APPLICATION_MESSAGES = {
  alreadyApplied: "You have already applied to this job.",
  jobNotActive: "This job is not accepting applications.",
  profileRequired: "Create your employee profile before applying.",
  /** DRF's words for a primary key that names no row. */
  jobNotFound: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  cannotWithdraw: "This application can no longer be withdrawn.",
  invalidTransition: (from: ApplicationStatus, to: ApplicationStatus) =>
    `An application cannot move from ${from} to ${to}.`,
} as const;

const jobId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `POST /applications/`. `job` may come as a number or, from a form, as its digits. */
export const applicationCreateSchema = z.object({
  job: formNumber(jobId),
  cover_letter: optionalText(5000),
});

/** `PATCH /applications/{id}/` by the owning company. */
export const applicationStatusUpdateSchema = z.object({ status: z.enum(COMPANY_APPLICATION_STATUSES) });

/** `GET /applications/?job_id=`. */
export const applicationListQuerySchema = z.object({ job_id: formNumber(jobId).optional() });

/** The applicant as the owning company sees them. */
export const applicantSchema = z.object({
  uuid: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  headline: z.string(),
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
  /** The timeline, oldest first (areas.md): every status the application has had. */
  history: z.array(applicationStatusChangeSchema),
});

export const applicationListSchema = z.array(applicationSchema);

export type ApplicationStatusChange = z.infer<typeof applicationStatusChangeSchema>;
export type ApplicationCreateRequest = z.infer<typeof applicationCreateSchema>;
export type ApplicationStatusUpdateRequest = z.infer<typeof applicationStatusUpdateSchema>;
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;
export type Applicant = z.infer<typeof applicantSchema>;
export type Application = z.infer<typeof applicationSchema>;
