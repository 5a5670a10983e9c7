import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";

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
      <p>{t("footer.copyright", { year: new Date().getFullYear(), brand: t("brand") })}</p>
    </footer>
  );
}
