/**
 * A signal that aborts after `timeoutMs`, for calls to a server that may hang (the remote API, Google, Facebook).
 *
 * Not AbortSignal.timeout(): on Node 20 a timeout signal that is only a source of AbortSignal.any(), or only
 * followed by a Request or a response body, is held weakly; a garbage collection during the wait clears its timer
 * and the call then waits for ever (nodejs/node#57736, nodejs/undici#4068;
 * docs/operations.md#a-remote-api-and-its-deadline). This timer's closure holds the controller until it fires.
 */
export function startDeadline(timeoutMs: number, message: string): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException(message, "TimeoutError")), timeoutMs).unref();
  return controller.signal;
}

/**
 * `work` (reading a response body), or a rejection with the deadline's reason once it passes. undici cuts a body
 * off at the abort only while it still holds the request, which a garbage collection may have taken by then.
 */
export function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) return Promise.reject(deadline.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    deadline.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", onAbort));
  });
}
