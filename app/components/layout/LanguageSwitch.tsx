import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { SUPPORTED_LOCALES, htmlLang, type Locale } from "~/lib/i18n/config";

/**
 * On a phone only the other language is shown (the header has one row); from 48rem both.
 * Plain links to the current page with `?lng=`: the server answers in that language and sets the cookie,
 * so switching works without JavaScript. A full page load on purpose: <html lang> and every namespace change.
 */
export function LanguageSwitch({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <nav aria-label={t("language.label")} className="language-switch">
      <ul>
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code} className={code === locale ? "language-switch__current" : undefined}>
            <a
              href={hrefFor(pathname, search, code)}
              hrefLang={htmlLang(code)}
              lang={htmlLang(code)}
              aria-current={code === locale ? "true" : undefined}
            >
              {t(`language.${code}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function hrefFor(pathname: string, search: string, code: Locale): string {
  const params = new URLSearchParams(search);
  params.set("lng", code);
  return `${pathname}?${params.toString()}`;
}
