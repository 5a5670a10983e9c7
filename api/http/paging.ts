/**
 * The `next`/`previous` links of a cursor-paged list: the request's own URL with only `cursor` replaced, so
 * filters, `ordering` and `limit` carry over. Absolute, as DRF writes them.
 */
import type { Page } from "../../contract/page";

export type PageLinkOptions = {
  /**
   * The public origin (PUBLIC_URL) to write instead of the one the request arrived on: behind a proxy or when
   * the web app calls the API in-process (`http://internal/api/...`), the request's origin is not the site's.
   */
  origin?: string;
};

export function pageLink(requestUrl: string, cursor: string | null, options: PageLinkOptions = {}): string | null {
  if (cursor === null) return null;
  const url = new URL(requestUrl);
  if (options.origin) {
    const origin = new URL(options.origin);
    url.protocol = origin.protocol;
    url.host = origin.host;
  }
  url.searchParams.set("cursor", cursor);
  return url.toString();
}

export function pageResponse<T>(
  requestUrl: string,
  page: { results: T[]; nextCursor: string | null; previousCursor: string | null },
  options: PageLinkOptions = {},
): Page<T> {
  return {
    next: pageLink(requestUrl, page.nextCursor, options),
    previous: pageLink(requestUrl, page.previousCursor, options),
    results: page.results,
  };
}
