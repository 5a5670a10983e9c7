import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { listApplications } from "#contract/endpoints/jobs";
import {
  applyFromInvitation,
  clearSeasonJob,
  declineInvitation,
  listOwnInvitations,
  readSeasonJob,
  setSeasonJob,
} from "#contract/endpoints/season";
import { ACCEPTED_STATUS } from "#contract/season-rules";
import { ChoiceGroup } from "~/components/forms/Choice";
import { ErrorList, Field } from "~/components/forms/Field";
import { FormWords } from "~/components/forms/FormWords";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { getFormProps, getInputProps, useSchemaForm, type SubmissionResult } from "~/lib/forms/schema-form";
import { formConstraint, readSubmission } from "~/lib/forms/schema-form.server";
import { asRefusal, refusalToast } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  AcceptedSeasonJobSchema,
  OutsideSeasonJobSchema,
  SEASON_JOB_FIELDS,
  SeasonPageSchema,
} from "./season-forms.server";

/**
 * The worker's season page, `/employee/season` (docs/season.md): "I have a job for this season" (the application a
 * company accepted, or a job found elsewhere, with its dates), its undo, and the invitations back from past
 * seasons' companies, each answered in one step (apply, or "not this year"). Plain forms: everything works
 * without JavaScript. The two job forms answer a mistake on the same page, on its field and with the values typed
 * (docs/forms.md); the buttons (undo, apply, not this year) answer with a toast, a refusal in the reader's words.
 */
