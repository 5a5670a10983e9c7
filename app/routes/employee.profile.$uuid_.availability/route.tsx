import { getInputProps, getSelectProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WORK_HOURS } from "#contract/enums";
import { availabilitySchema } from "#contract/profiles";
import { Field, SelectField } from "~/components/forms/Field";
import { listSectionAction } from "~/lib/profiles/list-section.server";
import { ProfileListSection, ProfileSectionPage } from "~/components/profile/SectionPage";
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

export const action = listSectionAction("availability", ["available_from", "available_to", "work_hours", "notes"]);

export default function AvailabilityPage() {
  const { uuid, availability, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const { t: tJobs } = useTranslation("jobs");
  const locale = useLocale();
  const [form, fields] = useSchemaForm<typeof availabilitySchema>({
    constraint,
    id: `availability-${listVersion(availability)}`,
    lastResult: actionData?.reply,
  });
  return (
    <ProfileSectionPage
      uuid={uuid}
      title={t("profile.availabilitySection.title")}
      lead={t("profile.availabilitySection.lead")}
    >
      <ProfileListSection
        name="availability"
        title={t("profile.availabilitySection.listTitle")}
        items={availability}
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
        form={form}
        addTitle={t("profile.availabilitySection.add")}
        submitLabel={t("profile.availabilitySection.submit")}
      >
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
      </ProfileListSection>
    </ProfileSectionPage>
  );
}
