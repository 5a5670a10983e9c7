import { getFormProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { updateCompany } from "#contract/endpoints/profiles";
import { CompanyFactsFields, CompanyImageFields } from "~/components/company/CompanyFactsFields";
import {
  COMPANY_FORM_FIELDS,
  COMPANY_IMAGE_FIELDS,
  companyFactsForm,
  factsOf,
} from "~/components/company/company-facts";
import { companyFactsSchema } from "~/components/company/company-facts-schema";
import { companyProfilePath } from "~/components/company/profile-paths";
import { useOwnCompany } from "~/components/company/useOwnCompany";
import { ErrorList } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { UPLOAD_LIMITS } from "~/components/profile/profile-errors";
import { countryOptions } from "~/components/signup/country-options";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import { oversizedImages, sentImages } from "~/lib/forms/image-fields.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The about tab of the company's own profile: its facts as a form (`PATCH /companies/{uuid}/`), with the logo
 * and cover image. What workers read on the company's page is what is saved here. When the API or its upload store
 * is away (503), the form comes back as typed with words for it, as a 503: never the error screen (issue 21).
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOwnCompany(request, context, params.uuid);
  return data({ constraint: formConstraint(companyFactsSchema), countries: countryOptions(detectLocale(request)) });
}

/** The company's facts saved; a refusal of its guard's read comes back as a toast (answeringRefusals). */
export const action = answeringRefusals(saveFacts);

async function saveFacts({ request, context, params }: ActionFunctionArgs) {
  const { api, company } = await requireOwnCompany(request, context, params.uuid);
  const submission = await readSubmission(request, companyFactsSchema, { codes: true });
  const imageErrors = oversizedImages(submission.payload, COMPANY_IMAGE_FIELDS);
  if (submission.status !== "success" || imageErrors) {
    return data(submission.reply({ fieldErrors: imageErrors, formErrors: ["companyProfile.about.failed"] }), {
      status: 400,
    });
  }
  try {
    await api.call(updateCompany, {
      params: { uuid: company.uuid },
      formData: companyFactsForm(submission.value, submission.payload),
    });
  } catch (error) {
    const refusal = asRefusal(error, request, {
      fields: COMPANY_FORM_FIELDS,
      lead: "companyProfile.about.failed",
      codes: true,
      // Nothing is saved: with a logo or cover sent the store is the likely cause, and they must be chosen again.
      outage: sentImages(submission.payload, COMPANY_IMAGE_FIELDS)
        ? "companyProfile.about.imagesUnavailable"
        : "companyProfile.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(companyProfilePath(company.uuid, "about"), {
    type: "success",
    title: t("companyProfile.about.saved"),
  });
}

export default function CompanyAboutTab() {
  const company = useOwnCompany();
  const { countries, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof companyFactsSchema>({
    constraint,
    id: "about-form",
    lastResult,
    defaultValue: factsOf(company),
  });
  return (
    <section aria-labelledby="company-about" className="company-tab">
      <h2 id="company-about">{t("companyProfile.tab.about")}</h2>
      <p>{t("companyProfile.about.lead")}</p>
      <FormWords t={t} values={UPLOAD_LIMITS}>
        <Form
          method="post"
          encType="multipart/form-data"
          className="auth-form"
          preventScrollReset
          {...getFormProps(form)}
        >
          <div role="alert">
            <ErrorList id={form.errorsId} errors={form.errors} />
          </div>
          <CompanyFactsFields fields={fields} countries={countries} />
          <CompanyImageFields
            idPrefix="about-form"
            current={{ logo: company.logo, logo_thumb: company.logo_thumb, cover_image: company.cover_image }}
            errors={{
              logo: lastResult?.error?.logo ?? undefined,
              cover_image: lastResult?.error?.cover_image ?? undefined,
            }}
          />
          <SubmitButton
            pending={pending}
            label={t("companyProfile.about.save")}
            pendingLabel={t("companyProfile.about.saving")}
          />
        </Form>
      </FormWords>
    </section>
  );
}
