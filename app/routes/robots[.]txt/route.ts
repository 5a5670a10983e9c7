import { getWebEnv } from "~/lib/env.server";

/**
 * /robots.txt (docs/ui.md#pages-for-search-engines): everything public may be crawled; the signed-in areas, the API,
 * one-time links (activation) and payment actions may not. `/employee/` and `/employee$` rather than `/employee`, which
 * would also block the public `/employees` page (rules match by prefix; `$` anchors the end, RFC 9309).
 */
const DISALLOWED = [
  "/employee$",
  "/employee/",
  "/company$",
  "/company/",
  "/api/",
  "/logout",
  "/users/",
  "/payments/",
] as const;

export function loader() {
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getWebEnv().PUBLIC_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
