/**
 * Company reviews (areas.md "Write a review"; docs/profiles-and-companies.md): who may review a company for which
 * season, edit, reply to and report a review, and the writes. A review written here is `verified`: its author is
 * a worker the company shortlisted (the application's history holds SHORTLISTED) for a job of that season (the
 * job's start year, else the year the application was made). One per worker, company and season (a unique
 * index); `companies.review_count` is recounted in the same transaction, under the company's row lock so two
 * reviews at once count as two. The notices (services/review-notices.ts) are queued with the write.
 *
 * Who may act is checked before the body is read (the routes call the checks first), so a caller who may not act
 * learns nothing from a 400. A review id of another company is not found, as an unknown one is. Refusals are
 * domain errors (./errors.ts) with their codes.
 */
import { and, desc, eq, exists, or, sql } from "drizzle-orm";
import type { Review } from "../../contract/profiles";
import { REVIEW_EDIT_DAYS, isReviewEditable } from "../../contract/review-rules";
import type { OwnReview, ReviewCreateRequest, ReviewEligibility, ReviewUpdateRequest } from "../../contract/reviews";
import type { AppDatabase } from "../db/client";
import {
  applications,
  applicationStatusChanges,
  companies,
  companyReviews,
  employeeProfiles,
  jobs,
  reviewReports,
  users,
} from "../db/schema";
import { authorName, toOwnReview, toReview, type ReviewRow } from "../services/company-reviews";
import { mailReviewReply, mailReviewWritten, type ReviewNoticeDeps } from "../services/review-notices";
import { existingCompany, ownCompany } from "./companies";
import { fail } from "./errors";

// ---- Queries ----

/** `GET /companies/{uuid}/reviews/`: newest first. */
async function loadReviews(db: AppDatabase, companyId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(companyReviews)
    .where(eq(companyReviews.companyId, companyId))
    .orderBy(desc(companyReviews.date), desc(companyReviews.id));
  return rows.map(toReview);
}

/** The worker's own reviews of the company, newest season first. */
async function ownReviews(db: AppDatabase, userId: string, companyId: string): Promise<ReviewRow[]> {
  return db
    .select()
    .from(companyReviews)
    .where(and(eq(companyReviews.companyId, companyId), eq(companyReviews.authorId, userId)))
    .orderBy(desc(companyReviews.season), desc(companyReviews.id));
}

/**
 * The seasons in which the company shortlisted the worker, newest first, each with the place of (one of) its
 * jobs: where the review's `location` comes from. Empty for a worker it never shortlisted.
 */
async function shortlistedSeasons(db: AppDatabase, userId: string, companyId: string): Promise<Map<number, string>> {
  const season = sql<number>`coalesce(extract(year from ${jobs.startDate}), extract(year from ${applications.createdAt}))::int`;
  const everShortlisted = or(
    eq(applications.status, "SHORTLISTED"),
    exists(
      db
        .select({ id: applicationStatusChanges.id })
        .from(applicationStatusChanges)
        .where(
          and(
            eq(applicationStatusChanges.applicationId, applications.id),
            eq(applicationStatusChanges.status, "SHORTLISTED"),
          ),
        ),
    ),
  );
  const rows = await db
    .select({ season, city: jobs.city, area: jobs.area })
    .from(applications)
    .innerJoin(employeeProfiles, eq(employeeProfiles.id, applications.employeeId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(employeeProfiles.userId, userId), eq(jobs.companyId, companyId), everShortlisted))
    .orderBy(desc(season), desc(applications.id));
  const seasons = new Map<number, string>();
  for (const row of rows) {
    if (!seasons.has(row.season))
      seasons.set(row.season, [...new Set([row.city, row.area].filter(Boolean))].join(", "));
  }
  return seasons;
}

/** The seasons still open to a review: shortlisted there, not yet reviewed. */
function seasonsLeft(shortlisted: Map<number, string>, reviews: ReviewRow[]): number[] {
  const reviewed = new Set(reviews.map((review) => review.season));
  return [...shortlisted.keys()].filter((season) => !reviewed.has(season));
}

