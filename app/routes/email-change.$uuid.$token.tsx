import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { homeOfRole } from "~/lib/account";
import { isApiError } from "~/lib/api/client.server";
import { confirmEmailChange, emailChangeTarget } from "~/lib/api/settings.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { getSession } from "~/lib/session.server";

/**
 * `/email-change/{uuid}/{token}`: the link of the mail sent to a new address (docs/decisions/167). Signed in or
 * not: the link is the permission. The GET only asks (mail scanners open links, security.md: no GET changes
 * anything) and names the address; the button POSTs, and the same page then says the address has changed, with
 * the way to log in (or back to Settings for a signed-in user). A dead link gets its own screen.
 */
export const handle: I18nHandle = { i18n: "account" };

/** Nobody caches a page whose URL is a key to an account. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, headers } = await getSession(request, context);
  const email = await emailChangeTarget(api, params.uuid ?? "", params.token ?? "");
  const t = getFixedT(request, "account");
  const meta = email
    ? { title: t("settings.confirm.title"), description: t("settings.confirm.description") }
    : { title: t("settings.confirm.invalidTitle"), description: t("settings.confirm.invalid") };
  return data({ meta, email }, { status: email ? 200 : 404, headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, user, headers } = await getSession(request, context);
  const wanted = await emailChangeTarget(api, params.uuid ?? "", params.token ?? "");
  try {
    const email = await confirmEmailChange(api, params.uuid ?? "", params.token ?? "");
    if (email === null) return data({ outcome: "invalid" as const, email: null, settings: null }, { status: 404, headers });
    // Signed in as this account (or as anyone): the way back is their own area's settings.
    const settings = user ? `${homeOfRole(user.role)}/settings` : null;
    return data({ outcome: "done" as const, email, settings }, { headers });
  } catch (error) {
    if (isApiError(error, 400)) return data({ outcome: "taken" as const, email: wanted, settings: null }, { status: 400, headers });
    throw error;
  }
}

export default function EmailChangePage() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  if (result?.outcome === "done") {
    return (
      <div className="confirm-page">
        <h1>{t("settings.confirm.doneTitle")}</h1>
        <p role="status">{t("settings.confirm.done", { email: result.email })}</p>
        <p>
          {result.settings ? (
            <Link to={result.settings}>{t("settings.confirm.settings")}</Link>
          ) : (
            <Link to="/login" className="button button--primary">
              {t("settings.confirm.login")}
            </Link>
          )}
        </p>
      </div>
    );
  }
  if (result?.outcome === "taken" || (!email && !result) || result?.outcome === "invalid") {
    const taken = result?.outcome === "taken";
    return (
      <div className="confirm-page">
        <h1>{t("settings.confirm.invalidTitle")}</h1>
        <p>{taken ? t("settings.confirm.taken", { email: result.email ?? "" }) : t("settings.confirm.invalid")}</p>
        <p>
          <Link to="/">{t("settings.confirm.home")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="confirm-page">
      <h1>{t("settings.confirm.title")}</h1>
      <p>{t("settings.confirm.lead", { email: email ?? "" })}</p>
      <Form method="post">
        <SubmitButton pending={pending} label={t("settings.confirm.submit")} pendingLabel={t("settings.confirm.submitting")} />
      </Form>
    </div>
  );
}
