import { detectLocale } from "~/lib/i18n/detect-locale";
import { getFixedT } from "~/lib/i18n/i18next.server";
import type { PageMeta } from "~/lib/meta";
import type { InfoPage, LegalPage } from "~/components/content/pages";

/** Title and description of a legal text, for its loader: `return { meta: legalPageMeta(request, "terms") }`. */
export function legalPageMeta(request: Request, page: LegalPage): PageMeta {
  const locale = detectLocale(request);
  const t = getFixedT(locale, "legal");
  const brand = getFixedT(locale, "common")("brand");
  return { title: t(`${page}.meta.title`), description: t(`${page}.meta.description`, { brand }) };
}

/** Title and description of an information page (/companies, /employees). */
export function infoPageMeta(request: Request, page: InfoPage): PageMeta {
  const t = getFixedT(request, "info");
  return { title: t(`${page}.meta.title`), description: t(`${page}.meta.description`) };
}
