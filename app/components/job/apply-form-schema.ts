import { z } from "zod";

/**
 * The apply form (one schema for the browser and the action, style.md). Messages are keys of the `job`
 * namespace, translated where they are shown.
 */
export const APPLY_ERROR_KEYS = [
  "apply.errors.coverLetterTooLong",
  "apply.errors.jobIdRequired",
  "apply.errors.submitFailed",
  "apply.errors.authenticationRequired",
  "apply.errors.alreadyApplied",
  "apply.errors.closed",
  "apply.errors.employeesOnly",
  "apply.errors.profileRequired",
] as const;
export type ApplyErrorKey = (typeof APPLY_ERROR_KEYS)[number];

/**
 * The contract's limit (`cover_letter: optionalText(5000)` in contract/applications.ts, which is not imported
 * here: its field builders bring the country list into the browser bundle). tests/unit/job-apply-form.test.ts
 * checks the two agree.
 */
export const COVER_LETTER_MAX_LENGTH = 5000;

/** Measured as the API measures it: line endings as one `\n`, surrounding white space trimmed. */
const normalize = (value: unknown) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : value);

export const ApplySchema = z.object({
  cover_letter: z.preprocess(
    normalize,
    z
      .string()
      .max(COVER_LETTER_MAX_LENGTH, "apply.errors.coverLetterTooLong" satisfies ApplyErrorKey)
      .optional(),
  ),
});
