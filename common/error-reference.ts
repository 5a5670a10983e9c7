/**
 * The reference on an error screen (docs/errors.md#unexpected-errors-and-their-reference): a server error's answer
 * carries the request id as `reference` in its body, the error boundary shows it, and support finds the one log line
 * (and the Sentry event) with that id. The same id is the response's X-Request-Id.
 */

const SERVER_ERROR_DETAIL = "A server error occurred.";

/** The error response to throw (from a loader, an action or the document render) in place of a failure. */
export function referencedErrorResponse(
  status: number,
  reference: string,
  detail = SERVER_ERROR_DETAIL,
  headers?: HeadersInit,
): Response {
  const init = new Headers(headers);
  init.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify({ detail, reference }), { status, headers: init });
}

/** The reference of an error response thrown as above (`useRouteError()`), or undefined. */
export function referenceOf(error: { data?: unknown }): string | undefined {
  const data = error.data;
  if (typeof data !== "object" || data === null || !("reference" in data)) return undefined;
  return typeof data.reference === "string" ? data.reference : undefined;
}
