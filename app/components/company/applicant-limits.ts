/**
 * The contract's limits the applicant forms set as `maxLength` (contract/applications.ts), repeated here as plain
 * numbers so the page does not ship zod; tests/unit/applicant-limits.test.ts keeps the two equal.
 */
export const STATUS_MESSAGE_MAX_TEXT = 1000;
export const APPLICATION_NOTE_MAX_TEXT = 5000;

/** How many applicants a company's list shows at first, and how many more each "Show more" adds (the loader and the link). */
export const APPLICANTS_STEP = 25;
