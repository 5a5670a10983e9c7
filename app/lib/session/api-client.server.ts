/**
 * The API client of a request: anonymous (`apiFor`), or as the signed-in user (`sessionClient`), which refreshes
 * the access token once on a 401 and retries the call once, and asks a read once per request.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import {
  callVia,
  createApiClient,
  isApiError,
  methodOf,
  type ApiClient,
  type ApiRequestOptions,
} from "../api/client.server";

/** An anonymous client (login, sign-up, public lists). */
export function apiFor(context: AppLoadContext, access?: string): ApiClient {
  return createApiClient({ fetch: context.apiFetch, baseUrl: context.apiBaseUrl, access });
}

type ReadOptions = ApiRequestOptions<z.ZodTypeAny | undefined>;

/** A number for each schema object, for the reads' keys. */
const schemaIds = new WeakMap<z.ZodTypeAny, number>();
let schemaCount = 0;
function schemaId(schema: z.ZodTypeAny): number {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++schemaCount));
  return id;
}

/** A client that, on a 401, refreshes once and retries the call once with the new token. */
export function sessionClient(
  context: AppLoadContext,
  access: () => string | null,
  renew: () => Promise<string>,
): ApiClient {
  const withToken = () => apiFor(context, access() ?? undefined);
  const retrying =
    <A extends unknown[], R>(call: (client: ApiClient, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(withToken(), ...args);
      } catch (error) {
        if (!isApiError(error, 401)) throw error;
        await renew();
        return call(withToken(), ...args);
      }
    };
  const send = retrying((client, path: string, options?: ReadOptions) => client.request(path, options));
  // A read the layouts and the page make alike (the company's own profile, a job) is asked once a request; any
  // write forgets the reads, so a loader after an action sees what the action changed. Keyed by the schema too:
  // each caller gets the body parsed as it asked.
  const reads = new Map<string, Promise<unknown>>();
  const request = (path: string, options: ReadOptions = {}) => {
    const write = methodOf(options) !== "GET";
    if (write || !options.schema) {
      if (write) reads.clear();
      return send(path, options);
    }
    const key = JSON.stringify([
      schemaId(options.schema),
      path,
      options.query ?? null,
      [...new Headers(options.headers)],
      options.raw ?? false,
    ]);
    let read = reads.get(key);
    if (!read) reads.set(key, (read = send(path, options)));
    return read;
  };
  return {
    call: callVia(request as ApiClient["request"]),
    request: request as ApiClient["request"],
    obtainToken: (credentials) => withToken().obtainToken(credentials),
    refreshToken: (token) => withToken().refreshToken(token),
    blacklistToken: (token) => withToken().blacklistToken(token),
    getUser: retrying((client, userId: string) => client.getUser(userId)),
  };
}
