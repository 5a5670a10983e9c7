import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { companyJobPath } from "~/components/company/company-job";
import { planLimitRefusal } from "~/lib/jobs/plan-room.server";
import { parseJobId } from "~/components/job/job-id";
import { isApiError } from "~/lib/api/client.server";
import { isRefusal, refusalToast } from "~/lib/api/refusals.server";
import { updateJob } from "#contract/endpoints/jobs";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { z } from "zod";

/**
 * Closing and reopening a job (areas.md): `PATCH /jobs/{id}/ {is_active}` from the job page's button, then back
 * to the page with a toast. A closed job leaves the site and frees its place in the plan; reopening counts
 * against the plan again, and a refusal names the plan. Only an action: a GET goes to the job page.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const id = parseJobId(params.jobId);
  if (id === null) throw new Response(null, { status: 404 });
  return redirect(companyJobPath(id, "description"));
}

/** The job page's button: close (`false`) or reopen (`true`). */
const jobStatusSchema = z.object({ is_active: z.enum(["true", "false"]) });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const id = parseJobId(params.jobId);
  if (id === null) throw new Response(null, { status: 404 });
  const submission = await readSubmission(request, jobStatusSchema);
  const back = companyJobPath(id, "description");
  const t = getFixedT(request, "account");
  if (submission.status !== "success") {
    return redirectWithToast(back, { type: "error", title: t("jobEditor.statusFailed") });
  }
  const isActive = submission.value.is_active === "true";
  try {
    await api.call(updateJob, { params: { id }, json: { is_active: isActive } });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    const planLimit = await planLimitRefusal(request, api, error);
    if (planLimit) {
      const title = t("jobEditor.planLimit", { plan: planLimit.plan, count: planLimit.limit });
      return redirectWithToast(back, { type: "error", title, description: t("jobEditor.planToast") });
    }
    if (!isRefusal(error)) return redirectWithToast(back, { type: "error", title: t("jobEditor.statusFailed") });
    return refusalToast(error, request, { back, title: t("jobEditor.statusFailed") });
  }
  return redirectWithToast(back, { type: "success", title: t(isActive ? "jobEditor.reopened" : "jobEditor.closed") });
}
