import type { MetaDescriptor } from "@remix-run/node";
import { excerpt } from "./excerpt";
import { isSeoDescriptor } from "./seo";

/** Longer titles are cut in search results (and fail html-validate's long-title, .htmlvalidate.mjs). */
export const TITLE_MAX = 70;

/** A page's translated title and description, computed by its loader (meta functions cannot translate). */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * `<title>` and description tags for a page, with the brand (from the root loader) after the title when both fit
 * in TITLE_MAX (the page's own words matter more in a search result), plus the root's canonical/hreflang links
 * or noindex (a child's meta replaces its parents', app/lib/seo.ts):
 *
 *   export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);
 *
 * Without `meta` (the page's loader threw: an error screen) the root's meta is used as it is.
 */
export function pageMeta(
  meta: PageMeta | undefined,
  matches: ReadonlyArray<{ id: string; data: unknown; meta?: MetaDescriptor[] }>,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root");
  if (!meta) return root?.meta ?? [];
  return [
    { title: documentTitle(meta.title, brandOf(root?.data)) },
    { name: "description", content: meta.description },
    ...(root?.meta ?? []).filter(isSeoDescriptor),
  ];
}

/**
 * A title made of fixed words around one variable part (a job title), for a loader: the part is shortened at a
 * word so that the whole fits in TITLE_MAX. Only when the fixed words leave it under MIN_PART characters is the
 * end of the whole cut instead.
 */
export function fitTitle(compose: (part: string) => string, part: string): string {
  const room = TITLE_MAX - compose("").length;
  return excerpt(compose(excerpt(part, Math.max(room, MIN_PART))), TITLE_MAX);
}

const MIN_PART = 24;

/** A page's own title is kept within TITLE_MAX by its loader (fitTitle) or its locale text. */
function documentTitle(title: string, brand: string | undefined): string {
  const branded = `${title} | ${brand}`;
  return brand && title !== brand && branded.length <= TITLE_MAX ? branded : title;
}

function brandOf(rootData: unknown): string | undefined {
  if (typeof rootData !== "object" || rootData === null || !("seo" in rootData)) return undefined;
  const seo: unknown = rootData.seo;
  if (typeof seo !== "object" || seo === null || !("brand" in seo)) return undefined;
  return typeof seo.brand === "string" ? seo.brand : undefined;
}
