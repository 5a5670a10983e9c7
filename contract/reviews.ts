/**
 * Writing company reviews (areas.md "Write a review"): a worker the company shortlisted reviews it once per
 * season, edits the review for 30 days, the company replies once, anyone signed in may report it. The review as
 * everyone reads it is `reviewSchema` in ./profiles.ts; the rules without zod are in ./review-rules.ts.
 */
import { z } from "zod";
import { formNumber, line, text } from "./fields";
import { reviewSchema } from "./profiles";
import { REVIEW_LIMITS, REVIEW_SEASONS } from "./review-rules";

/** What the author writes and may edit: the rating and the texts (the web's edit form sends all of them). */
export const reviewTextSchema = z.object({
  rating: formNumber(z.number().int().min(1).max(5)),
  title: line(REVIEW_LIMITS.title),
  content: text(REVIEW_LIMITS.content),
  position: line(REVIEW_LIMITS.position),
});

/** `POST /companies/{uuid}/reviews/`: the season is the year of the job the worker was shortlisted for. */
export const reviewCreateSchema = reviewTextSchema.extend({
  season: formNumber(z.number().int().min(REVIEW_SEASONS.min).max(REVIEW_SEASONS.max)),
});

/** `PATCH /companies/{uuid}/reviews/{id}/`: any of the texts and the rating; the season stays as written. */
export const reviewUpdateSchema = reviewTextSchema.partial();

/** `POST /companies/{uuid}/reviews/{id}/reply/`: the company's one reply. */
export const reviewReplySchema = z.object({ reply: text(REVIEW_LIMITS.reply) });

/** `POST /companies/{uuid}/reviews/{id}/report/`: why the review should be looked at. */
export const reviewReportSchema = z.object({ reason: text(REVIEW_LIMITS.reason) });

export const reviewReportedSchema = z.object({ reported: z.boolean() });

/** A review as its author reads it: with the moment editing ends. */
export const ownReviewSchema = reviewSchema.extend({ editable_until: z.string() });

/**
 * `GET /companies/{uuid}/reviews/eligibility/`: the seasons the worker may still review the company for (years in
 * which it shortlisted them, minus those already reviewed), newest first, and their own reviews of it.
 */
export const reviewEligibilitySchema = z.object({
  seasons: z.array(z.number().int()),
  reviews: z.array(ownReviewSchema),
});

export type ReviewText = z.infer<typeof reviewTextSchema>;
export type ReviewCreateRequest = z.infer<typeof reviewCreateSchema>;
export type ReviewUpdateRequest = z.infer<typeof reviewUpdateSchema>;
export type OwnReview = z.infer<typeof ownReviewSchema>;
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;
