import type { Resource, ResourceKey, ResourceLanguage } from "i18next";
import { SUPPORTED_LOCALES, isLocale, isNamespace } from "./config";

/**
 * Every locale file, bundled into the server build at build time: the server renders from memory and
 * serves the same JSON to the browser (routes/locales.$lng.$ns/route.ts).
 */
const files = import.meta.glob<ResourceLanguage>("/locales/*/*.json", { eager: true, import: "default" });

export const resources: Resource = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, namespacesOf(locale)]),
);

/** One namespace of one language, or null when either is unknown. */
export function getNamespaceResource(lng: string | undefined, ns: string | undefined): ResourceKey | null {
  if (!isLocale(lng) || !isNamespace(ns)) return null;
  return resources[lng]?.[ns] ?? null;
}

function namespacesOf(locale: string): ResourceLanguage {
  const prefix = `/locales/${locale}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, json]) => [path.slice(prefix.length, -".json".length), json]),
  );
}
