import { errorText } from "~/lib/forms/schema-form";

/**
 * The review forms' words for what goes wrong: their own keys (the `account` namespace); the API's refusals come
 * in the words of their codes already (app/lib/api/refusals.server.ts `codes`), whether on a field (the season)
 * or for the whole form.
 */
const REVIEW_ERROR_KEYS = ["companyReviews.errors.failed"] as const;

/** `errorText` for the review forms: their own keys in the user's language, the refusals' words as they come. */
export function reviewErrorText(t: (key: never) => string) {
  return errorText(t, REVIEW_ERROR_KEYS);
}
