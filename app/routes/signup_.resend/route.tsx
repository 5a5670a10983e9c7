import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { resendActivation } from "#contract/endpoints/accounts";
import { EmailFormSchema } from "~/components/auth/email-form";
import { ResendActivationForm } from "~/components/auth/ResendActivationForm";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { signedUpEmail } from "~/lib/auth/thank-you-cookie.server";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { apiFor } from "~/lib/session/api-client.server";
import signupStylesHref from "~/styles/signup.css?url";

/**
 * A lost activation mail (issue 12, docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link): the forms
 * on the thank-you screen and on the activation error screen post here; the API sends a new link (the old one dies) to
 * an account waiting for activation and answers the same for any other address. After the POST the page says "check
 * your e-mail" at `?sent`.
 */
export const handle: I18nHandle = { i18n: ["auth", "signup"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signupStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "auth");
  const sent = new URL(request.url).searchParams.has("sent");
  return {
    constraint: formConstraint(EmailFormSchema),
    sent,
    email: sent ? null : await signedUpEmail(request),
    meta: { title: sent ? t("resend.sentTitle") : t("resend.title"), description: t("resend.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = await readSubmission(request, EmailFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await apiFor(context).call(resendActivation, { json: { email: submission.value.email } });
  } catch (error) {
    if (isApiError(error, 400))
      return data(submission.reply({ fieldErrors: { email: ["errors.emailInvalid"] } }), { status: 400 });
    const refusal = asRefusal(error, request, {
      messages: { 429: "resend.errors.tooMany" },
      outage: "resend.errors.unavailable",
    });
    return data(submission.reply(refusal), { status: refusal.status });
  }
  return redirect("/signup/resend?sent");
}

export default function ResendActivationPage() {
  const { sent, email, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  if (sent) {
    return (
      <div className="auth-page">
        <h1>{t("resend.sentTitle")}</h1>
        <p role="status">{t("resend.sent")}</p>
        <p>
          <Link to="/login">{t("resend.login")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <ResendActivationForm email={email} lastResult={lastResult} constraint={constraint} headingLevel={1} />
      <p>
        <Link to="/login">{t("resend.login")}</Link>
      </p>
    </div>
  );
}
