import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { companyJobPath } from "~/components/company/company-job";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { parseJobId } from "~/components/job/job-id";
import { isApiError } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { deleteJob } from "#contract/endpoints/jobs";
import { ownJob } from "~/lib/api/jobs.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { z } from "zod";

/**
 * Deleting a job (areas.md): a confirmation page that works without JavaScript, then `DELETE /jobs/{id}/` and the
 * company's area with a toast. A job people applied to is closed by the API instead, so their applications stay.
 * 'Failed to delete job' (spec section 8) when the API refuses.
 */
export const handle: I18nHandle = { i18n: "account" };

function jobIdOf(raw: string | undefined): number {
  const id = parseJobId(raw);
  if (id === null) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const job = await ownJob(api, jobIdOf(params.jobId));
  if (!job) throw new Response(null, { status: 404 });
  const t = getFixedT(request, "account");
  return data({
    meta: { title: t("jobEditor.deleteTitle"), description: t("jobEditor.pageLead") },
    job: { id: job.id, title: job.title, applications: job.application_count ?? 0 },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** The confirmation's one button. */
const deleteJobSchema = z.object({ intent: z.literal("delete") });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const submission = await readSubmission(request, deleteJobSchema);
  const id = jobIdOf(params.jobId);
  const t = getFixedT(request, "account");
  // Not the confirmation's button: nothing is deleted, and the page says so.
  if (submission.status !== "success") return data({ refused: [t("jobEditor.deleteFailed")] }, { status: 400 });
  try {
    await api.call(deleteJob, { params: { id } });
  } catch (error) {
    // Gone already (deleted in another tab): what was asked for is done.
    if (!isApiError(error, 404)) {
      const failed = t("jobEditor.deleteFailed");
      const refusal = asRefusal(error, request, { lead: failed, outage: failed, codes: true });
      return data({ refused: refusal.formErrors }, { status: refusal.status });
    }
  }
  return redirectWithToast("/company", { type: "success", title: t("jobEditor.deleted") });
}

export default function DeleteJobPage() {
  const { job } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const pending = useIsPending();
  return (
    <div className="account-page confirm-page">
      <div role="alert">
        <RefusalNotice messages={actionData?.refused} />
      </div>
      <h1>{t("jobEditor.deleteTitle")}</h1>
      <p>{t("jobEditor.deleteText", { title: job.title })}</p>
      {job.applications > 0 ? <p>{t("jobEditor.deleteKeepsApplications", { count: job.applications })}</p> : null}
      <Form method="post" className="actions">
        <SubmitButton
          pending={pending}
          label={t("jobEditor.confirmDelete")}
          pendingLabel={t("jobEditor.deleting")}
          intent="delete"
        />
        <Link to={companyJobPath(job.id, "description")} className="button">
          {t("jobEditor.keep")}
        </Link>
      </Form>
    </div>
  );
}
