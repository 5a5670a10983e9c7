import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requestPasswordReset } from "#contract/endpoints/accounts";
import { EmailForm } from "~/components/auth/EmailForm";
import { EmailFormSchema } from "~/components/auth/email-form";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { requireGuest } from "~/lib/session.server";
import { apiFor } from "~/lib/session/api-client.server";

/**
 * A forgotten password (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): an address
 * in, and the same answer whatever it is; the API mails an active account a link to /reset-password/{uuid}/{token}.
 * After the POST the page says "check your e-mail" at `?sent` (post/redirect/get: a reload does not send a second
 * mail).
 */
export const handle: I18nHandle = { i18n: "auth" };

export function loader({ request }: LoaderFunctionArgs) {
  requireGuest(request);
  const t = getFixedT(request, "auth");
  const sent = new URL(request.url).searchParams.has("sent");
  return {
    constraint: formConstraint(EmailFormSchema),
    sent,
    meta: { title: sent ? t("forgot.sentTitle") : t("forgot.title"), description: t("forgot.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  requireGuest(request);
  const submission = await readSubmission(request, EmailFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await apiFor(context).call(requestPasswordReset, { json: { email: submission.value.email } });
  } catch (error) {
    if (isApiError(error, 400))
      return data(submission.reply({ fieldErrors: { email: ["errors.emailInvalid"] } }), { status: 400 });
    const refusal = asRefusal(error, request, {
      messages: { 429: "forgot.errors.tooMany" },
      outage: "forgot.errors.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  return redirect("/forgot-password?sent");
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  return sent ? <Sent /> : <ForgotPasswordForm />;
}

function Sent() {
  const { t } = useTranslation("auth");
  return (
    <div className="auth-page">
      <h1>{t("forgot.sentTitle")}</h1>
      <p role="status">{t("forgot.sent")}</p>
      <p>
        <Link to="/forgot-password">{t("forgot.again")}</Link>
      </p>
      <p>
        <Link to="/login">{t("forgot.login")}</Link>
      </p>
    </div>
  );
}

function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  return (
    <div className="auth-page">
      <h1>{t("forgot.title")}</h1>
      <p>{t("forgot.lead")}</p>
      {/* A document POST like login's: a rate-limit refusal page shows as is (docs/sessions-and-accounts.md#activation). */}
      <EmailForm
        id="forgot-password"
        constraint={useLoaderData<typeof loader>().constraint}
        lastResult={lastResult}
        text={{ email: t("forgot.email"), submit: t("forgot.submit"), submitting: t("forgot.submitting") }}
      />
      <p>{t("forgot.social")}</p>
      <p className="auth-page__alternative">
        <Link to="/login">{t("forgot.login")}</Link>
      </p>
    </div>
  );
}
