/**
 * Where the server reports errors besides the log: Sentry when SENTRY_DSN is set (server/sentry.ts), nowhere
 * otherwise. Without the DSN nothing of Sentry is even imported (docs/errors.md#sentry). This module is the
 * interface both implement; load-monitoring.ts picks one.
 */
import type { RequestHandler } from "express";

export interface Monitoring {
  /** Runs after the request logger: every report made while the request runs carries its request id. */
  scopeRequest: RequestHandler;
  captureException(error: unknown): void;
  /** The signed-in user of the current request (null: signed out). */
  setUser(userId: string | null): void;
}

export const NO_MONITORING: Monitoring = {
  scopeRequest: (_req, _res, next) => next(),
  captureException: () => undefined,
  setUser: () => undefined,
};
