/**
 * The API's error answers (design section 7, security.md): always JSON in the contract's shapes, never a stack
 * trace, never HTML. Route code throws `ApiError` (or lets a `ZodError`/`TokenError` escape); `onError` turns
 * it into the response, and anything unexpected into a logged, generic 500.
 */
import type { Context, ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { coded, type Coded } from "../../contract/api-errors";
import {
  ERROR_DETAILS,
  FIELD_CODES_KEY,
  NON_FIELD_ERRORS,
  toFieldErrorBody,
  type ApiErrorBody,
  type FieldErrors,
} from "../../contract/errors";
import { DomainError, type DomainErrorKind } from "../models/errors";
import { TokenError } from "../services/tokens";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, unavailableReason } from "./database-errors";

/** DRF sends this with every 401 from JWT authentication; clients use it to tell 401 from 403. */
const WWW_AUTHENTICATE = { "WWW-Authenticate": 'Bearer realm="api"' };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super("detail" in body && typeof body.detail === "string" ? body.detail : `HTTP ${status}`);
    this.name = "ApiError";
  }
}

/** An error body with its code: `{"detail", "code", "params"?}` (contract/error-codes.ts). */
export function detailBody(error: Coded): ApiErrorBody {
  return { detail: error.text, code: error.code, ...(error.params ? { params: error.params } : {}) };
}

/** A 400 on one field: DRF's `{"field": ["message"]}` with the message's code under `codes`. */
export function fieldBody(field: string, error: Coded): ApiErrorBody {
  const { text, ...code } = error;
  return { [field]: [text], [FIELD_CODES_KEY]: { [field]: [code] } };
}

/** 400 with `{"field": ["message"]}`, or with `{"detail": "..."}` when the problem is the whole request. */
export function badRequest(errors: FieldErrors | string): ApiError {
  return new ApiError(400, typeof errors === "string" ? { detail: errors } : errors);
}

export function notFound(detail?: string): ApiError {
  return new ApiError(404, detail === undefined ? detailBody(coded("not_found")) : { detail });
}

export function permissionDenied(detail?: string): ApiError {
  return new ApiError(403, detail === undefined ? detailBody(coded("permission_denied")) : { detail });
}

const DOMAIN_STATUSES = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  throttled: 429,
  unavailable: 503,
  unauthenticated: 401,
} as const satisfies Record<DomainErrorKind, ContentfulStatusCode>;

/** The one place a model's refusal becomes HTTP. */
export function fromDomainError(error: DomainError): ApiError {
  const status = DOMAIN_STATUSES[error.kind];
  const { field, retryAfterSeconds, also } = error.options;
  const headers: Record<string, string> = {
    ...(retryAfterSeconds === undefined ? {} : { "Retry-After": String(retryAfterSeconds) }),
    ...(status === 401 ? WWW_AUTHENTICATE : {}),
  };
  // A 400 names its field, and so does a 413 about one file of a form (an image over the cap).
  const onField = (status === 400 || status === 413) && field !== undefined && field !== NON_FIELD_ERRORS;
  const body = onField ? fieldBody(field, error.error) : Object.assign({}, also, detailBody(error.error));
  return new ApiError(status, body, headers);
}

/** 409: the request is well-formed and allowed, but what it would make exists already (a second review). */
export function conflict(detail: string): ApiError {
  return new ApiError(409, { detail });
}

export function notAuthenticated(): ApiError {
  return new ApiError(401, { detail: ERROR_DETAILS.notAuthenticated, code: "not_authenticated" }, WWW_AUTHENTICATE);
}

/** The 401 of an authenticated endpoint given a bad access token (SimpleJWT's body, `messages` included). */
export function tokenNotValid(error: TokenError): ApiError {
  return new ApiError(
    401,
    { detail: ERROR_DETAILS.tokenNotValid, code: "token_not_valid", messages: error.messages },
    WWW_AUTHENTICATE,
  );
}

export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(error.body, error.status, error.headers);
}

export type ErrorLogger = (error: unknown, c: Context) => void;
/** A database outage is not a bug: the reason, without a stack (and not a report to Sentry). */
export type OutageLogger = (reason: string, c: Context) => void;

const defaultLogger: ErrorLogger = (error, c) => {
  console.error(`API ${c.req.method} ${new URL(c.req.url).pathname} failed:`, error);
};

const HTTP_CODES: Partial<Record<number, Coded>> = {
  401: coded("not_authenticated"),
  403: coded("permission_denied"),
  404: coded("not_found"),
  413: coded("body_too_large"),
  429: coded("request_throttled"),
};

/** The handler for `app.onError`; `log` receives every unexpected error (the API passes its pino logger). */
export function createErrorHandler(options: { log?: ErrorLogger; logOutage?: OutageLogger } = {}): ErrorHandler {
  const log = options.log ?? defaultLogger;
  const logOutage = options.logOutage ?? ((reason, c) => log(new Error(`database unavailable: ${reason}`), c));
  return (error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof DomainError) return errorResponse(c, fromDomainError(error));
    if (error instanceof ZodError) return c.json(toFieldErrorBody(error), 400);
    if (error instanceof TokenError) {
      // A refresh or blacklist endpoint letting verifyRefresh's error escape: SimpleJWT's short body.
      return c.json({ detail: error.detail, code: "token_not_valid" }, 401, WWW_AUTHENTICATE);
    }
    if (error instanceof HTTPException && error.status < 500) {
      // Hono's own middleware (body limit, validators) throws these; their text bodies become our JSON.
      const known = HTTP_CODES[error.status];
      const body = known
        ? detailBody(known)
        : { ...detailBody(coded("bad_request")), detail: error.message || "Bad request." };
      return c.json(body, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is down or restarting. 503 says "retry", and the pool reconnects by itself.
      logOutage(unavailableReason(error), c);
      return c.json(detailBody(coded("unavailable")), 503, {
        "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    log(error, c);
    return c.json(detailBody(coded("server_error")), 500);
  };
}

export const onError: ErrorHandler = createErrorHandler();

/** Unknown routes: JSON like every other answer of the API, not Hono's plain-text 404. */
export const notFoundHandler: NotFoundHandler = (c) => c.json(detailBody(coded("not_found")), 404);

/** 429 with DRF's wording and the Retry-After a client (and the web tier) waits for. */
export function throttled(retryAfterSeconds: number): ApiError {
  return new ApiError(429, detailBody(coded("throttled", { seconds: retryAfterSeconds })), {
    "Retry-After": String(retryAfterSeconds),
  });
}
