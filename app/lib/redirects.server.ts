/**
 * Where a page sends its visitor next: only to this site's own pages (`safeRedirect`), back to the page they were
 * on (`pathOf`), or to log in and come back (`loginUrl`).
 */
import { localeFromQuery } from "./i18n/detect-locale";
import { isReturnPage } from "./return-path";

/**
 * Only same-origin relative paths: `/jobs?x=1` passes; `//evil`, `/\evil`, `https://…`, `javascript:…`,
 * anything without a leading slash or with control characters gives `fallback`. The result is the path as a URL
 * serialises it: a Location header carries bytes, not text, so `/jobs?search=Κρήτη` comes back percent-encoded
 * (the browser shows and sends the same search). Serialising removes dot segments, which can leave a path that
 * starts with `//` (`/.//evil.test`, `/..//evil.test`): a browser reads that as another host, so it is refused
 * too (docs/operations.md#starting; tests/unit/safe-redirect.test.ts checks the property over generated targets). Nor
 * does it lead back to a way in or out (`/login`, `/logout` ...) or to a page whose address is a key
 * (docs/forms.md#get-forms-and-short-urls).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  const path = sameSitePath(to);
  // Not back to a way in or out, nor to a page whose address is a key (./return-path.ts).
  if (path === null || !isReturnPage(path.split(/[?#]/, 1)[0])) return fallback;
  return path;
}

/**
 * The origin half of `safeRedirect`: a same-origin relative path as a URL serialises it, or null. Alone only where
 * the visitor goes back to the very page they were on (the footer's Lite switch, app/routes/display-mode), which may
 * be a way in or a page whose address is a key: it travels in a form's body to us and comes back as it was.
 */
export function sameSitePath(to: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return null;
  if (to.includes("\\") || [...to].some((char) => char < " " || char === "\u007f")) return null;
  try {
    const base = "http://same-origin.invalid";
    const url = new URL(to, base);
    if (url.origin !== base || url.pathname.startsWith("//")) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/**
 * Back to this page after logging in; a page opened in a given language (`?lng=`, as every link in our mails
 * carries) asks for the login page in that language too, before any cookie has recorded it.
 */
export function loginUrl(request: Request): string {
  const query = new URLSearchParams({ redirectTo: pathOf(request) });
  const language = localeFromQuery(new URL(request.url));
  if (language) query.set("lng", language);
  return `/login?${query}`;
}

/**
 * The page's path and query as the browser sees it: single fetch's `.data` suffix and `_routes` removed, and the
 * `?index` a form adds to post to an index route (a GET of the page does not want it).
 */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  url.searchParams.delete("_data");
  url.searchParams.delete("index");
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  return pathname + url.search;
}
