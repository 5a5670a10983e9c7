import { REVIEW_MESSAGES } from "#contract/review-rules";
import { errorText } from "~/lib/forms/schema-form";

/**
 * The API refuses a review in its own English sentences (contract/review-rules.ts); each is shown in the user's
 * language through the `account` key here, whether it arrives on a field (the season) or for the whole form.
 */
const CONTRACT_MESSAGES: Record<string, string> = {
  [REVIEW_MESSAGES.notShortlisted]: "companyReviews.errors.notShortlisted",
  [REVIEW_MESSAGES.seasonNotShortlisted]: "companyReviews.errors.seasonNotShortlisted",
  [REVIEW_MESSAGES.alreadyReviewed]: "companyReviews.errors.alreadyReviewed",
  [REVIEW_MESSAGES.notAuthor]: "companyReviews.errors.notAuthor",
  [REVIEW_MESSAGES.editWindowOver]: "companyReviews.errors.editWindowOver",
  [REVIEW_MESSAGES.ownReview]: "companyReviews.errors.ownReview",
};

/** The API's sentences these forms say in their own words (app/lib/api/refusals.server.ts keeps them whatever the status). */
export const REVIEW_API_TEXTS = Object.keys(CONTRACT_MESSAGES);

const REVIEW_ERROR_KEYS = [...Object.values(CONTRACT_MESSAGES), "companyReviews.errors.failed"] as const;

/** `errorText` for the review forms: the API's sentences and the forms' own keys in the user's language. */
export function reviewErrorText(t: (key: never) => string) {
  const translate = errorText(t, REVIEW_ERROR_KEYS);
  return (messages: readonly string[] | undefined) =>
    translate(messages?.map((message) => CONTRACT_MESSAGES[message] ?? message));
}
