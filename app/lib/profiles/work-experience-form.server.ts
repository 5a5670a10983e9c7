/**
 * The work-experience pages' forms as their actions read them (docs/forms.md#reading-a-submission): each page's
 * buttons are named `intent`, so its schema is a `z.discriminatedUnion("intent", ...)` of them, and a button the
 * page does not have is the schema's 400 ("Invalid action"). An experience's fields are the contract's
 * (`workExperienceCreateSchema`) with its checks across them (an end before the start, a current job with an end
 * date), run as the contract runs them. Server only: zod stays off the browser.
 */
import { z } from "zod";
import { checkWorkExperience, workExperienceCreateSchema } from "#contract/profiles";
import { experienceIdOf } from "~/components/profile/work-experience";

/** The words for a button the page does not have, on the submission's `intent`. */
const INVALID_ACTION = "profile.edit.invalidAction";

const experienceFields = workExperienceCreateSchema.innerType();

/**
 * The contract's checks across an experience's fields (`checkWorkExperience`), for the option of the union that
 * carries an experience: the union's options must be plain objects, so the checks run on the union.
 */
function checkExperience(intent: string) {
  return (value: { intent: string } & Parameters<typeof checkWorkExperience>[0], ctx: z.RefinementCtx) => {
    if (value.intent === intent) checkWorkExperience(value, ctx);
  };
}

/** A Delete of the list names its experience; one without a usable id is refused, as spec section 8 words it. */
const experienceId = z.string({ required_error: "profile.edit.experienceIdRequired" }).transform((value, ctx) => {
  const id = experienceIdOf(value);
  if (id !== null) return id;
  ctx.addIssue({ code: z.ZodIssueCode.custom, message: "profile.edit.experienceIdRequired" });
  return z.NEVER;
});

/** The list page (`/work-experience`): the add form, and each experience's Delete with its id. */
export const experienceListSchema = z
  .discriminatedUnion(
    "intent",
    [
      experienceFields.extend({ intent: z.literal("add") }),
      z.object({ intent: z.literal("delete"), id: experienceId }),
    ],
    { errorMap: () => ({ message: INVALID_ACTION }) },
  )
  .superRefine(checkExperience("add"));

/** One experience's page (`/work-experience/{id}`): its form saved, or its Delete (the id is the page's). */
export const experienceEditSchema = z
  .discriminatedUnion(
    "intent",
    [experienceFields.extend({ intent: z.literal("update") }), z.object({ intent: z.literal("delete") })],
    { errorMap: () => ({ message: INVALID_ACTION }) },
  )
  .superRefine(checkExperience("update"));

/** An experience as the API takes it: the submission without its button. */
export function experienceOf<Value extends { intent: string }>({ intent: _intent, ...experience }: Value) {
  return experience;
}
