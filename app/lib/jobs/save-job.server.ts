import { data, type AppLoadContext } from "@remix-run/node";
import { asRefusal } from "~/lib/api/refusals.server";
import { updateJob } from "#contract/endpoints/jobs";
import { createdJobId } from "~/lib/api/jobs.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { JOB_FORM_FIELDS, jobFormSchema, toJobPayload } from "~/components/job-editor/job-form";
import { planLimitRefusal } from "./plan-room.server";

/** Where a saved job lands: its description tab (spec section 2). */
export function jobDescriptionPath(id: number): string {
  return `/company/jobs/${id}/description`;
}

/**
 * The editor's action, for creating (`jobId` null) and editing: the form parsed with the browser's schema, then
 * the API. A mistake re-renders the form with its values and messages and stores nothing; the API's 400 goes
 * back on the fields; a job the plan refuses names the plan (403), any other refusal is said above the form
 * (app/lib/api/refusals.server.ts); success redirects with a toast.
 */
export async function saveJob(request: Request, context: AppLoadContext, jobId: number | null) {
  const { api } = await requireRole(request, context, "COMPANY");
  const submission = await readSubmission(request, jobFormSchema, { codes: true });
  if (submission.status !== "success") return data({ reply: submission.reply(), planLimit: null }, { status: 400 });
  const t = getFixedT(request, "account");
  let id: number | null;
  try {
    const json = toJobPayload(submission.value);
    id =
      jobId === null ? await createdJobId(api, json) : (await api.call(updateJob, { params: { id: jobId }, json })).id;
  } catch (error) {
    const planLimit = await planLimitRefusal(request, api, error);
    if (planLimit) return data({ reply: submission.reply(), planLimit }, { status: 403 });
    // Anything else refused (the job deleted in another tab, a 429) is said above the form, the values kept.
    const refusal = asRefusal(error, request, {
      fields: JOB_FORM_FIELDS,
      lead: "jobEditor.errors.failed",
      codes: true,
    });
    return data({ reply: submission.reply(refusal), planLimit: null }, { status: refusal.status });
  }
  if (id === null) {
    return redirectWithToast("/company", { type: "error", title: t("jobEditor.missingId") });
  }
  const title = t(jobId === null ? "jobEditor.created" : "jobEditor.saved");
  return redirectWithToast(jobDescriptionPath(id), { type: "success", title });
}
