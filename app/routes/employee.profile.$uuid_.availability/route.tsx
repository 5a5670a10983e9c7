import { answeringRefusals } from "~/lib/api/refusals.server";
import { getFormProps, getInputProps, getSelectProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { WORK_HOURS } from "#contract/enums";
import { availabilitySchema } from "#contract/profiles";
import { ErrorList, Field, SelectField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { changeProfileList } from "~/lib/profiles/list-section.server";
import { PROFILE_ERROR_KEYS } from "~/components/profile/profile-errors";
import { FormWords } from "~/components/forms/FormWords";
import { ProfileItems, ProfileSectionPage, useIsAdding } from "~/components/profile/SectionPage";
import { listVersion } from "~/components/profile/sections";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";

/**
 * `/employee/profile/{uuid}/availability` (spec section 2): one or more windows of dates the worker can work in,
 * open-ended allowed, each with the hours they want. Job pages match them against a job's season.
 */
export const handle: I18nHandle = { i18n: ["account", "jobs", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(availabilitySchema),
    meta: { title: t("profile.availabilitySection.title"), description: t("profile.availabilitySection.lead") },
    uuid: profile.uuid,
    availability: profile.availability,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** An item added or removed; a refusal of the guard's read comes back as a toast (answeringRefusals). */
export const action = answeringRefusals(({ request, context, params }: ActionFunctionArgs) =>
  changeProfileList({
    request,
    context,
    uuid: params.uuid,
    list: "availability",
    itemFields: ["available_from", "available_to", "work_hours", "notes"],
  }),
);

export default function AvailabilityPage() {
  const { uuid, availability, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const { t: tJobs } = useTranslation("jobs");
  const locale = useLocale();
  const adding = useIsAdding();
  const [form, fields] = useSchemaForm<typeof availabilitySchema>({
    constraint,
    id: `availability-${listVersion(availability)}`,
    lastResult: actionData?.reply,
  });
  const formErrorId = form.errors?.length ? `${form.id}-error` : undefined;
  return (
    <ProfileSectionPage
      uuid={uuid}
      title={t("profile.availabilitySection.title")}
      lead={t("profile.availabilitySection.lead")}
    >
      <FormWords t={t} keys={PROFILE_ERROR_KEYS}>
        <h2 id="availability-list" className="visually-hidden">
          {t("profile.availabilitySection.listTitle")}
        </h2>
        <ProfileItems
          labelledBy="availability-list"
          items={availability}
          keyOf={(item) => String(item.id)}
          describe={(period) =>
            [
              `${formatDate(period.available_from, locale)} – ${
                period.available_to ? formatDate(period.available_to, locale) : t("profile.view.openEnded")
              }`,
              period.work_hours ? tJobs(`enums.work_hours.${period.work_hours}`) : "",
              period.notes,
            ]
              .filter(Boolean)
              .join(", ")
          }
          empty={t("profile.availabilitySection.empty")}
          removeError={actionData?.removeError}
        />
        <Form
          method="post"
          className="auth-form profile-edit__add"
          aria-describedby={formErrorId}
          {...getFormProps(form)}
        >
          <h2>{t("profile.availabilitySection.add")}</h2>
          <div role="alert">
            <ErrorList id={formErrorId} errors={form.errors} />
          </div>
          <Field
            labelProps={{ children: t("profile.availabilitySection.from") }}
            inputProps={getInputProps(fields.available_from, { type: "date" })}
            errors={fields.available_from.errors}
          />
          <Field
            labelProps={{ children: t("profile.availabilitySection.to") }}
            hint={t("profile.availabilitySection.toHint")}
            inputProps={getInputProps(fields.available_to, { type: "date" })}
            errors={fields.available_to.errors}
          />
          <SelectField
            labelProps={{ children: t("profile.availabilitySection.workHours") }}
            selectProps={getSelectProps(fields.work_hours)}
            errors={fields.work_hours.errors}
          >
            <option value="">{t("profile.availabilitySection.anyHours")}</option>
            {WORK_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {tJobs(`enums.work_hours.${hours}`)}
              </option>
            ))}
          </SelectField>
          <Field
            labelProps={{ children: t("profile.availabilitySection.notes") }}
            hint={t("profile.availabilitySection.notesHint")}
            inputProps={getInputProps(fields.notes, { type: "text" })}
            errors={fields.notes.errors}
          />
          <SubmitButton
            intent="add"
            pending={adding}
            label={t("profile.availabilitySection.submit")}
            pendingLabel={t("profile.edit.adding")}
          />
        </Form>
      </FormWords>
    </ProfileSectionPage>
  );
}
