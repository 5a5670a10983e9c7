import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "~/lib/forms/schema-form";
import { Field, SelectField, TextareaField } from "~/components/forms/Field";
import { ListOptions, type OptionList } from "~/components/forms/option-list";
import { useTranslation } from "~/lib/i18n/react";

type Fields = Record<"headline" | "bio" | "city" | "country", FieldMetadata>;

/**
 * The profile's own facts (contract `employeeBasicsSchema`), the same in profile/create and basic-info; their errors
 * are said in the words of the page's `FormWords`.
 */
export function BasicsFields({ fields, countries }: { fields: Fields; countries: OptionList }) {
  const { t } = useTranslation("account");
  return (
    <>
      <Field
        labelProps={{ children: t("profile.fields.headline") }}
        hint={t("profile.fields.headlineHint")}
        inputProps={getInputProps(fields.headline, { type: "text" })}
        errors={fields.headline.errors}
      />
      <TextareaField
        labelProps={{ children: t("profile.fields.bio") }}
        hint={t("profile.fields.bioHint")}
        textareaProps={{ rows: 6, ...getTextareaProps(fields.bio) }}
        errors={fields.bio.errors}
      />
      {/* Where the worker lives, asked once (docs/data.md#full-text-search). */}
      <Field
        labelProps={{ children: t("profile.fields.location") }}
        hint={t("profile.fields.locationHint")}
        inputProps={{ ...getInputProps(fields.city, { type: "text" }), autoComplete: "address-level2" }}
        errors={fields.city.errors}
      />
      <SelectField
        labelProps={{ children: t("profile.fields.country") }}
        selectProps={{ ...getSelectProps(fields.country), autoComplete: "country" }}
        errors={fields.country.errors}
      >
        <ListOptions list={countries} />
      </SelectField>
    </>
  );
}
