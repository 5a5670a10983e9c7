import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { z } from "zod";
import { BENEFIT_ICONS } from "#contract/benefit-icons";
import { benefitEndpoints } from "#contract/endpoints/profile-items";
import { benefitSchema, type BenefitItem } from "#contract/profiles";
import { BenefitText } from "~/components/companies/BenefitText";
import { benefitGlyph } from "~/components/company/benefit-icons";
import { companyProfilePath } from "~/components/company/profile-paths";
import { useOwnCompany } from "~/components/company/useOwnCompany";
import { ChoiceGroup } from "~/components/forms/Choice";
import { ErrorList, Field, TextareaField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { isApiError } from "~/lib/api/client.server";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnCompany } from "~/lib/company-profile.server";
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useSchemaForm,
  type SubmissionResult,
} from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The benefits tab: the list workers see on the company's page (title, description, an icon from the fixed set),
 * with a form to add one, and Edit and Remove on each. Edit is a link (`?edit=N`) that shows that benefit as a
 * form in its place, so it works without JavaScript too. Each change is to one benefit, named by its id
 * (issue 22 point 8): what another tab changed meanwhile stays.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireOwnCompany(request, context, params.uuid);
  return data({ constraint: formConstraint(benefitFormSchema) });
}

const BENEFIT_FIELDS = ["title", "description", "icon"] as const;
/** The query parameter naming the benefit (its id) shown as a form. */
const EDIT_PARAM = "edit";

/** The add form: the contract's benefit, its icon chosen by radio ("none" for no icon). */
const NO_ICON = "none";
const benefitFormSchema = benefitSchema.extend({
  icon: z.enum([NO_ICON, ...BENEFIT_ICONS]).transform((icon) => (icon === NO_ICON ? "" : icon)),
});

/** A benefit's id, as the Edit form and the Remove button send it. */
const benefitId = z.number().int().positive();

/** The tab's forms, told apart by their button's `intent`: the add form, a benefit's edit form, its Remove button. */
const benefitForms = z.discriminatedUnion("intent", [
  benefitFormSchema.extend({ intent: z.literal("add") }),
  benefitFormSchema.extend({ intent: z.literal("edit"), id: benefitId }),
  z.object({ intent: z.literal("remove"), id: benefitId }),
]);

/**
 * A benefit added, edited or removed, one at a time (`POST /companies/{uuid}/benefits/`, `PATCH` or `DELETE` on
 * `.../benefits/{id}/`): the other benefits are not sent, so a change made meanwhile in another tab stays. A benefit
 * gone meanwhile says so; a refusal of the guard's read or of a removal comes back as a toast.
 */
export const action = answeringRefusals(changeBenefits);

async function changeBenefits({ request, context, params }: ActionFunctionArgs) {
  const { api, company } = await requireOwnCompany(request, context, params.uuid);
  const submission = await readSubmission(request, benefitForms, { codes: true });
  const t = getFixedT(request, "account");
  const back = companyProfilePath(company.uuid, "benefits");
  const gone = () => redirectWithToast(back, { type: "error", title: t("companyProfile.benefits.gone") });
  if (submission.status !== "success") {
    const intent = submission.payload.intent === "edit" ? "edit" : submission.payload.intent === "add" ? "add" : null;
    const failed = intent === "edit" ? "companyProfile.benefits.editFailed" : "companyProfile.benefits.failed";
    return data({ intent, reply: submission.reply({ formErrors: [failed] }) }, { status: 400 });
  }
  const form = submission.value;
  const uuid = company.uuid;
  if (form.intent === "remove") {
    const target = company.benefits.find((benefit) => benefit.id === form.id);
    if (!target) return gone();
    try {
      await api.call(benefitEndpoints.remove, { params: { uuid, id: form.id } });
    } catch (error) {
      if (isApiError(error, 404)) return gone();
      throw error;
    }
    return redirectWithToast(back, {
      type: "success",
      title: t("companyProfile.benefits.removed", { title: target.title }),
    });
  }
  const { intent } = form;
  if (intent === "edit" && !company.benefits.some((benefit) => benefit.id === form.id)) return gone();
  const failed = intent === "edit" ? "companyProfile.benefits.editFailed" : "companyProfile.benefits.failed";
  const benefit = { title: form.title, description: form.description, icon: form.icon };
  try {
    if (form.intent === "edit") {
      await api.call(benefitEndpoints.update, { params: { uuid, id: form.id }, json: benefit });
    } else {
      await api.call(benefitEndpoints.add, { params: { uuid }, json: benefit });
    }
  } catch (error) {
    if (intent === "edit" && isApiError(error, 404)) return gone();
    const refusal = asRefusal(error, request, { fields: BENEFIT_FIELDS, lead: failed, codes: true });
    return data({ intent, reply: submission.reply(refusal) }, { status: refusal.status });
  }
  const done =
    intent === "edit"
      ? t("companyProfile.benefits.saved", { title: form.title })
      : t("companyProfile.benefits.added", { title: form.title });
  return redirectWithToast(back, { type: "success", title: done });
}

