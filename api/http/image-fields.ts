/**
 * The image fields of a profile write (`avatar`, `logo`, `cover_image`): the declaration's schema reads the other
 * fields (./route.ts `body()`), this reads what the write asks of each image. In a form, a file replaces the
 * image, an empty file part (a file input left empty) keeps it and an empty text value clears it; in JSON, `null`
 * or `""` clears it. Any other value is DRF's "not a file" error (`not_a_file`): a client cannot point an image
 * field at a path of its choosing.
 */
import type { Context } from "hono";
import { fail } from "../models/errors";

/** What a write asks for one image field. */
export type ImageChange = { action: "keep" } | { action: "clear" } | { action: "replace"; file: File };

function isForm(c: Context): boolean {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
}

/** Each image field's change; read after the body, which the declaration's schema has accepted. */
export async function readImageChanges(
  c: Context,
  imageFields: readonly string[],
): Promise<Record<string, ImageChange>> {
  const images: Record<string, ImageChange> = {};
  if (isForm(c)) {
    const form = await c.req.formData();
    for (const field of imageFields) images[field] = formImageChange(field, form.getAll(field));
    return images;
  }
  const text = await c.req.text();
  // The body has been read as JSON already, so it is empty or a JSON value.
  const raw: unknown = text.trim() === "" ? {} : JSON.parse(text);
  for (const field of imageFields) {
    const value = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[field] : undefined;
    if (value === undefined) images[field] = { action: "keep" };
    else if (value === null || value === "") images[field] = { action: "clear" };
    else throw fail.invalidField(field, "not_a_file");
  }
  return images;
}

function formImageChange(field: string, values: FormDataEntryValue[]): ImageChange {
  const files = values.filter((value): value is File => typeof value !== "string" && value.size > 0);
  const texts = values.filter((value): value is string => typeof value === "string");
  if (texts.some((value) => value !== "") || (texts.length > 0 && files.length > 0)) {
    throw fail.invalidField(field, "not_a_file");
  }
  if (files.length > 1) throw fail.invalidField(field, "one_image");
  if (files.length === 1) return { action: "replace", file: files[0] };
  return texts.length > 0 ? { action: "clear" } : { action: "keep" };
}
