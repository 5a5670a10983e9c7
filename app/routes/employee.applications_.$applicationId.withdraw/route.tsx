import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { canWithdrawApplication } from "#contract/application-rules";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { WithdrawConfirmation } from "~/components/job/WithdrawApplication";
import { parseJobId } from "~/components/job/job-id";
import { withdrawApplication } from "#contract/endpoints/jobs";
import { applicationOrNull } from "~/lib/api/applications.server";
import type { ApiClient } from "~/lib/api/client.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * Withdrawing an application (spec section 2's withdraw action, docs/applications.md#the-workers-applications): the
 * confirmation page a phone without JavaScript gets, and the action both it and the list's dialog post to. After it the
 * worker may apply to the job again.
 */
export const handle: I18nHandle = { i18n: "account" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "account");
  const meta = { title: t("applications.confirmTitle"), description: t("applications.description") };
  const id = parseJobId(params.applicationId);
  // Not a number at all: the spec's 'Application ID is required', not a missing page.
  if (id === null) return data({ meta, application: null }, { status: 400 });
  return data({ meta, application: await withdrawableApplication(api, id) });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

/** The confirmation's one button (WithdrawConfirmation): the application is in the address. */
const WithdrawSchema = z.object({ intent: z.literal("withdraw") });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const submission = await readSubmission(request, WithdrawSchema);
  const id = parseJobId(params.applicationId);
  const t = getFixedT(request, "account");
  // Not the confirmation's button (a hand-made POST): nothing is withdrawn, and the page says so.
  if (submission.status !== "success") {
    return data({ error: null, refused: [t("applications.errors.withdrawFailed")] }, { status: 400 });
  }
  if (id === null) return data({ error: "applications.errors.idRequired" as const, refused: null }, { status: 400 });
  try {
    await api.call(withdrawApplication, { params: { id } });
  } catch (error) {
    const failed = t("applications.errors.withdrawFailed");
    const refusal = asRefusal(error, request, { lead: failed, outage: failed, codes: true });
    return data({ error: null, refused: refusal.formErrors }, { status: refusal.status });
  }
  return redirectWithToast("/employee/applications", { type: "success", title: t("applications.withdrawn") });
}

export default function WithdrawApplicationPage() {
  const { application } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const error = actionData?.error ?? (application ? null : "applications.errors.idRequired");
  return (
    <div className="account-page confirm-page">
      <div role="alert">
        {error ? <p className="job-notice job-notice--error">{t(error)}</p> : null}
        <RefusalNotice messages={actionData?.refused} />
      </div>
      {application ? (
        <WithdrawConfirmation
          application={application}
          titleId="withdraw-title"
          heading="h1"
          cancel={
            <Link to="/employee/applications" className="button">
              {t("applications.keep")}
            </Link>
          }
        />
      ) : (
        <p>
          <Link to="/employee/applications">{t("applications.title")}</Link>
        </p>
      )}
    </div>
  );
}

/** One of the worker's own applications that can still be withdrawn; anything else is Page Not Found. */
async function withdrawableApplication(api: ApiClient, id: number) {
  const application = await applicationOrNull(api, id);
  if (!application || !canWithdrawApplication(application.status)) {
    throw new Response("Not found", { status: 404 });
  }
  return { id: application.id, job_title: application.job_title, company_name: application.company_name };
}
