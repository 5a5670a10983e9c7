import { getFormProps, getInputProps, getTextareaProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, parseForm } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { BENEFIT_ICONS } from "#contract/benefit-icons";
import { benefitSchema, type Benefit } from "#contract/profiles";
import { benefitGlyph } from "~/components/company-area/benefit-icons";
import { companyErrorText } from "~/components/company-area/company-facts";
import { companyProfilePath } from "~/components/company-area/profile-paths";
import { useOwnCompany } from "~/components/company-area/useOwnCompany";
import { ChoiceGroup } from "~/components/forms/Choice";
import { ErrorList, Field, TextareaField } from "~/components/forms/Field";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { isApiError } from "~/lib/api/client.server";
import { replaceCompanyBenefits } from "~/lib/api/companies.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import { readFormData } from "~/lib/form-data.server";
import { formErrorsOf } from "~/lib/forms/api-errors.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The benefits tab: the list workers see on the company's page (title, description, an icon from the fixed set),
 * with a form to add one and a Remove button on each. The API stores the list whole (`PATCH` with `benefits`),
 * so each change sends the list as it will be.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { headers } = await requireOwnCompany(request, context, params.uuid);
  return data({ constraint: formConstraint(benefitFormSchema) }, { headers });
}

const BENEFIT_FIELDS = ["title", "description", "icon"] as const;

/** The add form: the contract's benefit, its icon chosen by radio ("none" for no icon). */
const NO_ICON = "none";
const benefitFormSchema = benefitSchema.extend({
  icon: z.enum([NO_ICON, ...BENEFIT_ICONS]).transform((icon) => (icon === NO_ICON ? "" : icon)),
});

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, headers, company } = await requireOwnCompany(request, context, params.uuid);
  const formData = await readFormData(request);
  const t = getFixedT(request, "account");
  const stored: Benefit[] = company.benefits.map(({ title, description, icon }) => ({ title, description, icon }));
  const back = companyProfilePath(company.uuid, "benefits");
  if (formData.get("intent") === "remove") {
    const index = Number(formData.get("index"));
    const removed = Number.isInteger(index) ? stored[index] : undefined;
    if (!removed) return redirectWithToast(back, { type: "error", title: t("companyProfile.benefits.gone") }, { headers });
    await replaceCompanyBenefits(api, company.uuid, stored.filter((_, at) => at !== index));
    return redirectWithToast(back, { type: "success", title: t("companyProfile.benefits.removed", { title: removed.title }) }, { headers });
  }
  const submission = parseForm(formData, benefitFormSchema);
  if (submission.status !== "success") {
    return data(submission.reply({ formErrors: ["companyProfile.benefits.failed"] }), { status: 400, headers });
  }
  try {
    await replaceCompanyBenefits(api, company.uuid, [...stored, submission.value]);
  } catch (error) {
    if (!isApiError(error, 400)) throw error;
    // The API names the new item's fields `benefits.N.title`; the list's own limit comes as `benefits`.
    const body = Object.fromEntries(Object.entries(error.body).map(([field, value]) => [field.replace(/^benefits\.\d+\./, ""), value]));
    const { fieldErrors, formErrors } = formErrorsOf(body, BENEFIT_FIELDS);
    return data(submission.reply({ fieldErrors, formErrors: ["companyProfile.benefits.failed", ...formErrors] }), { status: 400, headers });
  }
  return redirectWithToast(back, { type: "success", title: t("companyProfile.benefits.added", { title: submission.value.title }) }, { headers });
}

export default function CompanyBenefitsTab() {
  const company = useOwnCompany();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const translate = companyErrorText(t);
  const [form, fields] = useSchemaForm<typeof benefitFormSchema>({ constraint: useLoaderData<typeof loader>().constraint, id: "benefit-add", lastResult, defaultValue: { icon: NO_ICON } });
  const formErrorId = form.errors?.length ? `${form.id}-error` : undefined;
  const iconOptions = ([NO_ICON, ...BENEFIT_ICONS] as const).map((icon) => ({
    value: icon,
    label: (
      <>
        {icon === NO_ICON ? null : <span aria-hidden="true">{benefitGlyph(icon)} </span>}
        {t(`companyProfile.benefits.icons.${icon}`)}
      </>
    ),
  }));
  return (
    <section aria-labelledby="company-benefits" className="company-tab">
      <h2 id="company-benefits">{t("companyProfile.tab.benefits")}</h2>
      {company.benefits.length === 0 ? (
        <p className="empty-state">{t("companyProfile.benefits.empty")}</p>
      ) : (
        <ul className="profile-items">
          {company.benefits.map((benefit, index) => (
            <li key={`${index}-${benefit.title}`}>
              <span>
                <strong>
                  {benefit.icon ? <span aria-hidden="true">{benefitGlyph(benefit.icon)} </span> : null}
                  {benefit.title}
                </strong>
                {benefit.description ? (
                  <>
                    <br />
                    {benefit.description}
                  </>
                ) : null}
              </span>
              <Form method="post" className="profile-items__actions" preventScrollReset>
                <input type="hidden" name="index" value={index} />
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="button button--small"
                  aria-label={t("companyProfile.benefits.removeItem", { title: benefit.title })}
                >
                  {t("companyProfile.benefits.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3>{t("companyProfile.benefits.add")}</h3>
      <Form method="post" className="auth-form" aria-describedby={formErrorId} preventScrollReset {...getFormProps(form)}>
        <div role="alert">
          <ErrorList id={formErrorId} errors={translate(form.errors)} />
        </div>
        <Field
          labelProps={{ children: t("companyProfile.benefits.title") }}
          hint={t("companyProfile.benefits.titleHint")}
          inputProps={getInputProps(fields.title, { type: "text" })}
          errors={translate(fields.title.errors)}
        />
        <TextareaField
          labelProps={{ children: t("companyProfile.benefits.description") }}
          textareaProps={{ rows: 3, ...getTextareaProps(fields.description) }}
          errors={translate(fields.description.errors)}
        />
        <ChoiceGroup
          id={fields.icon.id}
          type="radio"
          legend={t("companyProfile.benefits.icon")}
          options={iconOptions}
          inputProps={(value) => getInputProps(fields.icon, { type: "radio", value })}
          errors={translate(fields.icon.errors)}
        />
        <SubmitButton pending={pending} label={t("companyProfile.benefits.addSubmit")} pendingLabel={t("companyProfile.benefits.adding")} />
      </Form>
    </section>
  );
}