/** The review of `companyId` with this id; undefined when it does not exist or belongs to another company. */
async function reviewOf(db: AppDatabase, companyId: string, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(companyReviews)
    .where(and(eq(companyReviews.id, reviewId), eq(companyReviews.companyId, companyId)))
    .limit(1);
  return row;
}

/** Stores a new review; undefined when the author has one for that company and season already. */
async function writeReview(
  db: AppDatabase,
  review: { companyId: string; authorId: string; author: string; location: string; data: ReviewCreateRequest },
): Promise<ReviewRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${review.companyId} for update`);
    const [row] = await tx
      .insert(companyReviews)
      .values({
        companyId: review.companyId,
        authorId: review.authorId,
        author: review.author,
        rating: review.data.rating,
        date: sql`current_date`,
        season: review.data.season,
        title: review.data.title,
        content: review.data.content,
        position: review.data.position,
        location: review.location,
        verified: true,
      })
      .onConflictDoNothing({ target: [companyReviews.companyId, companyReviews.authorId, companyReviews.season] })
      .returning();
    if (!row) return undefined;
    await tx
      .update(companies)
      .set({
        reviewCount: sql`(select count(*)::int from ${companyReviews} where ${companyReviews.companyId} = ${review.companyId})`,
      })
      .where(eq(companies.id, review.companyId));
    return row;
  });
}

/**
 * The author's edit, while the window is open: the check is repeated in the statement, so an edit sent in the
 * last second before the 30 days end cannot land after them. Undefined when the window closed meanwhile.
 */
async function editReview(
  db: AppDatabase,
  review: ReviewRow,
  data: ReviewUpdateRequest,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(companyReviews)
    .set({
      rating: data.rating,
      title: data.title,
      content: data.content,
      position: data.position,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(companyReviews.id, review.id),
        sql`${companyReviews.createdAt} > now() - make_interval(days => ${REVIEW_EDIT_DAYS}::int)`,
      ),
    )
    .returning();
  return row;
}

/** The company's one reply; undefined when it has replied already (the check and the write are one statement). */
async function replyToReview(db: AppDatabase, review: ReviewRow, reply: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(companyReviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(companyReviews.id, review.id), sql`${companyReviews.reply} is null`))
    .returning();
  return row;
}

/** A report for moderation; a second report of the same review by the same user keeps the first. */
async function reportReview(db: AppDatabase, reviewId: number, reporterId: string, reason: string): Promise<void> {
  await db.insert(reviewReports).values({ reviewId, reporterId, reason }).onConflictDoNothing();
}

/** The author's names, for the shown "Maria K.". */
async function authorOf(db: AppDatabase, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? authorName(row.firstName, row.lastName) : "";
}

// ---- Rules and commands ----

/** The review `reviewId` of the company the path names; not found when either is unknown. */
async function pathReview(db: AppDatabase, companyUuid: string, reviewId: number): Promise<ReviewRow> {
  const review = await reviewOf(db, await existingCompany(db, companyUuid), reviewId);
  if (!review) throw fail.notFound();
  return review;
}

/** `GET /companies/{uuid}/reviews/`. */
export async function listReviews(db: AppDatabase, companyUuid: string): Promise<Review[]> {
  return loadReviews(db, await existingCompany(db, companyUuid));
}

/** `GET /companies/{uuid}/reviews/eligibility/`: the seasons left to review, and the worker's own reviews. */
export async function reviewEligibility(
  db: AppDatabase,
  userId: string,
  companyUuid: string,
): Promise<ReviewEligibility> {
  const companyId = await existingCompany(db, companyUuid);
  const [shortlisted, reviews] = await Promise.all([
    shortlistedSeasons(db, userId, companyId),
    ownReviews(db, userId, companyId),
  ]);
  return { seasons: seasonsLeft(shortlisted, reviews), reviews: reviews.map(toOwnReview) };
}

/** Who may review the company: a worker it shortlisted (`not_shortlisted`), with the seasons in which it did. */
export interface Reviewer {
  companyId: string;
  userId: string;
  seasons: Map<number, string>;
}

export async function reviewerOf(db: AppDatabase, userId: string, companyUuid: string): Promise<Reviewer> {
  const companyId = await existingCompany(db, companyUuid);
  const seasons = await shortlistedSeasons(db, userId, companyId);
  if (seasons.size === 0) throw fail.forbidden("not_shortlisted");
  return { companyId, userId, seasons };
}

/** A new review for a season the company shortlisted the reviewer in, once per season; the company is mailed. */
export async function addReview(
  db: AppDatabase,
  notices: ReviewNoticeDeps,
  reviewer: Reviewer,
  data: ReviewCreateRequest,
): Promise<OwnReview> {
  const location = reviewer.seasons.get(data.season);
  if (location === undefined) throw fail.invalidField("season", "season_not_shortlisted");
  const author = await authorOf(db, reviewer.userId);
  // The company's notice is queued with the review (docs/mail.md).
  const review = await notices.mailer.transaction(async (tx) => {
    const written = await writeReview(tx, {
      companyId: reviewer.companyId,
      authorId: reviewer.userId,
      author,
      location,
      data,
    });
    if (written) await mailReviewWritten(notices, tx, written);
    return written;
  });
  if (!review) throw fail.conflict("already_reviewed");
  return toOwnReview(review);
}

const editWindowOver = () => fail.forbidden("edit_window_over", { days: REVIEW_EDIT_DAYS });

/** The caller's own review, while it may still be edited (`not_review_author`, `edit_window_over`). */
export async function editableReview(
  db: AppDatabase,
  userId: string,
  companyUuid: string,
  reviewId: number,
): Promise<ReviewRow> {
  const review = await pathReview(db, companyUuid, reviewId);
  if (review.authorId !== userId) throw fail.forbidden("not_review_author");
  if (!isReviewEditable(toOwnReview(review).editable_until)) throw editWindowOver();
  return review;
}

export async function reviseReview(db: AppDatabase, review: ReviewRow, data: ReviewUpdateRequest): Promise<OwnReview> {
  const edited = await editReview(db, review, data);
  if (!edited) throw editWindowOver();
  return toOwnReview(edited);
}

/** A review of the caller's own company it has not replied to yet (`already_replied`). */
export async function unansweredReview(
  db: AppDatabase,
  userId: string,
  companyUuid: string,
  reviewId: number,
): Promise<ReviewRow> {
  const company = await ownCompany(db, userId, companyUuid);
  const review = await reviewOf(db, company.id, reviewId);
  if (!review) throw fail.notFound();
  if (review.reply !== null) throw fail.conflict("already_replied");
  return review;
}

/** The company's one reply; the author is mailed. */
export async function addReply(
  db: AppDatabase,
  notices: ReviewNoticeDeps,
  review: ReviewRow,
  reply: string,
): Promise<Review> {
  const replied = await notices.mailer.transaction(async (tx) => {
    const row = await replyToReview(tx, review, reply);
    if (row) await mailReviewReply(notices, tx, row);
    return row;
  });
  if (!replied) throw fail.conflict("already_replied");
  return toReview(replied);
}

/** A review the caller may report: anyone's but their own (`own_review`). */
export async function reportableReview(
  db: AppDatabase,
  userId: string,
  companyUuid: string,
  reviewId: number,
): Promise<ReviewRow> {
  const review = await pathReview(db, companyUuid, reviewId);
  if (review.authorId === userId) throw fail.forbidden("own_review");
  return review;
}

export async function report(db: AppDatabase, review: ReviewRow, userId: string, reason: string): Promise<void> {
  await reportReview(db, review.id, userId, reason);
}
