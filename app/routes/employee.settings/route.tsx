import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { MailKind } from "#contract/mail-preferences";
import { areaOf } from "~/components/settings/account-data";
import { SettingsSection } from "~/routes/employee.settings/SettingsSection";
import { YourDataSection } from "~/routes/employee.settings/YourDataSection";
import {
  EmailChangeFormSchema,
  PasswordChangeFormSchema,
  SettingsFormSchema,
} from "~/routes/employee.settings/settings-forms";
import { CheckboxField, FieldSet } from "~/components/forms/Choice";
import { Field } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { useIsPending, usePendingSubmit } from "~/components/forms/PendingSubmit";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { answeringRefusals, asRefusal } from "~/lib/api/refusals.server";
import {
  changePassword,
  readMailPreferences,
  requestEmailChange,
  setMailPreferences,
  signOutEverywhere,
} from "#contract/endpoints/settings";
import { getFormProps, getInputProps, useSchemaForm, type SubmissionResult } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { mailKindWording } from "~/lib/mail-kind-words";
import { useTranslation } from "~/lib/i18n/react";
import { endSession, startSession } from "~/lib/session/cookies.server";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * Settings, `/employee/settings` and `/company/settings` (issue 12, docs/sessions-and-accounts.md#account-settings):
 * one module, mounted a second time inside the company area by app/routes.ts; the area is read from the path. Four
 * forms, each a POST with its `intent` that ends in a toast: the password (current one required; every other session
 * ends, this one gets a new pair), the e-mail address (a link to the new one), the e-mail preferences of the role (one
 * form), and signing out of every device. `#mail-preferences` is where the notice mails' settings link points.
 */
export const handle: I18nHandle = { i18n: ["account", "signup", "refusals"] };

/** A page of one person's account: nothing stores it. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { base, role } = areaOf(new URL(request.url).pathname);
  const { user, api } = await requireRole(request, context, role);
  const preferences = await api.call(readMailPreferences);
  const t = getFixedT(request, "account");
  // Each kind in the words of the area's role (a company's `status_updates` are workers withdrawing).
  const kinds = (Object.keys(preferences) as MailKind[]).map((kind) => ({
    kind,
    wording: mailKindWording(kind, role),
    on: preferences[kind] === true,
  }));
  return data({
    meta: { title: t("settings.title"), description: t("settings.description") },
    base,
    email: user.email,
    kinds,
    constraints: { password: formConstraint(PasswordChangeFormSchema), email: formConstraint(EmailChangeFormSchema) },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

type ActionData =
  { intent: "password" | "email"; result: SubmissionResult<string[]> } | { intent: "preferences"; errors: string[] };

/**
 * The settings' four forms; a refusal of a read or of signing out everywhere comes back as a toast (answeringRefusals).
 */
export const action = answeringRefusals(changeSettings);

/** What a refused password or e-mail form does not send back: the passwords typed. */
const HIDDEN_FIELDS = {
  password: ["current_password", "password", "repeat_password"],
  email: ["password"],
};

async function changeSettings({ request, context }: ActionFunctionArgs) {
  const { base, role } = areaOf(new URL(request.url).pathname);
  const { api } = await requireRole(request, context, role);
  const submission = await readSubmission(request, SettingsFormSchema);
  const here = `${base}/settings`;
  const t = getFixedT(request, "account");

  if (submission.status !== "success") {
    // The password and e-mail forms show their errors on their fields; anything else is not one of this page's forms.
    const intent = submission.payload.intent;
    if (intent !== "password" && intent !== "email") throw new Response("Unknown form", { status: 400 });
    const result = submission.reply({ hideFields: HIDDEN_FIELDS[intent] });
    return data<ActionData>({ intent, result }, { status: 400 });
  }

  const { value } = submission;
  switch (value.intent) {
    case "password":
    case "email": {
      const { intent } = value;
      try {
        if (value.intent === "password") {
          const { current_password, password, repeat_password } = value;
          const pair = await api.call(changePassword, { json: { current_password, password, repeat_password } });
          // This device stays signed in on the new pair; every other device is out at its next page
          // (docs/sessions-and-accounts.md#tokens-and-bearer-authentication).
          startSession(context, pair);
          return redirectWithToast(here, { type: "success", title: t("settings.password.done") });
        }
        const { email, password } = value;
        await api.call(requestEmailChange, { json: { email, password } });
        return redirectWithToast(here, { type: "success", title: t("settings.email.sent", { email }) });
      } catch (error) {
        // A field the API refused (a wrong current password, an address in use, the breached list) on that field, by
        // its code; any other refusal (a limit) on the form's own error list; an outage says so there too.
        const refusal = asRefusal(error, request, {
          fields: intent === "password" ? ["current_password", "password", "repeat_password"] : ["email", "password"],
          codes: true,
          messages: { 429: "settings.errors.tooManyAttempts" },
          outage: "settings.errors.unavailable",
        });
        const result = submission.reply({ ...refusal, hideFields: HIDDEN_FIELDS[intent] });
        return data<ActionData>({ intent, result }, { status: refusal.status });
      }
    }
    case "preferences": {
      const current = await api.call(readMailPreferences);
      // An unticked checkbox sends nothing: every kind of the role is sent, on or off.
      const wanted = Object.fromEntries(
        (Object.keys(current) as MailKind[]).map((kind) => [kind, value[kind] === "on"]),
      );
      try {
        await api.call(setMailPreferences, { json: wanted });
      } catch (error) {
        const failed = t("settings.errors.saveFailed");
        const refusal = asRefusal(error, request, { lead: failed, outage: failed });
        return data<ActionData>({ intent: value.intent, errors: refusal.formErrors }, { status: refusal.status });
      }
      return redirectWithToast(`${here}#mail-preferences`, { type: "success", title: t("settings.mail.saved") });
    }
    case "sign-out-everywhere": {
      await api.call(signOutEverywhere);
      endSession(context);
      return redirectWithToast("/login", { type: "success", title: t("settings.sessions.done") });
    }
  }
}

export default function SettingsPage() {
  const { t } = useTranslation("account");
  const { base } = useLoaderData<typeof loader>();
  return (
    <div className="account-page settings-page">
      <h1>{t("settings.title")}</h1>
      {/* The settings' keys (account) and the password rule's (the API's words for its codes). */}
      <FormWords t={t}>
        <PasswordSection />
        <EmailSection />
        <PreferencesSection />
      </FormWords>
      <SessionsSection />
      <YourDataSection base={base} />
    </div>
  );
}

function useLastResult(intent: "password" | "email") {
  const actionData = useActionData<typeof action>();
  return actionData?.intent === intent ? actionData.result : undefined;
}

function PasswordSection() {
  const { t } = useTranslation("account");
  const { t: tSignup } = useTranslation("signup");
  const [form, fields] = useSchemaForm<typeof PasswordChangeFormSchema>({
    id: "settings-password",
    constraint: useLoaderData<typeof loader>().constraints.password,
    lastResult: useLastResult("password"),
  });
  const { pending, onSubmit } = usePendingSubmit();
  return (
    <SettingsSection
      headingId="settings-password-heading"
      heading={t("settings.password.heading")}
      lead={[t("settings.password.lead")]}
      intent="password"
      form={{
        reloadDocument: true,
        className: "auth-form",
        ...getFormProps(form),
        onSubmit,
      }}
      formErrors={{ id: form.errorsId, errors: form.errors }}
      submit={{ pending, label: t("settings.password.submit"), pendingLabel: t("settings.password.submitting") }}
    >
      <Field
        labelProps={{ children: t("settings.password.current") }}
        inputProps={{
          ...getInputProps(fields.current_password, { type: "password" }),
          autoComplete: "current-password",
        }}
        errors={fields.current_password.errors}
      />
      <Field
        labelProps={{ children: t("settings.password.new") }}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
        hint={tSignup("activation.rule")}
        errors={fields.password.errors}
      />
      <Field
        labelProps={{ children: t("settings.password.repeat") }}
        inputProps={{ ...getInputProps(fields.repeat_password, { type: "password" }), autoComplete: "new-password" }}
        errors={fields.repeat_password.errors}
      />
    </SettingsSection>
  );
}

function EmailSection() {
  const { email } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const [form, fields] = useSchemaForm<typeof EmailChangeFormSchema>({
    id: "settings-email",
    constraint: useLoaderData<typeof loader>().constraints.email,
    lastResult: useLastResult("email"),
  });
  const { pending, onSubmit } = usePendingSubmit();
  return (
    <SettingsSection
      headingId="settings-email-heading"
      heading={t("settings.email.heading")}
      lead={[t("settings.email.current", { email }), t("settings.email.lead")]}
      intent="email"
      form={{
        reloadDocument: true,
        className: "auth-form",
        ...getFormProps(form),
        onSubmit,
      }}
      formErrors={{ id: form.errorsId, errors: form.errors }}
      submit={{ pending, label: t("settings.email.submit"), pendingLabel: t("settings.email.submitting") }}
    >
      <Field
        labelProps={{ children: t("settings.email.new") }}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
        errors={fields.email.errors}
      />
      <Field
        labelProps={{ children: t("settings.email.password") }}
        inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "current-password" }}
        errors={fields.password.errors}
      />
    </SettingsSection>
  );
}

