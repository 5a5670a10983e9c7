import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { isReviewEditable } from "#contract/review-rules";
import { ReviewArticle } from "~/components/companies/ReviewArticle";
import { newReviewPath, reviewActionPath } from "~/components/companies/reviews";
import { useCompany } from "~/components/companies/useCompany";
import { listCompanyReviews } from "#contract/endpoints/reviews";
import { reviewEligibility } from "~/lib/api/companies.server";
import { formatDay } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { requireRole } from "~/lib/session.server";

/**
 * The reviews tab: what workers wrote of the company, newest first, "Verified hire" when the author was
 * shortlisted there, the company's reply below each. A worker the company shortlisted gets "Write a review" while a
 * season is left to review; their own review has Edit for its first 30 days, everyone else's has Report.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const uuid = params.companyId ?? "";
  const eligibility = await reviewEligibility(api, uuid);
  if (!eligibility) throw new Response("Not found", { status: 404 });
  const reviews = await api.call(listCompanyReviews, { params: { uuid } });
  const now = new Date();
  return data({
    uuid,
    reviews,
    canWrite: eligibility.seasons.length > 0,
    own: eligibility.reviews.map((review) => ({
      id: review.id,
      editable: isReviewEditable(review.editable_until, now),
      until: review.editable_until,
    })),
  });
}

export default function CompanyReviews() {
  const { uuid, reviews, canWrite, own } = useLoaderData<typeof loader>();
  const company = useCompany();
  const { t } = useTranslation("account");
  const locale = useLocale();
  const ownById = new Map(own.map((review) => [review.id, review]));
  return (
    <section aria-labelledby="company-reviews" className="company-tab">
      <h2 id="company-reviews">{t("companyPage.tab.reviews")}</h2>
      {canWrite ? (
        <div className="review-invite">
          <p>{t("companyReviews.invite")}</p>
          <Link to={newReviewPath(uuid)} className="button button--primary">
            {t("companyReviews.write")}
          </Link>
        </div>
      ) : null}
      {reviews.length === 0 ? (
        <p className="empty-state">{t("companyPage.noReviews")}</p>
      ) : (
        <ul className="profile-items">
          {reviews.map((review) => {
            const mine = ownById.get(review.id);
            return (
              <li key={review.id}>
                <ReviewArticle review={review} companyName={company.name}>
                  {mine ? (
                    <p className="review__actions">
                      <span className="status-badge">{t("companyReviews.yours")}</span>
                      {mine.editable ? (
                        <>
                          {" "}
                          {t("companyReviews.editUntil", { date: formatDay(mine.until, locale) })}{" "}
                          <Link
                            to={reviewActionPath(uuid, review.id, "edit")}
                            className="button button--small"
                            aria-label={t("companyReviews.editItem", { title: review.title })}
                          >
                            {t("companyReviews.edit")}
                          </Link>
                        </>
                      ) : null}
                    </p>
                  ) : (
                    <p className="review__actions">
                      <Link
                        to={reviewActionPath(uuid, review.id, "report")}
                        className="button button--small"
                        aria-label={t("companyReviews.reportItem", { title: review.title })}
                      >
                        {t("companyReviews.report")}
                      </Link>
                    </p>
                  )}
                </ReviewArticle>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
