/**
 * An image field's own refusals in the forms that upload (docs/profiles-and-companies.md#images): a file over the API's
 * cap is named on its field before anything is sent, in the words of the API's code for it (`refusals:image_too_large`,
 * its limit in the form's values), and the API's answer about a file (400 not an image, 413 too large, both on the
 * field with their codes) goes back on the form like any other field error (app/lib/api/refusals.server.ts). Everything
 * else the worker typed stays. When the upload store is away (the API's 503, issue 21), a form that sent a file says so
 * in its own words: `sentImages` tells it whether it did.
 */
import { IMAGE_UPLOAD } from "#contract/uploads";
import { refusalKey } from "./schema-form";

/** What a submission holds (`readSubmission(...).payload`): a field's value, or its values when it was sent twice. */
type Payload = Readonly<Record<string, unknown>>;

const filesOf = (payload: Payload, field: string): File[] =>
  [payload[field]].flat().filter((value): value is File => value instanceof File);

/** The fields among `fields` whose chosen file is over the cap, with the refusal's key; undefined if none. */
export function oversizedImages(payload: Payload, fields: readonly string[]): Record<string, string[]> | undefined {
  const oversized = fields.filter((field) => filesOf(payload, field).some((file) => file.size > IMAGE_UPLOAD.maxBytes));
  return oversized.length
    ? Object.fromEntries(oversized.map((field) => [field, [refusalKey("image_too_large")]]))
    : undefined;
}

/** Whether any of `fields` carries a chosen file (an empty file input posts a nameless, empty one). */
export function sentImages(payload: Payload, fields: readonly string[]): boolean {
  return fields.some((field) => filesOf(payload, field).some((file) => file.size > 0));
}
