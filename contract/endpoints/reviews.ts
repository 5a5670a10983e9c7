/** Company reviews (areas.md "Write a review"): read by anyone, written by workers the company shortlisted. */
import { z } from "zod";
import { REVIEW_EDIT_DAYS, REVIEW_MESSAGES } from "../review-rules";
import { reviewSchema } from "../profiles";
import {
  ownReviewSchema,
  reviewCreateSchema,
  reviewEligibilitySchema,
  reviewReplySchema,
  reviewReportedSchema,
  reviewReportSchema,
  reviewUpdateSchema,
} from "../reviews";
import { EXAMPLES } from "./examples";
import { endpoint } from "../endpoint";

const NO_REVIEW = "No company has this uuid, or it has no review with this id.";

export const listCompanyReviews = endpoint({
  method: "get",
  path: "/companies/{uuid}/reviews/",
  operationId: "listCompanyReviews",
  summary: "Reviews of a company",
  description:
    "Newest first, each with the company's reply. `verified` marks a review by a worker the company shortlisted.",
  tag: "Reviews",
  access: "public",
  responses: { 200: { description: "The reviews, newest first.", schema: z.array(reviewSchema) } },
  errors: { 404: "No company has this uuid." },
});

export const readReviewEligibility = endpoint({
  method: "get",
  path: "/companies/{uuid}/reviews/eligibility/",
  operationId: "readReviewEligibility",
  summary: "Which seasons the worker may review the company for, and their own reviews of it",
  description:
    "The seasons are the years of the company's jobs (the start date's year, else the year of the application) " +
    "for which the company shortlisted the worker, without those the worker has reviewed already; newest first.",
  tag: "Reviews",
  access: "EMPLOYEE",
  responses: {
    200: { description: "Seasons left to review, and the worker's own reviews.", schema: reviewEligibilitySchema },
  },
  errors: { 404: "No company has this uuid." },
});

export const createCompanyReview = endpoint({
  method: "post",
  path: "/companies/{uuid}/reviews/",
  operationId: "createCompanyReview",
  summary: "Review a company",
  description:
    "By a worker the company shortlisted, for a season in which it did, once per season. The author is shown as " +
    "first name and last-name initial; the review is `verified`. The company's account is e-mailed (review notices).",
  tag: "Reviews",
  access: "EMPLOYEE",
  body: { kind: "json", schema: reviewCreateSchema, example: EXAMPLES.review, alsoForm: true },
  responses: { 201: { description: "The new review, as its author reads it.", schema: ownReviewSchema } },
  errors: {
    400: `A field is invalid, or the company did not shortlist the worker in that season (\`season_not_shortlisted\` on \`season\`: "${REVIEW_MESSAGES.seasonNotShortlisted}").`,
    403: `Not a worker, or one the company never shortlisted (\`not_shortlisted\`: "${REVIEW_MESSAGES.notShortlisted}").`,
    404: "No company has this uuid.",
    409: `The worker has reviewed the company for that season already (\`already_reviewed\`: "${REVIEW_MESSAGES.alreadyReviewed}").`,
  },
});

export const updateCompanyReview = endpoint({
  method: "patch",
  path: "/companies/{uuid}/reviews/{id}/",
  operationId: "updateCompanyReview",
  summary: "Edit one's review",
  description: `By its author, for ${REVIEW_EDIT_DAYS} days after writing it. Any of the rating and the texts; the season stays.`,
  tag: "Reviews",
  access: "EMPLOYEE",
  ownerOnly: true,
  body: { kind: "json", schema: reviewUpdateSchema, example: EXAMPLES.reviewUpdate, alsoForm: true },
  responses: { 200: { description: "The edited review, as its author reads it.", schema: ownReviewSchema } },
  errors: {
    403: `Not the author (\`not_review_author\`: "${REVIEW_MESSAGES.notAuthor}"), or the ${REVIEW_EDIT_DAYS} days are over (\`edit_window_over\`: "${REVIEW_MESSAGES.editWindowOver}").`,
    404: NO_REVIEW,
  },
});

export const replyToCompanyReview = endpoint({
  method: "post",
  path: "/companies/{uuid}/reviews/{id}/reply/",
  operationId: "replyToCompanyReview",
  summary: "Reply to a review of one's company",
  description: "By the company that owns the profile, once. The author is e-mailed (review notices).",
  tag: "Reviews",
  access: "COMPANY",
  ownerOnly: true,
  body: { kind: "json", schema: reviewReplySchema, example: EXAMPLES.reviewReply, alsoForm: true },
  responses: { 200: { description: "The review with its reply.", schema: reviewSchema } },
  errors: {
    404: NO_REVIEW,
    409: `The company has replied already (\`already_replied\`: "${REVIEW_MESSAGES.alreadyReplied}").`,
  },
});

export const reportCompanyReview = endpoint({
  method: "post",
  path: "/companies/{uuid}/reviews/{id}/report/",
  operationId: "reportCompanyReview",
  summary: "Report a review for moderation",
  description: "By anyone signed in but its author. Idempotent: a second report by the same user keeps the first.",
  tag: "Reviews",
  access: "signed-in",
  body: { kind: "json", schema: reviewReportSchema, example: EXAMPLES.reviewReport, alsoForm: true },
  responses: { 200: { description: "The review is reported.", schema: reviewReportedSchema } },
  errors: { 403: `The caller wrote the review (\`own_review\`: "${REVIEW_MESSAGES.ownReview}").`, 404: NO_REVIEW },
});

/** In the order the document lists them. */
export const REVIEW_ENDPOINTS = [
  listCompanyReviews,
  readReviewEligibility,
  createCompanyReview,
  updateCompanyReview,
  replyToCompanyReview,
  reportCompanyReview,
] as const;
