/**
 * Where logging in (or signing up) brings a visitor back to: the page they were on, as `?redirectTo=` on the
 * header's links (docs/forms.md#get-forms-and-short-urls). Browser-safe; the server's last word is `safeRedirect` in
 * ./session.server.ts, which refuses the same pages.
 */

/**
 * Pages that are no place to come back to: the ways in and out themselves (a loop), and pages whose address
 * is a key (activation, password reset, e-mail change, unsubscribe): a key must not travel in another URL.
 */
const NO_RETURN = [
  /^\/login(\/|$)/,
  /^\/signup(\/|$)/,
  /^\/logout(\/|$)/,
  /^\/forgot-password(\/|$)/,
  /^\/reset-password\//,
  /^\/users\/[^/]+\/activate\//,
  /^\/email-change\//,
  /^\/mail\/unsubscribe\//,
  /^\/auth\//,
  /^\/account-deleted(\/|$)/,
];

/** Whether a page is one to come back to after logging in. `pathname` as the URL has it (percent-encoded). */
export function isReturnPage(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return false;
  }
  return !NO_RETURN.some((page) => page.test(path));
}

/**
 * `/login` or `/signup` with the page to return to: this page (path and query), or on a page that is no place
 * to return to, the `redirectTo` it was itself given (signup → login keeps the way back). The home page needs
 * none: without one, logging in lands in the user's own area.
 */
export function authPageLink(page: "/login" | "/signup", location: { pathname: string; search: string }): string {
  const back = isReturnPage(location.pathname)
    ? location.pathname + location.search
    : new URLSearchParams(location.search).get("redirectTo");
  if (!back || !back.startsWith("/") || back.startsWith("//")) return page;
  const pathname = back.split(/[?#]/, 1)[0];
  if (pathname === "/" || !isReturnPage(pathname)) return page;
  return `${page}?${new URLSearchParams({ redirectTo: back })}`;
}
