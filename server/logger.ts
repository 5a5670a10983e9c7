/**
 * Structured JSON logs (pino) and the per-request log line.
 *
 * A request line carries an id (also sent back as X-Request-Id so a user's report can be found),
 * method, path, status and duration. It never carries headers, bodies or cookies, and secrets that
 * travel in URLs (activation tokens, local checkout and portal tokens, OAuth codes) are masked before
 * logging: any top-level `url` or `path` field of any line goes through `redactUrl`, and errors through
 * `serializeError`. pino writes JSON, so a newline in user input is escaped and cannot start a forged log line.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { pino } from "pino";
import { redactText, redactUrl } from "../common/redact";

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
      redact: {
        // A second line of defence: should anyone log a request or an error with headers attached.
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          "headers.cookie",
          "headers.authorization",
          "password",
          "url",
          "path",
        ],
        censor: (value, path) =>
          ["url", "path"].includes(path.join(".")) && typeof value === "string" ? redactUrl(value) : "[redacted]",
      },
    },
    destination,
  );
}

/**
 * An error as one log field: its name, type, message and stack (tokens and query parameters masked), and its
 * causes. Nothing else of the error object: a driver's error can carry the query's parameters.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(describe(error)) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    type: error.constructor.name,
    message: redactText(error.message),
    stack: error.stack === undefined ? undefined : redactText(error.stack),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

function describe(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
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
        url: req.originalUrl,
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
