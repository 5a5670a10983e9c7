/**
 * Review notices (areas.md "Both areas"): the company's account is e-mailed when a worker reviews it, the author
 * when the company replies; each in the recipient's language, with a link to the page and a one-click way to
 * stop these e-mails (kind `review_notices`). Not sent to a recipient who turned them off or whose account is
 * inactive. Queued in the transaction of the write (docs/mail.md): a mail server that is down never undoes
 * the review nor holds its answer.
 */
import { and, eq } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import { companies, users } from "../db/schema";
import type { Mailer } from "./mail";
import { mailLink } from "./mail-links";
import type { MailPreferenceLinks } from "./mail-preferences";
import { reviewReplyMail, reviewWrittenMail } from "./mail-templates";

export type ReviewNoticeDeps = { mailer: Mailer; links: MailPreferenceLinks; publicUrl: string };

type NoticeReview = {
  companyId: string;
  authorId: string | null;
  author: string;
  rating: number;
  season: number | null;
  title: string;
  content: string;
  position: string;
  reply: string | null;
};

/** Whom to write to: an active user who still wants review notices. */
async function recipient(db: AppDatabase, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), eq(users.mailReviewNotices, true)))
    .limit(1);
  return row;
}

async function companyOf(db: AppDatabase, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row;
}

/** To the company: a worker has reviewed it. The link is the company area's reviews tab, where it replies. */
export async function mailReviewWritten(deps: ReviewNoticeDeps, tx: AppDatabase, review: NoticeReview): Promise<void> {
  const company = await companyOf(tx, review.companyId);
  const to = company && (await recipient(tx, company.ownerId));
  if (!company || !to) return;
  const unsubscribe = await deps.links.unsubscribe(to.id, "review_notices", "COMPANY", to.language);
  const mail = reviewWrittenMail({
    language: to.language,
    firstName: to.firstName,
    companyName: company.name,
    author: review.author,
    position: review.position,
    season: review.season,
    rating: review.rating,
    title: review.title,
    content: review.content,
    link: mailLink(deps.publicUrl, to.language, `/company/profile/${review.companyId}/reviews`),
    unsubscribe: unsubscribe.page,
    settings: unsubscribe.settings,
  });
  await deps.mailer.enqueue(tx, { to: to.email, ...mail, headers: unsubscribe.headers });
}

/** To the author: the company has replied to their review. The link is the company's reviews tab. */
export async function mailReviewReply(deps: ReviewNoticeDeps, tx: AppDatabase, review: NoticeReview): Promise<void> {
  if (review.authorId === null || review.reply === null) return;
  const company = await companyOf(tx, review.companyId);
  const to = await recipient(tx, review.authorId);
  if (!company || !to) return;
  const unsubscribe = await deps.links.unsubscribe(to.id, "review_notices", "EMPLOYEE", to.language);
  const mail = reviewReplyMail({
    language: to.language,
    firstName: to.firstName,
    companyName: company.name,
    title: review.title,
    reply: review.reply,
    link: mailLink(deps.publicUrl, to.language, `/employee/companies/${review.companyId}/reviews`),
    unsubscribe: unsubscribe.page,
    settings: unsubscribe.settings,
  });
  await deps.mailer.enqueue(tx, { to: to.email, ...mail, headers: unsubscribe.headers });
}
