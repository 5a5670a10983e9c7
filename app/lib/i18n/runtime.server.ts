import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type Locale } from "./config";
import { resources } from "./resources.server";
import { createI18n, type Bundles, type I18n } from "./runtime";

/**
 * The translation runtime for server rendering: one instance per language over every bundled namespace, with
 * Greek as the fallback (as the server's i18next instances), never switched, so requests share it.
 * Loaders keep using i18next through getFixedT (i18next.server.ts); tests/unit/i18n-runtime.test.ts checks
 * that both give the same text.
 */
const instances = new Map<Locale, I18n>(
  SUPPORTED_LOCALES.map((locale) => [locale, createI18n(locale, resources as Bundles, FALLBACK_LOCALE, false)]),
);

export function getServerTranslations(locale: Locale): I18n {
  const instance = instances.get(locale);
  if (!instance) throw new Error(`No translations for ${locale}`);
  return instance;
}
