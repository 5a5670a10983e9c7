/**
 * The error answers of `contract/errors.ts` as `components.responses`, one per status (design section 7,
 * security.md): 400 field errors or a detail, 401 with its `code`, and `{"detail"}` for everything else.
 */
import { ERROR_DETAILS } from "../../contract/errors";
import { IMAGE_UPLOAD, MB } from "../../contract/uploads";
import type { ErrorStatus } from "../../contract/endpoint";
import { schemaRef, type JsonObject } from "./json-schema";

const RESPONSE_NAMES: Record<ErrorStatus, string> = {
  400: "BadRequest",
  401: "NotAuthenticated",
  403: "PermissionDenied",
  404: "NotFound",
  409: "Conflict",
  413: "PayloadTooLarge",
  415: "UnsupportedMediaType",
  429: "Throttled",
  503: "ServiceUnavailable",
};

const json = (schema: JsonObject) => ({ "application/json": { schema } });
const detail = (description: string): JsonObject => ({ description, content: json(schemaRef("DetailError")) });

export function errorResponseComponents(): Record<string, JsonObject> {
  const responses: Record<ErrorStatus, JsonObject> = {
    400: {
      description:
        'Invalid input: `{"field": ["message"]}` (payload-wide ones under `non_field_errors`), or a `detail`.',
      content: json({ anyOf: [schemaRef("FieldErrors"), schemaRef("DetailError")] }),
    },
    401: {
      description:
        `No credentials ("${ERROR_DETAILS.notAuthenticated}", code \`not_authenticated\`) or a bad or expired token ` +
        `(code \`token_not_valid\`). The sign-in endpoints answer a failed sign-in with code \`no_active_account\`.`,
      headers: { "WWW-Authenticate": { description: '`Bearer realm="api"`', schema: { type: "string" } } },
      content: json({ anyOf: [schemaRef("AuthError"), schemaRef("DetailError")] }),
    },
    403: detail(`Not allowed for this caller ("${ERROR_DETAILS.permissionDenied}" unless said otherwise).`),
    404: detail(`No such object, or not one the caller may see ("${ERROR_DETAILS.notFound}").`),
    409: detail("What the request would make exists already (a second review of a season, a second reply)."),
    413: detail(
      `The body is over 1 MB (${Math.floor(IMAGE_UPLOAD.maxFormBytes / MB)} MB for multipart, "${ERROR_DETAILS.bodyTooLarge}"), ` +
        `or a file over ${IMAGE_UPLOAD.maxBytes / MB} MB (on its field).`,
    ),
    415: detail("The body is not of the type the endpoint reads (JSON, or a multipart form)."),
    429: {
      ...detail("Too many requests; try again after `Retry-After` seconds."),
      headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer", minimum: 0 } } },
    },
    503: detail("A service the API depends on did not answer; try again later."),
  };
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [RESPONSE_NAMES[Number(status) as ErrorStatus], response]),
  );
}

/** An operation's reference to the error answer, with what it means there when the table says. */
export function errorResponseRef(status: ErrorStatus, description: string | undefined): JsonObject {
  const ref: JsonObject = { $ref: `#/components/responses/${RESPONSE_NAMES[status]}` };
  if (description) ref.description = description;
  return ref;
}
