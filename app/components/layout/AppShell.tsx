import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { Locale } from "~/lib/i18n/config";
import type { Toast } from "~/lib/toast";
import { Toaster } from "../toast/Toaster";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";

/** The frame of every page, error screens included: skip link, header, toast area, main, footer. */
export function AppShell({ locale, toast, children }: { locale: Locale; toast: Toast | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipLink")}
      </a>
      <SiteHeader locale={locale} />
      <Toaster toast={toast} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
