/**
 * Interviews (issue 24, docs/interviews.md): the bodies and answers of `/applications/{id}/interview/…` and
 * `/interviews/`. A time is an Athens date and time (`date` `YYYY-MM-DD`, `time` `HH:MM`); answers also give the
 * instant (`starts_at`, ISO 8601 UTC). The rules without zod: contract/interview-rules.ts.
 */
import { z } from "zod";
import { ROLES } from "./enums";
import { formNumber, isoDate, optionalHttpUrl, optionalLine, optionalText } from "./fields";
import {
  INTERVIEW_ADDRESS_MAX,
  INTERVIEW_CANCEL_REASONS,
  INTERVIEW_ERRORS,
  INTERVIEW_EVENTS,
  INTERVIEW_LENGTH_MAX,
  INTERVIEW_LENGTH_MIN,
  INTERVIEW_MODES,
  INTERVIEW_NOTE_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATUSES,
  type InterviewErrorCode,
} from "./interview-rules";

export * from "./interview-rules";

const TIME_MESSAGE = "Time has wrong format. Use HH:MM (24 hours).";

/** One proposed time, in Athens. */
export const interviewSlotInputSchema = z.object({
  date: isoDate(),
  time: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: TIME_MESSAGE }),
  ),
});

function issue(ctx: z.RefinementCtx, path: (string | number)[], code: InterviewErrorCode): void {
  ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: INTERVIEW_ERRORS[code], params: { code } });
}

/**
 * `POST /applications/{id}/interview/` by the owning company: proposes times anew (a first proposal, or a move of
 * one the worker had agreed to, or an answer to their request for other times). Whether each time lies ahead is
 * judged by the API against its clock.
 */
export const interviewProposalSchema = z
  .object({
    mode: z.enum(INTERVIEW_MODES),
    length_minutes: formNumber(z.number().int().min(INTERVIEW_LENGTH_MIN).max(INTERVIEW_LENGTH_MAX)),
    slots: z.array(interviewSlotInputSchema).min(1).max(INTERVIEW_SLOTS_MAX),
    /** Where to come, for an interview in person. */
    address: optionalLine(INTERVIEW_ADDRESS_MAX),
    /** The call's link, for a video interview (http or https). */
    video_url: optionalHttpUrl(),
    /** A few words to the worker (what to bring, who will call). */
    note: optionalText(INTERVIEW_NOTE_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.mode === "IN_PERSON" && !value.address) issue(ctx, ["address"], "interview_address_required");
    if (value.mode === "VIDEO" && !value.video_url) issue(ctx, ["video_url"], "interview_link_required");
    const seen = new Set<string>();
    value.slots.forEach((slot, index) => {
      const key = `${slot.date} ${slot.time}`;
      if (seen.has(key)) issue(ctx, ["slots", index], "interview_times_repeated");
      seen.add(key);
    });
  });

/** `POST …/interview/accept/` by the worker: the index (0, 1 or 2) of the proposed time they take. */
export const interviewAcceptSchema = z.object({
  slot: formNumber(
    z
      .number()
      .int()
      .min(0)
      .max(INTERVIEW_SLOTS_MAX - 1),
  ),
});

/** `POST …/interview/other-times/` by the worker, and `POST …/interview/cancel/` by either side. */
export const interviewNoteSchema = z.object({ note: optionalText(INTERVIEW_NOTE_MAX) });

const athensTimeSchema = z.object({ date: z.string(), time: z.string() });

export const interviewSlotSchema = athensTimeSchema.extend({ starts_at: z.string() });

export const interviewStepSchema = z.object({
  event: z.enum(INTERVIEW_EVENTS),
  by: z.enum(ROLES),
  at: z.string(),
  /** The agreed time, for AGREED. */
  starts_at: z.string().nullable(),
  /** For a CANCELLED step taken because the application was withdrawn or rejected; null otherwise. */
  reason: z.enum(INTERVIEW_CANCEL_REASONS).nullable(),
});

export const interviewSchema = z.object({
  id: z.number().int(),
  application: z.number().int(),
  status: z.enum(INTERVIEW_STATUSES),
  mode: z.enum(INTERVIEW_MODES),
  length_minutes: z.number().int(),
  address: z.string(),
  video_url: z.string().nullable(),
  /** The company's words with its proposal. */
  note: z.string(),
  /** The worker's words when asking for other times. */
  worker_note: z.string(),
  /** The last cancellation's words, from the side that cancelled. */
  cancel_note: z.string(),
  /** The proposed times, in the order proposed (the worker picks one by its index). */
  slots: z.array(interviewSlotSchema),
  /** The agreed time (AGREED only). */
  agreed: interviewSlotSchema.nullable(),
  /** Bumped on every change: the calendar invitation's SEQUENCE. */
  sequence: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  updated_at: z.string(),
  /** Every step, oldest first: the application's timeline shows them. */
  history: z.array(interviewStepSchema),
});

/** `GET /applications/{id}/interview/`: null before the company proposed anything. */
export const interviewStateSchema = z.object({ interview: interviewSchema.nullable() });

/** One line of `GET /interviews/`: who has an interview and when, for the lists. */
export const interviewSummarySchema = z.object({
  application: z.number().int(),
  status: z.enum(INTERVIEW_STATUSES),
  mode: z.enum(INTERVIEW_MODES),
  agreed: interviewSlotSchema.nullable(),
});
export const interviewSummaryListSchema = z.array(interviewSummarySchema);

export type InterviewProposal = z.infer<typeof interviewProposalSchema>;
export type InterviewAccept = z.infer<typeof interviewAcceptSchema>;
export type InterviewNote = z.infer<typeof interviewNoteSchema>;
export type Interview = z.infer<typeof interviewSchema>;
export type InterviewState = z.infer<typeof interviewStateSchema>;
export type InterviewSummary = z.infer<typeof interviewSummarySchema>;
export type InterviewSlot = z.infer<typeof interviewSlotSchema>;
