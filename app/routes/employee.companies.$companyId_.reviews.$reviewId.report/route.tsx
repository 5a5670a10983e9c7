import { getFormProps, getTextareaProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { listCompanyReviews, reportCompanyReview } from "#contract/endpoints/reviews";
import { reviewReportSchema } from "#contract/reviews";
import { companyPath } from "~/components/companies/company-page";
import { ReviewPage } from "~/components/companies/ReviewPage";
import { reviewIdOf } from "~/components/companies/reviews";
import { ErrorList, TextareaField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { asRefusal } from "~/lib/api/refusals.server";
import { companyById, reviewEligibility } from "~/lib/api/companies.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/companies/{id}/reviews/{reviewId}/report`: why a review should be looked at, stored for moderation
 * (areas.md). A plain form, the same with and without JavaScript; reporting twice changes nothing. One's own
 * review cannot be reported: the page says so (403). A review of another company, or none, is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const company = await companyById(api, params.companyId ?? "");
  if (!company) throw new Response("Not found", { status: 404 });
  const id = reviewIdOf(params.reviewId);
  const [reviews, eligibility] = await Promise.all([
    api.call(listCompanyReviews, { params: { uuid: company.uuid } }),
    reviewEligibility(api, company.uuid),
  ]);
  const review = reviews.find((item) => item.id === id);
  if (!review) throw new Response("Not found", { status: 404 });
  const own = eligibility?.reviews.some((item) => item.id === review.id) ?? false;
  const t = getFixedT(request, "account");
  return data(
    {
      constraint: formConstraint(reviewReportSchema),
      meta: { title: t("companyReviews.reportTitle"), description: t("companyReviews.reportLead") },
      uuid: company.uuid,
      own,
      review: { id: review.id, title: review.title, author: review.author_deleted ? t("deletedUser") : review.author },
    },
    { status: own ? 403 : 200 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const uuid = params.companyId ?? "";
  const id = reviewIdOf(params.reviewId);
  if (id === null) throw new Response("Not found", { status: 404 });
  const submission = await readSubmission(request, reviewReportSchema, { codes: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api.call(reportCompanyReview, { params: { uuid, id }, json: { reason: submission.value.reason } });
  } catch (error) {
    const refusal = asRefusal(error, request, { fields: ["reason"], codes: true });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(companyPath(uuid, "reviews"), { type: "success", title: t("companyReviews.reported") });
}

export default function ReportReviewPage() {
  const { uuid, own, review, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof reviewReportSchema>({
    constraint,
    id: `review-report-${review.id}`,
    lastResult,
  });
  if (own) {
    return (
      <ReviewPage uuid={uuid} title={t("companyReviews.reportTitle")}>
        <p className="empty-state">{t("companyReviews.errors.ownReview")}</p>
      </ReviewPage>
    );
  }
  return (
    <ReviewPage uuid={uuid} title={t("companyReviews.reportTitle")} lead={t("companyReviews.reportLead")}>
      <blockquote className="review-quote">
        <p>
          <strong>{review.title}</strong> · {review.author}
        </p>
      </blockquote>
      <FormWords t={t}>
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <div role="alert">
            <ErrorList id={form.errorsId} errors={form.errors} />
          </div>
          <TextareaField
            labelProps={{ children: t("companyReviews.form.reason") }}
            hint={t("companyReviews.form.reasonHint")}
            textareaProps={{ rows: 4, ...getTextareaProps(fields.reason) }}
            errors={fields.reason.errors}
          />
          <SubmitButton
            pending={pending}
            label={t("companyReviews.form.sendReport")}
            pendingLabel={t("companyReviews.form.sending")}
          />
        </Form>
      </FormWords>
    </ReviewPage>
  );
}
