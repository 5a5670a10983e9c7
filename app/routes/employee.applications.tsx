import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApplicationList, toApplicationListItem } from "~/components/job/ApplicationList";
import { ownApplications } from "~/lib/api/applications.server";
import { isApiError } from "~/lib/api/client.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";

/**
 * The employee's applications (spec section 2, /employee/applications), where applying lands, with Withdraw for
 * each application that can still be withdrawn: it asks first (employee.applications_.$applicationId.withdraw.tsx).
 */
export const handle: I18nHandle = { i18n: "account" };

/** Messages of the `account` namespace this page shows (spec section 8). */
type ListErrorKey = "applications.errors.loadFailed";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api, headers } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "account");
  const meta = { title: t("applications.title"), description: t("applications.description") };
  try {
    const applications = await ownApplications(api);
    return data({ meta, loadError: null as ListErrorKey | null, applications: applications.map(toApplicationListItem) }, { headers });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const loadError: ListErrorKey = "applications.errors.loadFailed";
    return data({ meta, loadError, applications: [] }, { headers });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function EmployeeApplicationsPage() {
  const { applications, loadError } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <h1 id="applications-heading">{t("applications.title")}</h1>
      <div role="alert">{loadError ? <p className="job-notice job-notice--error">{t(loadError)}</p> : null}</div>
      {loadError ? null : <ApplicationList applications={applications} labelledBy="applications-heading" />}
    </div>
  );
}
