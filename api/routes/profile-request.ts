/**
 * Reading the bodies of the profile endpoints: multipart (the web form, which carries images) or JSON (other
 * clients). Image fields are read here, the rest through the contract. Path ids: api/http/path-ids.ts.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { UPLOAD_MESSAGES } from "../../contract/uploads";
import { badRequest } from "../http/errors";
import { parseForm, parseJson } from "../http/validate";

/** What a write asks for one image field. */
export type ImageChange = { action: "keep" } | { action: "clear" } | { action: "replace"; file: File };

function isForm(c: Context): boolean {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

/** A body without images: multipart or urlencoded as a form, anything else as JSON. */
export function readBody<T extends z.ZodTypeAny>(c: Context, schema: T): Promise<z.output<T>> {
  return isForm(c) ? parseForm(c, schema) : parseJson(c, schema);
}

/**
 * A profile body and its image fields. In a form, a file replaces the image, an empty file part (a file input
 * left empty) keeps it and an empty text value clears it; in JSON, `null` or `""` clears it. Any other value is
 * DRF's "not a file" error: a client cannot point an image field at a path of its choosing.
 */
export async function readProfileBody<T extends z.ZodTypeAny>(
  c: Context,
  schema: T,
  imageFields: readonly string[],
): Promise<{ data: z.output<T>; images: Record<string, ImageChange> }> {
  const data = await readBody(c, schema);
  const images: Record<string, ImageChange> = {};
  if (isForm(c)) {
    const form = await c.req.formData();
    for (const field of imageFields) images[field] = formImageChange(field, form.getAll(field));
  } else {
    const text = await c.req.text();
    // parseJson has accepted the body, so it is empty or a JSON value.
    const raw: unknown = text.trim() === "" ? {} : JSON.parse(text);
    for (const field of imageFields) {
      const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[field] : undefined;
      if (value === undefined) images[field] = { action: "keep" };
      else if (value === null || value === "") images[field] = { action: "clear" };
      else throw badRequest({ [field]: [UPLOAD_MESSAGES.notAFile] });
    }
  }
  return { data, images };
}

function formImageChange(field: string, values: FormDataEntryValue[]): ImageChange {
  const files = values.filter((value): value is File => typeof value !== "string" && value.size > 0);
  const texts = values.filter((value): value is string => typeof value === "string");
  if (texts.some((value) => value !== "") || (texts.length > 0 && files.length > 0)) {
    throw badRequest({ [field]: [UPLOAD_MESSAGES.notAFile] });
  }
  if (files.length > 1) throw badRequest({ [field]: [UPLOAD_MESSAGES.oneFile] });
  if (files.length === 1) return { action: "replace", file: files[0] };
  return texts.length > 0 ? { action: "clear" } : { action: "keep" };
}
