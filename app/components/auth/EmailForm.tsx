import { Form } from "@remix-run/react";
import { ErrorList, Field } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, usePendingSubmit } from "~/components/forms/PendingSubmit";
import {
  getFormProps,
  getInputProps,
  useSchemaForm,
  type FormConstraint,
  type SubmissionResult,
} from "~/lib/forms/schema-form";
import { useTranslation } from "~/lib/i18n/react";
import type { EmailFormSchema } from "./email-form";

/**
 * The one-field forms of docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link (forgot password,
 * resend activation): an address and a submit button, a document POST (a rate-limit refusal page shows as is, as
 * login's does) to `action` or the page itself. Errors are keys of the auth namespace; `text` holds the form's
 * own words, already translated.
 */
export function EmailForm({
  id,
  constraint,
  lastResult,
  email,
  action,
  text,
}: {
  id: string;
  /** `formConstraint(EmailFormSchema)` from the page's loader. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  /** The address to start with, when the page knows one. */
  email?: string;
  action?: string;
  text: { email: string; submit: string; submitting: string };
}) {
  const { t } = useTranslation("auth");
  const [form, fields] = useSchemaForm<typeof EmailFormSchema>({
    id,
    constraint,
    lastResult,
    defaultValue: email === undefined ? undefined : { email },
  });
  const { pending, onSubmit } = usePendingSubmit();
  return (
    <FormWords t={t}>
      <Form
        method="post"
        action={action}
        reloadDocument
        className="auth-form"
        {...getFormProps(form)}
        onSubmit={onSubmit}
      >
        <ErrorList id={form.errorsId} errors={form.errors} />
        <Field
          labelProps={{ children: text.email }}
          inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email" }}
          errors={fields.email.errors}
        />
        <SubmitButton pending={pending} label={text.submit} pendingLabel={text.submitting} />
      </Form>
    </FormWords>
  );
}
