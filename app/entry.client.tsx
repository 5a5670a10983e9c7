import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { DEFAULT_NAMESPACE, FALLBACK_LOCALE, toLocale } from "./lib/i18n/config";
import { I18nProvider } from "./lib/i18n/react";
import { createI18n } from "./lib/i18n/runtime";

/**
 * Loads the namespaces of the rendered routes in the language the server chose (read from <html lang>,
 * where Greek is `el`), then hydrates. No language detection: the server already decided.
 * The fallback language is not loaded in the browser: tests/unit/locales.test.ts keeps both languages
 * complete, so it would only cost a second request per namespace (docs/i18n.md#which-language-a-request-gets).
 */
async function hydrate() {
  const i18n = createI18n(toLocale(document.documentElement.lang) ?? FALLBACK_LOCALE);
  await i18n.load([DEFAULT_NAMESPACE, ...routeNamespaces()]);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nProvider value={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nProvider>,
    );
  });
}

/**
 * The `handle.i18n` namespaces of the route modules Remix loaded for this page (as remix-i18next's
 * getInitialNamespaces).
 */
function routeNamespaces(): string[] {
  return Object.values(window.__remixRouteModules).flatMap((route) => {
    const handle: unknown = route?.handle;
    const value = handle && typeof handle === "object" && "i18n" in handle ? handle.i18n : null;
    if (typeof value === "string") return [value];
    return Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : [];
  });
}

void hydrate();
