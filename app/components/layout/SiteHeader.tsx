import { Form, Link, NavLink, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { displayName, homeOfRole } from "~/lib/account";
import type { Locale } from "~/lib/i18n/config";
import type { loader as rootLoader } from "~/root";
import { LanguageSwitch } from "./LanguageSwitch";

const MAIN_LINKS = [
  { to: "/jobs", key: "nav.jobs", end: true },
  { to: "/jobs/map", key: "nav.map", end: false },
  { to: "/companies", key: "nav.companies", end: false },
  { to: "/pricing", key: "nav.pricing", end: false },
] as const;

/** Brand and tools (language, account) on the first line, the main navigation below. */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<typeof rootLoader>("root")?.user;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__top">
          <Link to="/" className="brand">
            {t("brand")}
          </Link>
          <div className="header-tools">
            <LanguageSwitch locale={locale} />
            {user ? (
              <div className="account-links">
                <Link to={homeOfRole(user.role)}>{displayName(user)}</Link>
                <Form method="post" action="/logout">
                  <button type="submit" className="button button--small">
                    {t("nav.logout")}
                  </button>
                </Form>
              </div>
            ) : (
              <div className="account-links">
                <Link to="/login">{t("nav.login")}</Link>
                <Link to="/signup" className="button button--small">
                  {t("nav.signup")}
                </Link>
              </div>
            )}
          </div>
        </div>
        <nav aria-label={t("nav.label")} className="main-nav">
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end}>
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
