/**
 * Canonical and language-alternate URLs (docs/ui.md#pages-for-search-engines). Every language version of a page has its
 * own URL, `?lng=en` or `?lng=gr`; the root `meta` puts them in every page's head, the sitemap lists them.
 * Browser-safe: meta functions run in the browser after client navigations too.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { FALLBACK_LOCALE, htmlLang, SUPPORTED_LOCALES, type Locale } from "./i18n/config";

/**
 * What a route puts in its `handle` when some of its query parameters make a different page (job filters):
 * given the request's parameters, the ones the canonical URL keeps, `lng` left out. Without it, a page's
 * canonical URL carries `lng` only.
 */
export interface SeoHandle {
  canonicalQuery?: (params: URLSearchParams) => URLSearchParams;
}

/** The page in one language: `{origin}{path}?lng={locale}`, then the kept parameters. */
export function localizedUrl(origin: string, pathname: string, locale: Locale, query?: URLSearchParams): string {
  const params = new URLSearchParams({ lng: locale });
  for (const [key, value] of query ?? []) if (key !== "lng") params.append(key, value);
  return `${origin}${canonicalPath(pathname)}?${params}`;
}

/** `<xhtml:link>`/`<link rel="alternate">` targets: each language, and x-default = the fallback language. */
export function languageAlternates(
  origin: string,
  pathname: string,
  query?: URLSearchParams,
): Array<{ hrefLang: string; href: string }> {
  return [
    ...SUPPORTED_LOCALES.map((locale) => ({
      hrefLang: htmlLang(locale),
      href: localizedUrl(origin, pathname, locale, query),
    })),
    { hrefLang: "x-default", href: localizedUrl(origin, pathname, FALLBACK_LOCALE, query) },
  ];
}

/** For meta: the canonical link of the page in `locale`, and its hreflang alternates. */
export function seoLinks(options: {
  origin: string;
  locale: Locale;
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ handle?: unknown }>;
}): MetaDescriptor[] {
  const { origin, locale, location } = options;
  const query = canonicalQueryOf(options.matches, new URLSearchParams(location.search));
  return [
    { tagName: "link", rel: "canonical", href: localizedUrl(origin, location.pathname, locale, query) },
    ...languageAlternates(origin, location.pathname, query).map((alternate) => ({
      tagName: "link",
      rel: "alternate",
      ...alternate,
    })),
  ];
}

/** Error screens and anything else that must stay out of search results. */
export const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex" };

/** The descriptors `seoLinks` and `NOINDEX` make, picked out of a parent's meta so a page can keep them. */
export function isSeoDescriptor(descriptor: MetaDescriptor): boolean {
  if ("tagName" in descriptor && descriptor.tagName === "link") {
    return descriptor.rel === "canonical" || descriptor.rel === "alternate";
  }
  return "name" in descriptor && descriptor.name === "robots";
}

/** `/terms/` and `/terms` are one page; the root stays `/`. */
function canonicalPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The deepest route that says which parameters matter decides; otherwise none are kept. */
function canonicalQueryOf(matches: ReadonlyArray<{ handle?: unknown }>, params: URLSearchParams): URLSearchParams {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle;
    if (typeof handle === "object" && handle !== null && "canonicalQuery" in handle) {
      const canonicalQuery = (handle as SeoHandle).canonicalQuery;
      if (typeof canonicalQuery === "function") return canonicalQuery(params);
    }
  }
  return new URLSearchParams();
}
