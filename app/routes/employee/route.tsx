import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { readUnreadThreads } from "#contract/endpoints/conversations";
import { AreaNav } from "~/components/ui/AreaNav";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";
import { requireRole } from "~/lib/session.server";
import { useUnreadCount } from "~/lib/unread-count";
import areaStylesHref from "~/styles/area.css?url";

/**
 * The employee area's layout (spec section 2): the area's navigation above each screen, with the number of
 * unread conversations on "Applications" (docs/conversations.md). Its loader reads only that count; it is no
 * guard (loaders run in parallel): each screen's loader calls `requireRole(…, "EMPLOYEE")` itself.
 */
export const handle: I18nHandle = { i18n: ["account", "conversations"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const { unread_threads } = await api.call(readUnreadThreads);
  return data({ unread: unread_threads });
}

/**
 * Read again after a form, and on leaving an application's page (opening its thread read it). While a page stays
 * open, the badge asks only for the count (`useUnreadCount`), not for this loader.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, defaultShouldRevalidate }) =>
  formMethod || currentUrl.pathname.startsWith("/employee/applications/") ? defaultShouldRevalidate : false;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: areaStylesHref }];

export default function EmployeeArea() {
  const loaded = useLoaderData<typeof loader>();
  const unread = useUnreadCount(loaded);
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation("conversations");
  return (
    <div className="area">
      <AreaNav
        label={t("area.employee")}
        items={[
          { to: "/employee/jobs", label: t("area.findJobs"), prefix: "/employee/jobs", except: "/employee/jobs/map" },
          { to: "/employee/jobs/map", label: t("area.map"), prefix: "/employee/jobs/map" },
          { to: "/employee/companies", label: t("area.companies"), prefix: "/employee/companies" },
          {
            to: "/employee/applications",
            label: t("area.applications"),
            prefix: "/employee/applications",
            badge: { count: unread, label: tc("nav.unread", { count: unread }) },
          },
          { to: "/employee/season", label: t("area.season"), prefix: "/employee/season" },
          { to: "/employee", label: t("area.profile"), prefix: "/employee/profile" },
          { to: "/employee/alerts", label: t("area.alerts"), prefix: "/employee/alerts" },
          { to: "/employee/settings", label: t("area.settings"), prefix: "/employee/settings" },
        ]}
      />
      <Outlet />
    </div>
  );
}
