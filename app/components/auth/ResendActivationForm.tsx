import { errorText, type FormConstraint, getFormProps, getInputProps, type SubmissionResult, useSchemaForm } from "~/lib/forms/schema-form";
import { Form } from "@remix-run/react";
import { ErrorList, Field } from "~/components/forms/Field";
import { SubmitButton, usePendingSubmit } from "~/components/forms/PendingSubmit";
import { useTranslation } from "~/lib/i18n/react";
import type { EmailFormSchema } from "./email-form";
import { EMAIL_FORM_ERRORS } from "./email-form-errors";

export const RESEND_ERROR_KEYS = [...EMAIL_FORM_ERRORS, "resend.errors.tooMany", "resend.errors.unavailable"] as const;
export type ResendErrorKey = (typeof RESEND_ERROR_KEYS)[number];

/**
 * "Send the activation link again" (docs/decisions/166): on the thank-you screen, on the activation link's error
 * screen and on /signup/resend itself, always posting to /signup/resend, which answers the same for any address.
 * The routes that show it list the `auth` namespace.
 */
export function ResendActivationForm({
  email,
  lastResult,
  constraint,
  headingLevel = 2,
}: {
  /** The address to offer (the thank-you screen knows it). */
  email?: string | null;
  lastResult?: SubmissionResult<string[]> | null;
  /** `formConstraint(EmailFormSchema)` from the page's loader. */
  constraint: FormConstraint;
  /** 1 on /signup/resend, where the form is the page. */
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation("auth");
  const [form, fields] = useSchemaForm<typeof EmailFormSchema>({
    id: "resend-activation",
    constraint,
    lastResult,
    defaultValue: { email: email ?? "" },
  });
  const { pending, onSubmit } = usePendingSubmit();
  const translate = errorText(t, RESEND_ERROR_KEYS);
  const formErrorId = form.errors?.length ? `${form.id}-error` : undefined;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="resend-activation" aria-labelledby="resend-activation-title">
      <Heading id="resend-activation-title">{t("resend.title")}</Heading>
      <p>{t("resend.lead")}</p>
      <Form
        method="post"
        action="/signup/resend"
        reloadDocument
        className="auth-form"
        aria-describedby={formErrorId}
        {...getFormProps(form)}
        onSubmit={onSubmit}
      >
        <ErrorList id={formErrorId} errors={translate(form.errors)} />
        <Field
          labelProps={{ children: t("resend.email") }}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={translate(fields.email.errors)}
        />
        <SubmitButton pending={pending} label={t("resend.submit")} pendingLabel={t("resend.submitting")} />
      </Form>
    </section>
  );
}
