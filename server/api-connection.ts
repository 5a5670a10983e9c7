/**
 * How a page request reaches the API: in process (Hono's fetch, no socket) or over HTTP to API_URL, where all
 * the calls of one page request share one deadline (docs/decisions/137).
 */
import { startDeadline } from "../api/services/deadline";
import type { AppContext } from "../app/load-context";

/** The base the in-process client addresses; any host works, Hono routes on the path. */
export const IN_PROCESS_API_BASE = "http://internal/api";

export type ApiConnection =
  | { kind: "in-process"; fetch: (request: Request) => Promise<Response> }
  | { kind: "remote"; baseUrl: string; timeoutMs: number };

/** The API part of one request's load context. */
export type ApiAccess = Pick<AppContext, "apiFetch" | "apiBaseUrl">;

/** Gives each page request its own access to the API (getLoadContext calls it once per request). */
export function apiAccessFor(connection: ApiConnection): () => ApiAccess {
  if (connection.kind === "in-process") {
    const access: ApiAccess = { apiFetch: connection.fetch, apiBaseUrl: IN_PROCESS_API_BASE };
    return () => access;
  }
  const { baseUrl, timeoutMs } = connection;
  return () => ({ apiFetch: underOneDeadline(timeoutMs), apiBaseUrl: baseUrl });
}

/**
 * A remote API that hangs must not hang the page (security.md "Reliability"). The deadline starts with the
 * page's first call, not with the request (a slow upload must not use it up), and every later call of the page
 * shares it: a refresh, the user read, a retry after a 401 and the page's own calls cannot add up to several
 * timeouts. The client reads the body under the same signal, so headers followed by silence are cut off too.
 */
function underOneDeadline(timeoutMs: number): AppContext["apiFetch"] {
  let deadline: AbortSignal | undefined;
  return (request) => {
    deadline ??= startDeadline(timeoutMs, `no answer from the API within ${timeoutMs} ms`);
    return fetch(request, { signal: deadline });
  };
}
