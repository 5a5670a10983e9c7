import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { BENEFIT_ICONS } from "#contract/benefit-icons";
import { updateCompany } from "#contract/endpoints/profiles";
import { benefitSchema, type Benefit } from "#contract/profiles";
import { BenefitText } from "~/components/companies/BenefitText";
import { benefitGlyph } from "~/components/company-area/benefit-icons";
import { companyErrorText } from "~/components/company-area/company-facts";
import { companyProfilePath } from "~/components/company-area/profile-paths";
import { useOwnCompany } from "~/components/company-area/useOwnCompany";
import { ChoiceGroup } from "~/components/forms/Choice";
import { ErrorList, Field, TextareaField } from "~/components/forms/Field";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import { readFormData } from "~/lib/forms/form-data.server";
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useSchemaForm,
  type SubmissionResult,
} from "~/lib/forms/schema-form";
import { formConstraint, parseForm } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The benefits tab: the list workers see on the company's page (title, description, an icon from the fixed set),
 * with a form to add one, and Edit and Remove on each. Edit is a link (`?edit=N`) that shows that benefit as a
 * form in its place, so it works without JavaScript too. The API stores the list whole (`PATCH` with
 * `benefits`), so each change sends the list as it will be.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOwnCompany(request, context, params.uuid);
  return data({ constraint: formConstraint(benefitFormSchema) });
}

const BENEFIT_FIELDS = ["title", "description", "icon"] as const;
/** The query parameter naming the benefit (its place in the list) shown as a form. */
const EDIT_PARAM = "edit";

/** The add form: the contract's benefit, its icon chosen by radio ("none" for no icon). */
const NO_ICON = "none";
const benefitFormSchema = benefitSchema.extend({
  icon: z.enum([NO_ICON, ...BENEFIT_ICONS]).transform((icon) => (icon === NO_ICON ? "" : icon)),
});

/** A benefit added, edited or removed; a refusal of the guard's read or of a removal comes back as a toast. */
export const action = answeringRefusals(changeBenefits);

async function changeBenefits({ request, context, params }: ActionFunctionArgs) {
  const { api, company } = await requireOwnCompany(request, context, params.uuid);
  const formData = await readFormData(request);
  const t = getFixedT(request, "account");
  const stored: Benefit[] = company.benefits.map(({ title, description, icon }) => ({ title, description, icon }));
  const back = companyProfilePath(company.uuid, "benefits");
  const index = Number(formData.get("index"));
  const target = Number.isInteger(index) ? stored[index] : undefined;
  if (formData.get("intent") === "remove") {
    if (!target) return redirectWithToast(back, { type: "error", title: t("companyProfile.benefits.gone") });
    await api.call(updateCompany, {
      params: { uuid: company.uuid },
      json: { benefits: stored.filter((_, at) => at !== index) },
    });
    return redirectWithToast(back, {
      type: "success",
      title: t("companyProfile.benefits.removed", { title: target.title }),
    });
  }
  const intent = formData.get("intent") === "edit" ? "edit" : "add";
  if (intent === "edit" && !target)
    return redirectWithToast(back, { type: "error", title: t("companyProfile.benefits.gone") });
  const failed = intent === "edit" ? "companyProfile.benefits.editFailed" : "companyProfile.benefits.failed";
  const submission = parseForm(formData, benefitFormSchema, { codes: true });
  if (submission.status !== "success") {
    return data({ intent, reply: submission.reply({ formErrors: [failed] }) }, { status: 400 });
  }
  const benefits =
    intent === "edit"
      ? stored.map((benefit, at) => (at === index ? submission.value : benefit))
      : [...stored, submission.value];
  try {
    // The list sent replaces the stored one.
    await api.call(updateCompany, { params: { uuid: company.uuid }, json: { benefits } });
  } catch (error) {
    // The API names an item's fields `benefits.N.title`; the list's own limit comes as `benefits`.
    const fields = (field: string) => BENEFIT_FIELDS.find((name) => field.replace(/^benefits\.\d+\./, "") === name);
    const refusal = asRefusal(error, request, { fields, lead: failed, codes: true });
    return data({ intent, reply: submission.reply(refusal) }, { status: refusal.status });
  }
  const title = submission.value.title;
  const done =
    intent === "edit" ? t("companyProfile.benefits.saved", { title }) : t("companyProfile.benefits.added", { title });
  return redirectWithToast(back, { type: "success", title: done });
}

type BenefitFieldset = ReturnType<typeof useSchemaForm<typeof benefitFormSchema>>[1];
type BenefitReply = SubmissionResult<string[]> | undefined;

