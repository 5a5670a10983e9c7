/**
 * Company reviews (areas.md "Write a review"): who may review a company for which season, the reviews as the API
 * shows them, and the writes. A review written here is `verified`: its author is a worker the company shortlisted
 * (the application's history holds SHORTLISTED) for a job of that season (the job's start year, else the year the
 * application was made). One per worker, company and season (a unique index); `companies.review_count` is
 * recounted in the same transaction, under the company's row lock so two reviews at once count as two.
 */
import { and, desc, eq, exists, or, sql } from "drizzle-orm";
import type { OwnReview, ReviewCreateRequest, ReviewUpdateRequest } from "../../contract/reviews";
import type { Review } from "../../contract/profiles";
import { REVIEW_EDIT_DAYS, reviewEditableUntil } from "../../contract/review-rules";
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

type ReviewRow = typeof companyReviews.$inferSelect;

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

/** `GET /companies/{uuid}/reviews/`: newest first. */
export async function loadReviews(db: AppDatabase, companyId: string): Promise<Review[]> {
  const rows = await db
    .select()
    .from(companyReviews)
    .where(eq(companyReviews.companyId, companyId))
    .orderBy(desc(companyReviews.date), desc(companyReviews.id));
  return rows.map(toReview);
}

/** The worker's own reviews of the company, newest season first. */
export async function ownReviews(db: AppDatabase, userId: string, companyId: string): Promise<ReviewRow[]> {
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
export async function shortlistedSeasons(
  db: AppDatabase,
  userId: string,
  companyId: string,
): Promise<Map<number, string>> {
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
export function seasonsLeft(shortlisted: Map<number, string>, reviews: ReviewRow[]): number[] {
  const reviewed = new Set(reviews.map((review) => review.season));
  return [...shortlisted.keys()].filter((season) => !reviewed.has(season));
}

/** "Maria K.": the author's first name and the initial of the last, as the review shows them. */
export function authorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toLocaleUpperCase("el");
  return [firstName.trim(), initial ? `${initial}.` : ""].filter(Boolean).join(" ");
}

/** The review of `companyId` with this id; undefined when it does not exist or belongs to another company. */
export async function reviewOf(db: AppDatabase, companyId: string, reviewId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(companyReviews)
    .where(and(eq(companyReviews.id, reviewId), eq(companyReviews.companyId, companyId)))
    .limit(1);
  return row;
}

/** Stores a new review; undefined when the author has one for that company and season already. */
export async function writeReview(
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
export async function editReview(
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
export async function replyToReview(db: AppDatabase, review: ReviewRow, reply: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(companyReviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(companyReviews.id, review.id), sql`${companyReviews.reply} is null`))
    .returning();
  return row;
}

/** A report for moderation; a second report of the same review by the same user keeps the first. */
export async function reportReview(
  db: AppDatabase,
  reviewId: number,
  reporterId: string,
  reason: string,
): Promise<void> {
  await db.insert(reviewReports).values({ reviewId, reporterId, reason }).onConflictDoNothing();
}

/** The author's names, for the shown "Maria K.". */
export async function authorOf(db: AppDatabase, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? authorName(row.firstName, row.lastName) : "";
}
