import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { cancelInterview, proposeInterview } from "#contract/endpoints/interviews";
import {
  canArrangeInterview,
  INTERVIEW_ADDRESS_MAX,
  INTERVIEW_LENGTH_MAX,
  INTERVIEW_LENGTH_MIN,
  INTERVIEW_MODES,
  INTERVIEW_NOTE_MAX,
  type InterviewMode,
} from "#contract/interview-rules";
import { ChoiceGroup } from "~/components/forms/Choice";
import { Field, TextareaField } from "~/components/forms/Field";
import { SubmitButton, useIsPending } from "~/components/forms/PendingSubmit";
import { FormWords } from "~/components/forms/FormWords";
import { RefusalNotice } from "~/components/forms/RefusalNotice";
import { CancelInterviewForm } from "~/components/interviews/CancelInterviewForm";
import { InterviewDetails } from "~/components/interviews/InterviewDetails";
import { parseJobId } from "~/components/job/job-id";
import { applicationOrNull } from "~/lib/api/applications.server";
import { asRefusal } from "~/lib/api/refusals.server";
import { readSubmission } from "~/lib/forms/schema-form.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { companyInterviewFormSchema, proposedSlots } from "~/lib/interviews/interview-forms.server";
import { interviewOf } from "~/lib/interviews/interviews.server";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * `/company/applicants/{id}/interview` (issue 24, docs/interviews.md#the-screens): the company proposes up to three
 * times (or new ones, to move the interview), in person at an address, by phone or by a video link, and cancels it.
 * Plain forms posting here: a redirect with a toast, or this page with each refused field named and the values kept.
 * Another company's application is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["interviews", "account"] };

const SLOT_ROWS = [1, 2, 3] as const;
type Values = Record<string, string>;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const id = parseJobId(params.applicationId);
  const [application, interview] =
    id === null ? [null, undefined] : await Promise.all([applicationOrNull(api, id), interviewOf(api, id)]);
  if (!application || interview === undefined) throw new Response("Not found", { status: 404 });
  const t = getFixedT(request, "interviews");
  const name = `${application.applicant?.first_name ?? ""} ${application.applicant?.last_name ?? ""}`.trim();
  return data({
    meta: { title: t("heading", { job: application.job_title }), description: t("title") },
    application: {
      id: application.id,
      job_title: application.job_title,
      name,
      canPropose: canArrangeInterview(application.status),
    },
    interview,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const id = parseJobId(params.applicationId);
  if (id === null) throw new Response("Not found", { status: 404 });
  const t = getFixedT(request, "interviews");
  const submission = await readSubmission(request, companyInterviewFormSchema);
  const values: Values = Object.fromEntries(
    Object.entries(submission.payload).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const refuse = (refused: string[], fields: Record<string, string[]> = {}, status = 400) =>
    data({ refused, fields, values }, { status });
  if (submission.status !== "success") {
    const fields = Object.fromEntries(
      Object.entries(submission.error ?? {}).map(([field, messages]) => [field, messages ?? []]),
    );
    return refuse([t("errors.failed")], fields);
  }
  const form = submission.value;
  const back = `/company/applicants/${id}/interview`;
  try {
    if (form.intent === "cancel") {
      await api.call(cancelInterview, { params: { id }, json: { note: form.note ?? "" } });
      return redirectWithToast(back, { type: "success", title: t("cancel.done") });
    }
    const { slots, incomplete } = proposedSlots(form);
    if (incomplete !== null) return refuse([t("company.pickTime", { number: incomplete })]);
    await api.call(proposeInterview, {
      params: { id },
      json: {
        mode: form.mode,
        length_minutes: form.length_minutes,
        slots,
        address: form.address ?? "",
        video_url: form.video_url ? form.video_url : null,
        note: form.note ?? "",
      },
    });
    return redirectWithToast(back, { type: "success", title: t("company.proposed") });
  } catch (error) {
    const failed = t("errors.failed");
    const refusal = asRefusal(error, request, { lead: failed, outage: failed, codes: true });
    return refuse(refusal.formErrors, slotFieldsOf(refusal.fieldErrors), refusal.status);
  }
}

/** The API names a time `slots.0` (and `slots.0.date`); the form's rows are `date_1`, `time_1` ... */
function slotFieldsOf(fieldErrors: Record<string, readonly string[]>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const slot = /^slots\.(\d)(?:\.(date|time))?$/.exec(field);
    const name = slot ? `${slot[2] ?? "date"}_${Number(slot[1]) + 1}` : field === "slots" ? "date_1" : field;
    fields[name] = [...(fields[name] ?? []), ...messages];
  }
  return fields;
}

export default function CompanyInterviewPage() {
  const { application, interview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("interviews");
  const pending = useIsPending();
  const fields = actionData && "fields" in actionData ? actionData.fields : {};
  const values: Values = actionData && "values" in actionData ? actionData.values : {};
  const errorsOf = (name: string) => fields[name];
  const open = interview !== null && interview.status !== "CANCELLED";
  const mode = (values.mode ?? interview?.mode ?? "IN_PERSON") as InterviewMode;
  return (
    <FormWords t={t}>
      <div className="account-page interview-page">
        <p className="profile-edit__back">
          <Link to={`/company/applicants/${application.id}`}>{t("backApplicant")}</Link>
        </p>
        <h1>{t("heading", { job: application.job_title })}</h1>
        <p>{application.name}</p>
        <div role="alert">
          <RefusalNotice messages={actionData?.refused} />
        </div>
        {interview ? (
          <InterviewDetails
            interview={interview}
            calendarHref={`/company/applicants/${application.id}/interview.ics`}
          />
        ) : (
          <p>{t("none")}</p>
        )}
        {application.canPropose ? (
          <section aria-labelledby="interview-propose">
            <h2 id="interview-propose">
              {t(interview?.status === "AGREED" ? "company.moveHeading" : "company.formHeading")}
            </h2>
            <p>{t("company.formLead")}</p>
            <Form method="post" className="interview-form" noValidate>
              <ChoiceGroup
                id="interview-mode"
                type="radio"
                legend={t("company.mode")}
                options={INTERVIEW_MODES.map((value) => ({ value, label: t(`mode.${value}`) }))}
                inputProps={(value) => ({ name: "mode", value, defaultChecked: value === mode })}
                errors={errorsOf("mode")}
              />
              <Field
                labelProps={{ htmlFor: "interview-length", children: t("company.length") }}
                errors={errorsOf("length_minutes")}
                inputProps={{
                  id: "interview-length",
                  name: "length_minutes",
                  type: "number",
                  inputMode: "numeric",
                  min: INTERVIEW_LENGTH_MIN,
                  max: INTERVIEW_LENGTH_MAX,
                  required: true,
                  defaultValue: values.length_minutes ?? String(interview?.length_minutes ?? 30),
                }}
              />
              <Field
                labelProps={{ htmlFor: "interview-address", children: t("company.address") }}
                hint={t("company.addressHint")}
                errors={errorsOf("address")}
                inputProps={{
                  id: "interview-address",
                  name: "address",
                  maxLength: INTERVIEW_ADDRESS_MAX,
                  autoComplete: "street-address",
                  defaultValue: values.address ?? interview?.address ?? "",
                }}
              />
              <Field
                labelProps={{ htmlFor: "interview-video", children: t("company.videoUrl") }}
                hint={t("company.videoUrlHint")}
                errors={errorsOf("video_url")}
                inputProps={{
                  id: "interview-video",
                  name: "video_url",
                  type: "url",
                  inputMode: "url",
                  maxLength: 500,
                  defaultValue: values.video_url ?? interview?.video_url ?? "",
                }}
              />
              {SLOT_ROWS.map((number) => (
                <fieldset key={number} className="interview-slot">
                  <legend>{t("company.slot", { number })}</legend>
                  {number === 2 ? <p className="field__hint">{t("company.slotHint")}</p> : null}
                  <Field
                    labelProps={{ htmlFor: `interview-date-${number}`, children: t("company.date") }}
                    errors={errorsOf(`date_${number}`)}
                    inputProps={{
                      id: `interview-date-${number}`,
                      name: `date_${number}`,
                      type: "date",
                      required: number === 1,
                      defaultValue: values[`date_${number}`] ?? "",
                    }}
                  />
                  <Field
                    labelProps={{ htmlFor: `interview-time-${number}`, children: t("company.time") }}
                    errors={errorsOf(`time_${number}`)}
                    inputProps={{
                      id: `interview-time-${number}`,
                      name: `time_${number}`,
                      type: "time",
                      step: 300,
                      required: number === 1,
                      defaultValue: values[`time_${number}`] ?? "",
                    }}
                  />
                </fieldset>
              ))}
              <TextareaField
                labelProps={{ htmlFor: "interview-note", children: t("company.note") }}
                errors={errorsOf("note")}
                textareaProps={{
                  id: "interview-note",
                  name: "note",
                  maxLength: INTERVIEW_NOTE_MAX,
                  rows: 3,
                  defaultValue: values.note ?? "",
                }}
              />
              <SubmitButton
                pending={pending}
                intent="propose"
                label={t("company.submit")}
                pendingLabel={t("company.submitting")}
              />
            </Form>
          </section>
        ) : null}
        {open ? <CancelInterviewForm pending={pending} /> : null}
      </div>
    </FormWords>
  );
}
