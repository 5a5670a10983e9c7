import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { applicationListSchema } from "#contract/applications";
import { ApplicationList, toApplicationListItem } from "~/components/job/ApplicationList";
import { displayName } from "~/lib/account";
import { isApiError } from "~/lib/api/client.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";

/** The employee's area: who is signed in and where their applications stand. */
export const handle: I18nHandle = { i18n: "account" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, api, headers } = await requireRole(request, context, "EMPLOYEE");
  const [hasProfile, applications] = await Promise.all([
    // Spec section 7: a 404 means no profile yet.
    api.request("/employees/").then(
      () => true,
      (error: unknown) => {
        if (isApiError(error, 404)) return false;
        throw error;
      },
    ),
    api.request("/applications/", { schema: applicationListSchema }),
  ]);
  const t = getFixedT(request, "account");
  return data(
    {
      meta: { title: t("employee.title"), description: t("employee.description") },
      name: displayName(user),
      hasProfile,
      applications: applications.map(toApplicationListItem),
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function EmployeeArea() {
  const { name, hasProfile, applications } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <h1>{t("greeting", { name })}</h1>
      {hasProfile ? null : <p className="account-page__notice">{t("employee.noProfile")}</p>}
      <section>
        <h2 id="applications-heading">{t("employee.applications")}</h2>
        <ApplicationList applications={applications} labelledBy="applications-heading" />
        {applications.length === 0 ? null : (
          <p>
            <Link to="/employee/applications">{t("employee.allApplications")}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
