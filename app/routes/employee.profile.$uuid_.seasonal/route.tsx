import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  useSchemaForm,
} from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { DRIVING_LICENCES, GREEK_AREAS, RIGHT_TO_WORK } from "#contract/enums";
import { updateEmployeeProfile } from "#contract/endpoints/profiles";
import { EMPLOYEE_SEASONAL_FIELDS } from "#contract/profile-fields";
import { employeeSeasonalSchema, type EmployeeProfile } from "#contract/profiles";
import { ChoiceGroup } from "~/components/forms/Choice";
import { ErrorList, SelectField } from "~/components/forms/Field";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { ProfileSectionPage } from "~/components/profile/SectionPage";
import { profileSectionPath } from "~/components/profile/sections";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/profile/{uuid}/seasonal` (areas.md "Seasonal facts"): may the worker work in Greece, AFM and AMKA
 * (yes or no, never the numbers), health certificate, driving licence, accommodation, preferred areas. Each is
 * optional; "No answer" unsays one.
 */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

type YesNoField = "has_afm" | "has_amka" | "health_certificate" | "needs_accommodation";

/** A stored yes/no as the form's select value: "true", "false", or "" (not said). */
const yesNo = (value: boolean | null) => (value === null ? "" : String(value));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(employeeSeasonalSchema),
    meta: { title: t("profile.seasonal.title"), description: t("profile.seasonal.lead") },
    uuid: profile.uuid,
    facts: seasonalDefaults(profile),
  });
}

function seasonalDefaults(profile: EmployeeProfile) {
  return {
    right_to_work: profile.right_to_work ?? "",
    has_afm: yesNo(profile.has_afm),
    has_amka: yesNo(profile.has_amka),
    health_certificate: yesNo(profile.health_certificate),
    driving_licence: profile.driving_licence ?? "",
    needs_accommodation: yesNo(profile.needs_accommodation),
    preferred_areas: profile.preferred_areas,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** The seasonal facts saved; a refusal of the guard's read comes back as a toast (answeringRefusals). */
export const action = answeringRefusals(saveSeasonalFacts);

async function saveSeasonalFacts({ request, context, params }: ActionFunctionArgs) {
  const { api, profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const submission = await readSubmission(request, employeeSeasonalSchema, { codes: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  // Every fact is sent: one set to "Not said" (left out of the parsed form) is unsaid, an empty list of areas too.
  const form = new FormData();
  for (const name of EMPLOYEE_SEASONAL_FIELDS) {
    const value = submission.value[name];
    if (name === "preferred_areas") form.set(name, JSON.stringify(value ?? []));
    else form.set(name, value === undefined || value === null ? "" : String(value));
  }
  try {
    await api.call(updateEmployeeProfile, { params: { uuid: profile.uuid }, formData: form });
  } catch (error) {
    const refusal = asRefusal(error, request, {
      fields: EMPLOYEE_SEASONAL_FIELDS,
      lead: "profile.edit.failed",
      codes: true,
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  const t = getFixedT(request, "account");
  return redirectWithToast(`${profileSectionPath(profile.uuid)}#profile-seasonal`, {
    type: "success",
    title: t("profile.edit.saved"),
  });
}

export default function SeasonalPage() {
  const { uuid, facts, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const [form, fields] = useSchemaForm<typeof employeeSeasonalSchema>({
    constraint,
    id: "seasonal",
    lastResult,
    // formList's input type is the one form value it also accepts; conform takes a list of checked values too.
    defaultValue: { ...facts, preferred_areas: facts.preferred_areas as unknown as string },
  });
  const yesNoSelect = (name: YesNoField, label: string, hint?: string) => (
    <ChoiceSelect field={fields[name]} label={label} hint={hint} errors={fields[name].errors}>
      <option value="true">{t("profile.seasonal.yes")}</option>
      <option value="false">{t("profile.seasonal.no")}</option>
    </ChoiceSelect>
  );
  return (
    <ProfileSectionPage uuid={uuid} title={t("profile.seasonal.title")} lead={t("profile.seasonal.lead")}>
      <Form method="post" className="auth-form" {...getFormProps(form)}>
        <div role="alert">
          <ErrorList id={form.errorsId} errors={form.errors} />
        </div>
        <ChoiceSelect
          field={fields.right_to_work}
          label={t("profile.seasonal.rightToWork")}
          errors={fields.right_to_work.errors}
        >
          {RIGHT_TO_WORK.map((value) => (
            <option key={value} value={value}>
              {t(`profile.rightToWork.${value}`)}
            </option>
          ))}
        </ChoiceSelect>
        {yesNoSelect("has_afm", t("profile.seasonal.hasAfm"), t("profile.seasonal.idHint"))}
        {yesNoSelect("has_amka", t("profile.seasonal.hasAmka"), t("profile.seasonal.idHint"))}
        {yesNoSelect(
          "health_certificate",
          t("profile.seasonal.healthCertificate"),
          t("profile.seasonal.healthCertificateHint"),
        )}
        <ChoiceSelect
          field={fields.driving_licence}
          label={t("profile.seasonal.drivingLicence")}
          errors={fields.driving_licence.errors}
        >
          {DRIVING_LICENCES.map((value) => (
            <option key={value} value={value}>
              {t(`profile.drivingLicence.${value}`)}
            </option>
          ))}
        </ChoiceSelect>
        {yesNoSelect("needs_accommodation", t("profile.seasonal.needsAccommodation"))}
        <ChoiceGroup
          id="seasonal-preferred-areas"
          type="checkbox"
          legend={t("profile.seasonal.preferredAreas")}
          hint={t("profile.seasonal.preferredAreasHint")}
          options={GREEK_AREAS.map((area) => ({ value: area, label: t(`profile.area.${area}`) }))}
          inputProps={(value) => getInputProps(fields.preferred_areas, { type: "checkbox", value })}
          errors={fields.preferred_areas.errors}
          className="choice-group--inline"
        />
        <SubmitButton pending={pending} label={t("profile.edit.save")} pendingLabel={t("profile.edit.saving")} />
      </Form>
    </ProfileSectionPage>
  );
}

/** A select of one seasonal fact whose first option, "No answer", leaves it unanswered. */
function ChoiceSelect({
  field,
  label,
  hint,
  errors,
  children,
}: {
  field: FieldMetadata;
  label: string;
  hint?: string;
  errors?: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <SelectField labelProps={{ children: label }} hint={hint} selectProps={getSelectProps(field)} errors={errors}>
      <option value="">{t("profile.seasonal.notSaid")}</option>
      {children}
    </SelectField>
  );
}
