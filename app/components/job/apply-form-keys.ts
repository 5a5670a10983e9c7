/** The apply form's messages (`job` keys) and limit, zod-free for the browser (docs/decisions/169). */
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
