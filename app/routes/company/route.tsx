import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { companyProfilePath, CREATE_COMPANY_PROFILE, POST_A_JOB } from "~/components/company/profile-paths";
import { readUnreadThreads } from "#contract/endpoints/conversations";
import { AreaNav } from "~/components/ui/AreaNav";
import { ownCompany } from "~/lib/api/profiles.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";
import { requireRole } from "~/lib/session.server";
import { useUnreadCount } from "~/lib/unread-count";
import areaStylesHref from "~/styles/area.css?url";
import companyAreaStylesHref from "~/styles/company-area.css?url";

/**
 * The company area's layout (spec section 2): the area's navigation above each screen. Its loader only reads
 * which profile the nav links to; it is no guard (loaders run in parallel): each screen's loader calls
 * `requireRole(…, "COMPANY")` itself. The company's job list is its profile's jobs tab, so "Jobs" is current
 * there and on every job page, and "Profile" on the other tabs
 * (docs/profiles-and-companies.md#the-companys-profile-and-area).
 */
export const handle: I18nHandle = { i18n: ["account", "conversations"] };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: areaStylesHref },
  { rel: "stylesheet", href: companyAreaStylesHref },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const [company, { unread_threads }] = await Promise.all([ownCompany(api), api.call(readUnreadThreads)]);
  return data({ uuid: company?.uuid ?? null, unread: unread_threads });
}

/**
 * The profile's id changes only when it is created, the unread count when a thread is opened or written: read again
 * after a form and on leaving an applicant's page, not on every tab. While a page stays open, the badge asks only for
 * the count (`useUnreadCount`), not for this loader.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, defaultShouldRevalidate }) =>
  formMethod || currentUrl.pathname.startsWith("/company/applicants/") ? defaultShouldRevalidate : false;

export default function CompanyArea() {
  const loaded = useLoaderData<typeof loader>();
  const { uuid } = loaded;
  const unread = useUnreadCount(loaded);
  const { t } = useTranslation("account");
  const { t: tc } = useTranslation("conversations");
  const jobsTab = uuid ? companyProfilePath(uuid, "jobs") : undefined;
  return (
    <div className="area">
      <AreaNav
        label={t("area.company")}
        items={[
          {
            to: jobsTab ?? "/company",
            label: t("companyProfile.nav.jobs"),
            prefix: "/company/jobs",
            except: POST_A_JOB,
            also: jobsTab,
          },
          { to: POST_A_JOB, label: t("companyProfile.nav.postJob"), prefix: POST_A_JOB },
          {
            to: "/company/applicants",
            label: t("companyProfile.nav.applicants"),
            prefix: "/company/applicants",
            badge: { count: unread, label: tc("nav.unread", { count: unread }) },
          },
          { to: "/company/templates", label: tc("templates.nav"), prefix: "/company/templates" },
          { to: "/company/invite-back", label: t("companyProfile.nav.inviteBack"), prefix: "/company/invite-back" },
          {
            to: uuid ? companyProfilePath(uuid, "about") : CREATE_COMPANY_PROFILE,
            label: t("companyProfile.nav.profile"),
            prefix: "/company/profile",
            except: jobsTab,
          },
          { to: "/company/billing", label: t("companyProfile.nav.billing"), prefix: "/company/billing" },
          { to: "/company/settings", label: t("area.settings"), prefix: "/company/settings" },
        ]}
      />
      <Outlet />
    </div>
  );
}
