import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { canWithdrawApplication } from "#contract/application-rules";
import type { Application } from "#contract/applications";
import { companyPath } from "~/components/companies/company-page";
import { DataList } from "~/components/ui/DataList";
import { formatDay } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { EMPLOYEE_JOBS, jobHref } from "~/lib/jobs-base";
import { pick } from "~/lib/pick";
import { StatusBadge } from "~/components/job/StatusBadge";
import { WithdrawApplication } from "~/components/job/WithdrawApplication";

/** The page of one application: its timeline and the cover letter sent. */
export const applicationPath = (id: number) => `/employee/applications/${id}`;

const LIST_FIELDS = [
  "id",
  "job",
  "job_title",
  "company",
  "company_name",
  "job_location",
  "status",
  "created_at",
] as const;

/** What a row shows, cut from the API's application in the loader (loader data is sent twice). */
export type ApplicationListItem = Pick<Application, (typeof LIST_FIELDS)[number]> & { canWithdraw: boolean };

export function toApplicationListItem(application: Application): ApplicationListItem {
  return { ...pick(application, LIST_FIELDS), canWithdraw: canWithdrawApplication(application.status) };
}

/** The employee's applications, newest first: job, company, place, status, date, and withdraw where allowed. */
export function ApplicationList({
  applications,
  labelledBy,
  empty,
}: {
  applications: readonly ApplicationListItem[];
  labelledBy: string;
  /** What an empty list says (a filter that matches nothing says so); by default, go and find a job. */
  empty?: ReactNode;
}) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  return (
    <DataList
      rows={applications}
      rowKey={(application) => application.id}
      labelledBy={labelledBy}
      empty={
        empty ?? (
          <p>
            {t("employee.empty")} <Link to={EMPLOYEE_JOBS}>{t("employee.browse")}</Link>
          </p>
        )
      }
      columns={[
        {
          id: "job",
          header: t("employee.job"),
          cell: (application) => <Link to={jobHref(application.job, EMPLOYEE_JOBS)}>{application.job_title}</Link>,
        },
        {
          id: "company",
          header: t("employee.company"),
          cell: (application) => <Link to={companyPath(application.company)}>{application.company_name}</Link>,
        },
        { id: "location", header: t("employee.location"), cell: (application) => application.job_location },
        {
          id: "status",
          header: t("employee.status"),
          cell: (application) => <StatusBadge status={application.status} />,
        },
        {
          id: "applied",
          header: t("employee.applied"),
          cell: (application) => (
            <time dateTime={application.created_at}>{formatDay(application.created_at, locale)}</time>
          ),
        },
        {
          id: "actions",
          header: t("applications.actions"),
          cell: (application) => (
            <span className="list-actions">
              <Link
                to={applicationPath(application.id)}
                className="button button--small"
                aria-label={t("applications.detailsOf", { job: application.job_title })}
              >
                {t("applications.details")}
              </Link>
              {application.canWithdraw ? <WithdrawApplication application={application} /> : null}
            </span>
          ),
        },
      ]}
    />
  );
}
