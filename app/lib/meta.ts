import type { MetaDescriptor } from "@remix-run/node";

/** A page's translated title and description, computed by its loader (meta functions cannot translate). */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * `<title>` and description tags for a page, with the brand (from the root loader) after the title:
 *
 *   export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(data?.meta, matches);
 */
export function pageMeta(
  meta: PageMeta | undefined,
  matches: ReadonlyArray<{ id: string; data: unknown }>,
): MetaDescriptor[] {
  if (!meta) return [];
  const brand = brandOf(matches.find((match) => match.id === "root")?.data);
  return [
    { title: brand && meta.title !== brand ? `${meta.title} | ${brand}` : meta.title },
    { name: "description", content: meta.description },
  ];
}

function brandOf(rootData: unknown): string | undefined {
  if (typeof rootData !== "object" || rootData === null || !("seo" in rootData)) return undefined;
  const seo: unknown = rootData.seo;
  if (typeof seo !== "object" || seo === null || !("brand" in seo)) return undefined;
  return typeof seo.brand === "string" ? seo.brand : undefined;
}
