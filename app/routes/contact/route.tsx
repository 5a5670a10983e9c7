import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  refusalKey,
  ruleIssue,
  useSchemaForm,
} from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { sendContactMessage } from "#contract/endpoints/accounts";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { asRefusal } from "~/lib/api/refusals.server";
import { htmlLang, type I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { apiFor } from "~/lib/session/api-client.server";
import { redirectWithToast } from "~/lib/toast.server";

/** The contact form (spec section 3, design section 7): stored and e-mailed by `POST /contact/`. */
export const handle: I18nHandle = { i18n: ["contact", "refusals"] };

/**
 * Messages are keys of the `contact` namespace, translated where they are shown; a phone number the API's rule
 * refuses is said in the API's words for its code (`refusals`), as the API's own refusal is.
 */
type ErrorKey =
  | "errors.fullNameRequired"
  | "errors.fullNameTooLong"
  | "errors.emailInvalid"
  | "errors.phoneRequired"
  | "errors.companyTooLong"
  | "errors.messageRequired"
  | "errors.messageTooShort"
  | "errors.messageTooLong"
  | "errors.tooManyMessages"
  | "errors.unavailable";

/** Calling codes offered, Greece first (the default). */
const COUNTRY_CODES = {
  GR: "+30",
  CY: "+357",
  AL: "+355",
  BG: "+359",
  RO: "+40",
  IT: "+39",
  DE: "+49",
  GB: "+44",
  FR: "+33",
  ES: "+34",
  NL: "+31",
  PL: "+48",
  UA: "+380",
  US: "+1",
} as const;
type Country = keyof typeof COUNTRY_CODES;
const COUNTRIES = Object.keys(COUNTRY_CODES) as [Country, ...Country[]];
const DEFAULT_COUNTRY: Country = "GR";

/** The limits of contract/contact.ts (`line`, `text`, `optionalEmail`, `phoneNumber` in contract/fields.ts). */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().\-/]*$/;
const PHONE_MAX_LENGTH = 30;

const ContactSchema = z.object({
  full_name: z
    .string({ required_error: "errors.fullNameRequired" satisfies ErrorKey })
    .trim()
    .min(1, "errors.fullNameRequired" satisfies ErrorKey)
    .max(150, "errors.fullNameTooLong" satisfies ErrorKey),
  email: z
    .string()
    .trim()
    .max(254, "errors.emailInvalid" satisfies ErrorKey)
    .email("errors.emailInvalid" satisfies ErrorKey)
    .optional(),
  country_code: z.enum(COUNTRIES).default(DEFAULT_COUNTRY),
  phone: z
    .string({ required_error: "errors.phoneRequired" satisfies ErrorKey })
    .trim()
    .min(1, "errors.phoneRequired" satisfies ErrorKey)
    // Room for the longest calling code and its space within the contract's 30 characters.
    .max(PHONE_MAX_LENGTH - 5, refusalKey("invalid_phone"))
    .refine((value) => PHONE_PATTERN.test(value) && value.replace(/\D/g, "").length >= 6, ruleIssue("invalid_phone")),
  /** Optional: a job seeker writing to us has no company. */
  company: z
    .string()
    .trim()
    .max(200, "errors.companyTooLong" satisfies ErrorKey)
    .optional(),
  message: z
    .string({ required_error: "errors.messageRequired" satisfies ErrorKey })
    .trim()
    .min(10, "errors.messageTooShort" satisfies ErrorKey)
    .max(5000, "errors.messageTooLong" satisfies ErrorKey),
  /**
   * The honeypot: hidden from people, filled by form-filling bots (docs/sessions-and-accounts.md#login-and-logout); the
   * API drops those.
   */
  website: z.string().optional(),
});

/** The API's field names and where their errors show on this form. */
const API_FIELDS = {
  full_name: "full_name",
  email: "email",
  phone_number: "phone",
  company: "company",
  message: "message",
};

