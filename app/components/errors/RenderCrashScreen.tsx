import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n/react";
import { ErrorScreen } from "./ErrorScreen";

/**
 * A render crash: 'Something went wrong' with a collapsible 'Error details'. Shows the error message and,
 * for crashes caught in the browser, the React component stack. Server errors arrive here already
 * sanitised by Remix in production ("Unexpected Server Error", no stack); the JavaScript stack trace is
 * shown in development only (docs/errors.md#error-screens).
 */
export function RenderCrashScreen({ error, componentStack }: { error: unknown; componentStack?: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const message = error instanceof Error ? error.message : String(error);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <ErrorScreen
      role="alert"
      title={t("errors.crash.title")}
      message={t("errors.crash.text")}
      actions={
        <li>
          <a href={pathname + search} className="button button--primary">
            {t("errors.actions.tryAgainCrash")}
          </a>
        </li>
      }
    >
      <details className="error-details">
        <summary>{t("errors.crash.details")}</summary>
        <pre>{message}</pre>
        {stack ? <pre>{stack}</pre> : null}
        {componentStack ? (
          <>
            <h2>{t("errors.crash.componentStack")}</h2>
            <pre>{componentStack.trim()}</pre>
          </>
        ) : null}
      </details>
    </ErrorScreen>
  );
}
