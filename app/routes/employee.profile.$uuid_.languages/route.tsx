import { getSelectProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LANGUAGE_LEVELS } from "#contract/enums";
import { spokenLanguageSchema } from "#contract/profiles";
import { SelectField } from "~/components/forms/Field";
import { languageOptions } from "~/components/forms/language-options";
import { languageName } from "~/components/job/job-format";
import { ListOptions } from "~/components/forms/option-list";
import { listSectionAction } from "~/lib/profiles/list-section.server";
import { ProfileListSection, ProfileSectionPage } from "~/components/profile/SectionPage";
import { listVersion } from "~/components/profile/sections";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";

/** `/employee/profile/{uuid}/languages` (areas.md): the languages the worker speaks, each with a level. */
export const handle: I18nHandle = { i18n: ["account", "jobs", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const t = getFixedT(request, "account");
  const locale = detectLocale(request);
  return data({
    constraint: formConstraint(spokenLanguageSchema),
    meta: { title: t("profile.languagesSection.title"), description: t("profile.languagesSection.lead") },
    uuid: profile.uuid,
    languages: profile.languages.map((entry) => ({ ...entry, name: languageName(entry.language, locale) })),
    options: languageOptions(locale),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export const action = listSectionAction("languages", ["language", "level"]);

export default function LanguagesPage() {
  const { uuid, languages, options, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const { t: tJobs } = useTranslation("jobs");
  const [form, fields] = useSchemaForm<typeof spokenLanguageSchema>({
    constraint,
    id: `language-${listVersion(languages)}`,
    lastResult: actionData?.reply,
    defaultValue: { level: "intermediate" },
  });
  return (
    <ProfileSectionPage
      uuid={uuid}
      title={t("profile.languagesSection.title")}
      lead={t("profile.languagesSection.lead")}
    >
      <ProfileListSection
        name="languages"
        title={t("profile.languagesSection.listTitle")}
        items={languages}
        describe={(entry) => `${entry.name}: ${tJobs(`enums.language_level.${entry.level}`)}`}
        empty={t("profile.languagesSection.empty")}
        removeError={actionData?.removeError}
        form={form}
        addTitle={t("profile.languagesSection.add")}
        submitLabel={t("profile.languagesSection.submit")}
      >
        <SelectField
          labelProps={{ children: t("profile.languagesSection.language") }}
          selectProps={getSelectProps(fields.language)}
          errors={fields.language.errors}
        >
          <option value="">{t("profile.languagesSection.choose")}</option>
          <ListOptions list={options} />
        </SelectField>
        <SelectField
          labelProps={{ children: t("profile.languagesSection.level") }}
          selectProps={getSelectProps(fields.level)}
          errors={fields.level.errors}
        >
          {LANGUAGE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {tJobs(`enums.language_level.${level}`)}
            </option>
          ))}
        </SelectField>
      </ProfileListSection>
    </ProfileSectionPage>
  );
}
