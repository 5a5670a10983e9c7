import { getFormProps, getInputProps, getSelectProps, useSchemaForm } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type LinksFunction,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { SocialSignIn } from "~/components/auth/SocialSignIn";
import { RichText } from "~/components/content/RichText";
import { CheckboxField, ChoiceGroup, FieldSet } from "~/components/forms/Choice";
import { ErrorList, Field, SelectField } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { ListOptions } from "~/components/forms/option-list";
import { countryOptions } from "~/components/signup/country-options";
import { SubmitButton, usePendingSubmit } from "~/components/forms/PendingSubmit";
import { DEFAULT_COUNTRY, roleFromQuery, todayIso } from "~/routes/signup/sign-up-keys";
import { SignUpFormSchema } from "~/routes/signup/sign-up-schema";
import { THANK_YOU_PATH, thankYouCookie } from "~/lib/auth/thank-you-cookie.server";
import { asRefusal } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { authPageLink } from "~/lib/return-path";
import { requireGuest } from "~/lib/session.server";
import { apiFor } from "~/lib/session/api-client.server";
import { ROLES } from "#contract/enums";
import { signUp } from "#contract/endpoints/accounts";
import signupStylesHref from "~/styles/signup.css?url";

/**
 * Sign-up (spec sections 2-4): the form of spec section 3 without the password, which the activation page
 * sets (docs/sessions-and-accounts.md#activation). Success → the thank-you screen (POST/redirect/GET).
 */
export const handle: I18nHandle = { i18n: ["signup", "refusals"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signupStylesHref }];

/** The fields the API validates under the same names (its 400 errors land on them). */
const FORM_FIELDS = Object.keys(SignUpFormSchema.shape);

