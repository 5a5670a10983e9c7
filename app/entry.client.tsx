import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import HttpBackend from "i18next-http-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { FALLBACK_LOCALE, baseI18nOptions, toLocale } from "./lib/i18n/config";

/**
 * Loads the namespaces of the rendered routes in the language the server chose (read from <html lang>,
 * where Greek is `el`), then hydrates. No language detector: the server already decided.
 * The fallback language is not loaded in the browser: tests/unit/locales.test.ts keeps both languages
 * complete, so it would only cost a second request per namespace.
 */
async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(HttpBackend)
    .init({
      ...baseI18nOptions,
      lng: toLocale(document.documentElement.lang) ?? FALLBACK_LOCALE,
      fallbackLng: false,
      ns: getInitialNamespaces(),
      backend: { loadPath: "/locales/{{lng}}/{{ns}}.json" },
      // Spec section 9: up to 5 retries, 350 ms doubling, at most 10 parallel reads.
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
    });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
