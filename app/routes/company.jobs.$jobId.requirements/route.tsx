import { useCompanyJob } from "~/components/company/company-job";
import { JobText } from "~/components/job/JobText";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";

/** The company's job: the experience asked for and its requirements text (the layout loaded the job). */
export const handle: I18nHandle = { i18n: ["account", "job", "jobs"] };

export default function CompanyJobRequirementsTab() {
  const job = useCompanyJob();
  const { t } = useTranslation(["account", "job", "jobs"]);
  return (
    <section aria-labelledby="job-tab-heading">
      <h2 id="job-tab-heading">{t("job:tabs.requirements")}</h2>
      <dl className="job-facts">
        <div className="job-facts__item">
          <dt>{t("job:requirements.level")}</dt>
          <dd>{t(`jobs:enums.experience_level.${job.experience_level}`)}</dd>
        </div>
      </dl>
      {job.requirements ? (
        <JobText text={job.requirements} />
      ) : (
        <p className="empty-state">{t("jobEditor.empty.requirements")}</p>
      )}
    </section>
  );
}
