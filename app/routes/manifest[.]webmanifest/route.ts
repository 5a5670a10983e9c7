import type { LoaderFunctionArgs } from "@remix-run/node";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";

/**
 * /manifest.webmanifest (docs/ui.md#offline): makes the site installable (Chromium asks for a name, a start URL,
 * standalone display and 192 and 512 px icons, besides the service worker). The name is the brand in the request's
 * language; the colours are the stylesheet's (app/styles/app.css: --color-primary, --color-bg); the icons are drawn
 * from the favicon at build time (scripts/icons.mjs).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const locale = detectLocale(request);
  const t = getFixedT(locale, "common");
  const manifest = {
    name: t("brand"),
    short_name: t("offline.shortName"),
    description: t("meta.description"),
    lang: locale === "gr" ? "el" : "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0a5c9e",
    background_color: "#ffffff",
    icons: [192, 512].map((size) => ({
      src: `/icons/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      Vary: "Accept-Language, Cookie",
    },
  });
}
