import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { JOB_TABS, jobTabPath } from "./job-id";

/**
 * The tabs of a job page: plain links, one URL each, the current one marked `aria-current="page"` by NavLink
 * in the server's HTML too, so they work without JavaScript.
 */
export function JobTabs({ jobId }: { jobId: number }) {
  const { t } = useTranslation("job");
  return (
    <nav className="job-tabs" aria-label={t("tabs.label")}>
      <ul>
        {JOB_TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={jobTabPath(jobId, tab)} prefetch="intent" preventScrollReset className="job-tabs__link">
              {t(`tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
