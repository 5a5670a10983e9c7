import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { homeOfRole } from "~/lib/account";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { confirmEmailChange, emailChangeTarget } from "~/lib/api/settings.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { getSession } from "~/lib/session.server";

/**
 * `/email-change/{uuid}/{token}`: the link of the mail sent to a new address
 * (docs/sessions-and-accounts.md#account-settings). Signed in or not: the link is the permission. The GET only asks
 * (mail scanners open links, security.md: no GET changes anything) and names the address; the button POSTs, and the
 * same page then says the address has changed, with the way to log in (or back to Settings for a signed-in user). A
 * dead link gets its own screen.
 */
export const handle: I18nHandle = { i18n: "account" };

/** Nobody caches a page whose URL is a key to an account. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await getSession(request, context);
  const email = await emailChangeTarget(api, params.uuid ?? "", params.token ?? "");
  const t = getFixedT(request, "account");
  const meta = email
    ? { title: t("settings.confirm.title"), description: t("settings.confirm.description") }
    : { title: t("settings.confirm.invalidTitle"), description: t("settings.confirm.invalid") };
  return data({ meta, email }, { status: email ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api, user } = await getSession(request, context);
  const [uuid, token] = [params.uuid ?? "", params.token ?? ""];
  let wanted: string | null = null;
  try {
    wanted = await emailChangeTarget(api, uuid, token);
    const email = await confirmEmailChange(api, uuid, token);
    if (email === null)
      return data({ outcome: "invalid" as const, email: null, settings: null, message: null }, { status: 404 });
    // Signed in as this account (or as anyone): the way back is their own area's settings.
    const settings = user ? `${homeOfRole(user.role)}/settings` : null;
    return data({ outcome: "done" as const, email, settings, message: null });
  } catch (error) {
    if (isApiError(error, 400)) {
      const message = getFixedT(request, "account")("settings.confirm.taken", { email: wanted ?? "" });
      return data({ outcome: "taken" as const, email: wanted, settings: null, message }, { status: 400 });
    }
    // Throttled (too many dead links for this account) or refused otherwise: said on the page, the button still there.
    const { message, status } = asRefusal(error, request);
    return data({ outcome: "refused" as const, email: wanted, settings: null, message }, { status });
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
    return (
      <div className="confirm-page">
        <h1>{t("settings.confirm.invalidTitle")}</h1>
        <p>{result?.message ?? t("settings.confirm.invalid")}</p>
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
      <div role="alert">
        <RefusalNotice messages={result?.outcome === "refused" ? [result.message] : null} />
      </div>
      <Form method="post">
        <SubmitButton
          pending={pending}
          label={t("settings.confirm.submit")}
          pendingLabel={t("settings.confirm.submitting")}
        />
      </Form>
    </div>
  );
}
