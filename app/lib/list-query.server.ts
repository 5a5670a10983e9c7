import { redirect } from "@remix-run/node";
import { pathOf } from "~/lib/redirects.server";

/**
 * A list's short URL (docs/forms.md#get-forms-and-short-urls). A GET filter form without JavaScript sends every field,
 * empty or not (`/jobs?search=&location=&…&ordering=`): such a URL is the list without those parameters. Empty
 * parameters (white space counts as empty) and those at the list's default value are dropped; the rest stay as given,
 * in their order, so a link that was already short is never rewritten. Null when nothing is dropped.
 */
export function shortListQuery(
  params: URLSearchParams,
  defaults: Readonly<Record<string, string>> = {},
): URLSearchParams | null {
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of params) {
    if (value.trim() === "" || (Object.hasOwn(defaults, name) && defaults[name] === value)) dropped = true;
    else kept.append(name, value);
  }
  return dropped ? kept : null;
}

/**
 * Throws the redirect (302: a default may change one day, and a permanent redirect would be cached) from a list
 * URL with empty or default parameters to its short URL; returns when the URL is short already. Called first
 * in a list's loader, before its guard, so a guest is asked to log in for the short URL.
 */
export function redirectToShortList(request: Request, defaults?: Readonly<Record<string, string>>): void {
  const page = new URL(pathOf(request), "http://same-origin.invalid");
  const short = shortListQuery(page.searchParams, defaults);
  if (short === null) return;
  const query = short.toString();
  throw redirect(query ? `${page.pathname}?${query}` : page.pathname, 302);
}
