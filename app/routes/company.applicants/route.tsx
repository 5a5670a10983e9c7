import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApplicantList } from "~/components/company/ApplicantList";
import { BulkTemplateMessage } from "~/components/conversations/BulkTemplateMessage";
import { bulkStatusAction, loadApplicants } from "~/lib/applicants.server";
import { bulkMessageAction, isBulkMessagePost, templateChoices } from "~/lib/conversations.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useTranslation } from "~/lib/i18n/react";
import { pageMeta } from "~/lib/meta";

/**
 * `/company/applicants` (areas.md "Applicants", docs/applications.md#the-companys-side): everyone who applied to the
 * company's jobs, filtered by status, ordered by date or rating, with shortlist or decline for several at once.
 */
export const handle: I18nHandle = { i18n: ["account", "jobs", "interviews", "conversations", "refusals"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [list, templates] = await Promise.all([loadApplicants(request, context), templateChoices(request, context)]);
  const t = getFixedT(request, "account");
  return data({ meta: { title: t("applicants.title"), description: t("applicants.description") }, ...list, templates });
}

/** The status move, or the bulk message when its button sent the form (docs/conversations.md). */
export const action = async ({ request, context }: ActionFunctionArgs) =>
  (await isBulkMessagePost(request)) ? bulkMessageAction(request, context) : bulkStatusAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function CompanyApplicantsPage() {
  const list = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const bulkMessage = answer && "intent" in answer ? answer : null;
  const actionData = answer && !("intent" in answer) ? answer : undefined;
  const { t } = useTranslation("account");
  return (
    <div className="account-page">
      <h1 id="applicants-heading">{t("applicants.title")}</h1>
      {list.loadFailed ? (
        <div role="alert">
          <p className="job-notice job-notice--error">{t("applicants.loadFailed")}</p>
        </div>
      ) : (
        <ApplicantList
          basePath="/company/applicants"
          headingId="applicants-heading"
          rows={list.rows}
          total={list.total}
          matching={list.matching}
          limit={list.limit}
          counts={list.counts}
          status={list.status}
          sort={list.sort}
          showJob
          empty={t("applicants.empty")}
          error={actionData?.error}
          refused={actionData?.refused}
          values={actionData?.values}
          interviews={list.interviews}
          extra={<BulkTemplateMessage templates={list.templates} answer={bulkMessage} />}
        />
      )}
    </div>
  );
}
