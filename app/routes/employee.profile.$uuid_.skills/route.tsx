import { getInputProps, getSelectProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint } from "~/lib/forms/schema-form.server";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SKILL_CATEGORIES, SKILL_LEVELS } from "#contract/enums";
import { skillSchema } from "#contract/profiles";
import { Field, SelectField } from "~/components/forms/Field";
import { listSectionAction } from "~/lib/profiles/list-section.server";
import { ProfileListSection, ProfileSectionPage } from "~/components/profile/SectionPage";
import { listVersion } from "~/components/profile/sections";
import { requireOwnEmployeeProfile } from "~/lib/employee-profile.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";

/** `/employee/profile/{uuid}/skills` (spec section 2): what the worker can do, each with a level and a kind. */
export const handle: I18nHandle = { i18n: ["account", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { profile } = await requireOwnEmployeeProfile(request, context, params.uuid);
  const t = getFixedT(request, "account");
  return data({
    constraint: formConstraint(skillSchema),
    meta: { title: t("profile.skills.title"), description: t("profile.skills.lead") },
    uuid: profile.uuid,
    skills: profile.skills,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export const action = listSectionAction("skills", ["name", "level", "category"]);

export default function SkillsPage() {
  const { uuid, skills, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm<typeof skillSchema>({
    constraint, // A new id after each change empties the add form (the page reloads only its data).
    id: `skill-${listVersion(skills)}`,
    lastResult: actionData?.reply,
    defaultValue: { level: "intermediate", category: "technical" },
  });
  return (
    <ProfileSectionPage uuid={uuid} title={t("profile.skills.title")} lead={t("profile.skills.lead")}>
      <ProfileListSection
        name="skills"
        title={t("profile.skills.listTitle")}
        items={skills}
        describe={(skill) =>
          `${skill.name}: ${t(`profile.skillLevel.${skill.level}`)}, ${t(`profile.skillCategory.${skill.category}`)}`
        }
        empty={t("profile.skills.empty")}
        removeError={actionData?.removeError}
        form={form}
        addTitle={t("profile.skills.add")}
        submitLabel={t("profile.skills.submit")}
      >
        <Field
          labelProps={{ children: t("profile.skills.name") }}
          hint={t("profile.skills.nameHint")}
          inputProps={getInputProps(fields.name, { type: "text" })}
          errors={fields.name.errors}
        />
        <SelectField
          labelProps={{ children: t("profile.skills.level") }}
          selectProps={getSelectProps(fields.level)}
          errors={fields.level.errors}
        >
          {SKILL_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`profile.skillLevel.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          labelProps={{ children: t("profile.skills.category") }}
          selectProps={getSelectProps(fields.category)}
          errors={fields.category.errors}
        >
          {SKILL_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`profile.skillCategory.${category}`)}
            </option>
          ))}
        </SelectField>
      </ProfileListSection>
    </ProfileSectionPage>
  );
}
