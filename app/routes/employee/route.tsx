import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AreaNav } from "~/components/ui/AreaNav";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";
import areaStylesHref from "~/styles/area.css?url";

/**
 * The employee area's layout (spec section 2): the area's navigation above each screen. It has no loader: each
 * screen's loader calls `requireRole(…, "EMPLOYEE")` itself, since loaders run in parallel and a layout's guard
 * would not stop a child's.
 */
export const handle: I18nHandle = { i18n: "account" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: areaStylesHref }];

export default function EmployeeArea() {
  const { t } = useTranslation("account");
  return (
    <div className="area">
      <AreaNav
        label={t("area.employee")}
        items={[
          { to: "/employee/jobs", label: t("area.findJobs"), prefix: "/employee/jobs", except: "/employee/jobs/map" },
          { to: "/employee/jobs/map", label: t("area.map"), prefix: "/employee/jobs/map" },
          { to: "/employee/companies", label: t("area.companies"), prefix: "/employee/companies" },
          { to: "/employee/applications", label: t("area.applications"), prefix: "/employee/applications" },
          { to: "/employee", label: t("area.profile"), prefix: "/employee/profile" },
          { to: "/employee/alerts", label: t("area.alerts"), prefix: "/employee/alerts" },
          { to: "/employee/settings", label: t("area.settings"), prefix: "/employee/settings" },
        ]}
      />
      <Outlet />
    </div>
  );
}
