/**
 * Structured JSON logs (pino) and the per-request log line.
 *
 * A request line carries an id (also sent back as X-Request-Id so a user's report can be found),
 * method, path, status and duration. It never carries headers, bodies or cookies, and secrets that
 * travel in URLs (activation tokens, OAuth codes) are masked before logging. pino writes JSON, so a
 * newline in user input is escaped and cannot start a forged log line.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { pino } from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    // A second line of defence: should anyone log a request or an error with headers attached.
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", "headers.cookie", "headers.authorization", "password"],
      censor: "[redacted]",
    },
  });
}

/** Path segments that follow these words are secrets (design section 7: /users/{uuid}/activate/{token}). */
const SECRET_PATH_SEGMENT = /(\/(?:activate|reset|reset-password|confirm|verify)\/)[^/?#]+/gi;
/** Query parameters whose values are secrets or personal data. */
const SECRET_QUERY_KEY = /token|code|password|secret|key|session|signature|state|email/i;

/** The URL as it may be logged: secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathPart = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(SECRET_PATH_SEGMENT, "$1[redacted]");
  if (queryStart === -1) return pathPart;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const safe = [...query.entries()].map(([key, value]) =>
    SECRET_QUERY_KEY.test(key) ? `${encodeURIComponent(key)}=[redacted]` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return `${pathPart}?${safe.join("&")}`;
}

/** Gives each request an id and a child logger (`res.locals.log`) and logs one line when it ends. */
export function requestLogger(log: Logger): RequestHandler {
  return (req, res, next) => {
    const requestId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.log = log.child({ requestId });
    res.setHeader("X-Request-Id", requestId);
    let logged = false;
    const done = () => {
      if (logged) return;
      logged = true;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        requestId,
        method: req.method,
        url: redactUrl(req.originalUrl),
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ip: req.ip,
        // `finish` never fires when the client went away first.
        aborted: !res.writableFinished,
      };
      if (res.statusCode >= 500) log.error(line, "request");
      else log.info(line, "request");
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}

/** The request's child logger set by `requestLogger`, or `fallback` for requests it did not see. */
export function requestLogOf(res: { locals: Record<string, unknown> }, fallback: Logger): Logger {
  const log = res.locals.log;
  return isLogger(log) ? log : fallback;
}

function isLogger(value: unknown): value is Logger {
  return typeof value === "object" && value !== null && "child" in value && "warn" in value;
}
