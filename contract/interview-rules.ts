/**
 * Interviews (issue 24, docs/interviews.md): the rules both tiers share, without zod so the browser may load them.
 * A company proposes up to three times for one application; the worker picks one or asks for others; either side
 * moves or cancels it. Times are Europe/Athens wall-clock times (contract/athens-time.ts).
 */
import { errorCodes } from "./error-codes";

export const INTERVIEW_MODES = ["IN_PERSON", "PHONE", "VIDEO"] as const;
export type InterviewMode = (typeof INTERVIEW_MODES)[number];

/**
 * PROPOSED: the company offered times and waits for the worker; AGREED: the worker picked one; OTHER_TIMES: the
 * worker asked for other times (the company proposes again); CANCELLED: either side called it off.
 */
export const INTERVIEW_STATUSES = ["PROPOSED", "AGREED", "OTHER_TIMES", "CANCELLED"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** What the timeline shows: each step of an interview, with the side that took it. */
export const INTERVIEW_EVENTS = ["PROPOSED", "AGREED", "MOVED", "OTHER_TIMES", "CANCELLED"] as const;
export type InterviewEvent = (typeof INTERVIEW_EVENTS)[number];

/**
 * Why an interview was cancelled without anyone cancelling it: its application left the running (withdrawn by the
 * worker, also by "I have a job for this season", or rejected by the company). A cancellation by hand has none.
 */
export const INTERVIEW_CANCEL_REASONS = ["APPLICATION_WITHDRAWN", "APPLICATION_REJECTED"] as const;
export type InterviewCancelReason = (typeof INTERVIEW_CANCEL_REASONS)[number];

export const INTERVIEW_SLOTS_MAX = 3;
export const INTERVIEW_LENGTH_MIN = 10;
export const INTERVIEW_LENGTH_MAX = 480;
export const INTERVIEW_NOTE_MAX = 500;
export const INTERVIEW_ADDRESS_MAX = 300;
/** How far ahead a time may be proposed: a season is planned months ahead, not years. */
export const INTERVIEW_HORIZON_DAYS = 366;
/** The reminder leaves this long before the interview. */
export const INTERVIEW_REMINDER_HOURS = 24;

export const INTERVIEW_ERRORS = errorCodes({
  interview_application_closed: "This application is closed: no interview can be arranged for it.",
  interview_time_past: "Choose a time in the future.",
  interview_time_too_far: `Choose a time within ${INTERVIEW_HORIZON_DAYS} days.`,
  interview_time_missing: "This time does not exist in Greece (the clocks go forward then).",
  interview_times_repeated: "Each proposed time must be different.",
  interview_address_required: "Give the address for an interview in person.",
  interview_link_required: "Give the video call link.",
  interview_slot_unknown: "Choose one of the proposed times.",
  interview_not_proposed: "There are no proposed times to choose from now.",
  interview_not_active: "This interview is cancelled.",
});

export type InterviewErrorCode = keyof typeof INTERVIEW_ERRORS;

/**
 * Why an application in `applicationStatus` has left the running, which cancels its interview
 * (api/services/interview-steps.ts): withdrawn or rejected; null while it is still open.
 */
export function closingReason(applicationStatus: string): InterviewCancelReason | null {
  if (applicationStatus === "WITHDRAWN") return "APPLICATION_WITHDRAWN";
  if (applicationStatus === "REJECTED") return "APPLICATION_REJECTED";
  return null;
}

/** The application statuses an interview can be arranged for: those that have not left the running. */
export function canArrangeInterview(applicationStatus: string): boolean {
  return closingReason(applicationStatus) === null;
}

/**
 * Which calendar file an interview has (`GET /applications/{id}/interview/calendar/`): the invitation of an agreed
 * time, or the cancellation of one when the interview was cancelled straight from it. A time moved first (MOVED,
 * OTHER_TIMES) was taken out of the calendars then, so a later cancel has no event left to cancel.
 */
export function calendarFileOf(interview: {
  status: InterviewStatus;
  history: readonly { event: InterviewEvent }[];
}): "REQUEST" | "CANCEL" | null {
  if (interview.status === "AGREED") return "REQUEST";
  const [before, last] = interview.history.slice(-2);
  return interview.status === "CANCELLED" && last?.event === "CANCELLED" && before?.event === "AGREED"
    ? "CANCEL"
    : null;
}
