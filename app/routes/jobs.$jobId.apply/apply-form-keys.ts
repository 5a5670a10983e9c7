/** The apply form's messages (`job` keys) and limit, zod-free for the browser (docs/forms.md#the-form-kit). */
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

/** The contract's limit, from its zod-free module (contract/applications.ts would bring zod and the country list). */
export { COVER_LETTER_MAX_LENGTH } from "#contract/application-rules";
