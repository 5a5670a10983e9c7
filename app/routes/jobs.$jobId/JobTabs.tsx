import { RouteTabs } from "~/components/ui/RouteTabs";
import { useTranslation } from "~/lib/i18n/react";
import { useJobsBase } from "~/lib/jobs-base";
import { JOB_TABS } from "~/components/job/job-id";

/** The four tabs of a job page (spec section 2). */
export function JobTabs({ jobId }: { jobId: number }) {
  const { t } = useTranslation("job");
  const base = useJobsBase();
  const tabs = JOB_TABS.map((tab) => ({ segment: tab, label: t(`tabs.${tab}`) }));
  return <RouteTabs base={`${base}/${jobId}`} tabs={tabs} label={t("tabs.label")} />;
}
