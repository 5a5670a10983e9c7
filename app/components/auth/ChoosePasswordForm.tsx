import { Form } from "@remix-run/react";
import { ErrorList, Field } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton, usePendingSubmit } from "~/components/forms/PendingSubmit";
import type { ActivationFormSchema } from "~/components/signup/password-rule";
import {
  getFormProps,
  getInputProps,
  useSchemaForm,
  type FormConstraint,
  type SubmissionResult,
} from "~/lib/forms/schema-form";
import { useTranslation } from "~/lib/i18n/react";

/**
 * The keys (signup namespace) a choose-password form shows of its own: the whole form's refusals. The password
 * rule's parts are the API's words for their codes (`refusals`, which the page loads).
 */
export const CHOOSE_PASSWORD_ERROR_KEYS = ["errors.tooManyAttempts", "errors.unavailable"] as const;

/**
 * The page that chooses a password from a mailed link: the activation link of sign-up and the password reset
 * link (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link) alike. The password twice under the
 * sign-up rule (its hint from the signup namespace, its messages the API's words for each part), a document POST to the
 * page itself (choose-password.server.ts answers it). `text` holds the page's own words, already translated.
 */
export function ChoosePasswordForm({
  id,
  constraint,
  lastResult,
  text,
}: {
  id: string;
  /** `formConstraint(ActivationFormSchema)` from the page's loader. */
  constraint: FormConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  text: { title: string; lead: string; password: string; repeatPassword: string; submit: string; submitting: string };
}) {
  const { t } = useTranslation("signup");
  const [form, fields] = useSchemaForm<typeof ActivationFormSchema>({ constraint, id, lastResult });
  const { pending, onSubmit } = usePendingSubmit();
  return (
    <div className="auth-page activation-page">
      <h1>{text.title}</h1>
      <p>{text.lead}</p>
      <FormWords t={t}>
        <Form method="post" reloadDocument className="auth-form" {...getFormProps(form)} onSubmit={onSubmit}>
          <ErrorList id={form.errorsId} errors={form.errors} />
          <Field
            labelProps={{ children: text.password }}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            hint={t("activation.rule")}
            errors={fields.password.errors}
          />
          <Field
            labelProps={{ children: text.repeatPassword }}
            inputProps={{
              ...getInputProps(fields.repeat_password, { type: "password" }),
              autoComplete: "new-password",
            }}
            errors={fields.repeat_password.errors}
          />
          <SubmitButton pending={pending} label={text.submit} pendingLabel={text.submitting} />
        </Form>
      </FormWords>
    </div>
  );
}
