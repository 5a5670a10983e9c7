import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseJobId } from "~/components/job/job-id";
import { editorOptions } from "~/lib/jobs/editor-page.server";
import { EditorPage } from "~/components/job-editor/EditorPage";
import { JobEditor } from "~/components/job-editor/JobEditor";
import { jobFormValues } from "~/components/job-editor/job-form";
import { jobDescriptionPath, saveJob } from "~/lib/jobs/save-job.server";
import { ownJob } from "~/lib/api/jobs.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";

/** `/company/jobs/{id}/edit` (areas.md "Job editor"): the company's own job in the editor; saved → its page. */
export const handle: I18nHandle = { i18n: ["account", "jobs", "map", "refusals"] };

function jobIdOf(raw: string | undefined): number {
  const id = parseJobId(raw);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const id = jobIdOf(params.jobId);
  const [job, options] = await Promise.all([ownJob(api, id), editorOptions(api, id)]);
  if (!job) throw new Response(null, { status: 404 });
  const t = getFixedT(request, "account");
  return data({
    meta: { title: t("jobEditor.editTitle", { title: job.title }), description: t("jobEditor.editLead") },
    id: job.id,
    back: jobDescriptionPath(job.id),
    defaultValue: jobFormValues(job),
    ...options,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export function action({ request, context, params }: ActionFunctionArgs) {
  return saveJob(request, context, jobIdOf(params.jobId));
}

export default function EditJobPage() {
  const { meta, id, back, defaultValue, choices, tileUrl, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  return (
    <EditorPage title={meta.title} lead={meta.description}>
      <p className="profile-edit__back">
        <Link to={back}>{t("jobEditor.backToJob")}</Link>
      </p>
      <JobEditor
        formId={`job-edit-${id}`}
        defaultValue={defaultValue}
        lastResult={actionData?.reply}
        constraint={constraint}
        planLimit={actionData?.planLimit}
        choices={choices}
        tileUrl={tileUrl}
        submitLabel={t("jobEditor.submitSave")}
        pendingLabel={t("jobEditor.saving")}
      />
    </EditorPage>
  );
}
