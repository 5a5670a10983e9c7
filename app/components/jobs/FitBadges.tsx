import type { JobFit } from "~/components/job/fit";
import { useTranslation } from "~/lib/i18n/react";

/**
 * The fit badges of areas.md on a job's page and on its card in the worker's area: whether the worker applied,
 * whether the job's dates fit their availability and whether it offers the housing they need (`jobFit`). Plain
 * facts, no score; nothing when none holds.
 */
export function FitBadges({ fit }: { fit: JobFit }) {
  const { t } = useTranslation("jobs");
  if (!fit.applied && !fit.season && !fit.housing) return null;
  return (
    <ul className="fit-badges" aria-label={t("fit.label")}>
      {fit.applied ? <li className="fit-badge fit-badge--applied">{t("fit.applied")}</li> : null}
      {fit.season ? <li className="fit-badge">{t("fit.season")}</li> : null}
      {fit.housing ? <li className="fit-badge">{t("fit.housing")}</li> : null}
    </ul>
  );
}
