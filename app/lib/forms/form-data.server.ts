import { IMAGE_UPLOAD } from "#contract/uploads";

/**
 * The one way an action reads its form. `request.formData()` throws a TypeError for a body that is not a form
 * (no Content-Type, JSON, a multipart body without its boundary), which Remix answers with a 500; a client's
 * mistake is a 400 (issue 8: never a 500 for a client's mistake). eslint.config.js forbids the bare call in app/.
 *
 * The body is bounded as the API bounds it (docs/profiles-and-companies.md#images): a multipart form to three full-size
 * photos and its text (`IMAGE_UPLOAD.maxFormBytes`), any other form to 1 MB; a larger one is a 413, counted as it
 * arrives (a chunked body declares no length), so no request can make the web tier buffer more. A file within the
 * body but over the per-image cap is kept here: the action names it on its own field (./forms/image-fields.server.ts).
 */
export async function readFormData(request: Request): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  const limit =
    contentType.split(";")[0].trim().toLowerCase() === "multipart/form-data"
      ? IMAGE_UPLOAD.maxFormBytes
      : TEXT_FORM_BYTES;
  if (Number(request.headers.get("Content-Length")) > limit) throw tooLarge();
  let exceeded = false;
  let size = 0;
  const body = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= limit) return controller.enqueue(chunk);
        exceeded = true;
        controller.error(new RangeError("form body over its limit"));
      },
    }),
  );
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one place that may call it
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    if (exceeded) throw tooLarge();
    throw new Response("The request body is not a form.", { status: 400, statusText: "Bad Request" });
  }
}

/** A form without files: far more text than any of ours holds. */
const TEXT_FORM_BYTES = 1024 * 1024;

function tooLarge(): Response {
  return new Response("The request body is too large.", { status: 413, statusText: "Payload Too Large" });
}
