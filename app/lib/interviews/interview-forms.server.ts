/**
 * The interview forms' schemas (docs/interviews.md#the-screens), read by the actions with `readSubmission`
 * (docs/forms.md): the worker's three buttons and the company's proposal and cancellation, each named by `intent`.
 * Server only: the browser gets no zod. The proposal form has three date-and-time rows; rows left empty are
 * dropped, and the rest go to the API, which judges them (in the future, within a year, existing in Athens).
 */
import { z } from "zod";
import { optionalLine, optionalText } from "#contract/fields";
import {
  INTERVIEW_ADDRESS_MAX,
  INTERVIEW_LENGTH_MAX,
  INTERVIEW_LENGTH_MIN,
  INTERVIEW_MODES,
  INTERVIEW_NOTE_MAX,
  INTERVIEW_SLOTS_MAX,
} from "#contract/interview-rules";

const note = optionalText(INTERVIEW_NOTE_MAX);

export const workerInterviewFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("accept"),
    slot: z.coerce
      .number()
      .int()
      .min(0)
      .max(INTERVIEW_SLOTS_MAX - 1),
  }),
  z.object({ intent: z.literal("other-times"), note }),
  z.object({ intent: z.literal("cancel"), note }),
]);

const optionalField = optionalLine(40);

export const companyInterviewFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("propose"),
    mode: z.enum(INTERVIEW_MODES),
    length_minutes: z.coerce.number().int().min(INTERVIEW_LENGTH_MIN).max(INTERVIEW_LENGTH_MAX),
    address: optionalLine(INTERVIEW_ADDRESS_MAX),
    video_url: optionalLine(500),
    date_1: optionalField,
    time_1: optionalField,
    date_2: optionalField,
    time_2: optionalField,
    date_3: optionalField,
    time_3: optionalField,
    note,
  }),
  z.object({ intent: z.literal("cancel"), note }),
]);

export type CompanyProposalForm = Extract<z.infer<typeof companyInterviewFormSchema>, { intent: "propose" }>;

/** The rows filled in, in order; `incomplete` names the first row with only one of its two fields. */
export function proposedSlots(form: CompanyProposalForm): {
  slots: { date: string; time: string }[];
  incomplete: number | null;
} {
  const rows = [
    [form.date_1, form.time_1],
    [form.date_2, form.time_2],
    [form.date_3, form.time_3],
  ] as const;
  const slots: { date: string; time: string }[] = [];
  for (const [index, [date, time]] of rows.entries()) {
    if (!date && !time) continue;
    if (!date || !time) return { slots, incomplete: index + 1 };
    slots.push({ date, time });
  }
  return { slots, incomplete: null };
}
