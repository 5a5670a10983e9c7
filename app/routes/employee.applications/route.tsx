import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { APPLICATION_STATUSES, type ApplicationStatus } from "#contract/enums";
import { ApplicationList, toApplicationListItem } from "~/routes/employee.applications/ApplicationList";
import { listApplications } from "#contract/endpoints/jobs";
import { isApiError } from "~/lib/api/client.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { placeLine } from "~/lib/place-line.server";

/**
 * The employee's applications (spec section 2, /employee/applications), where applying lands, with Withdraw for
 * each application that can still be withdrawn: it asks first (employee.applications_.$applicationId.withdraw.tsx).
 */
export const handle: I18nHandle = { i18n: "account" };

/** Messages of the `account` namespace this page shows (spec section 8). */
type ListErrorKey = "applications.errors.loadFailed";

/** `?status=SHORTLISTED` shows one status; anything else is ignored (all of them). */
function statusOf(request: Request): ApplicationStatus | null {
  const value = new URL(request.url).searchParams.get("status");
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? "") ? (value as ApplicationStatus) : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "account");
  const meta = { title: t("applications.title"), description: t("applications.description") };
  const status = statusOf(request);
  try {
    const applications = await api.call(listApplications);
    const counts = Object.fromEntries(
      APPLICATION_STATUSES.map((each) => [
        each,
        applications.filter((application) => application.status === each).length,
      ]),
    ) as Record<ApplicationStatus, number>;
    const locale = detectLocale(request);
    const shown = status ? applications.filter((application) => application.status === status) : applications;
    return data({
      meta,
      loadError: null as ListErrorKey | null,
      status,
      total: applications.length,
      counts,
      applications: shown.map((application) =>
        toApplicationListItem({ ...application, job_location: placeLine([application.job_location], locale) }),
      ),
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const loadError: ListErrorKey = "applications.errors.loadFailed";
    return data({ meta, loadError, status, total: 0, counts: null, applications: [] });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function EmployeeApplicationsPage() {
  const { applications, loadError, status, total, counts } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <h1 id="applications-heading">{t("applications.title")}</h1>
      <div role="alert">{loadError ? <p className="job-notice job-notice--error">{t(loadError)}</p> : null}</div>
      {counts && total > 0 ? (
        <nav className="status-filter" aria-label={t("applications.filterLabel")}>
          <ul>
            <li>
              <Link to="/employee/applications" aria-current={status === null ? "page" : undefined}>
                {t("applications.all", { count: total })}
              </Link>
            </li>
            {APPLICATION_STATUSES.filter((each) => counts[each] > 0 || each === status).map((each) => (
              <li key={each}>
                <Link to={`/employee/applications?status=${each}`} aria-current={status === each ? "page" : undefined}>
                  {t("applications.withStatus", { status: t(`applicationStatus.${each}`), count: counts[each] })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {loadError ? null : (
        <ApplicationList
          applications={applications}
          labelledBy="applications-heading"
          empty={
            status ? (
              <p>
                {t("applications.noneWithStatus")} <Link to="/employee/applications">{t("applications.showAll")}</Link>
              </p>
            ) : undefined
          }
        />
      )}
    </div>
  );
}
