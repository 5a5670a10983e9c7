/**
 * An API that is down must give a clear "temporarily unavailable" page, not a crash (security.md "Reliability":
 * database stopped → 503 with a clear page; remote API unreachable or answering garbage → the generic error
 * screen within a timeout, never a 500 with a stack).
 *
 * Loaders and actions reach the API through app/lib/api/client.server.ts, which throws `ApiError` (status 503
 * when the API cannot be reached, 504 on its timeout, 502 for an unreadable answer, else the API's own status).
 * Remix turns any thrown Error into a sanitised 500 and the render-crash screen. This module wraps every route's
 * loader and action once, when the build is loaded, so that an ApiError of 500 or more is rethrown as an error
 * *response* of the gateway family (502/503/504): the root error boundary then shows the unavailable screen, in
 * the visitor's language, with the right status. Routes keep handling the errors they expect themselves (the
 * login form's own "service unavailable" message); this only catches what escapes them.
 */
import type { ActionFunction, LoaderFunction, ServerBuild } from "@remix-run/node";

type RouteModule = ServerBuild["routes"][string]["module"];

/** Gateway statuses keep their meaning; any other upstream 5xx (an API bug) is a bad gateway to the visitor. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);
const RETRY_AFTER_SECONDS = "5";

export function withUnavailablePages(build: ServerBuild): ServerBuild {
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
  if (module.loader) guarded.loader = guardLoader(module.loader);
  if (module.action) guarded.action = guardAction(module.action);
  return guarded;
}

function guardLoader(loader: LoaderFunction): LoaderFunction {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      throw upstreamFailure(error, args.request) ?? error;
    }
  };
}

function guardAction(action: ActionFunction): ActionFunction {
  return async (args) => {
    try {
      return await action(args);
    } catch (error) {
      throw upstreamFailure(error, args.request) ?? error;
    }
  };
}

/**
 * The response to throw instead of `error`, or null when it is not an API failure. Matched by shape, not
 * `instanceof`: the web build bundles its own copy of the client's ApiError class.
 */
export function upstreamFailure(error: unknown, request: Request): Response | null {
  if (!(error instanceof Error) || error.name !== "ApiError") return null;
  const upstream = (error as { status?: unknown }).status;
  if (typeof upstream !== "number" || upstream < 500) return null;
  const status = GATEWAY_STATUSES.has(upstream) ? upstream : 502;
  // One line, no stack and no URL (the request log has it, with secret path segments masked): the API logs
  // its own side, or is the thing that is down.
  console.warn(`web: ${request.method} answered ${status} after an API failure (${error.message})`);
  return new Response(JSON.stringify({ detail: "Service temporarily unavailable." }), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Retry-After": RETRY_AFTER_SECONDS },
  });
}
