import { getFormProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DEFAULT_COUNTRY } from "#contract/countries";
import { createCompany } from "#contract/endpoints/profiles";
import { CompanyFactsFields, CompanyImageFields } from "~/components/company/CompanyFactsFields";
import { COMPANY_FORM_FIELDS, COMPANY_IMAGE_FIELDS, companyFactsForm } from "~/components/company/company-facts";
import { companyFactsSchema } from "~/components/company/company-facts-schema";
import { companyProfilePath } from "~/components/company/profile-paths";
import { ErrorList } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { UPLOAD_LIMITS } from "~/components/profile/profile-errors";
import { countryOptions } from "~/components/signup/country-options";
import { errorCodeOf } from "~/lib/api/api-errors.server";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { ownCompany } from "~/lib/api/profiles.server";
import { oversizedImages } from "~/lib/forms/image-fields.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/company/profile/create` (spec section 2): the company's facts, logo and cover image. Every fact the contract
 * requires is required here ("Company creation needs all fields filled", spec section 5); a refused form says
 * the spec's sentence above the fields and keeps what was typed. Then → the about tab with a toast.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const company = await ownCompany(api);
  if (company) throw redirect(companyProfilePath(company.uuid, "about"));
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(companyFactsSchema),
    meta: { title: t("companyProfile.create.title"), description: t("companyProfile.create.lead") },
    countries: countryOptions(detectLocale(request)),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const submission = await readSubmission(request, companyFactsSchema, { codes: true });
  const imageErrors = oversizedImages(submission.payload, COMPANY_IMAGE_FIELDS);
  if (submission.status !== "success" || imageErrors) {
    return data(submission.reply({ fieldErrors: imageErrors, formErrors: ["companyProfile.create.failed"] }), {
      status: 400,
    });
  }
  try {
    const company = await api.call(createCompany, { formData: companyFactsForm(submission.value, submission.payload) });
    const t = getFixedT(request, "account");
    return redirectWithToast(companyProfilePath(company.uuid, "about"), {
      type: "success",
      title: t("companyProfile.create.created"),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    // Made in another tab meanwhile: the company's area shows it.
    if (errorCodeOf(error) === "profile_exists") return redirect("/company");
    const refusal = asRefusal(error, request, {
      fields: COMPANY_FORM_FIELDS,
      lead: "companyProfile.create.failed",
      codes: true,
      outage: "companyProfile.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
}

export default function CreateCompanyProfilePage() {
  const { countries, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof companyFactsSchema>({
    constraint,
    id: "company-create",
    lastResult,
    defaultValue: { country: DEFAULT_COUNTRY },
  });
  return (
    <div className="form-page">
      <h1>{t("companyProfile.create.title")}</h1>
      <p>{t("companyProfile.create.lead")}</p>
      <FormWords t={t} values={UPLOAD_LIMITS}>
        <Form method="post" encType="multipart/form-data" className="auth-form" {...getFormProps(form)}>
          <div role="alert">
            <ErrorList id={form.errorsId} errors={form.errors} />
          </div>
          <CompanyFactsFields fields={fields} countries={countries} />
          <CompanyImageFields
            idPrefix="company-create"
            errors={{
              logo: lastResult?.error?.logo ?? undefined,
              cover_image: lastResult?.error?.cover_image ?? undefined,
            }}
          />
          <SubmitButton
            pending={pending}
            label={t("companyProfile.create.submit")}
            pendingLabel={t("companyProfile.create.sending")}
          />
        </Form>
      </FormWords>
    </div>
  );
}
