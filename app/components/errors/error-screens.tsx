import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { SUPPORT_EMAIL } from "~/lib/site";
import { GoBackLink } from "../navigation/GoBackLink";
import { ErrorScreen } from "./ErrorScreen";

/** The error screens of spec sections 2 and 8. GeneralErrorBoundary picks one by status. */

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      status={t("errors.status", { status: 404 })}
      title={t("errors.notFound.title")}
      message={t("errors.notFound.text")}
      actions={
        <>
          <li>
            <GoBackLink className="button">{t("errors.actions.goBack")}</GoBackLink>
          </li>
          <HomeAction />
          <LinkAction to="/jobs" label={t("errors.actions.browseJobs")} />
          <LinkAction to="/companies" label={t("errors.actions.companies")} />
          <LinkAction to="/employees" label={t("errors.actions.employees")} />
        </>
      }
    />
  );
}

export function SessionExpiredScreen({ status }: { status: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const login = `/login?${new URLSearchParams({ redirectTo: pathname + search }).toString()}`;
  return (
    <ErrorScreen
      status={t("errors.status", { status })}
      title={t("errors.sessionExpired.title")}
      message={t("errors.sessionExpired.text")}
      actions={
        <>
          <LinkAction to={login} label={t("errors.actions.login")} primary />
          <HomeAction />
        </>
      }
    />
  );
}

/**
 * Any other error response (a 500 from a loader, a 400, a 429 ...): the generic alert. `unavailable` (502, 503,
 * 504: the API or its database is down, server/route-failures.ts) says so and that a retry will help. A server
 * error's `reference` (its request id) is shown and goes into the support e-mail's subject, so the e-mail can
 * be matched to the log line.
 */
export function GenericErrorScreen({
  status,
  reference,
  unavailable = false,
}: {
  status: number;
  reference?: string;
  unavailable?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const texts = unavailable ? "errors.unavailable" : "errors.generic";
  const subject = reference ? `?subject=${encodeURIComponent(t("errors.emailSubject", { reference }))}` : "";
  return (
    <ErrorScreen
      role="alert"
      status={t("errors.status", { status })}
      title={t(`${texts}.title`)}
      message={t(`${texts}.text`)}
      actions={
        <>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}${subject}`} className="button button--primary">
              {t("errors.actions.sendEmail")}
            </a>
          </li>
          <li>
            {/* A full reload on purpose: it retries every loader, and works without JavaScript. */}
            <a href={pathname + search} className="button">
              {t("errors.actions.tryAgain")}
            </a>
          </li>
          <li>
            <GoBackLink className="button">{t("errors.actions.goBack")}</GoBackLink>
          </li>
          <HomeAction />
        </>
      }
    >
      {reference ? <p>{t("errors.reference", { reference })}</p> : null}
    </ErrorScreen>
  );
}

function HomeAction() {
  const { t } = useTranslation();
  return <LinkAction to="/" label={t("errors.actions.goHome")} />;
}

function LinkAction({ to, label, primary = false }: { to: string; label: string; primary?: boolean }) {
  return (
    <li>
      <Link to={to} className={primary ? "button button--primary" : "button"}>
        {label}
      </Link>
    </li>
  );
}
