/**
 * Reading a body without images as a form (multipart or urlencoded) or as JSON, for the routes not yet mounted
 * from their declarations (settings, mail preferences), whose bodies api/http/route.ts reads otherwise. The
 * profile endpoints' image fields: api/http/image-fields.ts.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { parseForm, parseJson } from "../http/validate";

function isForm(c: Context): boolean {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

/** A body without images: multipart or urlencoded as a form, anything else as JSON. */
export function readBody<T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.output<T>> {
  return isForm(c) ? parseForm(c, schema) : parseJson(c, schema);
}
