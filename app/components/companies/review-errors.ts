/**
 * The review forms' words for what goes wrong: their own keys (the `account` namespace), given to the forms'
 * `FormWords`; the API's refusals come in the words of their codes already (app/lib/api/refusals.server.ts
 * `codes`), whether on a field (the season) or for the whole form.
 */
export const REVIEW_ERROR_KEYS = ["companyReviews.errors.failed"] as const;
