/**
 * The forms of the worker's season page (docs/forms.md: one schema per form, from contract/): the two ways to say
 * "I have a job for this season" (the body of `PUT /season-job/`, each with what it needs said as required, so a
 * missing field is named on it before the API is asked), its undo, and the answers to an invitation, told apart by
 * their button's `intent`.
 */
import { z } from "zod";
import { formNumber, isoDate, line } from "#contract/fields";
import { seasonJobRequestSchema } from "#contract/season";
import { EMPLOYER_NAME_MAX_LENGTH } from "#contract/season-rules";

const invitation = formNumber(z.number().int().positive().max(2147483647));

/** The application a company accepted, with the end date the job may lack. */
export const AcceptedSeasonJobSchema = seasonJobRequestSchema.pick({ end_date: true }).extend({
  intent: z.literal("accepted"),
  application: formNumber(z.number().int().positive().max(2147483647)),
});

/** A job found elsewhere: the employer and both dates. */
export const OutsideSeasonJobSchema = seasonJobRequestSchema.pick({}).extend({
  intent: z.literal("outside"),
  employer_name: line(EMPLOYER_NAME_MAX_LENGTH),
  start_date: isoDate(),
  end_date: isoDate(),
});

/** The two forms' fields: a 400 of `PUT /season-job/` on one of them is said there. */
export const SEASON_JOB_FIELDS = ["application", "employer_name", "start_date", "end_date"] as const;

export const SeasonPageSchema = z.discriminatedUnion("intent", [
  AcceptedSeasonJobSchema,
  OutsideSeasonJobSchema,
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("apply"), invitation }),
  z.object({ intent: z.literal("decline"), invitation }),
]);
