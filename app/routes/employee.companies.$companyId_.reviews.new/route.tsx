import { getFormProps, getSelectProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { createCompanyReview } from "#contract/endpoints/reviews";
import { reviewCreateSchema } from "#contract/reviews";
import { companyPath } from "~/components/companies/company-page";
import { ReviewFields } from "~/components/companies/ReviewFields";
import { ReviewPage } from "~/components/companies/ReviewPage";
import { REVIEW_FIELDS } from "~/components/companies/reviews";
import { ErrorList, SelectField } from "~/components/forms/Field";
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
 * `/employee/companies/{id}/reviews/new` (areas.md "Write a review"): a worker the company shortlisted reviews it
 * for a season they have not reviewed yet. The season is chosen only when there is more than one. Anyone else is
 * told why they cannot (403); the API decides either way.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const company = await companyById(api, params.companyId ?? "");
  if (!company) throw new Response("Not found", { status: 404 });
  const seasons = (await reviewEligibility(api, company.uuid))?.seasons ?? [];
  const t = getFixedT(request, "account");
  return data(
    {
      constraint: formConstraint(reviewCreateSchema),
      meta: {
        title: t("companyReviews.newTitle", { company: company.name }),
        description: t("companyReviews.newLead"),
      },
      uuid: company.uuid,
      name: company.name,
      seasons,
    },
    { status: seasons.length > 0 ? 200 : 403 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const uuid = params.companyId ?? "";
  const submission = await readSubmission(request, reviewCreateSchema, { codes: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api.call(createCompanyReview, { params: { uuid }, json: submission.value });
  } catch (error) {
    const refusal = asRefusal(error, request, {
      fields: REVIEW_FIELDS,
      lead: "companyReviews.errors.failed",
      codes: true,
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(companyPath(uuid, "reviews"), { type: "success", title: t("companyReviews.created") });
}

export default function NewReviewPage() {
  const { uuid, name, seasons, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof reviewCreateSchema>({
    constraint,
    id: `review-new-${uuid}`,
    lastResult,
    defaultValue: seasons.length === 1 ? { season: String(seasons[0]) } : undefined,
  });
  if (seasons.length === 0) {
    return (
      <ReviewPage uuid={uuid} title={t("companyReviews.newTitle", { company: name })}>
        <p className="empty-state">{t("companyReviews.cannotWrite")}</p>
      </ReviewPage>
    );
  }
  return (
    <ReviewPage uuid={uuid} title={t("companyReviews.newTitle", { company: name })} lead={t("companyReviews.newLead")}>
      <FormWords t={t}>
        <Form method="post" className="auth-form" {...getFormProps(form)}>
          <div role="alert">
            <ErrorList id={form.errorsId} errors={form.errors} />
          </div>
          {seasons.length === 1 ? (
            <p>
              <input type="hidden" name={fields.season.name} value={seasons[0]} />
              {t("companyReviews.form.oneSeason", { season: seasons[0] })}
            </p>
          ) : (
            <SelectField
              labelProps={{ children: t("companyReviews.form.season") }}
              hint={t("companyReviews.form.seasonHint")}
              selectProps={getSelectProps(fields.season)}
              errors={fields.season.errors}
            >
              <option value="">{t("companyReviews.form.chooseSeason")}</option>
              {seasons.map((season) => (
                <option key={season} value={season}>
                  {season}
                </option>
              ))}
            </SelectField>
          )}
          {seasons.length === 1 ? <ErrorList errors={fields.season.errors} /> : null}
          <ReviewFields fields={fields} />
          <SubmitButton
            pending={pending}
            label={t("companyReviews.form.publish")}
            pendingLabel={t("companyReviews.form.publishing")}
          />
        </Form>
      </FormWords>
    </ReviewPage>
  );
}
