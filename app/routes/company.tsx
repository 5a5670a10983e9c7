import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { AreaNav } from "~/components/ui/AreaNav";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";
import areaStylesHref from "~/styles/area.css?url";

/**
 * The company area's layout (spec section 2): the area's navigation above each screen. No loader: each screen's
 * loader calls `requireRole(…, "COMPANY")` itself (loaders run in parallel).
 */
export const handle: I18nHandle = { i18n: "account" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: areaStylesHref }];

export default function CompanyArea() {
  const { t } = useTranslation("account");
  return (
    <div className="area">
      <AreaNav
        label={t("area.company")}
        items={[
          { to: "/company", label: t("area.companyHome"), prefix: "/company", end: true },
          { to: "/pricing", label: t("area.plans"), prefix: "/company/plans" },
        ]}
      />
      <Outlet />
    </div>
  );
}
