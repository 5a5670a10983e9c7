import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { useLite } from "~/lib/lite";

const FOOTER_LINKS = [
  { to: "/terms", key: "footer.terms" },
  { to: "/privacy", key: "footer.privacy" },
  { to: "/license", key: "footer.license" },
  { to: "/contact", key: "footer.contact" },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <nav aria-label={t("footer.label")}>
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ModeSwitch />
      <p>{t("footer.copyright", { year: new Date().getFullYear(), brand: t("brand") })}</p>
    </footer>
  );
}

/**
 * Which mode this page is in, and the button to the other (docs/ui.md#lite-mode). A plain form, not Remix's: the
 * switch is a whole new page (scripts come or go), and it works without JavaScript. The action
 * (app/routes/display-mode) sets the `mode` cookie and sends the visitor back to this page.
 */
function ModeSwitch() {
  const { t } = useTranslation();
  const lite = useLite();
  const { pathname, search } = useLocation();
  return (
    <form method="post" action="/display-mode" className="mode-switch" aria-label={t("lite.label")}>
      <p>{lite ? t("lite.isLite") : t("lite.isFull")}</p>
      <input type="hidden" name="mode" value={lite ? "full" : "lite"} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button type="submit" className="button button--small">
        {lite ? t("lite.switchToFull") : t("lite.switchToLite")}
      </button>
    </form>
  );
}
