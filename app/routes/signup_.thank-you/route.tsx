import type { LoaderFunctionArgs, MetaFunction, LinksFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { EmailFormSchema } from "~/components/auth/email-form";
import { ResendActivationForm } from "~/components/auth/ResendActivationForm";
import { RichText } from "~/components/content/RichText";
import { MailProviderLinks } from "~/routes/signup_.thank-you/MailProviderLinks";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { signedUpEmail } from "~/lib/auth/thank-you-cookie.server";
import { formConstraint } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import signupStylesHref from "~/styles/signup.css?url";

/**
 * After sign-up (spec section 4): check your e-mail for the activation link, with links to the common web
 * mailboxes. The address comes from the sign-up action's cookie (docs/sessions-and-accounts.md#sign-up); without it (a
 * bookmark, an hour later) the page says the same without naming it.
 */
export const handle: I18nHandle = { i18n: ["signup", "auth"] };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: signupStylesHref }];

export async function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "signup");
  return {
    constraint: formConstraint(EmailFormSchema),
    email: await signedUpEmail(request),
    meta: { title: t("thankYou.title"), description: t("thankYou.description") },
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export default function SignUpThankYouPage() {
  const { t } = useTranslation("signup");
  const { email, constraint } = useLoaderData<typeof loader>();
  return (
    <div className="auth-page signup-thank-you">
      <h1>{t("thankYou.title")}</h1>
      <p className="signup-thank-you__lead">
        {email ? <RichText text={t("thankYou.lead", { email })} /> : t("thankYou.leadNoEmail")}
      </p>
      <p>{t("thankYou.next")}</p>
      <MailProviderLinks email={email} />
      <p>
        <RichText text={t("thankYou.notReceived")} />
      </p>
      <ResendActivationForm email={email} constraint={constraint} />
      <p>
        <Link to="/login">{t("thankYou.login")}</Link>
      </p>
    </div>
  );
}
