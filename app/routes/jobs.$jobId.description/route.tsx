import { JobText } from "~/components/job/JobText";
import { useJobSummary } from "~/components/job/use-job-summary";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";

/** The default tab: the job's description, which the layout already loaded (it is in the JSON-LD too). */
export const handle: I18nHandle = { i18n: "job" };

export default function JobDescriptionTab() {
  const job = useJobSummary();
  const { t } = useTranslation("job");
  return (
    <section aria-labelledby="job-tab-heading">
      <h2 id="job-tab-heading">{t("tabs.description")}</h2>
      <JobText text={job.description} />
    </section>
  );
}
