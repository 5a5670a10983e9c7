import { Form, Link, NavLink, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { opensMap } from "~/lib/jobs-base";
import { authPageLink } from "~/lib/return-path";
import type { Locale } from "~/lib/i18n/config";
import type { RootData } from "~/lib/root-data";
import { LanguageSwitch } from "./LanguageSwitch";

const MAIN_LINKS = [
  { to: "/jobs", key: "nav.jobs", end: true },
  { to: "/jobs/map", key: "nav.map", end: false },
  { to: "/companies", key: "nav.companies", end: false },
  { to: "/pricing", key: "nav.pricing", end: false },
] as const;

/**
 * One row on a phone: the brand, the other language, and a menu (a `<details>`, so it opens without JavaScript)
 * holding the main navigation and the account. From 48rem the navigation and a guest's links stand in the row
 * and the menu keeps only the account.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const user = useRouteLoaderData<RootData>("root")?.user;
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  // Plain links that bring the visitor back to this page after logging in (docs/forms.md#get-forms-and-short-urls).
  const login = authPageLink("/login", { pathname, search });
  const signup = authPageLink("/signup", { pathname, search });
  // With JavaScript a link in the menu changes the page without reloading it: close the menu behind it.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, search]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand">
          {t("brand")}
        </Link>
        <MainNav className="main-nav main-nav--wide" label={t("nav.label")} />
        <LanguageSwitch locale={locale} />
        {user ? null : (
          <div className="account-links account-links--wide">
            <Link to={login}>{t("nav.login")}</Link>
            <Link to={signup} className="button button--small">
              {t("nav.signup")}
            </Link>
          </div>
        )}
        <details ref={menu} className={`header-menu${user ? " header-menu--user" : ""}`}>
          <summary className="header-menu__toggle">
            <MenuIcon />
            <span className="visually-hidden">{t("nav.menu")}</span>
            {user ? <span className="header-menu__name">{user.name}</span> : null}
          </summary>
          <div className="header-menu__panel">
            <MainNav className="main-nav main-nav--menu" label={t("nav.label")} />
            {user ? (
              <ul className="header-menu__account">
                <li>
                  <Link to={user.home}>{t("nav.myArea", { name: user.name })}</Link>
                </li>
                <li>
                  <Form method="post" action="/logout">
                    <button type="submit" className="button">
                      {t("nav.logout")}
                    </button>
                  </Form>
                </li>
              </ul>
            ) : (
              <ul className="header-menu__account">
                <li>
                  <Link to={login}>{t("nav.login")}</Link>
                </li>
                <li>
                  <Link to={signup} className="button button--primary">
                    {t("nav.signup")}
                  </Link>
                </li>
              </ul>
            )}
          </div>
        </details>
      </div>
    </header>
  );
}

function MainNav({ className, label }: { className: string; label: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label} className={className}>
      <ul>
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} reloadDocument={opensMap(link.to)}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Three bars, drawn so no icon font or image is loaded. */
function MenuIcon() {
  return (
    <svg className="header-menu__icon" viewBox="0 0 20 16" width="20" height="16" aria-hidden="true" focusable="false">
      <path d="M0 1h20M0 8h20M0 15h20" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
