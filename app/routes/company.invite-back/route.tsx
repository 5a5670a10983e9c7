import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { listOwnCompanyJobs } from "#contract/endpoints/jobs";
import { inviteWorkersBack, listCompanyInvitations, listPastWorkers } from "#contract/endpoints/season";
import { CREATE_COMPANY_PROFILE } from "~/components/company/profile-paths";
import { SelectField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/PendingSubmit";
import { readSubmission } from "~/lib/forms/schema-form.server";
import { ownCompany } from "~/lib/api/profiles.server";
import { refusalToast } from "~/lib/api/refusals.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDate } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { redirectWithToast } from "~/lib/toast.server";
import { InviteBackSchema } from "./invite-form.server";

/**
 * "Invite back", `/company/invite-back` (docs/season.md): the workers the company shortlisted in past seasons, with
 * who is taken this season (and a filter to hide them), invited to one open job with one action (checkboxes and a
 * job select, a plain form that works without JavaScript), and the invitations sent with each worker's answer.
 */
export const handle: I18nHandle = { i18n: ["season", "account"] };

const SELF = "/company/invite-back";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const t = getFixedT(request, "season");
  const company = await ownCompany(api);
  if (!company) throw redirect(CREATE_COMPANY_PROFILE);
  const hideTaken = new URL(request.url).searchParams.get("hide_taken") === "true";
  const params = { uuid: company.uuid };
  const [workers, jobs, invitations] = await Promise.all([
    api.call(listPastWorkers, { params, query: hideTaken ? { hide_taken: "true" } : {} }),
    api.call(listOwnCompanyJobs, { params, query: {} }),
    api.call(listCompanyInvitations, { params }),
  ]);
  return data({
    meta: { title: t("company.title"), description: t("company.description") },
    hideTaken,
    workers: workers.results,
    openJobs: jobs.results
      .filter((job) => job.is_active && !job.is_closed)
      .map((job) => ({ id: job.id, title: job.title })),
    invitations: invitations.results,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "COMPANY");
  const t = getFixedT(request, "season");
  const submission = await readSubmission(request, InviteBackSchema);
  if (submission.status !== "success") {
    const noWorkers = !submission.payload.employees;
    return redirectWithToast(SELF, { type: "error", title: noWorkers ? t("company.chooseWorkers") : t("invalid") });
  }
  const { job, employees } = submission.value;
  try {
    const company = await ownCompany(api);
    // No company (any more): nothing to invite from, said as the page not being there.
    if (!company) {
      const title = getFixedT(request, "common")("refusal.notFound");
      return redirectWithToast(SELF, { type: "error", title });
    }
    const result = await api.call(inviteWorkersBack, { params: { uuid: company.uuid }, json: { job, employees } });
    const title =
      result.invited.length > 0 ? t("company.invited", { count: result.invited.length }) : t("company.alreadyInvited");
    return redirectWithToast(SELF, { type: "success", title });
  } catch (error) {
    return refusalToast(error, request, { back: SELF });
  }
}

export default function InviteBackPage() {
  const { hideTaken, workers, openJobs, invitations } = useLoaderData<typeof loader>();
  const { t } = useTranslation("season");
  const locale = useLocale();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formMethod === "POST";
  return (
    <div className="account-page season-page">
      <h1>{t("company.title")}</h1>
      <p>{t("company.lead")}</p>
      <Form method="get" className="season-filter">
        <div className="choice__row">
          <input type="checkbox" id="hide-taken" name="hide_taken" value="true" defaultChecked={hideTaken} />
          <label htmlFor="hide-taken">{t("company.hideTaken")}</label>
        </div>
        <button type="submit" className="button">
          {t("company.filter")}
        </button>
      </Form>
      {workers.length === 0 ? (
        <p>{t("company.none")}</p>
      ) : (
        <Form method="post" className="season-form">
          <fieldset className="choice-group">
            <legend>{t("company.workersLegend")}</legend>
            {workers.map((worker) => (
              <div className="choice__row season-worker" key={worker.employee}>
                <input type="checkbox" id={`worker-${worker.employee}`} name="employees" value={worker.employee} />
                <label htmlFor={`worker-${worker.employee}`}>
                  {t("company.worker", {
                    name: `${worker.first_name} ${worker.last_name}`.trim(),
                    season: worker.last_season,
                    title: worker.last_job_title,
                  })}
                  {worker.taken_until ? (
                    <span className="badge season-taken">
                      {" "}
                      {t("company.taken", { date: formatDate(worker.taken_until, locale) })}
                    </span>
                  ) : null}
                </label>
              </div>
            ))}
          </fieldset>
          {openJobs.length === 0 ? (
            <p>{t("company.noOpenJobs")}</p>
          ) : (
            <>
              <SelectField
                labelProps={{ htmlFor: "invite-job", children: t("company.job") }}
                selectProps={{ id: "invite-job", name: "job", required: true }}
              >
                {openJobs.map((job) => (
                  <option key={job.id} value={job.id}>
                    {job.title}
                  </option>
                ))}
              </SelectField>
              <SubmitButton pending={pending} label={t("company.submit")} pendingLabel={t("company.submitting")} />
            </>
          )}
        </Form>
      )}
      <section aria-labelledby="invitations-heading" className="season-section">
        <h2 id="invitations-heading">{t("company.answersHeading")}</h2>
        {invitations.length === 0 ? (
          <p>{t("company.answersNone")}</p>
        ) : (
          <ul className="season-list">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="season-card">
                {`${invitation.first_name} ${invitation.last_name}`.trim()}, {invitation.job_title}:{" "}
                <strong>{t(`company.answer.${invitation.answer ?? "pending"}`)}</strong>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
