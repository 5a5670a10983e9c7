/**
 * How a page request reaches the API: in process (Hono's fetch, no socket) or over HTTP to API_URL, where all
 * the calls of one page request share one deadline (docs/operations.md#a-remote-api-and-its-deadline). Either way the
 * API learns which browser it serves (its per-client throttles,
 * docs/sessions-and-accounts.md#tokens-and-bearer-authentication): in process as a binding no request header can forge;
 * remotely as X-Forwarded-For, which the API believes only as far as its own TRUST_PROXY says.
 */
import { startDeadline } from "../api/services/deadline";
import type { AppContext } from "../app/load-context";
import type { InProcessBindings } from "./api-tier";

/** The base the in-process client addresses; any host works, Hono routes on the path. */
export const IN_PROCESS_API_BASE = "http://internal/api";

export type ApiConnection =
  | { kind: "in-process"; fetch: (request: Request, bindings: InProcessBindings) => Promise<Response> }
  | { kind: "remote"; baseUrl: string; timeoutMs: number };

/** The API part of one request's load context. */
export type ApiAccess = Pick<AppContext, "apiFetch" | "apiBaseUrl">;

/** The browser a page request serves: its address as Express computed it (`req.ip`, per TRUST_PROXY). */
export type PageClient = { address: string | undefined };

/** Gives each page request its own access to the API (getLoadContext calls it once per request). */
export function apiAccessFor(connection: ApiConnection): (client: PageClient) => ApiAccess {
  if (connection.kind === "in-process") {
    const { fetch } = connection;
    return ({ address }) => {
      const bindings: InProcessBindings = { clientAddress: address };
      return { apiFetch: (request) => fetch(request, bindings), apiBaseUrl: IN_PROCESS_API_BASE };
    };
  }
  const { baseUrl, timeoutMs } = connection;
  return ({ address }) => ({ apiFetch: forwardingFor(address, underOneDeadline(timeoutMs)), apiBaseUrl: baseUrl });
}

/**
 * Names the browser to a remote API as a proxy would. The requests are the web tier's own (the browser's headers
 * never reach them), so this is the only X-Forwarded-For they carry.
 */
function forwardingFor(address: string | undefined, apiFetch: AppContext["apiFetch"]): AppContext["apiFetch"] {
  if (address === undefined) return apiFetch;
  return (request) => {
    request.headers.set("X-Forwarded-For", address);
    return apiFetch(request);
  };
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
