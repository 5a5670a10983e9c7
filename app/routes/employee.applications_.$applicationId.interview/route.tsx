import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { acceptInterview, askOtherInterviewTimes, cancelInterview } from "#contract/endpoints/interviews";
import { INTERVIEW_NOTE_MAX } from "#contract/interview-rules";
import { ChoiceGroup } from "~/components/forms/Choice";
import { TextareaField } from "~/components/forms/Field";
import { useIsPending, SubmitButton } from "~/components/forms/PendingSubmit";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { CancelInterviewForm } from "~/components/interviews/CancelInterviewForm";
import { athensTimeText } from "~/components/interviews/athens-time";
import { InterviewDetails } from "~/components/interviews/InterviewDetails";
import { parseJobId } from "~/components/job/job-id";
import { applicationOrNull } from "~/lib/api/applications.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { workerInterviewFormSchema } from "~/lib/interviews/interview-forms.server";
import { interviewOf } from "~/lib/interviews/interviews.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/employee/applications/{id}/interview` (issue 24, docs/interviews.md#the-screens): the worker reads the times a
 * company proposed and takes one, asks for other times with a short note, or cancels; each is a plain form posting
 * here, answered by a redirect with a toast, or this page with the refusal. Someone else's application, or one
 * without an interview, is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["interviews", "account"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const id = parseJobId(params.applicationId);
  const [application, interview] =
    id === null ? [null, undefined] : await Promise.all([applicationOrNull(api, id), interviewOf(api, id)]);
  if (!application || !interview) throw new Response("Not found", { status: 404 });
  const t = getFixedT(request, "interviews");
  return data({
    meta: { title: t("heading", { job: application.job_title }), description: t("title") },
    application: { id: application.id, job_title: application.job_title, company_name: application.company_name },
    interview,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const id = parseJobId(params.applicationId);
  if (id === null) throw new Response("Not found", { status: 404 });
  const t = getFixedT(request, "interviews");
  const submission = await readSubmission(request, workerInterviewFormSchema);
  if (submission.status !== "success") {
    const intent = submission.payload.intent === "accept" ? t("errors.pickOne") : t("errors.failed");
    return data({ refused: [intent] }, { status: 400 });
  }
  const form = submission.value;
  const back = `/employee/applications/${id}/interview`;
  try {
    if (form.intent === "accept") {
      await api.call(acceptInterview, { params: { id }, json: { slot: form.slot } });
      return redirectWithToast(back, { type: "success", title: t("worker.picked") });
    }
    if (form.intent === "other-times") {
      await api.call(askOtherInterviewTimes, { params: { id }, json: { note: form.note ?? "" } });
      return redirectWithToast(back, { type: "success", title: t("worker.asked") });
    }
    await api.call(cancelInterview, { params: { id }, json: { note: form.note ?? "" } });
    return redirectWithToast(back, { type: "success", title: t("cancel.done") });
  } catch (error) {
    const failed = t("errors.failed");
    const refusal = asRefusal(error, request, { lead: failed, outage: failed, codes: true });
    return data(
      { refused: [...refusal.formErrors, ...Object.values(refusal.fieldErrors).flat()] },
      {
        status: refusal.status,
      },
    );
  }
}

export default function WorkerInterviewPage() {
  const { application, interview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("interviews");
  const locale = useLocale();
  const pending = useIsPending();
  const open = interview.status !== "CANCELLED";
  return (
    <div className="account-page interview-page">
      <p className="profile-edit__back">
        <Link to={`/employee/applications/${application.id}`}>{t("back")}</Link>
      </p>
      <h1>{t("heading", { job: application.job_title })}</h1>
      <p>{application.company_name}</p>
      <div role="alert">
        <RefusalNotice messages={actionData?.refused} />
      </div>
      <InterviewDetails interview={interview} calendarHref={`/employee/applications/${application.id}/interview.ics`} />
      {interview.status === "PROPOSED" ? (
        <Form method="post" className="interview-form">
          <ChoiceGroup
            id="interview-slot"
            type="radio"
            legend={t("worker.pickLegend")}
            options={interview.slots.map((slot, index) => ({
              value: String(index),
              label: t("greekTime", { time: athensTimeText(slot.starts_at, locale) }),
            }))}
            inputProps={(value) => ({ name: "slot", value, required: true, defaultChecked: value === "0" })}
          />
          <SubmitButton pending={pending} intent="accept" label={t("worker.pick")} pendingLabel={t("worker.picking")} />
        </Form>
      ) : null}
      {interview.status === "PROPOSED" || interview.status === "AGREED" ? (
        <section aria-labelledby="interview-other">
          <h2 id="interview-other">{t("worker.otherHeading")}</h2>
          <Form method="post" className="interview-form">
            <TextareaField
              labelProps={{ htmlFor: "interview-other-note", children: t("worker.otherNote") }}
              hint={t("worker.otherHint")}
              textareaProps={{ id: "interview-other-note", name: "note", maxLength: INTERVIEW_NOTE_MAX, rows: 3 }}
            />
            <SubmitButton
              pending={pending}
              intent="other-times"
              label={t("worker.other")}
              pendingLabel={t("worker.asking")}
            />
          </Form>
        </section>
      ) : null}
      {open ? <CancelInterviewForm pending={pending} /> : null}
    </div>
  );
}