function PreferencesSection() {
  const { base, kinds } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  const errors = actionData?.intent === "preferences" ? actionData.errors : undefined;
  return (
    <SettingsSection
      headingId="mail-preferences-heading"
      id="mail-preferences"
      heading={t("settings.mail.heading")}
      intent="preferences"
      form={{ preventScrollReset: true }}
      submit={{ pending, label: t("settings.mail.submit"), pendingLabel: t("settings.mail.submitting") }}
    >
      <FieldSet id="settings-mail" legend={t("settings.mail.legend")} hint={t("settings.mail.lead")} errors={errors}>
        {kinds.map(({ kind, wording, on }) => (
          <CheckboxField
            key={kind}
            label={t(`settings.mail.kind.${wording}.label`)}
            hint={
              kind === "review_notices" && base === "/company"
                ? t("settings.mail.kind.review_notices.hintCompany")
                : t(`settings.mail.kind.${wording}.hint`)
            }
            inputProps={{ id: `settings-mail-${kind}`, name: kind, defaultChecked: on }}
          />
        ))}
      </FieldSet>
      {base === "/employee" ? (
        <p className="settings-section__note">
          {t("settings.mail.searchAlerts.text")}{" "}
          <Link to="/employee/alerts">{t("settings.mail.searchAlerts.link")}</Link>
        </p>
      ) : null}
    </SettingsSection>
  );
}

function SessionsSection() {
  const { t } = useTranslation("account");
  const { pending, onSubmit } = usePendingSubmit(() => undefined);
  return (
    <SettingsSection
      headingId="settings-sessions-heading"
      heading={t("settings.sessions.heading")}
      lead={[t("settings.sessions.lead")]}
      intent="sign-out-everywhere"
      form={{ reloadDocument: true, onSubmit }}
      submit={{ pending, label: t("settings.sessions.submit"), pendingLabel: t("settings.sessions.submitting") }}
    />
  );
}
