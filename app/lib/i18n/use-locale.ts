import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "./react";
import type { RootData } from "~/lib/root-data";
import { FALLBACK_LOCALE, toLocale, type Locale } from "./config";

/**
 * The active language. Reads the root loader's locale; when that is missing (the root loader failed and an
 * error screen renders) it falls back to the language of the i18n instance, which the server already picked
 * for this request.
 */
export function useLocale(): Locale {
  const data = useRouteLoaderData<RootData>("root");
  const { i18n } = useTranslation();
  return data?.locale ?? toLocale(i18n.language) ?? FALLBACK_LOCALE;
}
