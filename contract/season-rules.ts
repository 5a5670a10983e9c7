/**
 * The season's end and the next season (docs/season.md): the rules both sides share, without zod, and the error
 * codes the season endpoints answer with (gathered in contract/api-errors.ts).
 */
import { errorCodes } from "./error-codes";
import type { ApplicationStatus } from "./enums";

/** A worker's answer to an invitation back: applied from it, or "not this year". */
export const SEASON_INVITATION_ANSWERS = ["APPLIED", "DECLINED"] as const;
export type SeasonInvitationAnswer = (typeof SEASON_INVITATION_ANSWERS)[number];

/**
 * The status a company gives the worker it takes: the highest step of contract/application-rules.ts. A worker
 * marks such an application as their job for the season, and a company's past workers are those it gave it.
 */
export const ACCEPTED_STATUS: ApplicationStatus = "SHORTLISTED";

/** The most workers one invitation action may name. */
export const MAX_INVITEES = 50;
/** The longest outside employer's name. */
export const EMPLOYER_NAME_MAX_LENGTH = 200;

export const SEASON_MESSAGES = {
  notAccepted: "Only an application the company has accepted (shortlisted) can be your job for the season.",
  seasonJobKind: "Give either the accepted application or an outside employer with its dates, not both.",
  endBeforeStart: "The end date cannot be before the start date.",
  endInPast: "The end date has already passed.",
  jobNotYours: "This job is not one of your company's.",
  notPastWorker: "Only workers your company shortlisted in a past season can be invited back.",
  invitationAnswered: "This invitation has already been answered.",
} as const;

export const SEASON_ERRORS = errorCodes({
  application_not_accepted: SEASON_MESSAGES.notAccepted,
  season_job_kind: SEASON_MESSAGES.seasonJobKind,
  season_end_before_start: SEASON_MESSAGES.endBeforeStart,
  season_end_in_past: SEASON_MESSAGES.endInPast,
  invitation_job_not_yours: SEASON_MESSAGES.jobNotYours,
  not_past_worker: SEASON_MESSAGES.notPastWorker,
  invitation_answered: SEASON_MESSAGES.invitationAnswered,
});

export type SeasonErrorCode = keyof typeof SEASON_ERRORS;

/** Whether a worker whose season job ends on `endDate` is taken on `today` (both ISO dates). */
export function isTaken(endDate: string | null | undefined, today: string): boolean {
  return endDate !== null && endDate !== undefined && endDate >= today;
}
