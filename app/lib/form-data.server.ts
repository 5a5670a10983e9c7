/**
 * The one way an action reads its form. `request.formData()` throws a TypeError for a body that is not a form
 * (no Content-Type, JSON, a multipart body without its boundary), which Remix answers with a 500; a client's
 * mistake is a 400 (issue 8: never a 500 for a client's mistake). eslint.config.js forbids the bare call in app/.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    // eslint-disable-next-line no-restricted-syntax -- the one place that may call it
    return await request.formData();
  } catch {
    throw new Response("The request body is not a form.", { status: 400, statusText: "Bad Request" });
  }
}
