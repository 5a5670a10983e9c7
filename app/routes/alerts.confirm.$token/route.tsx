import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { confirmAlert } from "#contract/endpoints/alerts";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { isApiError } from "~/lib/api/client.server";
import { refusalToast } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { getSession } from "~/lib/session.server";

/**
 * /alerts/confirm/{token}: where a guest's confirmation mail lands (issue 24, double opt-in). The GET only asks (mail
 * scanners open links); the button confirms, and from then on the alert's mails go out.
 */
export const handle: I18nHandle = { i18n: "alerts" };

export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: LoaderFunctionArgs) {
  const t = getFixedT(request, "alerts");
  return data({ meta: { title: t("confirm.title"), description: t("confirm.lead") } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await getSession(request, context);
  try {
    const alert = await api.call(confirmAlert, { params: { token: params.token ?? "" } });
    return data({ confirmed: true, name: alert.name });
  } catch (error) {
    // A refusal other than a dead link (too many tries, the API away) is said in a toast on this page.
    if (!isApiError(error, 404)) return refusalToast(error, request);
    return data({ confirmed: false, name: "" }, { status: 404 });
  }
}

export default function ConfirmAlert() {
  useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("alerts");
  return (
    <div className="confirm-page">
      <h1>{t("confirm.title")}</h1>
      {result === undefined ? (
        <>
          <p>{t("confirm.lead")}</p>
          <Form method="post">
            <button type="submit" className="button button--primary">
              {t("confirm.button")}
            </button>
          </Form>
        </>
      ) : result.confirmed ? (
        <p role="status">{t("confirm.done")}</p>
      ) : (
        <p role="alert">{t("invalidLink")}</p>
      )}
      <p>
        <Link to="/jobs">{t("list.search")}</Link>
      </p>
    </div>
  );
}
