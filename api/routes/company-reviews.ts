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
 * Who may act is checked before the body is read, so a caller who may not act learns nothing from a 400. A review
 * id of another company is 404, as an unknown one is.
 */
import { Hono, type Context } from "hono";
import { REVIEW_MESSAGES, isReviewEditable } from "../../contract/review-rules";
import { reviewCreateSchema, reviewReplySchema, reviewReportSchema, reviewUpdateSchema } from "../../contract/reviews";
import type { ApiDeps } from "../deps";
import { badRequest, conflict, notFound, permissionDenied } from "../http/errors";
import { idParam, uuidParam } from "../http/path-ids";
import { existingCompany, ownedCompany } from "../services/company-profiles";
import {
  authorOf,
  editReview,
  loadReviews,
  ownReviews,
  replyToReview,
  reportReview,
  reviewOf,
  seasonsLeft,
  shortlistedSeasons,
  toOwnReview,
  toReview,
  writeReview,
} from "../services/company-reviews";
import { createMailPreferenceLinks } from "../services/mail-preferences";
import { mailReviewReply, mailReviewWritten } from "../services/review-notices";
import { readBody } from "./profile-request";

export function companyReviewsRouter({ db, auth, config, mailer }: ApiDeps) {
  const employeeOnly = auth.requireRole("EMPLOYEE");
  const notices = {
    mailer,
    links: createMailPreferenceLinks(config.SECRET_KEY, config.PUBLIC_URL),
    publicUrl: config.PUBLIC_URL,
  };

  /** The company of the path and the review of that company named by `{id}`; 404 for either unknown. */
  async function pathReview(c: Context, companyId: string) {
    const review = await reviewOf(db, companyId, idParam(c, "id"));
    if (!review) throw notFound();
    return review;
  }

  return new Hono()
    .get("/companies/:uuid/reviews/", async (c) => {
      const companyId = await existingCompany(db, uuidParam(c, "uuid"));
      return c.json(await loadReviews(db, companyId));
    })
    .get("/companies/:uuid/reviews/eligibility/", employeeOnly, async (c) => {
      const companyId = await existingCompany(db, uuidParam(c, "uuid"));
      const userId = c.get("user").id;
      const [shortlisted, reviews] = await Promise.all([
        shortlistedSeasons(db, userId, companyId),
        ownReviews(db, userId, companyId),
      ]);
      return c.json({ seasons: seasonsLeft(shortlisted, reviews), reviews: reviews.map(toOwnReview) });
    })
    .post("/companies/:uuid/reviews/", employeeOnly, async (c) => {
      const companyId = await existingCompany(db, uuidParam(c, "uuid"));
      const userId = c.get("user").id;
      const shortlisted = await shortlistedSeasons(db, userId, companyId);
      if (shortlisted.size === 0) throw permissionDenied(REVIEW_MESSAGES.notShortlisted);
      const data = await readBody(c, reviewCreateSchema);
      const location = shortlisted.get(data.season);
      if (location === undefined) throw badRequest({ season: [REVIEW_MESSAGES.seasonNotShortlisted] });
      const author = await authorOf(db, userId);
      // The company's notice is queued with the review (docs/decisions/177).
      const review = await mailer.transaction(async (tx) => {
        const written = await writeReview(tx, { companyId, authorId: userId, author, location, data });
        if (written) await mailReviewWritten(notices, tx, written);
        return written;
      });
      if (!review) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      return c.json(toOwnReview(review), 201);
    })
    .patch("/companies/:uuid/reviews/:id/", employeeOnly, async (c) => {
      const review = await pathReview(c, await existingCompany(db, uuidParam(c, "uuid")));
      if (review.authorId !== c.get("user").id) throw permissionDenied(REVIEW_MESSAGES.notAuthor);
      if (!isReviewEditable(toOwnReview(review).editable_until)) throw permissionDenied(REVIEW_MESSAGES.editWindowOver);
      const data = await readBody(c, reviewUpdateSchema);
      const edited = await editReview(db, review, data);
      if (!edited) throw permissionDenied(REVIEW_MESSAGES.editWindowOver);
      return c.json(toOwnReview(edited));
    })
    .post("/companies/:uuid/reviews/:id/reply/", auth.requireRole("COMPANY"), async (c) => {
      const company = await ownedCompany(db, uuidParam(c, "uuid"), c.get("user").id);
      const review = await pathReview(c, company.id);
      if (review.reply !== null) throw conflict(REVIEW_MESSAGES.alreadyReplied);
      const { reply } = await readBody(c, reviewReplySchema);
      const replied = await mailer.transaction(async (tx) => {
        const row = await replyToReview(tx, review, reply);
        if (row) await mailReviewReply(notices, tx, row);
        return row;
      });
      if (!replied) throw conflict(REVIEW_MESSAGES.alreadyReplied);
      return c.json(toReview(replied));
    })
    .post("/companies/:uuid/reviews/:id/report/", auth.requireAuth, async (c) => {
      const review = await pathReview(c, await existingCompany(db, uuidParam(c, "uuid")));
      const userId = c.get("user").id;
      if (review.authorId === userId) throw permissionDenied(REVIEW_MESSAGES.ownReview);
      const { reason } = await readBody(c, reviewReportSchema);
      await reportReview(db, review.id, userId, reason);
      return c.json({ reported: true });
    });
}
