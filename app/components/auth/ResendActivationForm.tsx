import type { FormConstraint, SubmissionResult } from "~/lib/forms/schema-form";
import { useTranslation } from "~/lib/i18n/react";
import { EmailForm } from "./EmailForm";

/**
 * "Send the activation link again" (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): on the
 * thank-you screen, on the activation link's error screen and on /signup/resend itself, always posting to
 * /signup/resend, which answers the same for any address. The routes that show it list the `auth` namespace.
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
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="resend-activation" aria-labelledby="resend-activation-title">
      <Heading id="resend-activation-title">{t("resend.title")}</Heading>
      <p>{t("resend.lead")}</p>
      <EmailForm
        id="resend-activation"
        constraint={constraint}
        lastResult={lastResult}
        email={email ?? ""}
        action="/signup/resend"
        text={{ email: t("resend.email"), submit: t("resend.submit"), submitting: t("resend.submitting") }}
      />
    </section>
  );
}
