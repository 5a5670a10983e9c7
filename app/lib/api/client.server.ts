/**
 * The one typed client of the API (design section 2): every loader and action reaches `/api` through it, in
 * process (Hono's fetch) or remotely (API_URL), with the same code. Server-only, so zod never reaches the
 * browser bundle.
 *
 *   const api = createApiClient({ fetch: context.apiFetch, baseUrl: context.apiBaseUrl, access });
 *   const applications = await api.request("/applications/", { schema: applicationListSchema });
 *
 * Failures throw `ApiError { status, body }`; routes usually get a session-bound client from the guards in
 * `~/lib/session.server` instead, which refreshes the access token on a 401 and retries once.
 */
import type { z } from "zod";
import {
  pathParameterNames,
  type EndpointSpec,
  type HasPathParams,
  type JsonBodyOf,
  type PathParamsOf,
  type SuccessOf,
} from "#contract/endpoint";
import type { TokenObtainRequest, TokenPairResponse, TokenRefreshResponse } from "#contract/auth";
import { blacklistRefreshToken, getUser, obtainTokenPair, refreshAccessToken } from "#contract/endpoints/accounts";
import { apiErrorBodySchema, type ApiErrorBody } from "#contract/errors";
import type { User } from "#contract/users";

export interface ApiClientOptions {
  /** `context.apiFetch`. */
  fetch: (request: Request) => Promise<Response>;
  /** `context.apiBaseUrl`, ending in /api. */
  baseUrl: string;
  /** An access token: sent as `Authorization: Bearer`. */
  access?: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<S extends z.ZodTypeAny | undefined = undefined> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (uploads). */
  formData?: FormData;
  /** Query parameters; null and undefined are left out, arrays repeat the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Parses a successful body; without it the body is returned as `unknown`. */
  schema?: S;
  /** Extra request headers (e.g. Accept-Language). */
  headers?: HeadersInit;
  /** The successful body as text, not parsed (a CSV file); `schema` is then ignored. */
  raw?: boolean;
}

type Result<S> = S extends z.ZodTypeAny ? z.output<S> : unknown;

type QueryOfCall<E extends EndpointSpec> = E["query"] extends z.ZodTypeAny
  ? { query?: { [Key in keyof z.input<E["query"]>]?: QueryValue | readonly QueryValue[] } }
  : { query?: undefined };

type ParamsOfCall<E extends EndpointSpec> =
  HasPathParams<E> extends true
    ? { params: { [Name in keyof PathParamsOf<E>]: PathParamsOf<E>[Name] | string } }
    : { params?: undefined };

type BodyOfCall<E extends EndpointSpec> = E["body"] extends { kind: "json"; alsoForm: true }
  ? { json: JsonBodyOf<E>; formData?: undefined } | { formData: FormData; json?: undefined }
  : E["body"] extends { kind: "json" }
    ? { json: JsonBodyOf<E>; formData?: undefined }
    : E["body"] extends { kind: "multipart"; alsoJson: true }
      ? { json: JsonBodyOf<E>; formData?: undefined } | { formData: FormData; json?: undefined }
      : E["body"] extends { kind: "multipart" }
        ? { formData: FormData; json?: undefined }
        : { json?: undefined; formData?: undefined };

/**
 * What `call` takes for an endpoint: its path parameters, query, body (JSON or a form, as the declaration
 * allows) and extra headers. A lenient `schema` reads a success the client must survive in another shape.
 */
export type CallInput<E extends EndpointSpec> = ParamsOfCall<E> &
  QueryOfCall<E> &
  BodyOfCall<E> & { headers?: HeadersInit };

type CallArgs<E extends EndpointSpec> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export interface ApiClient {
  /**
   * The endpoint as its declaration says (contract/endpoint.ts): the path built from `params`, the body checked
   * by the compiler, the answer parsed by the declared schema of its status (a file's text for a non-JSON one).
   */
  call<E extends EndpointSpec>(endpoint: E, ...input: CallArgs<E>): Promise<SuccessOf<E>>;
  /** Any call. 204 (and other empty successes) give undefined. */
  request<S extends z.ZodTypeAny | undefined = undefined>(
    path: string,
    options?: ApiRequestOptions<S>,
  ): Promise<Result<S>>;
  /** `POST /auth/token/`: the pair and the user. */
  obtainToken(credentials: TokenObtainRequest): Promise<TokenPairResponse>;
  /** `POST /auth/token/refresh/`. */
  refreshToken(refresh: string): Promise<TokenRefreshResponse>;
  /** `POST /auth/token/blacklist/`. */
  blacklistToken(refresh: string): Promise<void>;
  /** `GET /users/{id}/`: the caller's own account. */
  getUser(userId: string): Promise<User>;
}

