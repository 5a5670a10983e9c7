import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ChoosePasswordForm } from "~/components/auth/ChoosePasswordForm";
import { choosePasswordAction } from "~/lib/auth/choose-password.server";
import { ResetLinkInvalid } from "~/routes/reset-password.$uuid.$token/ResetLinkInvalid";
import { isResetLinkUsable } from "~/routes/reset-password.$uuid.$token/recovery-api.server";
import { ActivationFormSchema } from "~/components/signup/password-rule";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { formConstraint } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { requireGuest } from "~/lib/session.server";
import { apiFor } from "~/lib/session/api-client.server";
import { resetPassword } from "#contract/endpoints/accounts";
import signupStylesHref from "~/styles/signup.css?url";

/**
 * The link of the password reset mail (docs/sessions-and-accounts.md#password-reset-and-a-new-activation-link), built
 * like the activation page: the GET only asks the API whether the link is usable; the form POSTs the new password under
 * the sign-up rule (the same hint and messages, the breached list checked by the API), which ends every session of the
 * account; then the person logs in with the new password. A dead link gets its own screen, with the way to a new one.
 */
export const handle: I18nHandle = { i18n: ["auth", "signup", "refusals"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signupStylesHref }];

/** Nobody caches a page whose URL is a key to an account. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireGuest(request);
  const t = getFixedT(request, "auth");
  const usable = await isResetLinkUsable(context, params.uuid ?? "", params.token ?? "");
  const meta = usable
    ? { title: t("reset.title"), description: t("reset.description") }
    : { title: t("reset.invalid.title"), description: t("reset.invalid.text") };
  return data({ constraint: formConstraint(ActivationFormSchema), usable, meta }, { status: usable ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireGuest(request);
  return choosePasswordAction(
    request,
    (json) =>
      apiFor(context).call(resetPassword, { params: { uuid: params.uuid ?? "", token: params.token ?? "" }, json }),
    () => getFixedT(request, "auth")("reset.done"),
  );
}

export default function ResetPasswordPage() {
  const { usable, constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  if (!usable) return <ResetLinkInvalid />;
  return (
    <ChoosePasswordForm
      id="reset-password"
      constraint={constraint}
      lastResult={lastResult}
      text={{
        title: t("reset.title"),
        lead: t("reset.lead"),
        password: t("reset.password"),
        repeatPassword: t("reset.repeatPassword"),
        submit: t("reset.submit"),
        submitting: t("reset.submitting"),
      }}
    />
  );
}
