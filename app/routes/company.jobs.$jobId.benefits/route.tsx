import { useCompanyJob } from "~/components/company/company-job";
import { JobText } from "~/components/job/JobText";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";

/** The company's job: its benefits as the public page shows it (the layout loaded the job). */
export const handle: I18nHandle = { i18n: ["account", "job"] };

export default function CompanyJobBenefitsTab() {
  const job = useCompanyJob();
  const { t } = useTranslation(["account", "job"]);
  return (
    <section aria-labelledby="job-tab-heading">
      <h2 id="job-tab-heading">{t("job:tabs.benefits")}</h2>
      {job.benefits ? <JobText text={job.benefits} /> : <p className="empty-state">{t("jobEditor.empty.benefits")}</p>}
    </section>
  );
}
