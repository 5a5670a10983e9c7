/**
 * An image field's own refusals in the forms that upload (decision 179): a file over the API's cap is named on its
 * field before anything is sent, and the API's answer about a file (400 not an image, 413 too large, both
 * `{field: [message]}`) goes back on the form like any other field error. Everything else the worker typed stays.
 */
import { IMAGE_UPLOAD, UPLOAD_MESSAGES } from "#contract/uploads";
import { isApiError, type ApiError } from "~/lib/api/client.server";

/** The fields among `fields` whose chosen file is over the cap, with the contract's message; undefined if none. */
export function oversizedImages(formData: FormData, fields: readonly string[]): Record<string, string[]> | undefined {
  const oversized = fields.filter((field) => formData.getAll(field).some((value) => value instanceof File && value.size > IMAGE_UPLOAD.maxBytes));
  return oversized.length ? Object.fromEntries(oversized.map((field) => [field, [UPLOAD_MESSAGES.tooLarge]])) : undefined;
}

/** An API refusal whose body names the form's fields: a 400, or the 413 of a file over the cap. */
export function isFieldRefusal(error: unknown): error is ApiError {
  return isApiError(error, 400) || isApiError(error, 413);
}
