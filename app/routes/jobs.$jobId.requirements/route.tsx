import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JobText } from "~/components/job/JobText";
import { loadJob } from "~/lib/jobs/load-job.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";
import { apiFor } from "~/lib/session/api-client.server";

/** What the company asks for: experience and its own requirements text. */
export const handle: I18nHandle = { i18n: ["job", "jobs"] };

export async function loader({ context, params }: LoaderFunctionArgs) {
  const job = await loadJob(apiFor(context), params.jobId);
  return {
    requirements: job.requirements,
    experienceLevel: job.experience_level,
    minYears: job.experience_min_years,
    maxYears: job.experience_max_years,
  };
}

export default function JobRequirementsTab() {
  const { requirements, experienceLevel, minYears, maxYears } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["job", "jobs"]);
  return (
    <section aria-labelledby="job-tab-heading">
      <h2 id="job-tab-heading">{t("tabs.requirements")}</h2>
      <dl className="job-facts">
        <div className="job-facts__item">
          <dt>{t("requirements.level")}</dt>
          <dd>{t(`jobs:enums.experience_level.${experienceLevel}`)}</dd>
        </div>
        {minYears !== null || maxYears !== null ? (
          <div className="job-facts__item">
            <dt>{t("requirements.years")}</dt>
            <dd>{experienceYears(t, minYears, maxYears)}</dd>
          </div>
        ) : null}
      </dl>
      {requirements ? <JobText text={requirements} /> : <p>{t("requirements.none")}</p>}
    </section>
  );
}

function experienceYears(
  t: ReturnType<typeof useTranslation<["job", "jobs"]>>["t"],
  min: number | null,
  max: number | null,
): string {
  if (min !== null && max !== null)
    return min === max ? t("requirements.exactYears", { count: min }) : t("requirements.yearRange", { min, max });
  if (min !== null) return t("requirements.minYears", { count: min });
  return t("requirements.maxYears", { count: max ?? 0 });
}
