import { FALLBACK_LOCALE, toLocale, type Locale } from "./config";
import { readLocaleCookie } from "./locale-cookie";

/**
 * The request's language (design section 9): `?lng=` → cookie `i18next` → `Accept-Language` → Greek.
 * Invalid values at any step are skipped, never an error.
 */
export function detectLocale(request: Request): Locale {
  return (
    localeFromQuery(new URL(request.url)) ??
    readLocaleCookie(request.headers.get("Cookie")) ??
    localeFromAcceptLanguage(request.headers.get("Accept-Language")) ??
    FALLBACK_LOCALE
  );
}

/** A valid `?lng=` value, or null. The root loader also uses it to decide whether to set the cookie. */
export function localeFromQuery(url: URL): Locale | null {
  return toLocale(url.searchParams.get("lng"));
}

/**
 * The supported language the browser prefers most (by q-value, then order), or null.
 * `el` and `el-GR` map to `gr`; browsers never send `gr`.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isNaN(quality) ? 0 : quality, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return null;
}
