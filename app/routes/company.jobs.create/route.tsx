import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseJobId } from "~/components/job/job-id";
import { editorOptions } from "~/lib/jobs/editor-page.server";
import { EditorPage } from "~/components/job-editor/EditorPage";
import { JobEditor } from "~/components/job-editor/JobEditor";
import { NEW_JOB_VALUES, nextSeasonValues } from "~/components/job-editor/job-form";
import { planWithoutRoom } from "~/lib/jobs/plan-room.server";
import { saveJob } from "~/lib/jobs/save-job.server";
import { ownJob } from "~/lib/api/jobs.server";
import { ownCompany } from "~/lib/api/profiles.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";

/**
 * `/company/jobs/create` (spec section 2): a new job, → its description tab. With `?from={id}` it is Post again
 * (areas.md): one of the company's jobs copied with next season's dates, saved as a new job. A plan whose
 * active-job slots are all taken is said at the top, before the form is filled
 * (docs/forms.md#get-forms-and-short-urls).
 */
export const handle: I18nHandle = { i18n: ["account", "jobs", "map", "refusals"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const t = getFixedT(request, "account");
  const from = new URL(request.url).searchParams.get("from");
  const sourceId = from === null ? null : parseJobId(from);
  if (from !== null && sourceId === null) throw new Response(null, { status: 404 });
  const [company, source, options, planFull] = await Promise.all([
    ownCompany(api),
    sourceId === null ? Promise.resolve(null) : ownJob(api, sourceId),
    editorOptions(api),
    planWithoutRoom(request, api),
  ]);
  if (sourceId !== null && source === null) throw new Response(null, { status: 404 });
  const again = source ? { title: source.title } : null;
  const meta = again
    ? {
        title: t("jobEditor.againTitle", { title: again.title }),
        description: t("jobEditor.againLead", { title: again.title }),
      }
    : { title: t("jobEditor.createTitle"), description: t("jobEditor.createLead") };
  return data({
    meta,
    again,
    hasCompany: company !== null,
    planFull,
    defaultValue: source ? nextSeasonValues(source) : NEW_JOB_VALUES,
    formId: source ? `job-again-${source.id}` : "job-create",
    ...options,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export function action({ request, context }: ActionFunctionArgs) {
  return saveJob(request, context, null);
}

export default function CreateJobPage() {
  const { meta, again, hasCompany, planFull, defaultValue, formId, choices, tileUrl, constraint } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  if (!hasCompany) {
    return (
      <EditorPage title={meta.title} lead={meta.description}>
        <p className="job-notice">
          {t("jobEditor.errors.noCompanyProfile")}{" "}
          <Link to="/company/profile/create">{t("jobEditor.createProfile")}</Link>
        </p>
      </EditorPage>
    );
  }
  return (
    <EditorPage title={meta.title} lead={again ? t("jobEditor.againLead", { title: again.title }) : meta.description}>
      <JobEditor
        formId={formId}
        defaultValue={defaultValue}
        lastResult={actionData?.reply}
        constraint={constraint}
        planLimit={actionData?.planLimit}
        planFull={planFull}
        choices={choices}
        tileUrl={tileUrl}
        submitLabel={t("jobEditor.submitCreate")}
        pendingLabel={t("jobEditor.submitting")}
      />
    </EditorPage>
  );
}
