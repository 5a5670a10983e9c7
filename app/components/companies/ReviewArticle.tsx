import type { ReactNode } from "react";
import type { Review } from "#contract/profiles";
import { formatDate } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";

/**
 * One review as both sides read it (the worker's company page, the company's own reviews tab): title, stars,
 * author, season, date, "Verified hire", the text and the company's reply. `children` are the reader's actions
 * below it (edit or report; the company's reply form).
 */
export function ReviewArticle({
  review,
  companyName,
  children,
}: {
  review: Review;
  companyName: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <h3 id={`review-${review.id}`}>{review.title}</h3>
      <p className="review__meta">
        <span className="review__stars" aria-hidden="true">
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </span>{" "}
        {t("companyPage.stars", { rating: review.rating })} · {review.author_deleted ? t("deletedUser") : review.author}
        {review.position ? `, ${review.position}` : ""}
        {review.season ? ` · ${t("companyReviews.season", { season: review.season })}` : ""} ·{" "}
        <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
        {review.verified ? (
          <span className="status-badge status-badge--shortlisted">{t("companyPage.verified")}</span>
        ) : null}
      </p>
      <p className="cover-letter">{review.content}</p>
      {review.reply ? (
        <div className="review__reply">
          <h4>{t("companyReviews.replyFrom", { company: companyName })}</h4>
          <p className="cover-letter">{review.reply}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}
