import { createInstance, type i18n as I18n } from "i18next";
import { NAMESPACES, SUPPORTED_LOCALES, baseI18nOptions, type Locale, type Namespace } from "./config";
import { detectLocale } from "./detect-locale";
import { resources } from "./resources.server";

/**
 * Server-side i18n: one i18next instance per language, built once with every namespace in memory and never
 * switched to another language, so requests can share it. Creating an instance per request (remix-i18next's
 * RemixI18Next.getFixedT and its entry.server example) measured 0.8 ms, more than a whole page render
 * (docs/i18n.md#which-language-a-request-gets).
 */
const instances = new Map<Locale, I18n>(SUPPORTED_LOCALES.map((locale) => [locale, createLocaleInstance(locale)]));

/** The shared instance for a language, for `<I18nextProvider>` in entry.server. */
export function getServerI18n(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`No i18n instance for ${locale}`);
  return instance;
}

/**
 * A t function for loaders and actions: `const t = getFixedT(request, "home")` or with a known locale.
 * Keys of other namespaces use the `ns:` prefix.
 */
export function getFixedT<N extends Namespace>(requestOrLocale: Request | Locale, ns: N) {
  const locale = typeof requestOrLocale === "string" ? requestOrLocale : detectLocale(requestOrLocale);
  return getServerI18n(locale).getFixedT<N>(locale, ns);
}

function createLocaleInstance(locale: Locale): I18n {
  const instance = createInstance();
  // With in-memory resources and initImmediate off, init completes synchronously.
  void instance.init({ ...baseI18nOptions, lng: locale, ns: [...NAMESPACES], resources, initImmediate: false });
  return instance;
}
