/**
 * The per-request `context.monitor` of loaders and actions (app/load-context.ts), and the one shape of an
 * unexpected error's log line: request id, method, path (secrets masked by the logger), and the error's name,
 * message and stack (docs/errors.md#unexpected-errors-and-their-reference).
 */
import type { Request, Response } from "express";
import type { RequestMonitor } from "../app/load-context";
import { redactText } from "../common/redact";
import { requestLogOf, type Logger } from "./logger";
import type { Monitoring } from "./monitoring";
import type { LimitedWarn } from "./warning-limiter";

export interface RequestMonitorParts {
  log: Logger;
  monitoring: Monitoring;
  warn: LimitedWarn;
}

const MAX_WARNING_LENGTH = 300;

export type MonitorRequest = (req: Request, res: Response) => RequestMonitor;

export function requestMonitors({ log, monitoring, warn }: RequestMonitorParts): MonitorRequest {
  return (req, res) => {
    const requestLog = requestLogOf(res, log);
    return {
      requestId: typeof res.locals.requestId === "string" ? res.locals.requestId : "",
      error(error) {
        logUnexpectedError(requestLog, { method: req.method, path: req.originalUrl, error });
        monitoring.captureException(error);
      },
      warn(kind, message) {
        // The message may quote what the client sent (a route id, a URL): masked and cut short.
        warn(
          requestLog,
          kind,
          { method: req.method, path: req.originalUrl },
          redactText(message).slice(0, MAX_WARNING_LENGTH),
        );
      },
      setUser: monitoring.setUser,
    };
  };
}

/** The log line of an unexpected error; `log` is the request's child logger, which carries the request id. */
function logUnexpectedError(
  log: Logger,
  { method, path, error }: { method: string; path: string; error: unknown },
): void {
  log.error({ method, path, err: error }, "unexpected error");
}
