import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApplicantList } from "~/components/company/ApplicantList";
import { BulkTemplateMessage } from "~/components/conversations/BulkTemplateMessage";
import { parseJobId } from "~/components/job/job-id";
import { bulkStatusAction, loadApplicants } from "~/lib/applicants.server";
import { bulkMessageAction, isBulkMessagePost, templateChoices } from "~/lib/conversations.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";

/**
 * The applicants tab of the company's job page, `/company/jobs/{id}/applicants` (areas.md,
 * docs/applications.md#the-companys-side): the job's applicants with the same filter, order and bulk form as
 * `/company/applicants`, and the CSV download. It loads all it needs and guards itself (the job layout's loader runs
 * beside it, not before it).
 */
export const handle: I18nHandle = { i18n: ["account", "jobs", "interviews", "conversations", "refusals"] };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const jobId = parseJobId(params.jobId);
  if (jobId === null) throw new Response("Not found", { status: 404 });
  const [list, templates] = await Promise.all([
    loadApplicants(request, context, jobId),
    templateChoices(request, context),
  ]);
  const t = getFixedT(request, "account");
  const heading = list.jobTitle ? t("applicants.jobTitle", { job: list.jobTitle }) : t("applicants.title");
  return data({
    meta: { title: heading, description: t("applicants.jobDescription") },
    heading,
    jobId,
    ...list,
    templates,
  });
}

/** The status move, or the bulk message when its button sent the form (docs/conversations.md). */
export const action = async ({ request, context }: ActionFunctionArgs) =>
  (await isBulkMessagePost(request)) ? bulkMessageAction(request, context) : bulkStatusAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function JobApplicantsTab() {
  const list = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const bulkMessage = answer && "intent" in answer ? answer : null;
  const actionData = answer && !("intent" in answer) ? answer : undefined;
  const { t } = useTranslation("account");
  return (
    <section className="account-page" aria-labelledby="job-applicants-heading">
      <h2 id="job-applicants-heading">{list.heading}</h2>
      {list.loadFailed ? (
        <div role="alert">
          <p className="job-notice job-notice--error">{t("applicants.loadFailed")}</p>
        </div>
      ) : (
        <>
          {list.total > 0 ? (
            <p>
              {/* A file, not a page: a plain link that the browser downloads. */}
              <a href={`/company/jobs/${list.jobId}/applicants.csv`} className="button" download>
                {t("applicants.csv.download")}
              </a>
            </p>
          ) : null}
          <ApplicantList
            basePath={`/company/jobs/${list.jobId}/applicants`}
            headingId="job-applicants-heading"
            rows={list.rows}
            total={list.total}
            matching={list.matching}
            limit={list.limit}
            counts={list.counts}
            status={list.status}
            sort={list.sort}
            showJob={false}
            empty={t("applicants.emptyJob")}
            error={actionData?.error}
            refused={actionData?.refused}
            values={actionData?.values}
            interviews={list.interviews}
            extra={<BulkTemplateMessage templates={list.templates} answer={bulkMessage} />}
          />
        </>
      )}
    </section>
  );
}