export function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "contact");
  // `?company=` fills the company in (the company profile's contact action); only as much as the field takes.
  const company = (new URL(request.url).searchParams.get("company") ?? "").trim().slice(0, 200);
  return {
    constraint: formConstraint(ContactSchema),
    meta: { title: t("title"), description: t("description") },
    company,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, ContactSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { full_name, email, country_code, phone, company, message, website } = submission.value;
  // A number typed with its own international prefix is sent as typed.
  const phone_number = phone.startsWith("+") ? phone : `${COUNTRY_CODES[country_code]} ${phone}`;
  const locale = detectLocale(request);
  try {
    // The honeypot goes along: the API drops a message whose `website` is filled, with the same answer.
    await apiFor(context).call(sendContactMessage, {
      json: { full_name, phone_number, company, message, email, website },
      headers: { "Accept-Language": htmlLang(locale) },
    });
  } catch (error) {
    // A field the API refused shows on this form's field, in the API's words for its code.
    const refusal = asRefusal(error, request, {
      fields: API_FIELDS,
      codes: true,
      messages: { 429: "errors.tooManyMessages" },
      outage: "errors.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  const t = getFixedT(locale, "contact");
  return redirectWithToast("/contact", { type: "success", title: t("sent") });
}

export default function ContactPage() {
  const { t } = useTranslation("contact");
  const locale = useLocale();
  const lastResult = useActionData<typeof action>();
  const { company, constraint } = useLoaderData<typeof loader>();
  const [form, fields] = useSchemaForm<typeof ContactSchema>({
    constraint,
    id: "contact",
    lastResult,
    defaultValue: { country_code: DEFAULT_COUNTRY, company: company || undefined },
  });
  const countryNames = new Intl.DisplayNames([htmlLang(locale)], { type: "region" });
  return (
    <div className="auth-page contact-page">
      <h1>{t("title")}</h1>
      <p>{t("lead")}</p>
      <FormWords t={t}>
        <Form method="post" reloadDocument className="auth-form" {...getFormProps(form)}>
          <ErrorList id={form.errorsId} errors={form.errors} />
          <Field
            labelProps={{ children: t("fullName") }}
            inputProps={{ ...getInputProps(fields.full_name, { type: "text" }), autoComplete: "name" }}
            errors={fields.full_name.errors}
          />
          <Field
            labelProps={{ children: t("email") }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
            errors={fields.email.errors}
          />
          <SelectField
            labelProps={{ children: t("countryCode") }}
            selectProps={{ ...getSelectProps(fields.country_code), autoComplete: "tel-country-code" }}
          >
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {`${countryNames.of(country) ?? country} (${COUNTRY_CODES[country]})`}
              </option>
            ))}
          </SelectField>
          <Field
            labelProps={{ children: t("phone") }}
            // The number without its country code (the select above): HTML allows "tel-national" on a text
            // input only, and inputMode gives phones the same keypad as type="tel".
            inputProps={{
              ...getInputProps(fields.phone, { type: "text" }),
              inputMode: "tel",
              autoComplete: "tel-national",
            }}
            errors={fields.phone.errors}
          />
          <Field
            labelProps={{ children: t("company") }}
            inputProps={{ ...getInputProps(fields.company, { type: "text" }), autoComplete: "organization" }}
            errors={fields.company.errors}
          />
          <TextareaField
            labelProps={{ children: t("message") }}
            textareaProps={{ ...getTextareaProps(fields.message), rows: 6 }}
            errors={fields.message.errors}
          />
          <div hidden>
            <label htmlFor={fields.website.id}>{t("honeypot")}</label>
            <input {...getInputProps(fields.website, { type: "text" })} tabIndex={-1} autoComplete="off" />
          </div>
          <button type="submit" className="button button--primary">
            {t("submit")}
          </button>
        </Form>
      </FormWords>
    </div>
  );
}
