import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { applicationListSchema, canWithdrawApplication } from "#contract/applications";
import { ApplicationList } from "~/components/job/ApplicationList";
import { isApiError } from "~/lib/api/client.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { readFormData } from "~/lib/form-data.server";

/**
 * The employee's applications (spec section 2, /employee/applications), where applying lands, with a Withdraw
 * button for each application that can still be withdrawn (docs/decisions/113).
 */
export const handle: I18nHandle = { i18n: "account" };

/** Messages of the `account` namespace this page shows (spec section 8). */
type ListErrorKey = "applications.errors.loadFailed" | "applications.errors.idRequired" | "applications.errors.withdrawFailed";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, headers } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "account");
  const meta = { title: t("applications.title"), description: t("applications.description") };
  try {
    const applications = await api.request("/applications/", { schema: applicationListSchema });
    return data(
      {
        meta,
        loadError: null,
        applications: applications.map(({ id, job, job_title, company_name, status, created_at }) => ({
          id,
          job,
          job_title,
          company_name,
          status,
          created_at,
          canWithdraw: canWithdrawApplication(status),
        })),
      },
      { headers },
    );
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ meta, loadError: "applications.errors.loadFailed" satisfies ListErrorKey, applications: [] }, { headers });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** Withdraw: `POST /applications/{id}/withdraw/`, then back here with a toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { api, headers } = await requireRole(request, context, "EMPLOYEE");
  const raw = (await readFormData(request)).get("application");
  const fail = (error: ListErrorKey, status: number) => data({ error }, { status, headers });
  if (typeof raw !== "string" || !/^[1-9]\d{0,14}$/.test(raw)) return fail("applications.errors.idRequired", 400);
  try {
    await api.request(`/applications/${raw}/withdraw/`, { method: "POST" });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return fail("applications.errors.withdrawFailed", error.status >= 500 ? 503 : 400);
  }
  const t = getFixedT(request, "account");
  return redirectWithToast("/employee/applications", { type: "success", title: t("applications.withdrawn") }, { headers });
}

export default function EmployeeApplicationsPage() {
  const { applications, loadError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const error = loadError ?? actionData?.error;
  return (
    <div className="account-page">
      <h1 id="applications-heading">{t("applications.title")}</h1>
      <div role="alert">{error ? <p className="job-notice job-notice--error">{t(error)}</p> : null}</div>
      {loadError ? null : <ApplicationList applications={applications} />}
    </div>
  );
}
