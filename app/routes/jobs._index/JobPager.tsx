import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import type { PagerLinks } from "./job-list-links";

/** Previous/Next through the cursor-paged list; hidden when everything fits on one page. */
export function JobPager({ links }: { links: PagerLinks }) {
  const { t } = useTranslation("jobs");
  if (!links.next && !links.previous) return null;
  return (
    <nav className="pager" aria-label={t("pager.label")}>
      {links.previous ? (
        <Link to={links.previous} rel="prev" className="button pager__previous">
          {t("pager.previous")}
        </Link>
      ) : null}
      {links.next ? (
        <Link to={links.next} rel="next" className="button pager__next">
          {t("pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
