import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { jobTabPath, useJobsBase } from "~/lib/jobs-base";
import { useJobSummary } from "~/components/job/use-job-summary";

/** What the apply tab shows this visitor (its loader decides): the form, or why not. */
export type ApplyState = "closed" | "guest" | "company" | "noProfile" | "applied" | "form";

/** Why this visitor sees no apply form, and the one step that helps (log in, create a profile ...). */
export function ApplyNotice({ state }: { state: Exclude<ApplyState, "form"> }) {
  const { t } = useTranslation("job");
  const job = useJobSummary();
  const base = useJobsBase();
  const back = new URLSearchParams({ redirectTo: jobTabPath(job.id, "apply", base) });
  const login = `/login?${back}`;
  const action = {
    closed: { to: base, label: t("apply.closed.action") },
    guest: { to: login, label: t("apply.guest.action") },
    company: { to: "/company", label: t("apply.company.action") },
    noProfile: { to: `/employee/profile/create?${back}`, label: t("apply.noProfile.action") },
    applied: { to: "/employee/applications", label: t("apply.applied.action") },
  }[state];
  return (
    <div className="job-notice">
      <p>{t(`apply.${state}.text`)}</p>
      <p>
        <Link to={action.to} className="button button--primary">
          {action.label}
        </Link>
      </p>
      {state === "guest" ? (
        <p>
          {t("apply.guest.noAccount")} <Link to="/signup">{t("apply.guest.signup")}</Link>
        </p>
      ) : null}
    </div>
  );
}
