import type { MetaDescriptor } from "@remix-run/node";
import { pageMeta, type PageMeta } from "~/lib/meta";
import { isSeoDescriptor, NOINDEX } from "~/lib/seo";

/**
 * Meta for pages that belong to one person (the thank-you screen, an activation link): the title and
 * description, kept out of search results, without canonical or language links (an activation URL carries
 * its token). The site-wide Referrer-Policy (strict-origin-when-cross-origin) already keeps the token's path
 * from other sites; `no-referrer` here would make the browser send `Origin: null` on the form's POST, which
 * the origin check rightly refuses.
 */
export function privatePageMeta(meta: PageMeta | undefined, matches: Parameters<typeof pageMeta>[1]): MetaDescriptor[] {
  return [...pageMeta(meta, matches).filter((descriptor) => !isSeoDescriptor(descriptor)), NOINDEX];
}
