/**
 * The OpenAPI 3.1 document of the API (`GET /api/schema/`), built from the endpoint table and the contract's
 * zod schemas, so what it says is what the routes validate.
 */
import { z } from "zod";
import { ROLES, type Role } from "../../contract/enums";
import { IMAGE_UPLOAD } from "../../contract/uploads";
import {
  errorStatusesOf,
  pathParameterNames,
  pathParamOf,
  type EndpointSpec as Endpoint,
  type HttpMethod,
  type RequestBody,
} from "../../contract/endpoint";
import { apiEndpoints, type EndpointOptions } from "../../contract/endpoints";
import { errorResponseComponents, errorResponseRef } from "./error-responses";
import { componentSchemas, jsonSchemaOf, propertiesOf, type JsonObject } from "./json-schema";

export type OpenApiDocument = {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Partial<Record<HttpMethod, JsonObject>>>;
  components: {
    schemas: Record<string, JsonObject>;
    responses: Record<string, JsonObject>;
    securitySchemes: Record<string, JsonObject>;
  };
};

const JSON_TYPE = "application/json";
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const IMAGE_TYPES = IMAGE_UPLOAD.mediaTypes.join(", ");

/** Bumped when the contract changes in a way a client must know about. */
export const API_VERSION = "1.0.0";
const BEARER = "bearerAuth";

export function buildApiDocument(options: EndpointOptions): OpenApiDocument {
  const endpoints = apiEndpoints(options);
  const paths: OpenApiDocument["paths"] = {};
  for (const endpoint of endpoints) {
    const operations = (paths[endpoint.path] ??= {});
    operations[endpoint.method] = operationOf(endpoint);
  }
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Seasonal jobs API",
      version: API_VERSION,
      description:
        "The REST API of the seasonal job marketplace: JSON unless a body carries images (multipart), trailing " +
        "slashes, JWT bearer authentication (`Authorization: Bearer <access>`, never cookies), cursor paging, " +
        'errors as `{"field": ["message"]}` or `{"detail": "..."}`.',
    },
    servers: [{ url: "/api", description: "This server" }],
    tags,
    paths,
    components: {
      schemas: componentSchemas(),
      responses: errorResponseComponents(),
      securitySchemes: {
        [BEARER]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "The access token of `POST /auth/token/` (60 minutes); renew it with `POST /auth/token/refresh/`.",
        },
      },
    },
  };
}

function operationOf(endpoint: Endpoint): JsonObject {
  const operation: JsonObject = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
  };
  const description = [endpoint.description, accessNote(endpoint)].filter(Boolean).join("\n\n");
  if (description) operation.description = description;
  const parameters = [...pathParametersOf(endpoint), ...queryParametersOf(endpoint)];
  if (parameters.length > 0) operation.parameters = parameters;
  if (endpoint.body) operation.requestBody = requestBodyOf(endpoint.body);
  operation.responses = responsesOf(endpoint);
  if (endpoint.access === "optional") operation.security = [{}, { [BEARER]: [] }];
  else if (endpoint.access !== "public") operation.security = [{ [BEARER]: [] }];
  if (isRole(endpoint.access)) operation["x-required-role"] = endpoint.access;
  return operation;
}

function isRole(access: Endpoint["access"]): access is Role {
  return (ROLES as readonly string[]).includes(access);
}

function accessNote(endpoint: Endpoint): string {
  const owner = endpoint.ownerOnly ? " Only for the owner of the object; anyone else gets 403 or 404." : "";
  switch (endpoint.access) {
    case "public":
      return "";
    case "optional":
      return `Open to guests; a signed-in caller sees more.${owner}`;
    case "signed-in":
      return `Requires a signed-in user.${owner}`;
    default:
      return `Requires a signed-in ${endpoint.access} account.${owner}`;
  }
}

/** `id` names an integer key, `uuid` a uuid, anything else a text; the declaration says where it differs. */
function pathParameterSchema(endpoint: Endpoint, name: string): z.ZodTypeAny {
  const param = pathParamOf(endpoint, name);
  if (param.kind === "integer") return z.number().int().positive();
  if (param.kind === "uuid") return z.string().uuid();
  return z.string();
}

function pathParametersOf(endpoint: Endpoint): JsonObject[] {
  return pathParameterNames(endpoint.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: jsonSchemaOf(pathParameterSchema(endpoint, name)),
  }));
}

function queryParametersOf(endpoint: Endpoint): JsonObject[] {
  if (!endpoint.query) return [];
  return propertiesOf(endpoint.query).map(({ name, schema, required }) => {
    const parameter: JsonObject = { name, in: "query", required, schema };
    // A list travels as repeated keys: `employment_type=FULL_TIME&employment_type=PART_TIME`.
    if (schema.type === "array") Object.assign(parameter, { style: "form", explode: true });
    return parameter;
  });
}

function requestBodyOf(body: RequestBody): JsonObject {
  if (body.kind === "raw") {
    return {
      required: true,
      description: body.description,
      content: { [body.mediaType]: { schema: { type: "object" } } },
    };
  }
  if (body.kind === "json") {
    const media = { schema: jsonSchemaOf(body.schema), example: body.example };
    const forms = body.alsoForm ? { [FORM]: media, [MULTIPART]: media } : {};
    return { required: true, content: { [JSON_TYPE]: media, ...forms } };
  }
  const withFields = (files: JsonObject): JsonObject =>
    body.schema ? { allOf: [jsonSchemaOf(body.schema), files] } : files;
  const file = (description: string): JsonObject => ({
    type: "string",
    contentMediaType: "application/octet-stream",
    description,
  });
  const fileProperties = Object.fromEntries(
    Object.entries(body.files).map(([name, part]) => [
      name,
      part.multiple ? { type: "array", items: file(part.description), minItems: 1 } : file(part.description),
    ]),
  );
  const encoding = Object.fromEntries(Object.keys(body.files).map((name) => [name, { contentType: IMAGE_TYPES }]));
  const content: JsonObject = {
    [MULTIPART]: {
      schema: withFields({ type: "object", properties: fileProperties }),
      encoding,
      example: body.example,
    },
  };
  if (body.alsoJson) {
    // JSON cannot carry a file: an image field there may only clear the image.
    const clearOnly = Object.fromEntries(Object.keys(body.files).map((name) => [name, { enum: [null, ""] }]));
    content[JSON_TYPE] = { schema: withFields({ type: "object", properties: clearOnly }), example: body.example };
  }
  return { required: true, content };
}

function responsesOf(endpoint: Endpoint): JsonObject {
  const responses: JsonObject = {};
  for (const [status, response] of Object.entries(endpoint.responses)) {
    responses[status] = response.schema
      ? {
          description: response.description,
          content: { [response.mediaType ?? JSON_TYPE]: { schema: jsonSchemaOf(response.schema) } },
        }
      : { description: response.description };
  }
  for (const [status, description] of errorStatusesOf(endpoint)) {
    // An answer with its own body (health's 503) is already there.
    responses[String(status)] ??= errorResponseRef(status, description);
  }
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)));
}
