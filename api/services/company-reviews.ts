/**
 * A company review as the API shows it (contract `reviewSchema`, `ownReviewSchema`): to everyone, and to its
 * author with the moment editing ends. Who may write, edit, reply and report, and the writes themselves:
 * api/models/company-reviews.ts.
 */
import type { OwnReview } from "../../contract/reviews";
import type { Review } from "../../contract/profiles";
import { reviewEditableUntil } from "../../contract/review-rules";
import type { companyReviews } from "../db/schema";

export type ReviewRow = typeof companyReviews.$inferSelect;

/** The review as everyone reads it. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    author: row.author,
    // Anonymised when its author deleted the account (api/services/account-deletion.ts): no name is left.
    author_deleted: row.author === "",
    avatar: row.avatar,
    rating: row.rating,
    date: row.date,
    season: row.season,
    title: row.title,
    content: row.content,
    position: row.position,
    location: row.location,
    verified: row.verified,
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The review as its author reads it: with the moment editing ends. */
export function toOwnReview(row: ReviewRow): OwnReview {
  return { ...toReview(row), editable_until: reviewEditableUntil(row.createdAt).toISOString() };
}

/** "Maria K.": the author's first name and the initial of the last, as the review shows them. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase("el");
  return [firstName.trim(), initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}
