import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { JobText } from "~/components/job/JobText";
import { loadJob } from "~/lib/jobs/load-job.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { useTranslation } from "~/lib/i18n/react";
import { apiFor } from "~/lib/session/api-client.server";

/** What the job offers beyond the pay (housing and meals are in the header's key facts). */
export const handle: I18nHandle = { i18n: "job" };

export async function loader({ context, params }: LoaderFunctionArgs) {
  const job = await loadJob(apiFor(context), params.jobId);
  return { benefits: job.benefits };
}

export default function JobBenefitsTab() {
  const { benefits } = useLoaderData<typeof loader>();
  const { t } = useTranslation("job");
  return (
    <section aria-labelledby="job-tab-heading">
      <h2 id="job-tab-heading">{t("tabs.benefits")}</h2>
      {benefits ? <JobText text={benefits} /> : <p>{t("benefits.none")}</p>}
    </section>
  );
}
