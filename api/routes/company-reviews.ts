/**
 * Company reviews (areas.md "Write a review"), all under `/companies/{uuid}/reviews/`:
 *
 * - `GET` (public): the reviews, newest first, each with the company's reply.
 * - `GET eligibility/` (workers): the seasons the worker may still review the company for, and their own reviews.
 * - `POST` (workers the company shortlisted): one review per season; a second is 409. Mails the company.
 * - `PATCH {id}/` (the author, for 30 days after writing it).
 * - `POST {id}/reply/` (the company that owns the profile, once; a second is 409). Mails the author.
 * - `POST {id}/report/` (anyone signed in but the author; idempotent): stored for moderation.
 *
 * Who may act is checked before the body is read, so a caller who may not act learns nothing from a 400. The
 * rules: api/models/company-reviews.ts.
 */
import {
  createCompanyReview,
  listCompanyReviews,
  readReviewEligibility,
  replyToCompanyReview,
  reportCompanyReview,
  updateCompanyReview,
} from "../../contract/endpoints/reviews";
import type { ApiDeps } from "../deps";
import { route, type RouteDefinition } from "../http/route";
import {
  addReply,
  addReview,
  editableReview,
  listReviews,
  report,
  reportableReview,
  reviewEligibility,
  reviewerOf,
  reviseReview,
  unansweredReview,
} from "../models/company-reviews";
import { createMailPreferenceLinks } from "../services/mail-preferences";

export function companyReviewRoutes({ db, config, mailer }: ApiDeps): RouteDefinition[] {
  const notices = {
    mailer,
    links: createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
  };
  return [
    route(listCompanyReviews, async ({ params }) => listReviews(db, params.uuid)),
    route(readReviewEligibility, async ({ user, params }) => reviewEligibility(db, user.id, params.uuid)),
    route(createCompanyReview, async ({ user, params, body }) => {
      const reviewer = await reviewerOf(db, user.id, params.uuid);
      return addReview(db, notices, reviewer, await body());
    }),
    route(updateCompanyReview, async ({ user, params, body }) => {
      const review = await editableReview(db, user.id, params.uuid, params.id);
      return reviseReview(db, review, await body());
    }),
    route(replyToCompanyReview, async ({ user, params, body }) => {
      const review = await unansweredReview(db, user.id, params.uuid, params.id);
      const { reply } = await body();
      return addReply(db, notices, review, reply);
    }),
    route(reportCompanyReview, async ({ user, params, body }) => {
      const review = await reportableReview(db, user.id, params.uuid, params.id);
      const { reason } = await body();
      await report(db, review, user.id, reason);
      return { reported: true };
    }),
  ];
}
