import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
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
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { refusalToast } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { SeasonPageSchema } from "./season-forms.server";

/**
 * The worker's season page, `/employee/season` (docs/season.md): "I have a job for this season" (the application a
 * company accepted, or a job found elsewhere, with its dates), its undo, and the invitations back from past
 * seasons' companies, each answered in one step (apply, or "not this year"). Plain forms: everything works
 * without JavaScript; each answer comes back as a toast, a refusal as an error toast in the reader's words.
 */
export const handle: I18nHandle = { i18n: ["season", "account"] };

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
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

const SELF = "/employee/season";

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const t = getFixedT(request, "season");
  const submission = await readSubmission(request, SeasonPageSchema);
  if (submission.status !== "success") return redirectWithToast(SELF, { type: "error", title: t("invalid") });
  const form = submission.value;
  try {
    switch (form.intent) {
      case "accepted":
      case "outside": {
        const { intent: _intent, ...json } = form;
        const { withdrawn } = await api.call(setSeasonJob, { json });
        const title = withdrawn.length ? t("job.savedWithdrawn", { count: withdrawn.length }) : t("job.saved");
        return redirectWithToast(SELF, { type: "success", title });
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
              <Form method="post" className="season-form">
                <fieldset className="choice-group">
                  <legend>{t("job.acceptedLegend")}</legend>
                  {accepted.map((application, index) => (
                    <div className="choice__row" key={application.id}>
                      <input
                        type="radio"
                        id={`season-application-${application.id}`}
                        name="application"
                        value={application.id}
                        defaultChecked={index === 0}
                        required
                      />
                      <label htmlFor={`season-application-${application.id}`}>
                        {t("job.acceptedOption", { title: application.title, company: application.company })}
                      </label>
                    </div>
                  ))}
                </fieldset>
                <Field
                  labelProps={{ htmlFor: "season-accepted-end", children: t("job.end") }}
                  hint={t("job.endHint")}
                  inputProps={{ id: "season-accepted-end", name: "end_date", type: "date" }}
                />
                <SubmitButton
                  pending={pendingIntent === "accepted"}
                  intent="accepted"
                  label={t("job.submit")}
                  pendingLabel={t("job.submitting")}
                />
              </Form>
            )}
            <h3>{t("job.outsideHeading")}</h3>
            <Form method="post" className="season-form">
              <Field
                labelProps={{ htmlFor: "season-employer", children: t("job.employer") }}
                inputProps={{ id: "season-employer", name: "employer_name", required: true, maxLength: 200 }}
              />
              <Field
                labelProps={{ htmlFor: "season-start", children: t("job.start") }}
                inputProps={{ id: "season-start", name: "start_date", type: "date", required: true }}
              />
              <Field
                labelProps={{ htmlFor: "season-end", children: t("job.end") }}
                inputProps={{ id: "season-end", name: "end_date", type: "date", required: true }}
              />
              <SubmitButton
                pending={pendingIntent === "outside"}
                intent="outside"
                label={t("job.submit")}
                pendingLabel={t("job.submitting")}
              />
            </Form>
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
