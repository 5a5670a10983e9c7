import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type LinksFunction,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ChoosePasswordForm } from "~/components/auth/ChoosePasswordForm";
import { choosePasswordAction } from "~/lib/auth/choose-password.server";
import { EmailFormSchema } from "~/components/auth/email-form";
import { ActivationInvalid } from "~/routes/users.$uuid.activate.$token/ActivationInvalid";
import { ActivationFormSchema } from "~/components/signup/password-rule";
import { isActivationLinkUsable } from "~/routes/users.$uuid.activate.$token/signup-api.server";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { formConstraint } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { requireGuest } from "~/lib/session.server";
import { apiFor } from "~/lib/session/api-client.server";
import { activateAccount } from "#contract/endpoints/accounts";
import signupStylesHref from "~/styles/signup.css?url";

/**
 * The activation link of the sign-up mail (spec sections 2 and 5, design section 7): the GET only asks the API
 * whether the link is usable (no GET changes state); the form POSTs the password, which activates the account,
 * then the visitor logs in. A dead link gets this page's own error screen (docs/sessions-and-accounts.md#activation).
 */
export const handle: I18nHandle = { i18n: ["signup", "auth", "refusals"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signupStylesHref }];

/** Nobody caches a page whose URL is a key to an account. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  requireGuest(request);
  const t = getFixedT(request, "signup");
  const usable = await isActivationLinkUsable(context, params.uuid ?? "", params.token ?? "");
  const meta = usable
    ? { title: t("activation.title"), description: t("activation.description") }
    : { title: t("activation.invalid.title"), description: t("activation.invalid.text") };
  // 404 as the API answers: unknown, used and expired look alike, so a link reveals nothing about an account.
  return data(
    {
      usable,
      meta,
      constraint: formConstraint(ActivationFormSchema),
      resendConstraint: formConstraint(EmailFormSchema),
    },
    { status: usable ? 200 : 404 },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  requireGuest(request);
  return choosePasswordAction(
    request,
    (json) =>
      apiFor(context).call(activateAccount, { params: { uuid: params.uuid ?? "", token: params.token ?? "" }, json }),
    () => getFixedT(request, "signup")("activation.activated"),
  );
}

export default function ActivationPage() {
  const { usable, constraint, resendConstraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation("signup");
  if (!usable) return <ActivationInvalid resendConstraint={resendConstraint} />;
  return (
    <ChoosePasswordForm
      id="activation"
      constraint={constraint}
      lastResult={lastResult}
      text={{
        title: t("activation.title"),
        lead: t("activation.lead"),
        password: t("activation.password"),
        repeatPassword: t("activation.repeatPassword"),
        submit: t("activation.submit"),
        submitting: t("activation.submitting"),
      }}
    />
  );
}
