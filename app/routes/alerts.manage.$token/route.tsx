import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deleteManagedAlert, readManagedAlerts, updateManagedAlert } from "#contract/endpoints/alerts";
import { AlertList } from "~/components/alerts/AlertList";
import { readAlertAction } from "~/components/alerts/alert-actions.server";
import { privatePageMeta } from "~/components/signup/private-page-meta";
import { isApiError } from "~/lib/api/client.server";
import { refusalToast } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { getSession } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * /alerts/manage/{token}: a guest's alerts, from the link in every alert mail (issue 24, docs/jobs.md#search-alerts).
 * No login: the signed token is the permission, and it reaches only the alerts of the address it was sent to.
 */
export const handle: I18nHandle = { i18n: "alerts" };

/** Nobody caches a page whose URL is a key to someone's alerts. */
export const headers = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await getSession(request, context);
  const t = getFixedT(request, "alerts");
  const meta = { title: t("manage.title"), description: t("list.lead") };
  try {
    const owner = await api.call(readManagedAlerts, { params: { token: params.token ?? "" } });
    return data({ meta, owner });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    return data({ meta, owner: null }, { status: 404 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  privatePageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await getSession(request, context);
  const t = getFixedT(request, "alerts");
  const here = new URL(request.url).pathname;
  const token = params.token ?? "";
  const change = await readAlertAction(request);
  if (!change) return redirectWithToast(here, { type: "error", title: t("invalidLink") });
  try {
    if (change.kind === "delete") {
      await api.call(deleteManagedAlert, { params: { token, uuid: change.uuid } });
      return redirectWithToast(here, { type: "success", title: t("list.deleted") });
    }
    await api.call(updateManagedAlert, { params: { token, uuid: change.uuid }, json: change.change });
    return redirectWithToast(here, { type: "success", title: t("list.saved") });
  } catch (error) {
    return refusalToast(error, request, { back: here });
  }
}

export default function ManageAlerts() {
  const { owner } = useLoaderData<typeof loader>();
  const { t } = useTranslation("alerts");
  return (
    <div className="alerts-page">
      <h1>{t("manage.title")}</h1>
      {owner ? (
        <>
          <p>{t("manage.lead", { email: owner.email })}</p>
          <AlertList alerts={owner.alerts} />
        </>
      ) : (
        <p>{t("invalidLink")}</p>
      )}
    </div>
  );
}
