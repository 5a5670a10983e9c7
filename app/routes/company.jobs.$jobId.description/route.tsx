import { useCompanyJob } from "~/components/company/company-job";
import { JobText } from "~/components/job/JobText";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";

/** The company's job: its description as the public page shows it (the layout loaded the job). */
export const handle: I18nHandle = { i18n: ["account", "job"] };

export default function CompanyJobDescriptionTab() {
  const job = useCompanyJob();
  const { t } = useTranslation(["account", "job"]);
  return (
    <section aria-labelledby="job-tab-heading">
      <h2 id="job-tab-heading">{t("job:tabs.description")}</h2>
      {job.description ? (
        <JobText text={job.description} />
      ) : (
        <p className="empty-state">{t("jobEditor.empty.description")}</p>
      )}
    </section>
  );
}
