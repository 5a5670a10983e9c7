/**
 * Language settings shared by server and browser (design section 9).
 * The public code for Greek is `gr` (URLs, cookie, locale folders); HTML and Intl need `el`.
 */
export const SUPPORTED_LOCALES = ["en", "gr"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: Locale = "gr";

/** Every namespace, one per area of the product; a route lists the ones it uses in `handle.i18n`. */
export const NAMESPACES = [
  "common",
  "home",
  "legal",
  "info",
  "auth",
  "account",
  "contact",
  "jobs",
  "map",
  "job",
  "signup",
  "pricing",
  "refusals",
  "interviews",
  "season",
  "conversations",
  "alerts",
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = "common";

/** What a route module puts in `export const handle` to declare its namespaces. */
export interface I18nHandle {
  i18n: Namespace | readonly Namespace[];
}

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "gr";
}

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (NAMESPACES as readonly string[]).includes(value);
}

/**
 * Maps a language tag to our locale by its primary subtag: `en-US` → en, `el`/`el-GR`/`gr` → gr.
 * Anything else gives null (the caller falls back).
 */
export function toLocale(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  if (primary === "en") return "en";
  if (primary === "el" || primary === "gr") return "gr";
  return null;
}

/** The BCP 47 tag for `<html lang>`. */
export function htmlLang(locale: Locale): "en" | "el" {
  return locale === "gr" ? "el" : "en";
}

/** The Intl locale for dates, numbers and money. British English: day-month order, € before the amount. */
export function intlLocale(locale: Locale): "en-GB" | "el-GR" {
  return locale === "gr" ? "el-GR" : "en-GB";
}

/** i18next options common to the server instance and the browser instance. */
export const baseI18nOptions = {
  supportedLngs: [...SUPPORTED_LOCALES],
  fallbackLng: FALLBACK_LOCALE,
  defaultNS: DEFAULT_NAMESPACE,
  ns: [DEFAULT_NAMESPACE],
  load: "currentOnly",
  interpolation: { escapeValue: false },
} as const;
