/**
 * What a loader or action failure becomes (security.md "Reliability" and "Logging and errors";
 * docs/errors.md#unexpected-errors-and-their-reference). Every route's loader and action is wrapped once, when the
 * build is loaded, so that whatever escapes them is answered here:
 *
 * - Responses, `data()` and redirects thrown on purpose pass through untouched, as does the abort of a request
 *   whose client went away.
 * - An `ApiError` of 500 or more from app/lib/api/client.server.ts (the API is down, timed out or answered
 *   garbage) becomes an error response of the gateway family (502/503/504): the root error boundary shows the
 *   unavailable screen. One warning line, rate-limited: the API logs its own side, or is the thing that is down.
 * - Anything else is a bug: one log line with its stack and Sentry when on (`context.monitor.error`), then a
 *   500 error response. Routes keep handling the errors they expect themselves (the login form's "service
 *   unavailable" message; every action says an API refusal, a 4xx, through app/lib/api/refusals.server.ts,
 *   docs/forms.md#api-refusals-on-forms); this only catches what escapes them.
 *
 * Both error responses carry the request id as `reference`, which the error screen shows.
 */
import type { ActionFunction, ActionFunctionArgs, LoaderFunction, ServerBuild } from "@remix-run/node";
import { referencedErrorResponse } from "../common/error-reference";

type RouteModule = ServerBuild["routes"][string]["module"];

/** Gateway statuses keep their meaning; any other upstream 5xx (an API bug) is a bad gateway to the visitor. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
const RETRY_AFTER_SECONDS = "5";
const UNAVAILABLE_DETAIL = "Service temporarily unavailable.";

export function withRouteFailures(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    routes[id] = { ...route, module: guardModule(route.module) };
  }
  return { ...build, routes };
}

function guardModule(module: RouteModule): RouteModule {
  if (!module.loader && !module.action) return module;
  // A module namespace object is frozen: copy it (its exports are enumerable) and replace the two functions.
  const guarded: RouteModule = { ...module };
  if (module.loader) guarded.loader = guard(module.loader);
  if (module.action) guarded.action = guard(module.action);
  return guarded;
}

function guard<F extends LoaderFunction | ActionFunction>(handler: F): F {
  const guarded = async (args: ActionFunctionArgs) => {
    try {
      return await handler(args);
    } catch (error) {
      throw routeFailure(error, args);
    }
  };
  return guarded as F;
}

/** What to throw instead of `error`: itself when it was thrown on purpose, else an error response with a reference. */
export function routeFailure(
  error: unknown,
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
): unknown {
  if (request.signal.aborted || thrownOnPurpose(error)) return error;
  const { monitor } = context;
  const upstream = upstreamStatus(error);
  if (upstream !== null) {
    const status = GATEWAY_STATUSES.has(upstream) ? upstream : 502;
    // No stack and no URL (the request line has it, with secret path segments masked).
    monitor.warn("api-failure", `web: ${request.method} answered ${status} after an API failure (API ${upstream})`);
    return referencedErrorResponse(status, monitor.requestId, UNAVAILABLE_DETAIL, {
      "Retry-After": RETRY_AFTER_SECONDS,
    });
  }
  monitor.error(error);
  return referencedErrorResponse(500, monitor.requestId);
}

/** A Response, Remix's error response, or `throw data(..., { status })` (Remix's checks are shape checks too). */
function thrownOnPurpose(error: unknown): boolean {
  if (error instanceof Response) return true;
  if (typeof error !== "object" || error === null) return false;
  const isErrorResponse = "status" in error && "statusText" in error && "internal" in error && "data" in error;
  return isErrorResponse || ("type" in error && error.type === "DataWithResponseInit");
}

/**
 * The API's status when `error` is the client's ApiError of 500 or more, else null. Matched by shape, not
 * `instanceof`: the web build bundles its own copy of the client's ApiError class.
 */
function upstreamStatus(error: unknown): number | null {
  if (!(error instanceof Error) || error.name !== "ApiError") return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === "number" && status >= 500 ? status : null;
}
