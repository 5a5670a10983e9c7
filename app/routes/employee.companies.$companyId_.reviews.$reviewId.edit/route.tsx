import { getFormProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { isReviewEditable } from "#contract/review-rules";
import { updateCompanyReview } from "#contract/endpoints/reviews";
import { reviewTextSchema } from "#contract/reviews";
import { companyPath } from "~/components/companies/company-page";
import { ReviewFields } from "~/components/companies/ReviewFields";
import { ReviewPage } from "~/components/companies/ReviewPage";
import { REVIEW_FIELDS, reviewIdOf } from "~/components/companies/reviews";
import { ErrorList } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { asRefusal } from "~/lib/api/refusals.server";
import { reviewEligibility } from "~/lib/api/companies.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDay } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/companies/{id}/reviews/{reviewId}/edit`: the author edits their review for 30 days after writing it
 * (areas.md); the season stays. Someone else's review, or none, is Page Not Found: nobody else edits it. After the
 * 30 days the page says so instead of the form (403).
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const uuid = params.companyId ?? "";
  const id = reviewIdOf(params.reviewId);
  const eligibility = await reviewEligibility(api, uuid);
  const review = eligibility?.reviews.find((item) => item.id === id);
  if (!review) throw new Response("Not found", { status: 404 });
  const t = getFixedT(request, "account");
  const editable = isReviewEditable(review.editable_until);
  return data(
    {
      constraint: formConstraint(reviewTextSchema),
      meta: { title: t("companyReviews.editTitle"), description: t("companyReviews.newLead") },
      uuid,
      editable,
      review: {
        id: review.id,
        rating: review.rating,
        title: review.title,
        content: review.content,
        position: review.position,
        season: review.season,
        until: review.editable_until,
      },
    },
    { status: editable ? 200 : 403 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const uuid = params.companyId ?? "";
  const id = reviewIdOf(params.reviewId);
  if (id === null) throw new Response("Not found", { status: 404 });
  const submission = await readSubmission(request, reviewTextSchema, { codes: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api.call(updateCompanyReview, { params: { uuid, id }, json: submission.value });
  } catch (error) {
    const refusal = asRefusal(error, request, {
      fields: REVIEW_FIELDS,
      lead: "companyReviews.errors.failed",
      codes: true,
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(companyPath(uuid, "reviews"), { type: "success", title: t("companyReviews.saved") });
}

export default function EditReviewPage() {
  const { uuid, editable, review, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof reviewTextSchema>({
    constraint,
    id: `review-edit-${review.id}`,
    lastResult,
    defaultValue: {
      rating: String(review.rating),
      title: review.title,
      content: review.content,
      position: review.position,
    },
  });
  if (!editable) {
    return (
      <ReviewPage uuid={uuid} title={t("companyReviews.editTitle")}>
        <p className="empty-state">{t("companyReviews.errors.editWindowOver")}</p>
      </ReviewPage>
    );
  }
  const season = review.season ? `${t("companyReviews.season", { season: review.season })}. ` : "";
  return (
    <ReviewPage
      uuid={uuid}
      title={t("companyReviews.editTitle")}
      lead={`${season}${t("companyReviews.editUntil", { date: formatDay(review.until, locale) })}`}
    >
      <FormWords t={t}>
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <div role="alert">
            <ErrorList id={form.errorsId} errors={form.errors} />
          </div>
          <ReviewFields fields={fields} />
          <SubmitButton
            pending={pending}
            label={t("companyReviews.form.save")}
            pendingLabel={t("companyReviews.form.saving")}
          />
        </Form>
      </FormWords>
    </ReviewPage>
  );
}
