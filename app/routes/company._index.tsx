import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { jobHref } from "~/components/job/job-id";
import { DataList } from "~/components/ui/DataList";
import { jobPageSchema } from "#contract/jobs";
import { displayName } from "~/lib/account";
import { ownApplications } from "~/lib/api/applications.server";
import { ownCompany } from "~/lib/api/profiles.server";
import type { I18nHandle } from "~/lib/i18n/config";
import { formatNumber } from "~/lib/i18n/format";
import { getFixedT } from "~/lib/i18n/i18next.server";
import { useLocale } from "~/lib/i18n/use-locale";
import { pageMeta } from "~/lib/meta";
import { requireRole } from "~/lib/session.server";

/** The company's area: its job ads with how many people applied to each. */
export const handle: I18nHandle = { i18n: "account" };

/** A dashboard, not the job list: the newest ads only (the API's maximum page is larger). */
const JOB_LIMIT = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, api, headers } = await requireRole(request, context, "COMPANY");
  const t = getFixedT(request, "account");
  const page = {
    meta: { title: t("company.title"), description: t("company.description") },
    name: displayName(user),
  };
  const company = await ownCompany(api);
  if (!company) return data({ ...page, company: null }, { headers });
  const [jobs, applications] = await Promise.all([
    api.request("/jobs/", { query: { company: company.uuid, limit: JOB_LIMIT }, schema: jobPageSchema }),
    ownApplications(api),
  ]);
  const counts = new Map<number, number>();
  for (const application of applications) counts.set(application.job, (counts.get(application.job) ?? 0) + 1);
  return data(
    {
      ...page,
      company: {
        name: company.name,
        jobs: jobs.results.map((job) => ({
          id: job.id,
          title: job.title,
          location: job.location || job.city,
          is_closed: job.is_closed,
          applications: counts.get(job.id) ?? 0,
        })),
        hasMore: jobs.next !== null,
      },
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => pageMeta(loaderData?.meta, matches);

export default function CompanyArea() {
  const { name, company } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  const locale = useLocale();
  return (
    <div className="account-page">
      <h1>{t("greeting", { name })}</h1>
      {company === null ? (
        <p className="account-page__notice">{t("company.noProfile")}</p>
      ) : (
        <section>
          <h2 id="jobs-heading">{t("company.jobs", { company: company.name })}</h2>
          <DataList
            rows={company.jobs}
            rowKey={(job) => job.id}
            labelledBy="jobs-heading"
            empty={<p>{t("company.empty")}</p>}
            columns={[
              {
                id: "job",
                header: t("company.job"),
                cell: (job) => (
                  <Link to={jobHref(job.id)}>
                    {job.title}
                    {job.is_closed ? <span className="status status--closed">{t("company.closed")}</span> : null}
                  </Link>
                ),
              },
              { id: "location", header: t("company.location"), cell: (job) => job.location },
              {
                id: "applications",
                header: t("company.applications"),
                cell: (job) => formatNumber(job.applications, locale),
              },
            ]}
          />
          {company.hasMore ? <p>{t("company.more", { count: company.jobs.length })}</p> : null}
        </section>
      )}
    </div>
  );
}
