/**
 * The apply form's schema (style.md: one schema per form; the action parses with it, the loader gives its
 * constraints). Messages are keys of the `job` namespace (./apply-form-keys.ts), translated where they are shown.
 */
import { z } from "zod";
import { COVER_LETTER_MAX_LENGTH, type ApplyErrorKey } from "./apply-form-keys";

export { APPLY_ERROR_KEYS, COVER_LETTER_MAX_LENGTH, type ApplyErrorKey } from "./apply-form-keys";

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
