import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { companyReviews } from "~/lib/api/companies.server";
import { formatDate } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { requireRole } from "~/lib/session.server";

/** The reviews tab: what workers wrote of the company, newest first, marked when the author was really hired. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, headers } = await requireRole(request, context, "EMPLOYEE");
  return data({ reviews: await companyReviews(api, params.companyId ?? "") }, { headers });
}

export default function CompanyReviews() {
  const { reviews } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  return (
    <section aria-labelledby="company-reviews" className="company-tab">
      <h2 id="company-reviews">{t("companyPage.tab.reviews")}</h2>
      {reviews.length === 0 ? (
        <p className="empty-state">{t("companyPage.noReviews")}</p>
      ) : (
        <ul className="profile-items">
          {reviews.map((review) => (
            <li key={review.id}>
              <article className="review">
                <h3>{review.title}</h3>
                <p className="review__meta">
                  {t("companyPage.stars", { rating: review.rating })} · {review.author}
                  {review.position ? `, ${review.position}` : ""} · <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
                  {review.verified ? <span className="status-badge status-badge--shortlisted">{t("companyPage.verified")}</span> : null}
                </p>
                <p className="cover-letter">{review.content}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
