/**
 * Sentry on the server (spec section 9 "Monitoring"; docs/errors.md#sentry). Imported only when
 * SENTRY_DSN is set: by server/instrument.ts before anything else loads, and by server/monitoring.ts.
 */
import { captureException, init, isInitialized, setUser, withIsolationScope, type ErrorEvent } from "@sentry/remix";
import { scrub, scrubEvent } from "../common/scrub-event";
import type { Logger } from "./logger";
import type { Monitoring } from "./monitoring";

export function initSentry(dsn: string): void {
  init({
    dsn,
    environment: "production",
    sendDefaultPii: true,
    tracesSampleRate: 1,
    beforeSend: (event) => (isRethrownResponse(event) ? null : scrubEvent(event)),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  });
}

export function sentryMonitoring(dsn: string, log: Logger): Monitoring {
  if (!isInitialized()) {
    log.warn(
      "SENTRY_DSN is set but server/instrument.ts was not loaded with --import: errors are reported, requests are not traced",
    );
    initSentry(dsn);
  }
  return {
    scopeRequest: (_req, res, next) => {
      const requestId: unknown = res.locals.requestId;
      withIsolationScope((scope) => {
        if (typeof requestId === "string") {
          scope.setTag("request_id", requestId);
          // The browser's reports name the request that delivered the page (app/lib/monitoring/sentry.client.ts).
          res.append("Server-Timing", `request;desc="${requestId}"`);
        }
        // Lets the browser's profiler run (JS Self-Profiling API; app/lib/monitoring/sentry.client.ts).
        res.setHeader("Document-Policy", "js-profiling");
        next();
      });
    },
    captureException: (error) => {
      captureException(error);
    },
    setUser: (userId) => setUser(userId ? { id: userId } : null),
  };
}

/**
 * Sentry's loader and action wrapper reports every 5xx response they throw. Ours are all answers to an error
 * already reported where it happened (server/route-failures.ts: the API's own report, or `monitor.error`), so
 * this second report is dropped.
 */
function isRethrownResponse(event: ErrorEvent): boolean {
  return (event.exception?.values ?? []).some((exception) => {
    const mechanism = exception.mechanism;
    return (
      mechanism?.type === "auto.function.remix.server" &&
      ["loader", "action"].includes(String(mechanism.data?.function))
    );
  });
}
