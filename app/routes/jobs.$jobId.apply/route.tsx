import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApplyForm } from "~/routes/jobs.$jobId.apply/ApplyForm";
import { ApplyNotice, type ApplyState } from "~/routes/jobs.$jobId.apply/ApplyNotice";
import { applyFailureOf } from "~/routes/jobs.$jobId.apply/apply-errors.server";
import { ApplySchema } from "~/routes/jobs.$jobId.apply/apply-form-schema";
import { parseJobId } from "~/components/job/job-id";
import { loadJob } from "~/lib/jobs/load-job.server";
import { applyForJob } from "#contract/endpoints/jobs";
import { ownEmployeeProfile } from "~/lib/api/profiles.server";
import { asRefusal } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { getSession, requireUser } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";

/**
 * The apply tab and the apply action (spec section 2, one route, one action; docs/applications.md#applying): what this
 * visitor can do about this job, and for an employee with a profile the cover-letter form.
 */
export const handle: I18nHandle = { i18n: "job" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, api } = await getSession(request, context);
  // As this visitor: an employee's view carries `has_applied`.
  const job = await loadJob(api, params.jobId);
  const answer = (state: ApplyState) =>
    data({ state, constraint: state === "form" ? formConstraint(ApplySchema) : {} });
  if (job.is_closed) return answer("closed");
  if (!user) return answer("guest");
  if (user.role !== "EMPLOYEE") return answer("company");
  if (job.has_applied) return answer("applied");
  return answer((await ownEmployeeProfile(api)) ? "form" : "noProfile");
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  // A guest's POST goes to the login page, which brings them back to this tab.
  const { api } = await requireUser(request, context);
  const submission = await readSubmission(request, ApplySchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const job = parseJobId(params.jobId);
  if (job === null) {
    return data(submission.reply({ formErrors: ["apply.errors.jobIdRequired"] }), { status: 400 });
  }
  try {
    await api.call(applyForJob, { json: { job, cover_letter: submission.value.cover_letter ?? "" } });
  } catch (error) {
    const failure = applyFailureOf(error);
    if (!failure) {
      const refusal = asRefusal(error, request);
      return data(submission.reply(refusal), { status: refusal.status });
    }
    const errors =
      failure.field === "form" ? { formErrors: [failure.key] } : { fieldErrors: { cover_letter: [failure.key] } };
    return data(submission.reply(errors), { status: failure.status });
  }
  const t = getFixedT(request, "job");
  return redirectWithToast("/employee/applications", { type: "success", title: t("apply.sent") });
}

export default function JobApplyTab() {
  const { state, constraint } = useLoaderData<typeof loader>();
  const { t } = useTranslation("job");
  return (
    <section aria-labelledby="job-tab-heading">
      <h2 id="job-tab-heading">{t("tabs.apply")}</h2>
      {state === "form" ? <ApplyForm constraint={constraint} /> : <ApplyNotice state={state} />}
    </section>
  );
}
