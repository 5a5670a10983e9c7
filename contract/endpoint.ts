/**
 * One declaration per endpoint of the API (docs/api-contract.md): method, path, who may call, path parameters,
 * query, body and answers, with the contract's zod schemas. Everything else is derived from it:
 *
 * - the API route's authentication and validation, and the type its handler must answer with
 *   (api/http/route.ts: `route(createApplication, async ({ body, user }) => ...)`);
 * - the OpenAPI document (api/openapi/document.ts), so it cannot drift from what the routes accept;
 * - the web tier's typed call (app/lib/api/client.server.ts: `api.call(createApplication, { json })`), where a
 *   wrong body, a missing path parameter or a field the answer does not have fails `tsc`.
 *
 * `@hono/zod-openapi`'s `createRoute` is the model; the declaration is our own so that the contract depends on
 * zod alone and can say what that library cannot (an upload form that also takes JSON, the DRF error shapes).
 */
import type { z } from "zod";
import type { Role } from "./enums";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete" | "options";

/**
 * Who may call: anyone (`public`); anyone, with more in the answer for a signed-in caller (`optional`, a bad
 * token is still a 401); any signed-in user (`signed-in`); or one role only (the other role gets 403).
 */
export type EndpointAccess = "public" | "optional" | "signed-in" | Role;

/** One file field of a multipart body. */
export type FilePart = { description: string; multiple?: boolean };

/** One valid request body, shown in the document and mutated by the fuzz test. */
export type ExampleBody = Record<string, unknown>;

export type RequestBody =
  /** JSON; with `alsoForm`, the same fields as an urlencoded or multipart form (the web app's no-JS forms). */
  | { kind: "json"; schema: z.ZodTypeAny; example: ExampleBody; alsoForm?: boolean }
  /**
   * Multipart form: the text fields as `schema` (numbers and lists travel as text), plus the files. With
   * `alsoJson`, the text fields as JSON too, where an image field can only be cleared (null or "").
   */
  | {
      kind: "multipart";
      schema?: z.ZodTypeAny;
      example?: ExampleBody;
      files: Record<string, FilePart>;
      alsoJson?: boolean;
    }
  /** A body read as raw bytes (the Stripe webhook verifies its signature on them). */
  | { kind: "raw"; mediaType: string; description: string };

/** An answer with its own body (successes, and the rare error whose body is not an error shape). */
export type ResponseSpec = {
  description: string;
  /** Absent for an empty body (204). */
  schema?: z.ZodTypeAny;
  /** Defaults to application/json; anything else (a CSV file, an HTML page, a redirect) is read as text. */
  mediaType?: string;
};

/** The error answers of `contract/errors.ts`, each with its component in the document. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * How a path parameter is read. A value that does not fit names no object: 404, never a 400 or a database error.
 * - `integer`: a positive integer in plain decimal without a leading zero, at most `max` (the column's largest).
 * - `uuid`: any case, handed on lower-cased.
 * - `token`: any text; the route checks it.
 */
export type PathParam = { kind: "integer"; max: number } | { kind: "uuid" } | { kind: "token" };

/** The largest value of a PostgreSQL `integer` column: the default bound of an integer id. */
export const LARGEST_INTEGER_ID = 2_147_483_647;
/** Job ids are a `bigint` column; 15 digits is what the API has always accepted (and Number() holds exactly). */
export const JOB_ID_MAX = 999_999_999_999_999;

export const PATH_PARAMS = {
  integerId: { kind: "integer", max: LARGEST_INTEGER_ID },
  jobId: { kind: "integer", max: JOB_ID_MAX },
  uuid: { kind: "uuid" },
  token: { kind: "token" },
} as const satisfies Record<string, PathParam>;

