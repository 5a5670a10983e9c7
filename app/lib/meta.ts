import type { MetaDescriptor } from "@remix-run/node";
import { isSeoDescriptor } from "./seo";

/** A page's translated title and description, computed by its loader (meta functions cannot translate). */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * `<title>` and description tags for a page, with the brand (from the root loader) after the title, plus the
 * root's canonical/hreflang links or noindex (a child's meta replaces its parents', app/lib/seo.ts):
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
  const brand = brandOf(root?.data);
  return [
    { title: brand && meta.title !== brand ? `${meta.title} | ${brand}` : meta.title },
    { name: "description", content: meta.description },
    ...(root?.meta ?? []).filter(isSeoDescriptor),
  ];
}

function brandOf(rootData: unknown): string | undefined {
  if (typeof rootData !== "object" || rootData === null || !("seo" in rootData)) return undefined;
  const seo: unknown = rootData.seo;
  if (typeof seo !== "object" || seo === null || !("brand" in seo)) return undefined;
  return typeof seo.brand === "string" ? seo.brand : undefined;
}
