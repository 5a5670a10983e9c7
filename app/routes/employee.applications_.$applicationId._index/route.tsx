import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { Conversation } from "~/components/conversations/Conversation";
import { conversationAction, loadConversation } from "~/lib/conversations.server";
import { canWithdrawApplication } from "#contract/application-rules";
import { companyPath } from "~/components/companies/company-page";
import { parseJobId } from "~/components/job/job-id";
import { InterviewCard } from "~/components/interviews/InterviewCard";
import { InterviewSteps } from "~/components/interviews/InterviewSteps";
import { StatusBadge } from "~/components/job/StatusBadge";
import { WithdrawApplication } from "~/components/job/WithdrawApplication";
import { applicationOrNull } from "~/lib/api/applications.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatDay } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { EMPLOYEE_JOBS, jobHref } from "~/lib/jobs-base";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";
import { detectLocale } from "~/lib/i18n/detect-locale";
import { interviewOf } from "~/lib/interviews/interviews.server";
import { placeLine } from "~/lib/place-line.server";

/**
 * `/employee/applications/{id}` (areas.md "Applications"): where one application stands, every change of its
 * status with its date and which side made it, the cover letter sent, and Withdraw while it can be.
 * Someone else's application, or an id that is not one, is Page Not Found.
 */
export const handle: I18nHandle = { i18n: ["account", "interviews", "conversations", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  // Application ids are positive whole numbers, as job ids are.
  const id = parseJobId(params.applicationId);
  const [application, interview] =
    id === null ? [null, null] : await Promise.all([applicationOrNull(api, id), interviewOf(api, id)]);
  if (!application) throw new Response("Not found", { status: 404 });
  const conversation = await loadConversation(api, request, application.id, "EMPLOYEE");
  const t = getFixedT(request, "account");
  return data({
    meta: {
      title: `${t("applications.detail.title")}: ${application.job_title}`,
      description: t("applications.description"),
    },
    application: {
      id: application.id,
      job: application.job,
      job_title: application.job_title,
      company: application.company,
      company_name: application.company_name,
      job_location: placeLine([application.job_location], detectLocale(request)),
      status: application.status,
      cover_letter: application.cover_letter,
      history: application.history,
      canWithdraw: canWithdrawApplication(application.status),
    },
    interview: interview ?? null,
    conversation,
  });
}

/** The conversation's forms (docs/conversations.md): a message to the company, block or unblock its messages. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireRole(request, context, "EMPLOYEE");
  const id = parseJobId(params.applicationId);
  if (id === null) throw new Response("Not found", { status: 404 });
  return conversationAction(api, request, id, `/employee/applications/${id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function ApplicationPage() {
  const { application, interview, conversation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  return (
    <div className="account-page">
      <p className="profile-edit__back">
        <Link to="/employee/applications">{t("applications.detail.back")}</Link>
      </p>
      <h1>{application.job_title}</h1>
      <p>
        {t("applications.detail.at", { company: application.company_name, place: application.job_location })}
        <br />
        <Link to={jobHref(application.job, EMPLOYEE_JOBS)}>{t("applications.detail.jobLink")}</Link>
        <br />
        <Link to={companyPath(application.company)}>
          {t("applications.detail.companyLink", { company: application.company_name })}
        </Link>
      </p>
      <p>
        <StatusBadge status={application.status} />
      </p>
      {application.canWithdraw ? (
        <p>
          <WithdrawApplication application={application} />
        </p>
      ) : null}
      <InterviewCard interview={interview} href={`/employee/applications/${application.id}/interview`} />
      <section aria-labelledby="application-timeline">
        <h2 id="application-timeline">{t("applications.detail.timeline")}</h2>
        <ol className="timeline">
          {application.history.map((step) => (
            <li key={`${step.status}-${step.changed_at}`}>
              <StatusBadge status={step.status} />{" "}
              <time dateTime={step.changed_at}>{formatDay(step.changed_at, locale)}</time>,{" "}
              {t(step.changed_by === "EMPLOYEE" ? "applications.detail.byYou" : "applications.detail.byCompany")}
            </li>
          ))}
          <InterviewSteps interview={interview} />
        </ol>
      </section>
      <section aria-labelledby="application-letter">
        <h2 id="application-letter">{t("applications.detail.coverLetter")}</h2>
        {application.cover_letter ? (
          <p className="cover-letter">{application.cover_letter}</p>
        ) : (
          <p>{t("applications.detail.noCoverLetter")}</p>
        )}
      </section>
      <Conversation
        conversation={conversation}
        role="EMPLOYEE"
        otherName={application.company_name}
        actionData={actionData ?? null}
      />
    </div>
  );
}
