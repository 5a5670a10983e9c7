import { type FieldMetadata, getInputProps, getTextareaProps } from "~/lib/forms/schema-form";
import { ChoiceGroup } from "~/components/forms/Choice";
import { Field, TextareaField } from "~/components/forms/Field";
import { useTranslation } from "~/lib/i18n/react";
import { RATINGS } from "./reviews";

type Fields = Record<"rating" | "title" | "content" | "position", FieldMetadata>;

/**
 * The rating and the texts of a review, the same when it is written and when it is edited; their errors in the words
 * of the form's `FormWords`.
 */
export function ReviewFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation("account");
  return (
    <>
      <ChoiceGroup
        id={fields.rating.id}
        type="radio"
        legend={t("companyReviews.form.rating")}
        options={RATINGS.map((rating) => ({
          value: String(rating),
          label: t(`companyReviews.form.ratings.${rating}`),
        }))}
        inputProps={(value) => getInputProps(fields.rating, { type: "radio", value })}
        errors={fields.rating.errors}
      />
      <Field
        labelProps={{ children: t("companyReviews.form.title") }}
        hint={t("companyReviews.form.titleHint")}
        inputProps={getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
      />
      <TextareaField
        labelProps={{ children: t("companyReviews.form.content") }}
        hint={t("companyReviews.form.contentHint")}
        textareaProps={{ rows: 6, ...getTextareaProps(fields.content) }}
        errors={fields.content.errors}
      />
      <Field
        labelProps={{ children: t("companyReviews.form.position") }}
        hint={t("companyReviews.form.positionHint")}
        inputProps={getInputProps(fields.position, { type: "text" })}
        errors={fields.position.errors}
      />
    </>
  );
}
