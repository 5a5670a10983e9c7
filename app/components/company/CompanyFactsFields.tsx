import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "~/lib/forms/schema-form";
import { Field, SelectField, TextareaField } from "~/components/forms/Field";
import { CompanyLogo, logoSource } from "~/components/companies/CompanyLogo";
import { ImageField } from "~/components/forms/ImageField";
import { UPLOAD_LIMITS } from "~/components/profile/profile-errors";
import { ListOptions, type OptionList } from "~/components/forms/option-list";
import { useTranslation } from "~/lib/i18n/react";
import { useLite } from "~/lib/lite";
import type { COMPANY_FACT_FIELDS } from "./company-facts";

type Fields = Record<(typeof COMPANY_FACT_FIELDS)[number], FieldMetadata>;

/**
 * The company's facts (./company-facts.ts), the same in profile/create and on the about tab; their messages are
 * said in the words of the page's `FormWords`.
 */
export function CompanyFactsFields({ fields, countries }: { fields: Fields; countries: OptionList }) {
  const { t } = useTranslation("account");
  const text = (
    name: keyof Fields,
    type: "text" | "email" | "tel" | "url" | "number",
    extra: Record<string, string> = {},
  ) => (
    <Field
      labelProps={{ children: t(`companyProfile.fields.${name}`) }}
      hint={name in HINTS ? t(HINTS[name as keyof typeof HINTS]) : undefined}
      inputProps={{ ...getInputProps(fields[name], { type }), ...extra }}
      errors={fields[name].errors}
    />
  );
  return (
    <>
      {text("name", "text", { autoComplete: "organization" })}
      {text("industries", "text")}
      <TextareaField
        labelProps={{ children: t("companyProfile.fields.about") }}
        hint={t("companyProfile.fields.aboutHint")}
        textareaProps={{ rows: 6, ...getTextareaProps(fields.about) }}
        errors={fields.about.errors}
      />
      {text("email", "email", { autoComplete: "email" })}
      {text("phone_number", "tel", { autoComplete: "tel" })}
      {text("website", "url", { autoComplete: "url" })}
      {text("location", "text", { autoComplete: "street-address" })}
      {text("city", "text", { autoComplete: "address-level2" })}
      {text("area", "text")}
      <SelectField
        labelProps={{ children: t("companyProfile.fields.country") }}
        selectProps={{ ...getSelectProps(fields.country), autoComplete: "country" }}
        errors={fields.country.errors}
      >
        <ListOptions list={countries} />
      </SelectField>
      {text("years_in_business", "number", { inputMode: "numeric" })}
      {text("employee_count", "number", { inputMode: "numeric" })}
    </>
  );
}

const HINTS = {
  industries: "companyProfile.fields.industriesHint",
  website: "companyProfile.fields.websiteHint",
  area: "companyProfile.fields.areaHint",
} as const;

/** The logo and cover image inputs; the API sniffs and re-encodes what arrives (security.md "Uploads"). */
export function CompanyImageFields({
  idPrefix,
  errors,
  current,
}: {
  idPrefix: string;
  errors: { logo?: readonly string[]; cover_image?: readonly string[] };
  current?: { logo: string | null; logo_thumb: string | null; cover_image: string | null };
}) {
  const { t } = useTranslation("account");
  const lite = useLite();
  return (
    <>
      {current && logoSource(current, lite) ? (
        <CompanyLogo
          company={current}
          alt={t("companyProfile.fields.currentLogo")}
          className="profile-photo"
          size={96}
        />
      ) : current?.logo ? (
        // Lite, and the logo's thumbnail is not made yet: a link, as for the cover.
        <p>
          <a href={current.logo}>{t("companyProfile.fields.currentLogo")}</a>
        </p>
      ) : null}
      <ImageField
        labelProps={{ children: t("companyProfile.fields.logo") }}
        hint={t("companyProfile.fields.imageHint", UPLOAD_LIMITS)}
        inputProps={{ id: `${idPrefix}-logo`, name: "logo" }}
        errors={errors.logo}
      />
      {current?.cover_image ? (
        lite ? (
          // Lite mode loads no cover image (docs/ui.md#lite-mode): a link to it instead.
          <p>
            <a href={current.cover_image}>{t("companyProfile.fields.currentCover")}</a>
          </p>
        ) : (
          <img
            src={current.cover_image}
            alt={t("companyProfile.fields.currentCover")}
            className="company-cover"
            width={320}
            height={120}
          />
        )
      ) : null}
      <ImageField
        labelProps={{ children: t("companyProfile.fields.cover_image") }}
        hint={t("companyProfile.fields.imageHint", UPLOAD_LIMITS)}
        inputProps={{ id: `${idPrefix}-cover`, name: "cover_image" }}
        errors={errors.cover_image}
      />
    </>
  );
}
