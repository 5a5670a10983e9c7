import { type FieldMetadata, getInputProps, getTextareaProps } from "~/lib/forms/schema-form";
import { CheckboxField } from "~/components/forms/Choice";
import { Field, TextareaField } from "~/components/forms/Field";
import { useTranslation } from "~/lib/i18n/react";

type Fields = Record<
  "job_title" | "company_name" | "location" | "start_date" | "end_date" | "is_current" | "description",
  FieldMetadata
>;

/**
 * The fields of a work experience, the same in the add form and the edit form; their errors are said in the words
 * of the page's `FormWords` (the section page's frame gives them).
 */
export function WorkExperienceFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation("account");
  return (
    <>
      <Field
        labelProps={{ children: t("profile.experience.jobTitle") }}
        hint={t("profile.experience.jobTitleHint")}
        inputProps={getInputProps(fields.job_title, { type: "text" })}
        errors={fields.job_title.errors}
      />
      <Field
        labelProps={{ children: t("profile.experience.companyName") }}
        inputProps={{ ...getInputProps(fields.company_name, { type: "text" }), autoComplete: "organization" }}
        errors={fields.company_name.errors}
      />
      <Field
        labelProps={{ children: t("profile.experience.location") }}
        inputProps={getInputProps(fields.location, { type: "text" })}
        errors={fields.location.errors}
      />
      <Field
        labelProps={{ children: t("profile.experience.startDate") }}
        inputProps={getInputProps(fields.start_date, { type: "date" })}
        errors={fields.start_date.errors}
      />
      <Field
        labelProps={{ children: t("profile.experience.endDate") }}
        hint={t("profile.experience.endDateHint")}
        inputProps={getInputProps(fields.end_date, { type: "date" })}
        errors={fields.end_date.errors}
      />
      <CheckboxField
        label={t("profile.experience.isCurrent")}
        inputProps={getInputProps(fields.is_current, { type: "checkbox" })}
        errors={fields.is_current.errors}
      />
      <TextareaField
        labelProps={{ children: t("profile.experience.description") }}
        textareaProps={{ rows: 4, ...getTextareaProps(fields.description) }}
        errors={fields.description.errors}
      />
    </>
  );
}
