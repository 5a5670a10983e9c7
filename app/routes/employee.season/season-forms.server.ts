/**
 * The forms of the worker's season page (docs/forms.md: one schema per form, from contract/): the two ways to say
 * "I have a job for this season" (the body of `PUT /season-job/`), its undo, and the answers to an invitation,
 * told apart by their button's `intent`.
 */
import { z } from "zod";
import { formNumber } from "#contract/fields";
import { seasonJobRequestSchema } from "#contract/season";

const invitation = formNumber(z.number().int().positive().max(2147483647));

export const SeasonPageSchema = z.discriminatedUnion("intent", [
  seasonJobRequestSchema.extend({ intent: z.literal("accepted") }),
  seasonJobRequestSchema.extend({ intent: z.literal("outside") }),
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("apply"), invitation }),
  z.object({ intent: z.literal("decline"), invitation }),
]);
