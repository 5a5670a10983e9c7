/**
 * An API route from its declaration (contract/endpoint.ts; docs/api-contract.md): the declaration says the
 * method, the path, who may call and the shapes; this mounts it on Hono with the authentication its `access`
 * asks for, reads the path parameters (one that names nothing is a 404), the query and the body through the
 * declared schemas (DRF's 400/413/415), and answers the handler's result as the declared success.
 *
 *   export const workExperienceRoutes = (deps: ApiDeps) => [
 *     route(createWorkExperience, async ({ user, body }) => {
 *       const data = await body();            // validated by the declaration's schema
 *       return serializeWorkExperience(await addExperience(deps.db, user.id, data)); // must fit its 201 schema
 *     }),
 *   ];
 *
 * The body is read when the handler asks for it (`await body()`), so a route checks what the caller may do
 * before it says what is wrong with what they sent, as DRF does.
 */
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  pathParameterNames,
  pathParamOf,
  readPathParam,
  type BodyOf,
  type EndpointAccess,
  type EndpointSpec,
  type PathParamsOf,
  type QueryOf,
  type ReplyOf,
} from "../../contract/endpoint";
import type { ApiDeps } from "../deps";
import type { AuthUser } from "./auth";
import { notFound } from "./errors";
import { parseForm, parseJson, parseQuery } from "./validate";

/** The caller as the access of the declaration leaves it: always there, maybe there, or never asked for. */
export type CallerOf<Access extends EndpointAccess> = Access extends "public"
  ? undefined
  : Access extends "optional"
    ? AuthUser | undefined
    : AuthUser;

export interface RouteInput<E extends EndpointSpec> {
  c: Context;
  user: CallerOf<E["access"]>;
  params: PathParamsOf<E>;
  query: QueryOf<E>;
  /** The body, validated by the declaration's schema; read on the first call. */
  body: () => Promise<BodyOf<E>>;
}

/** A success other than the declaration's first, with its status (both checked against the declaration). */
export class Reply<E extends EndpointSpec = EndpointSpec> {
  constructor(
    readonly status: Extract<keyof E["responses"], number>,
    readonly body: ReplyOf<E>,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type RouteHandler<E extends EndpointSpec> = (input: RouteInput<E>) => Promise<ReplyOf<E> | Reply<E> | Response>;

export interface RouteDefinition {
  endpoint: EndpointSpec;
  handler: (input: RouteInput<EndpointSpec>) => Promise<unknown>;
}

/** A route of `endpoint`, answered by `handler`. */
export function route<const E extends EndpointSpec>(endpoint: E, handler: RouteHandler<E>): RouteDefinition {
  return { endpoint, handler: handler as unknown as RouteDefinition["handler"] };
}

/** `/jobs/{id}/` as Hono writes it: `/jobs/:id/`. */
export function honoPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ":$1");
}

/** The routes on one Hono app, each behind the authentication its declaration asks for. */
export function mountRoutes(deps: Pick<ApiDeps, "auth">, definitions: readonly RouteDefinition[]): Hono {
  const app = new Hono();
  for (const { endpoint, handler } of definitions) {
    const guard = guardOf(deps.auth, endpoint.access);
    const answer = async (c: Context) => {
      const input = {
        c,
        user: c.get("user") as AuthUser,
        params: readParams(c, endpoint),
        query: endpoint.query && !endpoint.lenientQuery ? parseQuery(c, endpoint.query) : {},
        body: onceOnly(() => readBody(c, endpoint)),
      } as RouteInput<EndpointSpec>;
      const result = await handler(input);
      return respond(c, endpoint, result);
    };
    const path = honoPath(endpoint.path);
    const method = endpoint.method.toUpperCase();
    if (guard) app.on(method, [path], guard, answer);
    else app.on(method, [path], answer);
  }
  return app;
}

function guardOf(auth: ApiDeps["auth"], access: EndpointAccess): MiddlewareHandler | undefined {
  switch (access) {
    case "public":
      return undefined;
    case "optional":
      return auth.optionalAuth as MiddlewareHandler;
    case "signed-in":
      return auth.requireAuth as MiddlewareHandler;
    default:
      return auth.requireRole(access) as MiddlewareHandler;
  }
}

function readParams(c: Context, endpoint: EndpointSpec): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of pathParameterNames(endpoint.path)) {
    const value = readPathParam(pathParamOf(endpoint, name), c.req.param(name) ?? "");
    if (value === undefined) throw notFound();
    params[name] = value;
  }
  return params;
}

function isForm(c: Context): boolean {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

async function readBody(c: Context, endpoint: EndpointSpec): Promise<unknown> {
  const body = endpoint.body;
  if (!body || body.kind === "raw") return undefined;
  if (body.kind === "json") {
    return body.alsoForm && isForm(c) ? parseForm(c, body.schema) : parseJson(c, body.schema);
  }
  if (!body.schema) return undefined;
  return body.alsoJson && !isForm(c) ? parseJson(c, body.schema) : parseForm(c, body.schema);
}

function onceOnly<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** The handler's result as the answer: a body goes out with the declaration's first success status. */
function respond(c: Context, endpoint: EndpointSpec, result: unknown): Response {
  if (result instanceof Response) return result;
  if (result instanceof Reply) {
    const status = result.status as ContentfulStatusCode;
    return result.body === undefined
      ? c.body(null, status as 204, result.headers)
      : c.json(result.body, status, result.headers);
  }
  const status = firstSuccessStatus(endpoint);
  if (result === undefined) return c.body(null, status as 204);
  return c.json(result, status as ContentfulStatusCode);
}

function firstSuccessStatus(endpoint: EndpointSpec): number {
  const statuses = Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b);
  const [first] = statuses;
  if (first === undefined) throw new Error(`${endpoint.operationId} declares no success`);
  return first;
}