export function loader({ request }: LoaderFunctionArgs) {
  requireGuest(request);
  const t = getFixedT(request, "signup");
  return {
    constraint: formConstraint(SignUpFormSchema),
    countries: countryOptions(detectLocale(request)),
    meta: { title: t("signup.title"), description: t("signup.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  requireGuest(request);
  const submission = await readSubmission(request, SignUpFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { website, agreement: _agreed, ...account } = submission.value;
  const toThankYou = async () =>
    redirect(THANK_YOU_PATH, {
      headers: { "Set-Cookie": await thankYouCookie(account.email) },
    });
  // A bot sees what a person sees, and no account is created.
  if (website) return toThankYou();
  try {
    // A new address becomes an inactive account with its activation mail in the visitor's language; one that has an
    // account gets a mail for its owner. The answer is the same for both (docs/sessions-and-accounts.md#sign-up).
    await apiFor(context).call(signUp, { json: { ...account, language: detectLocale(request) } });
  } catch (error) {
    // A field the API refused (the same rules as the form's, and a few more) shows on that field, by its code.
    const refusal = asRefusal(error, request, {
      fields: FORM_FIELDS,
      codes: true,
      messages: { 429: "errors.tooManyAttempts" },
      outage: "errors.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  return toThankYou();
}

export default function SignUpPage() {
  const { t } = useTranslation("signup");
  const { countries, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  // Come from a page through the header: logging in instead still brings the visitor back there.
  const location = useLocation();
  const [form, fields] = useSchemaForm<typeof SignUpFormSchema>({
    constraint,
    id: "signup",
    lastResult,
    defaultValue: {
      role: roleFromQuery(searchParams.get("role")),
      country: DEFAULT_COUNTRY,
    },
  });
  const { pending, onSubmit } = usePendingSubmit();
  type TextField =
    "first_name" | "last_name" | "tax_id" | "street_name" | "street_number" | "zip_code" | "city" | "state";
  const text = (name: TextField, autoComplete: string) => ({
    ...getInputProps(fields[name], { type: "text" }),
    autoComplete,
  });
  return (
    <div className="auth-page signup-page">
      <h1>{t("signup.title")}</h1>
      <p>{t("signup.lead")}</p>
      <p className="signup-page__required">{t("signup.required")}</p>
      {/* A document POST, as login and contact: the server's own 429 page then shows as it is. */}
      <FormWords t={t}>
        <Form method="post" reloadDocument className="auth-form" {...getFormProps(form)} onSubmit={onSubmit}>
          <ErrorList id={form.errorsId} errors={form.errors} />
          <FieldSet id="signup-account" legend={t("signup.sections.account")}>
            <Field
              labelProps={{ children: t("signup.firstName") }}
              inputProps={text("first_name", "given-name")}
              errors={fields.first_name.errors}
            />
            <Field
              labelProps={{ children: t("signup.lastName") }}
              inputProps={text("last_name", "family-name")}
              errors={fields.last_name.errors}
            />
            <Field
              labelProps={{ children: t("signup.email") }}
              inputProps={{
                ...getInputProps(fields.email, { type: "email" }),
                autoComplete: "email",
              }}
              errors={fields.email.errors}
            />
            <ChoiceGroup
              id={fields.role.id}
              type="radio"
              legend={t("signup.roleLegend")}
              options={ROLES.map((role) => ({
                value: role,
                label: t(`signup.roles.${role}`),
              }))}
              inputProps={(role) => getInputProps(fields.role, { type: "radio", value: role })}
              errors={fields.role.errors}
            />
          </FieldSet>
          <FieldSet id="signup-contact" legend={t("signup.sections.contact")}>
            <Field
              labelProps={{ children: t("signup.phone") }}
              inputProps={{
                ...getInputProps(fields.phone_number, { type: "tel" }),
                autoComplete: "tel",
              }}
              hint={t("signup.phoneHint")}
              errors={fields.phone_number.errors}
            />
            <Field
              labelProps={{ children: t("signup.birthdate") }}
              inputProps={{
                ...getInputProps(fields.birthdate, { type: "date" }),
                autoComplete: "bday",
                max: todayIso(),
              }}
              errors={fields.birthdate.errors}
            />
            <Field
              labelProps={{ children: t("signup.taxId") }}
              inputProps={text("tax_id", "off")}
              errors={fields.tax_id.errors}
            />
          </FieldSet>
          <FieldSet id="signup-address" className="signup-address" legend={t("signup.sections.address")}>
            <Field
              className="signup-address__street"
              labelProps={{ children: t("signup.streetName") }}
              inputProps={text("street_name", "address-line1")}
              errors={fields.street_name.errors}
            />
            <Field
              className="signup-address__number"
              labelProps={{ children: t("signup.streetNumber") }}
              inputProps={text("street_number", "address-line2")}
              errors={fields.street_number.errors}
            />
            <Field
              labelProps={{ children: t("signup.zipCode") }}
              inputProps={text("zip_code", "postal-code")}
              errors={fields.zip_code.errors}
            />
            <Field
              labelProps={{ children: t("signup.city") }}
              inputProps={text("city", "address-level2")}
              errors={fields.city.errors}
            />
            <Field
              labelProps={{ children: t("signup.state") }}
              inputProps={text("state", "address-level1")}
              errors={fields.state.errors}
            />
            <SelectField
              labelProps={{ children: t("signup.country") }}
              selectProps={{
                ...getSelectProps(fields.country),
                autoComplete: "country",
              }}
              errors={fields.country.errors}
            >
              <ListOptions list={countries} />
            </SelectField>
          </FieldSet>
          <p className="signup-page__note">{t("signup.passwordNote")}</p>
          <CheckboxField
            label={<RichText text={t("signup.agreement")} />}
            inputProps={getInputProps(fields.agreement, { type: "checkbox" })}
            errors={fields.agreement.errors}
          />
          <div hidden>
            <label htmlFor={fields.website.id}>{t("signup.honeypot")}</label>
            <input {...getInputProps(fields.website, { type: "text" })} tabIndex={-1} autoComplete="off" />
          </div>
          <SubmitButton pending={pending} label={t("signup.submit")} pendingLabel={t("signup.submitting")} />
        </Form>
      </FormWords>
      <SocialSignIn signUpFormId={form.id} />
      <p className="auth-page__alternative">
        {t("signup.haveAccount")} <Link to={authPageLink("/login", location)}>{t("signup.login")}</Link>
      </p>
    </div>
  );
}