export const handle: I18nHandle = { i18n: ["season", "account", "refusals"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "season");
  const [state, applications, invitations] = await Promise.all([
    api.call(readSeasonJob),
    api.call(listApplications, { query: {} }),
    api.call(listOwnInvitations),
  ]);
  const accepted = applications
    .filter((application) => application.status === ACCEPTED_STATUS)
    .map((application) => ({ id: application.id, title: application.job_title, company: application.company_name }));
  return data({
    meta: { title: t("title"), description: t("description") },
    seasonJob: state.season_job,
    accepted,
    invitations: invitations.results,
    constraints: {
      accepted: formConstraint(AcceptedSeasonJobSchema),
      outside: formConstraint(OutsideSeasonJobSchema),
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

const SELF = "/employee/season";

type JobForm = "accepted" | "outside";
type ActionData = { intent: JobForm; result: SubmissionResult<string[]> };

const isJobForm = (intent: unknown): intent is JobForm => intent === "accepted" || intent === "outside";

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "season");
  const submission = await readSubmission(request, SeasonPageSchema, { codes: true });
  if (submission.status !== "success") {
    // The job forms name the mistake on its field, with what was typed; a button's form is not typed in.
    const intent = submission.payload.intent;
    if (isJobForm(intent)) return data<ActionData>({ intent, result: submission.reply() }, { status: 400 });
    return redirectWithToast(SELF, { type: "error", title: t("invalid") });
  }
  const form = submission.value;
  try {
    switch (form.intent) {
      case "accepted":
      case "outside": {
        const { intent, ...json } = form;
        try {
          const { withdrawn } = await api.call(setSeasonJob, { json });
          const title = withdrawn.length ? t("job.savedWithdrawn", { count: withdrawn.length }) : t("job.saved");
          return redirectWithToast(SELF, { type: "success", title });
        } catch (error) {
          // The API's refusal (an end before the start, an ended job …) on its field, in the reader's words.
          const refusal = asRefusal(error, request, {
            fields: SEASON_JOB_FIELDS,
            codes: true,
            lead: t("job.notSaved"),
          });
          return data<ActionData>({ intent, result: submission.reply(refusal) }, { status: refusal.status });
        }
      }
      case "clear":
        await api.call(clearSeasonJob);
        return redirectWithToast(SELF, { type: "success", title: t("job.undone") });
      case "apply":
        await api.call(applyFromInvitation, { params: { id: form.invitation }, json: {} });
        return redirectWithToast(SELF, { type: "success", title: t("invitations.appliedToast") });
      case "decline":
        await api.call(declineInvitation, { params: { id: form.invitation } });
        return redirectWithToast(SELF, { type: "success", title: t("invitations.declinedToast") });
    }
  } catch (error) {
    return refusalToast(error, request, { back: SELF });
  }
}

/** The answer of the job form `intent`, when it was the one refused. */
function useLastResult(intent: JobForm) {
  const actionData = useActionData<typeof action>();
  return actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
}

export default function SeasonPage() {
  const { seasonJob, accepted, invitations } = useLoaderData<typeof loader>();
  const { t } = useTranslation("season");
  const locale = useLocale();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const day = (value: string) => formatDate(value, locale);
  return (
    <div className="account-page season-page">
      <h1>{t("title")}</h1>
      <section aria-labelledby="season-job-heading" className="season-section">
        <h2 id="season-job-heading">{t("job.heading")}</h2>
        {seasonJob ? (
          <>
            <p className="season-current">
              {seasonJob.job_title
                ? t("job.currentJob", {
                    title: seasonJob.job_title,
                    employer: seasonJob.employer_name,
                    start: day(seasonJob.start_date),
                    end: day(seasonJob.end_date),
                  })
                : t("job.current", {
                    employer: seasonJob.employer_name,
                    start: day(seasonJob.start_date),
                    end: day(seasonJob.end_date),
                  })}
            </p>
            <Form method="post">
              <SubmitButton
                pending={pendingIntent === "clear"}
                intent="clear"
                label={t("job.undo")}
                pendingLabel={t("job.undoing")}
              />
            </Form>
          </>
        ) : (
          <>
            <p>{t("job.lead")}</p>
            <h3>{t("job.acceptedHeading")}</h3>
            {accepted.length === 0 ? (
              <p>{t("job.acceptedNone")}</p>
            ) : (
              <AcceptedForm accepted={accepted} pending={pendingIntent === "accepted"} />
            )}
            <h3>{t("job.outsideHeading")}</h3>
            <OutsideForm pending={pendingIntent === "outside"} />
          </>
        )}
      </section>
      <section aria-labelledby="invitations" className="season-section">
        <h2 id="invitations">{t("invitations.heading")}</h2>
        <p>{t("invitations.lead")}</p>
        {invitations.length === 0 ? (
          <p>{t("invitations.none")}</p>
        ) : (
          <ul className="season-list">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="season-card">
                <p>
                  <strong>
                    {t("invitations.from", { company: invitation.company_name, title: invitation.job_title })}
                  </strong>
                </p>
                {invitation.answer === "APPLIED" ? (
                  <p>{t("invitations.applied")}</p>
                ) : invitation.answer === "DECLINED" ? (
                  <p>{t("invitations.declined")}</p>
                ) : !invitation.job_open ? (
                  <p>{t("invitations.closed")}</p>
                ) : (
                  <Form method="post" className="season-actions">
                    <input type="hidden" name="invitation" value={invitation.id} />
                    <SubmitButton
                      pending={pendingIntent === "apply"}
                      intent="apply"
                      label={t("invitations.apply")}
                      pendingLabel={t("invitations.applying")}
                    />
                    <button type="submit" name="intent" value="decline" className="button">
                      {t("invitations.decline")}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type Accepted = { id: number; title: string; company: string };

/** "The job I accepted here": the accepted applications as radios, and the end date the job may lack. */
function AcceptedForm({ accepted, pending }: { accepted: readonly Accepted[]; pending: boolean }) {
  const { t } = useTranslation("season");
  const [form, fields] = useSchemaForm<typeof AcceptedSeasonJobSchema>({
    id: "season-accepted",
    constraint: useLoaderData<typeof loader>().constraints.accepted,
    lastResult: useLastResult("accepted"),
    defaultValue: { application: accepted[0] ? String(accepted[0].id) : undefined },
  });
  return (
    <FormWords t={t}>
      <Form method="post" className="season-form" {...getFormProps(form)}>
        <ErrorList id={form.errorsId} errors={form.errors} />
        <ChoiceGroup
          id={fields.application.id}
          type="radio"
          legend={t("job.acceptedLegend")}
          errors={fields.application.errors}
          options={accepted.map((application) => ({
            value: String(application.id),
            label: t("job.acceptedOption", { title: application.title, company: application.company }),
          }))}
          inputProps={(value) => getInputProps(fields.application, { type: "radio", value })}
        />
        <Field
          labelProps={{ children: t("job.end") }}
          hint={t("job.endHint")}
          inputProps={getInputProps(fields.end_date, { type: "date" })}
          errors={fields.end_date.errors}
        />
        <SubmitButton pending={pending} intent="accepted" label={t("job.submit")} pendingLabel={t("job.submitting")} />
      </Form>
    </FormWords>
  );
}

/** "A job found elsewhere": the employer and the job's dates. */
function OutsideForm({ pending }: { pending: boolean }) {
  const { t } = useTranslation("season");
  const [form, fields] = useSchemaForm<typeof OutsideSeasonJobSchema>({
    id: "season-outside",
    constraint: useLoaderData<typeof loader>().constraints.outside,
    lastResult: useLastResult("outside"),
  });
  return (
    <FormWords t={t}>
      <Form method="post" className="season-form" {...getFormProps(form)}>
        <ErrorList id={form.errorsId} errors={form.errors} />
        <Field
          labelProps={{ children: t("job.employer") }}
          inputProps={getInputProps(fields.employer_name, { type: "text" })}
          errors={fields.employer_name.errors}
        />
        <Field
          labelProps={{ children: t("job.start") }}
          inputProps={getInputProps(fields.start_date, { type: "date" })}
          errors={fields.start_date.errors}
        />
        <Field
          labelProps={{ children: t("job.end") }}
          inputProps={getInputProps(fields.end_date, { type: "date" })}
          errors={fields.end_date.errors}
        />
        <SubmitButton pending={pending} intent="outside" label={t("job.submit")} pendingLabel={t("job.submitting")} />
      </Form>
    </FormWords>
  );
}
