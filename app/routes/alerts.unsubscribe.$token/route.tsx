import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { unsubscribeAlert } from "#contract/endpoints/alerts";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { isApiError } from "~/lib/api/client.server";
import { refusalToast } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { getSession } from "~/lib/session.server";

/**
 * /alerts/unsubscribe/{token}: the "stop this alert" link of an alert mail (issue 24). The GET only asks; the button
 * stops the alert. Mail clients' one-click POST (RFC 8058) goes to the API directly.
 */
export const handle: I18nHandle = { i18n: "alerts" };

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "alerts");
  return data({ meta: { title: t("unsubscribe.title"), description: t("unsubscribe.lead") } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await getSession(request, context);
  try {
    await api.call(unsubscribeAlert, { params: { token: params.token ?? "" } });
    return data({ stopped: true });
  } catch (error) {
    // A refusal other than a dead link (too many tries, the API away) is said in a toast on this page.
    if (!isApiError(error, 404)) return refusalToast(error, request);
    return data({ stopped: false }, { status: 404 });
  }
}

export default function UnsubscribeAlert() {
  useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("alerts");
  return (
    <div className="confirm-page">
      <h1>{t("unsubscribe.title")}</h1>
      {result === undefined ? (
        <>
          <p>{t("unsubscribe.lead")}</p>
          <Form method="post">
            <button type="submit" className="button button--primary">
              {t("unsubscribe.button")}
            </button>
          </Form>
        </>
      ) : (
        <p role={result.stopped ? "status" : "alert"}>{t(result.stopped ? "unsubscribe.done" : "invalidLink")}</p>
      )}
    </div>
  );
}