type BenefitFieldset = ReturnType<typeof useSchemaForm<typeof benefitFormSchema>>[1];
type BenefitReply = SubmissionResult<string[]> | undefined;

/** Title, description and icon: the fields of the add form and of a benefit's edit form. */
function BenefitFields({ fields }: { fields: BenefitFieldset }) {
  const { t } = useTranslation("account");
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
        errors={fields.title.errors}
      />
      <TextareaField
        labelProps={{ children: t("companyProfile.benefits.description") }}
        textareaProps={{ rows: 3, ...getTextareaProps(fields.description) }}
        errors={fields.description.errors}
      />
      <ChoiceGroup
        id={fields.icon.id}
        type="radio"
        legend={t("companyProfile.benefits.icon")}
        options={iconOptions}
        inputProps={(value) => getInputProps(fields.icon, { type: "radio", value })}
        errors={fields.icon.errors}
      />
    </>
  );
}

/** A benefit as a form in its place in the list: Save sends the list with it changed; the other link goes back. */
function BenefitEditForm({
  benefit,
  lastResult,
  back,
}: {
  benefit: BenefitItem;
  lastResult: BenefitReply;
  back: string;
}) {
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof benefitFormSchema>({
    constraint: useLoaderData<typeof loader>().constraint,
    id: `benefit-edit-${benefit.id}`,
    lastResult,
    defaultValue: { title: benefit.title, description: benefit.description ?? "", icon: benefit.icon || NO_ICON },
  });
  const headingId = `${form.id}-heading`;
  return (
    <Form
      method="post"
      className="auth-form benefit-edit"
      aria-labelledby={headingId}
      preventScrollReset
      {...getFormProps(form)}
    >
      <h3 id={headingId}>{t("companyProfile.benefits.editTitle", { title: benefit.title })}</h3>
      <div role="alert">
        <ErrorList id={form.errorsId} errors={form.errors} />
      </div>
      <input type="hidden" name="id" value={benefit.id} />
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
function BenefitEntry({ benefit, back }: { benefit: BenefitItem; back: string }) {
  const { t } = useTranslation("account");
  return (
    <>
      <BenefitText benefit={benefit} />
      <div className="profile-items__actions">
        <Link
          to={`${back}?${EDIT_PARAM}=${benefit.id}`}
          className="button button--small"
          preventScrollReset
          aria-label={t("companyProfile.benefits.editItem", { title: benefit.title })}
        >
          {t("companyProfile.benefits.edit")}
        </Link>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="id" value={benefit.id} />
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
  const [form, fields] = useSchemaForm<typeof benefitFormSchema>({
    constraint: useLoaderData<typeof loader>().constraint,
    id: "benefit-add",
    lastResult: answer?.intent === "add" ? answer.reply : undefined,
    defaultValue: { icon: NO_ICON },
  });
  const back = companyProfilePath(company.uuid, "benefits");
  const editing = searchParams.has(EDIT_PARAM) ? Number(searchParams.get(EDIT_PARAM)) : null;
  return (
    <FormWords t={t}>
      <section aria-labelledby="company-benefits" className="company-tab">
        <h2 id="company-benefits">{t("companyProfile.tab.benefits")}</h2>
        {company.benefits.length === 0 ? (
          <p className="empty-state">{t("companyProfile.benefits.empty")}</p>
        ) : (
          <ul className="profile-items">
            {company.benefits.map((benefit) => (
              <li key={benefit.id}>
                {benefit.id === editing ? (
                  <BenefitEditForm
                    benefit={benefit}
                    lastResult={answer?.intent === "edit" ? answer.reply : undefined}
                    back={back}
                  />
                ) : (
                  <BenefitEntry benefit={benefit} back={back} />
                )}
              </li>
            ))}
          </ul>
        )}
        <h3>{t("companyProfile.benefits.add")}</h3>
        <Form method="post" className="auth-form" preventScrollReset {...getFormProps(form)}>
          <div role="alert">
            <ErrorList id={form.errorsId} errors={form.errors} />
          </div>
          <BenefitFields fields={fields} />
          <SubmitButton
            pending={pending}
            label={t("companyProfile.benefits.addSubmit")}
            pendingLabel={t("companyProfile.benefits.adding")}
            intent="add"
          />
        </Form>
      </section>
    </FormWords>
  );
}
