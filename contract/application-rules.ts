/**
 * Who may move an application where, and which side sets a status: plain functions without zod, so a web page
 * that only shows applications (the worker's list, an application's page) does not ship the contract's schemas;
 * the applications' sentences and their error codes, which the codes' catalogue (contract/api-errors.ts) gathers.
 */
import { errorCodes } from "./error-codes";
import type { ApplicationStatus, Role } from "./enums";

export const APPLICATION_MESSAGES = {
  alreadyApplied: "You have already applied to this job.",
  jobNotActive: "This job is not accepting applications.",
  profileRequired: "Create your employee profile before applying.",
  /** DRF's words for a primary key that names no row. */
  jobNotFound: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  cannotWithdraw: "This application can no longer be withdrawn.",
  invalidTransition: (from: ApplicationStatus, to: ApplicationStatus) =>
    `An application cannot move from ${from} to ${to}.`,
  /** A bulk change naming the same application twice. */
  duplicateIds: "Each application may be listed once.",
} as const;

/** The applications' error codes (contract/error-codes.ts). */
export const APPLICATION_ERRORS = errorCodes({
  already_applied: APPLICATION_MESSAGES.alreadyApplied,
  job_not_active: APPLICATION_MESSAGES.jobNotActive,
  job_not_found: (params: { id: number }) => APPLICATION_MESSAGES.jobNotFound(params.id),
  employee_profile_required: APPLICATION_MESSAGES.profileRequired,
  cannot_withdraw: APPLICATION_MESSAGES.cannotWithdraw,
  invalid_transition: (params: { from: ApplicationStatus; to: ApplicationStatus }) =>
    APPLICATION_MESSAGES.invalidTransition(params.from, params.to),
  duplicate_ids: APPLICATION_MESSAGES.duplicateIds,
});

export type ApplicationErrorCode = keyof typeof APPLICATION_ERRORS;

/**
 * The longest cover letter, in UTF-16 code units after line endings are made `\n` and the ends trimmed
 * (`optionalText`): what a browser's `maxlength` on a text area counts, so the apply form sets it from here.
 */
export const COVER_LETTER_MAX_LENGTH = 5000;

/** Which side sets a status: the worker's own steps, and the company's. */
export const statusSetBy = (status: ApplicationStatus): Role =>
  status === "APPLIED" || status === "WITHDRAWN" ? "EMPLOYEE" : "COMPANY";

/**
 * Where the company may move an application. A rejection can be reconsidered (back to the shortlist); nothing
 * leaves WITHDRAWN, and nothing returns to APPLIED or to "viewed" once decided.
 */
const COMPANY_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  APPLIED: ["VIEWED_BY_COMPANY", "SHORTLISTED", "REJECTED"],
  VIEWED_BY_COMPANY: ["SHORTLISTED", "REJECTED"],
  SHORTLISTED: ["REJECTED"],
  REJECTED: ["SHORTLISTED"],
  WITHDRAWN: [],
};

export function canCompanyMoveApplication(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return COMPANY_TRANSITIONS[from].includes(to);
}

/** The employee may withdraw until the application is decided against or already withdrawn. */
export function canWithdrawApplication(status: ApplicationStatus): boolean {
  return status !== "REJECTED" && status !== "WITHDRAWN";
}

/**
 * Whether one of a worker's availability windows overlaps a job's season (an open-ended window runs for ever; a
 * job without an end is its start day): the worker's fit badge and the company's applicants lists (docs/decisions/
 * 164) use this one rule. `null` when there is nothing to compare (no start date, or no window given).
 */
export function coversSeason(
  windows: ReadonlyArray<{ available_from: string; available_to: string | null }>,
  start: string | null | undefined,
  end: string | null | undefined,
): boolean | null {
  if (!start || windows.length === 0) return null;
  const last = end ?? start;
  return windows.some(
    (window) => window.available_from <= last && (window.available_to === null || window.available_to >= start),
  );
}
