import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { deleteAlert, listAlerts, updateAlert } from "#contract/endpoints/alerts";
import { AlertList } from "~/components/alerts/AlertList";
import { readAlertAction } from "~/components/alerts/alert-actions.server";
import { refusalToast } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * /employee/alerts: the worker's job alerts (issue 24, docs/jobs.md#search-alerts), renamed, paused, resumed and
 * deleted here; each is made with "Alert me" on the job list. Every alert mail's "manage" link comes here.
 */
export const handle: I18nHandle = { i18n: ["alerts", "account"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "alerts");
  const alerts = await api.call(listAlerts, {});
  return data({ meta: { title: t("list.heading"), description: t("list.lead") }, alerts });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "alerts");
  const here = new URL(request.url).pathname;
  const change = await readAlertAction(request);
  if (!change) return redirectWithToast(here, { type: "error", title: t("invalidLink") });
  try {
    if (change.kind === "delete") {
      await api.call(deleteAlert, { params: { uuid: change.uuid } });
      return redirectWithToast(here, { type: "success", title: t("list.deleted") });
    }
    await api.call(updateAlert, { params: { uuid: change.uuid }, json: change.change });
    return redirectWithToast(here, { type: "success", title: t("list.saved") });
  } catch (error) {
    return refusalToast(error, request, { back: here });
  }
}

export default function EmployeeAlerts() {
  const { alerts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("alerts");
  return (
    <div className="alerts-page">
      <h1>{t("list.heading")}</h1>
      <p>{t("list.lead")}</p>
      <AlertList alerts={alerts} />
    </div>
  );
}
