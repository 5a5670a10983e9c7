import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "@remix-run/react";
import type { ReactNode } from "react";
import { referenceOf } from "../../../common/error-reference";
import { GenericErrorScreen, NotFoundScreen, SessionExpiredScreen } from "./error-screens";
import { RenderCrashScreen } from "./RenderCrashScreen";

export type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

const unavailable: StatusHandler = ({ error }) => (
  <GenericErrorScreen status={error.status} reference={referenceOf(error)} unavailable />
);

/** 401/403 → Session Expired, 404 → Page Not Found (spec section 2), 502/503/504 → the alert saying "try again". */
export const defaultStatusHandlers: Record<number, StatusHandler> = {
  401: ({ error }) => <SessionExpiredScreen status={error.status} />,
  403: ({ error }) => <SessionExpiredScreen status={error.status} />,
  404: () => <NotFoundScreen />,
  502: unavailable,
  503: unavailable,
  504: unavailable,
};

/**
 * The one error boundary of the app. Root uses it as is; a route that needs its own boundary exports
 *
 *   export function ErrorBoundary() {
 *     return <GeneralErrorBoundary statusHandlers={{ 404: () => <p>{t("jobs:notFound")}</p> }} />;
 *   }
 *
 * Thrown responses go to the handler for their status (route handlers first, then the defaults, then the
 * generic alert); anything else thrown is a crash. Server errors arrive as responses carrying a reference
 * (common/error-reference.ts), which the generic alert shows.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = ({ error }) => <GenericErrorScreen status={error.status} reference={referenceOf(error)} />,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultStatusHandlers[error.status] ?? defaultStatusHandler;
    return <>{handler({ error })}</>;
  }
  return <RenderCrashScreen error={error} />;
}
