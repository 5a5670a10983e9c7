/**
 * The rules of company reviews (areas.md "Write a review") as plain values, without zod, so the reviews tab, which
 * only shows reviews, does not ship the contract's schemas: how long the author may edit one, and the API's words
 * for what it refuses (the web app shows each in the user's language).
 */
import { errorCodes } from "./error-codes";

/** The author may edit a review for this many days after writing it (areas.md). */
export const REVIEW_EDIT_DAYS = 30;

/** The seasons a review may be about: years, as a job's dates are. */
export const REVIEW_SEASONS = { min: 2000, max: 2100 } as const;

export const REVIEW_LIMITS = { title: 120, content: 4000, position: 120, reply: 2000, reason: 1000 } as const;

export const REVIEW_MESSAGES = {
  notShortlisted: "Only a worker this company has shortlisted can review it.",
  seasonNotShortlisted: "This company did not shortlist you for a job in that season.",
  alreadyReviewed: "You have already reviewed this company for this season.",
  notAuthor: "Only the author of a review may edit it.",
  editWindowOver: `The ${REVIEW_EDIT_DAYS} days in which a review can be edited are over.`,
  alreadyReplied: "The company has already replied to this review.",
  ownReview: "You cannot report your own review.",
} as const;

/** The reviews' error codes (contract/error-codes.ts), with the texts above. */
export const REVIEW_ERRORS = errorCodes({
  not_shortlisted: REVIEW_MESSAGES.notShortlisted,
  season_not_shortlisted: REVIEW_MESSAGES.seasonNotShortlisted,
  already_reviewed: REVIEW_MESSAGES.alreadyReviewed,
  not_review_author: REVIEW_MESSAGES.notAuthor,
  edit_window_over: (params: { days: number }) => `The ${params.days} days in which a review can be edited are over.`,
  already_replied: REVIEW_MESSAGES.alreadyReplied,
  own_review: REVIEW_MESSAGES.ownReview,
});

/** The moment the author can no longer edit a review written at `createdAt`. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether a review whose window ends at `editableUntil` (ISO text) may still be edited at `now`. */
export function isReviewEditable(editableUntil: string, now: Date = new Date()): boolean {
  return now.getTime() < new Date(editableUntil).getTime();
}
