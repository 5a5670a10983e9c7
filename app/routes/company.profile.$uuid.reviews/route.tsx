import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { REVIEW_LIMITS } from "#contract/review-rules";
import { listCompanyReviews, replyToCompanyReview } from "#contract/endpoints/reviews";
import { reviewReplySchema } from "#contract/reviews";
import { ReviewArticle } from "~/components/companies/ReviewArticle";
import { companyProfilePath, positiveIdOf } from "~/components/company/profile-paths";
import { useOwnCompany } from "~/components/company/useOwnCompany";
import { TextareaField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { errorCodeOf } from "~/lib/api/api-errors.server";
import { isApiError } from "~/lib/api/client.server";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The reviews tab: what workers wrote of the company, newest first, and the company's one reply below each
 * (`POST …/reviews/{id}/reply/`; the author is mailed). The review notice mail links here.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, company } = await requireOwnCompany(request, context, params.uuid);
  return data({ reviews: await api.call(listCompanyReviews, { params: { uuid: company.uuid } }) });
}

/** One review's reply form: the review it answers (a hidden field, the API's positive id) and the reply. */
const ReplyFormSchema = z.object({
  review: z
    .string()
    .refine((raw) => positiveIdOf(raw) !== null)
    .transform(Number),
  reply: reviewReplySchema.shape.reply,
});

/** A reply to a review; a refusal of the guard's read comes back as a toast (answeringRefusals). */
export const action = answeringRefusals(replyToAReview);

async function replyToAReview({ request, context, params }: ActionFunctionArgs) {
  const { api, company } = await requireOwnCompany(request, context, params.uuid);
  const submission = await readSubmission(request, ReplyFormSchema);
  const t = getFixedT(request, "account");
  const back = companyProfilePath(company.uuid, "reviews");
  const gone = () => redirectWithToast(back, { type: "error", title: t("companyProfile.reviews.gone") });
  if (submission.status !== "success") {
    // No review to answer (a hand-made post): the list, which shows what there is.
    if (submission.error?.review) return gone();
    // The reply's errors under the review's form, with what was typed.
    const { review, reply } = submission.payload;
    return data(
      {
        reviewId: Number(review),
        reply: typeof reply === "string" ? reply : "",
        errors: submission.error?.reply ?? ["common:form.invalid"],
      },
      { status: 400 },
    );
  }
  const { review: reviewId, reply } = submission.value;
  try {
    await api.call(replyToCompanyReview, {
      params: { uuid: company.uuid, id: reviewId },
      json: { reply },
    });
  } catch (error) {
    // Replied already (in another tab): the tab's own words, back on the list that shows the reply.
    if (isApiError(error) && errorCodeOf(error) === "already_replied")
      return redirectWithToast(back, { type: "error", title: t("companyProfile.reviews.already") });
    if (isApiError(error, 404)) return gone();
    const refusal = asRefusal(error, request, { lead: "companyProfile.reviews.failed", codes: true });
    return data({ reviewId, reply, errors: refusal.formErrors }, { status: refusal.status });
  }
  return redirectWithToast(back, { type: "success", title: t("companyProfile.reviews.replied") });
}

export default function CompanyReviewsTab() {
  const { reviews } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const company = useOwnCompany();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  return (
    <section aria-labelledby="company-reviews" className="company-tab">
      <h2 id="company-reviews">{t("companyProfile.tab.reviews")}</h2>
      {reviews.length === 0 ? (
        <p className="empty-state">{t("companyProfile.reviews.empty")}</p>
      ) : (
        <FormWords t={t}>
          <ul className="profile-items">
            {reviews.map((review) => {
              const errors = failed?.reviewId === review.id ? failed.errors : undefined;
              return (
                <li key={review.id}>
                  <ReviewArticle review={review} companyName={company.name}>
                    {review.reply ? null : (
                      <Form method="post" className="auth-form" preventScrollReset>
                        <input type="hidden" name="review" value={review.id} />
                        <TextareaField
                          labelProps={{ children: t("companyProfile.reviews.replyTo", { title: review.title }) }}
                          hint={t("companyProfile.reviews.hint")}
                          textareaProps={{
                            id: `reply-${review.id}`,
                            name: "reply",
                            rows: 4,
                            required: true,
                            maxLength: REVIEW_LIMITS.reply,
                            defaultValue: failed?.reviewId === review.id ? failed.reply : undefined,
                          }}
                          errors={errors}
                        />
                        <SubmitButton
                          pending={pending}
                          label={t("companyProfile.reviews.send")}
                          pendingLabel={t("companyProfile.reviews.sending")}
                        />
                      </Form>
                    )}
                  </ReviewArticle>
                </li>
              );
            })}
          </ul>
        </FormWords>
      )}
    </section>
  );
}