/** Title, description and icon: the fields of the add form and of a benefit's edit form. */
function BenefitFields({ fields }: { fields: BenefitFieldset }) {
  const { t } = useTranslation("account");
  const translate = companyErrorText(t);
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
    <>
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
    </>
  );
}

/** A benefit as a form in its place in the list: Save sends the list with it changed; the other link goes back. */
function BenefitEditForm({
  benefit,
  index,
  lastResult,
  back,
}: {
  benefit: Benefit;
  index: number;
  lastResult: BenefitReply;
  back: string;
}) {
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const translate = companyErrorText(t);
  const [form, fields] = useSchemaForm<typeof benefitFormSchema>({
    constraint: useLoaderData<typeof loader>().constraint,
    id: `benefit-edit-${index}`,
    lastResult,
    defaultValue: { title: benefit.title, description: benefit.description ?? "", icon: benefit.icon || NO_ICON },
  });
  const headingId = `${form.id}-heading`;
  const formErrorId = form.errors?.length ? `${form.id}-error` : undefined;
  return (
    <Form
      method="post"
      className="auth-form benefit-edit"
      aria-labelledby={headingId}
      aria-describedby={formErrorId}
      preventScrollReset
      {...getFormProps(form)}
    >
      <h3 id={headingId}>{t("companyProfile.benefits.editTitle", { title: benefit.title })}</h3>
      <div role="alert">
        <ErrorList id={formErrorId} errors={translate(form.errors)} />
      </div>
      <input type="hidden" name="index" value={index} />
      <BenefitFields fields={fields} />
      <div className="profile-items__actions">
        <SubmitButton
          pending={pending}
          label={t("companyProfile.benefits.save")}
          pendingLabel={t("companyProfile.benefits.saving")}
          intent="edit"
        />
        <Link to={back} className="button" preventScrollReset>
          {t("companyProfile.benefits.cancelEdit")}
        </Link>
      </div>
    </Form>
  );
}

/** A benefit as the list shows it, with Edit (a link to the same tab with it as a form) and Remove. */
function BenefitItem({ benefit, index, back }: { benefit: Benefit; index: number; back: string }) {
  const { t } = useTranslation("account");
  return (
    <>
      <BenefitText benefit={benefit} />
      <div className="profile-items__actions">
        <Link
          to={`${back}?${EDIT_PARAM}=${index}`}
          className="button button--small"
          preventScrollReset
          aria-label={t("companyProfile.benefits.editItem", { title: benefit.title })}
        >
          {t("companyProfile.benefits.edit")}
        </Link>
        <Form method="post" preventScrollReset>
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
      </div>
    </>
  );
}

export default function CompanyBenefitsTab() {
  const company = useOwnCompany();
  const answer = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const translate = companyErrorText(t);
  const [form, fields] = useSchemaForm<typeof benefitFormSchema>({
    constraint: useLoaderData<typeof loader>().constraint,
    id: "benefit-add",
    lastResult: answer?.intent === "add" ? answer.reply : undefined,
    defaultValue: { icon: NO_ICON },
  });
  const formErrorId = form.errors?.length ? `${form.id}-error` : undefined;
  const back = companyProfilePath(company.uuid, "benefits");
  const editing = searchParams.has(EDIT_PARAM) ? Number(searchParams.get(EDIT_PARAM)) : -1;
  return (
    <section aria-labelledby="company-benefits" className="company-tab">
      <h2 id="company-benefits">{t("companyProfile.tab.benefits")}</h2>
      {company.benefits.length === 0 ? (
        <p className="empty-state">{t("companyProfile.benefits.empty")}</p>
      ) : (
        <ul className="profile-items">
          {company.benefits.map((benefit, index) => (
            <li key={`${index}-${benefit.title}`}>
              {index === editing ? (
                <BenefitEditForm
                  benefit={benefit}
                  index={index}
                  lastResult={answer?.intent === "edit" ? answer.reply : undefined}
                  back={back}
                />
              ) : (
                <BenefitItem benefit={benefit} index={index} back={back} />
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>{t("companyProfile.benefits.add")}</h3>
      <Form
        method="post"
        className="auth-form"
        aria-describedby={formErrorId}
        preventScrollReset
        {...getFormProps(form)}
      >
        <div role="alert">
          <ErrorList id={formErrorId} errors={translate(form.errors)} />
        </div>
        <BenefitFields fields={fields} />
        <SubmitButton
          pending={pending}
          label={t("companyProfile.benefits.addSubmit")}
          pendingLabel={t("companyProfile.benefits.adding")}
        />
      </Form>
    </section>
  );
}