export interface EndpointSpec {
  method: HttpMethod;
  /** Relative to /api, with `{name}` path parameters and the trailing slash: `/jobs/{id}/`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  access: EndpointAccess;
  /** Only the owner of the object (its employee or company) may call it; others get 403 or 404. */
  ownerOnly?: boolean;
  /** How each path parameter is read where its name does not say it (`id`: integer id, `uuid`: uuid, else token). */
  pathParams?: Record<string, PathParam>;
  /** The query string, one parameter per key. */
  query?: z.AnyZodObject;
  /**
   * Invalid query values are ignored rather than refused (the job filters: a shared link with a stale filter
   * still lists jobs); the route reads the query itself, and `query` only describes it.
   */
  lenientQuery?: boolean;
  body?: RequestBody;
  /** By status: 200, 201, 204 ... */
  responses: Record<number, ResponseSpec>;
  /**
   * Error answers specific to this endpoint, with what they mean here. The usual ones are added by
   * `errorStatusesOf` (400/413/415 for a body, 401/403 for access, 404 for path parameters).
   */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** Declares an endpoint, keeping every literal (method, path, statuses) for the types below. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** The `{name}`s of a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

/** How the parameter `name` of `spec` is read: the declaration's own, else by its name. */
export function pathParamOf(spec: Pick<EndpointSpec, "pathParams">, name: string): PathParam {
  const given = spec.pathParams?.[name];
  if (given) return given;
  if (name === "id") return PATH_PARAMS.integerId;
  if (name === "uuid") return PATH_PARAMS.uuid;
  return PATH_PARAMS.token;
}

const DECIMAL_WITHOUT_LEADING_ZERO = /^[1-9][0-9]*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path segment read as `param` says, or undefined when it names nothing. The length is checked first, so a
 * thousand digits are refused without being converted, and whatever passes is read by Number() exactly.
 */
export function readPathParam(param: PathParam, raw: string): string | number | undefined {
  switch (param.kind) {
    case "integer": {
      if (raw.length > String(param.max).length || !DECIMAL_WITHOUT_LEADING_ZERO.test(raw)) return undefined;
      const id = Number(raw);
      return id <= param.max ? id : undefined;
    }
    case "uuid":
      return UUID_PATTERN.test(raw) ? raw.toLowerCase() : undefined;
    case "token":
      return raw;
  }
}

/** Every error status an endpoint may answer with, with its own description where the declaration gives one. */
export function errorStatusesOf(spec: EndpointSpec): Map<ErrorStatus, string | undefined> {
  const statuses = new Map<ErrorStatus, string | undefined>();
  const add = (status: ErrorStatus) => statuses.set(status, spec.errors?.[status]);
  if (spec.body && spec.body.kind !== "raw") ([400, 413, 415] as const).forEach(add);
  if (spec.access !== "public") add(401);
  if (spec.access === "EMPLOYEE" || spec.access === "COMPANY" || spec.ownerOnly) add(403);
  if (pathParameterNames(spec.path).length > 0) add(404);
  for (const status of Object.keys(spec.errors ?? {})) add(Number(status) as ErrorStatus);
  return new Map([...statuses].sort(([a], [b]) => a - b));
}

// ---- Types derived from a declaration ----

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

type ParamValue<E extends EndpointSpec, Name extends string> =
  E["pathParams"] extends Record<Name, infer Given>
    ? Given extends { kind: "integer" }
      ? number
      : string
    : Name extends "id"
      ? number
      : string;

/** The path parameters as a route reads them (integers as numbers, uuids lower-cased). */
export type PathParamsOf<E extends EndpointSpec> = { [Name in ParamNames<E["path"]>]: ParamValue<E, Name> };

/** Whether the path has parameters. */
export type HasPathParams<E extends EndpointSpec> = [ParamNames<E["path"]>] extends [never] ? false : true;

/** The query as a client writes it, and as a route reads it. */
export type QueryInputOf<E extends EndpointSpec> = E["query"] extends z.ZodTypeAny ? z.input<E["query"]> : never;
export type QueryOf<E extends EndpointSpec> = E["lenientQuery"] extends true
  ? Record<string, never>
  : E["query"] extends z.ZodTypeAny
    ? z.output<E["query"]>
    : Record<string, never>;

type BodySchemaOf<E extends EndpointSpec> = E["body"] extends { schema: infer S extends z.ZodTypeAny } ? S : never;

/**
 * The JSON body a client sends (never for a multipart-only or raw body): the schema's output, the values as they
 * are once read. Its input type says little where a field is cleaned first (a preprocessed field takes `unknown`),
 * and a typed client sends clean values.
 */
export type JsonBodyOf<E extends EndpointSpec> = E["body"] extends { kind: "json" }
  ? z.output<BodySchemaOf<E>>
  : E["body"] extends { kind: "multipart"; alsoJson: true }
    ? z.output<BodySchemaOf<E>> & { [File in keyof E["body"]["files"]]?: null | "" }
    : never;

/** The body as a route reads it, after validation. */
export type BodyOf<E extends EndpointSpec> = [BodySchemaOf<E>] extends [never] ? undefined : z.output<BodySchemaOf<E>>;

type SuccessStatuses<E extends EndpointSpec> = Extract<keyof E["responses"], 200 | 201 | 202 | 204>;

type BodyOfResponse<R> = R extends { mediaType: string }
  ? string
  : R extends { schema: infer S extends z.ZodTypeAny }
    ? z.output<S>
    : undefined;

/** What a successful call gives the client: the parsed body of a 2xx (undefined for a 204, text for a file). */
export type SuccessOf<E extends EndpointSpec> = {
  [Status in SuccessStatuses<E>]: BodyOfResponse<E["responses"][Status]>;
}[SuccessStatuses<E>];

type ReplyOfResponse<R> = R extends { mediaType: string }
  ? never
  : R extends { schema: infer S extends z.ZodTypeAny }
    ? z.input<S>
    : void;

/** What a route may answer with besides a Response of its own: the body of its one 2xx JSON answer. */
export type ReplyOf<E extends EndpointSpec> = {
  [Status in SuccessStatuses<E>]: ReplyOfResponse<E["responses"][Status]>;
}[SuccessStatuses<E>];
