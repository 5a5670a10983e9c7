/**
 * How one endpoint of the API is described for its OpenAPI document (and for the contract-wide fuzz test): the
 * request and response shapes are the zod schemas of `contract/`, the same ones the routes validate with, so the
 * document cannot drift from what the API accepts.
 */
import type { z } from "zod";
import type { Role } from "../../contract/enums";
import type { ExampleBody } from "./examples";

export type HttpMethod = "get" | "post" | "patch" | "delete" | "options";

/**
 * Who may call: anyone (`public`); anyone, with more in the answer for a signed-in caller (`optional`, a bad
 * token is still a 401); any signed-in user (`signed-in`); or one role only.
 */
export type EndpointAccess = "public" | "optional" | "signed-in" | Role;

/** One file field of a multipart body. */
export type FilePart = { description: string; multiple?: boolean };

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
  /** Defaults to application/json. */
  mediaType?: string;
};

/** The error answers of `contract/errors.ts`, each with its component in the document. */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 413, 415, 429, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export type Endpoint = {
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
  /**
   * Types of the path parameters where the name does not say it: `id` is an integer, `uuid` a uuid, anything
   * else a string unless given here.
   */
  pathParams?: Record<string, z.ZodTypeAny>;
  /** The query string, one parameter per key. */
  query?: z.AnyZodObject;
  body?: RequestBody;
  /** By status: 200, 201, 204 ... */
  responses: Record<number, ResponseSpec>;
  /**
   * Error answers specific to this endpoint, with what they mean here. The usual ones are added by
   * `errorStatusesOf` (400/413/415 for a body, 401/403 for access, 404 for path parameters).
   */
  errors?: Partial<Record<ErrorStatus, string>>;
};

/** The `{name}`s of a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

/** Every error status an endpoint may answer with, with its own description where the table gives one. */
export function errorStatusesOf(endpoint: Endpoint): Map<ErrorStatus, string | undefined> {
  const statuses = new Map<ErrorStatus, string | undefined>();
  const add = (status: ErrorStatus) => statuses.set(status, endpoint.errors?.[status]);
  if (endpoint.body && endpoint.body.kind !== "raw") [400, 413, 415].forEach((status) => add(status as ErrorStatus));
  if (endpoint.access !== "public") add(401);
  if (endpoint.access === "EMPLOYEE" || endpoint.access === "COMPANY" || endpoint.ownerOnly) add(403);
  if (pathParameterNames(endpoint.path).length > 0) add(404);
  for (const status of Object.keys(endpoint.errors ?? {})) add(Number(status) as ErrorStatus);
  return new Map([...statuses].sort(([a], [b]) => a - b));
}