/**
 * A failed call: the HTTP status and the parsed error body (or `{detail}` with the raw text or status text), and
 * for a 429 the seconds its `Retry-After` asks to wait (the page says when to try again: ./refusals.server.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`API ${status}: ${"detail" in body && typeof body.detail === "string" ? body.detail : JSON.stringify(body)}`);
    this.name = "ApiError";
  }

  /** The `detail` text of the body, if it has one. */
  get detail(): string | undefined {
    return typeof this.body.detail === "string" ? this.body.detail : undefined;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The HTTP method of a call: the one named, else POST with a body and GET without. */
export function methodOf(
  options: Pick<ApiRequestOptions, "method" | "json" | "formData">,
): NonNullable<ApiRequestOptions["method"]> {
  return options.method ?? (options.json === undefined && options.formData === undefined ? "GET" : "POST");
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, "");

  async function request<S extends z.ZodTypeAny | undefined = undefined>(
    path: string,
    init: ApiRequestOptions<S> = {},
  ): Promise<Result<S>> {
    const url = new URL(base + (path.startsWith("/") ? path : `/${path}`));
    for (const [key, value] of Object.entries(init.query ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
      }
    }
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    if (options.access) headers.set("Authorization", `Bearer ${options.access}`);
    let body: BodyInit | undefined;
    if (init.formData) body = init.formData;
    else if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const method = methodOf(init);
    let response: Response;
    let text: string;
    try {
      // The connection bounds the call (server/api-connection.ts), the body read included: a remote API that
      // sends its headers and then stalls is a timeout too, not a crash of the page.
      response = await options.fetch(new Request(url, { method, headers, body }));
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new ApiError(timedOut ? 504 : 503, { detail: timedOut ? "API timeout" : "API unreachable" });
    }
    if (!response.ok)
      throw new ApiError(response.status, errorBodyOf(text, response.statusText), retryAfterOf(response.headers));
    if (init.raw) return text as Result<S>;
    if (response.status === 204 || text === "") return undefined as Result<S>;
    // A success that is not the contract's JSON (a proxy's HTML page, a truncated body) is a bad gateway, not a
    // crash of this page: 502 goes to the unavailable screen (server/route-failures.ts).
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ApiError(502, { detail: "API answered an unreadable body" });
    }
    if (!init.schema) return json as Result<S>;
    const parsed = init.schema.safeParse(json);
    if (!parsed.success) throw new ApiError(502, { detail: "API answered an unexpected body" });
    return parsed.data as Result<S>;
  }

  const call = callVia(request);
  return {
    call,
    request,
    obtainToken: (credentials) => call(obtainTokenPair, { json: credentials }),
    refreshToken: (refresh) => call(refreshAccessToken, { json: { refresh } }),
    blacklistToken: async (refresh) => {
      await call(blacklistRefreshToken, { json: { refresh } });
    },
    getUser: (userId) => call(getUser, { params: { id: userId } }),
  };
}

/**
 * `call` over a client's `request` (the plain one here, or the session's, which refreshes and retries: the
 * session module builds its `call` with this too).
 */
export function callVia(request: ApiClient["request"]): ApiClient["call"] {
  return async function call<E extends EndpointSpec>(endpoint: E, ...args: CallArgs<E>): Promise<SuccessOf<E>> {
    const input: {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue | readonly QueryValue[]>;
      json?: unknown;
      formData?: FormData;
      headers?: HeadersInit;
    } = args[0] ?? {};
    const path = pathOf(endpoint.path, input.params ?? {});
    const method = endpoint.method.toUpperCase() as NonNullable<ApiRequestOptions["method"]>;
    const successes = Object.entries(endpoint.responses).filter(([status]) => Number(status) < 300);
    const textual = successes.some(([, response]) => response.mediaType !== undefined);
    const text = await request(path, {
      method,
      json: input.json,
      formData: input.formData,
      query: input.query,
      headers: input.headers,
      raw: true,
      // Names the read for the session, which asks a read once a request (a layout's and its page's alike);
      // the text is parsed here, so the schema is not used to read it.
      schema: method === "GET" ? successes[0]?.[1].schema : undefined,
    });
    if (textual) return text as SuccessOf<E>;
    return parseSuccess(endpoint, text as string) as SuccessOf<E>;
  };
}

/** `/jobs/{id}/` with its parameters, each encoded as one path segment. */
function pathOf(template: string, params: Record<string, string | number>): string {
  let path = template;
  for (const name of pathParameterNames(template)) {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: the path parameter ${name} is missing`);
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return path;
}

/**
 * A success as the declaration says it looks: undefined for an empty body, parsed by its schema. An answer that is
 * not the contract's (a proxy's page, a truncated body) is a bad gateway, not a crash of the page: 502 goes to the
 * unavailable screen (server/route-failures.ts).
 */
function parseSuccess(endpoint: EndpointSpec, text: string): unknown {
  if (text === "") return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(502, { detail: "API answered an unreadable body" });
  }
  const schemas = Object.entries(endpoint.responses)
    .filter(([status]) => Number(status) < 300)
    .map(([, response]) => response.schema)
    .filter((schema) => schema !== undefined);
  for (const schema of schemas) {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
  }
  if (schemas.length === 0) return json;
  throw new ApiError(502, { detail: "API answered an unexpected body" });
}

/** `Retry-After` in seconds, as a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterOf(headers: Headers, now = Date.now()): number | null {
  const value = headers.get("Retry-After")?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The API's error body, or `{detail}` holding the raw text (or the status text when there is none). */
function errorBodyOf(text: string, statusText: string): ApiErrorBody {
  try {
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a proxy's HTML page, an empty body.
  }
  return { detail: text.trim() || statusText || "Error" };
}
