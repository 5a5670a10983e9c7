/**
 * Reading a request through a contract schema. Every failure is an `ApiError` in DRF's shape: 400
 * `{"field": ["message"]}` (nested paths joined with '.', payload-level errors under `non_field_errors`),
 * 400 `{"detail": "JSON parse error - ..."}`, 415 for a body of the wrong type, 413 for one too large.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { coded } from "../../contract/api-errors";
import { apiErrorMap, toFieldErrorBody } from "../../contract/errors";
import { IMAGE_UPLOAD } from "../../contract/uploads";
import { ApiError, detailBody } from "./errors";

export const JSON_BODY_LIMIT = 1024 * 1024;
/**
 * Three 20 MB phone photos plus the form's text fields (contract/uploads.ts, docs/profiles-and-companies.md#images).
 */
export const MULTIPART_BODY_LIMIT = IMAGE_UPLOAD.maxFormBytes;

/** Checks `data` against `schema` with the API's (DRF-worded) messages. */
export function validate<T extends z.ZodTypeAny>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data, { errorMap: apiErrorMap });
  if (!result.success) throw new ApiError(400, toFieldErrorBody(result.error));
  return result.data;
}

/**
 * A JSON body. An empty body counts as `{}` (so missing fields are reported one by one, as DRF does); a
 * non-empty body must say it is JSON, which also keeps cross-site "simple" form posts out.
 */
export async function parseJson<T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.output<T>> {
  const body = await c.req.text();
  if (body.trim() === "") return validate(schema, {});
  const type = mediaType(c);
  if (type !== "application/json" && !type.endsWith("+json")) throw unsupportedMediaType(type);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new ApiError(
      400,
      detailBody(coded("json_parse_error", { reason: error instanceof Error ? error.message : "invalid JSON" })),
    );
  }
  return validate(schema, data);
}

/** The query string; a repeated key becomes a list. */
export function parseQuery<T extends z.ZodTypeAny>(c: Context, schema: T): z.output<T> {
  const entries = Object.entries(c.req.queries()).map(([key, values]) => [
    key,
    values.length === 1 ? values[0] : values,
  ]);
  return validate(schema, Object.fromEntries(entries));
}

/**
 * A multipart or urlencoded body. A repeated key (or one named `key[]`) becomes a list; files stay `File`s for
 * schemas that want them, and `formFiles` reads them too (the parsed form is cached by Hono).
 */
export async function parseForm<T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.output<T>> {
  const form = await readForm(c);
  const fields = new Map<string, FormDataEntryValue | FormDataEntryValue[]>();
  for (const [rawKey, value] of form.entries()) {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey;
    const previous = fields.get(key);
    if (previous === undefined) fields.set(key, rawKey.endsWith("[]") ? [value] : value);
    else fields.set(key, Array.isArray(previous) ? [...previous, value] : [previous, value]);
  }
  // fromEntries defines own properties, so a field named "__proto__" cannot reach any prototype.
  return validate(schema, Object.fromEntries(fields));
}

/** The non-empty files of a form field (a file input left empty still sends an empty part). */
export async function formFiles(c: Context, field: string): Promise<File[]> {
  const form = await readForm(c);
  return [...form.getAll(field), ...form.getAll(`${field}[]`)].filter(
    (value): value is File => typeof value !== "string" && value.size > 0,
  );
}

async function readForm(c: Context): Promise<FormData> {
  const type = mediaType(c);
  if (type !== "multipart/form-data" && type !== "application/x-www-form-urlencoded") {
    throw unsupportedMediaType(type);
  }
  try {
    return await c.req.formData();
  } catch (error) {
    throw new ApiError(
      400,
      detailBody(coded("form_parse_error", { reason: error instanceof Error ? error.message : "invalid form" })),
    );
  }
}

function mediaType(c: Context): string {
  return (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

function unsupportedMediaType(type: string): ApiError {
  return new ApiError(415, detailBody(coded("unsupported_media_type", { media_type: type })));
}

/**
 * Caps request bodies before anything reads them: 1 MB for JSON and everything else, 61 MB for multipart.
 * A declared Content-Length over the cap is refused at once; a body without one (chunked, or none at all on a
 * DELETE) is counted as it arrives and handed on as a buffer.
 *
 * Not hono/body-limit: it rebuilds the request with `new Request(c.req.raw, …)`, and under @hono/node-server
 * (overrideGlobalObjects: false) `c.req.raw` is the adapter's own request object, which undici cannot copy
 * ("Cannot read properties of undefined (reading 'window')", a 500 for every bodyless DELETE or chunked POST).
 * A request is built from its parts instead.
 */
export function limitBodySize(options: { jsonBytes?: number; multipartBytes?: number } = {}): MiddlewareHandler {
  const jsonBytes = options.jsonBytes ?? JSON_BODY_LIMIT;
  const multipartBytes = options.multipartBytes ?? MULTIPART_BODY_LIMIT;
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const maxSize = mediaType(c) === "multipart/form-data" ? multipartBytes : jsonBytes;
    const tooLarge = () => c.json(detailBody(coded("body_too_large")), 413);
    const declared = raw.headers.get("content-length");
    if (declared !== null && !raw.headers.has("transfer-encoding")) {
      return Number(declared) > maxSize ? tooLarge() : next();
    }
    const body = await readAtMost(raw.body, maxSize);
    if (body === undefined) return tooLarge();
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body, signal: raw.signal });
    return next();
  };
}

/** The whole stream as one buffer, or undefined as soon as it passes `maxSize` bytes. */
async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  maxSize: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxSize) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
