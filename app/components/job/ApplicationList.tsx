import { Form, Link, useNavigation } from "@remix-run/react";
import type { ApplicationStatus } from "#contract/enums";
import { formatDay } from "~/lib/i18n/format";
import { useTranslation } from "~/lib/i18n/react";
import { useLocale } from "~/lib/i18n/use-locale";
import { jobTabPath } from "./job-id";

export interface ApplicationListItem {
  id: number;
  job: number;
  job_title: string;
  company_name: string;
  status: ApplicationStatus;
  created_at: string;
  canWithdraw: boolean;
}

/** The employee's applications as cards (they read better than a table on a phone), newest first. */
export function ApplicationList({ applications }: { applications: readonly ApplicationListItem[] }) {
  const { t } = useTranslation("account");
  if (applications.length === 0) {
    return (
      <p>
        {t("employee.empty")} <Link to="/jobs">{t("employee.browse")}</Link>
      </p>
    );
  }
  return (
    <ul className="application-list">
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </ul>
  );
}

function ApplicationCard({ application }: { application: ApplicationListItem }) {
  const { t } = useTranslation("account");
  const locale = useLocale();
  const navigation = useNavigation();
  const withdrawing = navigation.state !== "idle" && navigation.formData?.get("application") === String(application.id);
  const titleId = `application-${application.id}-title`;
  return (
    <li className="application-card">
      <h2 id={titleId} className="application-card__title">
        <Link to={jobTabPath(application.job, "description")}>{application.job_title}</Link>
      </h2>
      <p className="application-card__company">{application.company_name}</p>
      <dl className="application-card__facts">
        <div>
          <dt>{t("employee.status")}</dt>
          <dd className={`status status--${application.status.toLowerCase()}`}>
            {t(`applicationStatus.${application.status}`)}
          </dd>
        </div>
        <div>
          <dt>{t("employee.applied")}</dt>
          <dd>
            <time dateTime={application.created_at}>
              {formatDay(application.created_at, locale)}
            </time>
          </dd>
        </div>
      </dl>
      {application.canWithdraw ? (
        <Form method="post" className="application-card__withdraw">
          <input type="hidden" name="application" value={application.id} />
          <button type="submit" className="button button--small" disabled={withdrawing} aria-describedby={titleId}>
            {withdrawing ? t("applications.withdrawing") : t("applications.withdraw")}
          </button>
        </Form>
      ) : null}
    </li>
  );
}
