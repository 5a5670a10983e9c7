/**
 * Everything sent to Sentry, from the server and from the browser, goes through here first (beforeSend,
 * beforeSendTransaction, beforeBreadcrumb, replay events and recordings): no cookie, credential, token or password leaves, and request bodies
 * are not sent at all (a form posts the password). Personal data otherwise stays on (spec section 9).
 */
import { REDACTED, redactText } from "./redact";

/** Keys whose values are never sent, wherever they sit in an event (headers, breadcrumb data, contexts). */
const SECRET_KEY =
  /^(cookies?|set-cookie|authorization|proxy-authorization|access|refresh|password|repeat_password|confirm_password|token|[\w-]*[_-]token|client_secret|secret)$/i;
/** Deep enough for a replay's DOM snapshot; a bound all the same. */
const MAX_DEPTH = 64;

/** A copy of `value` with secret keys masked and every string passed through `redactText`. */
export function scrub<T>(value: T): T {
  return scrubValue(value, 0) as T;
}

/** An event or transaction as it may be sent: scrubbed, without the request's body and cookies. */
export function scrubEvent<E extends { request?: object }>(event: E): E {
  const scrubbed = scrub(event);
  if (scrubbed.request) {
    const { data: _body, cookies: _cookies, ...request } = scrubbed.request as Record<string, unknown>;
    return { ...scrubbed, request };
  }
  return scrubbed;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactText(value);
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Only plain objects are copied; class instances (a Date, an Error the SDK still needs) are left as they are.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? REDACTED : scrubValue(item, depth + 1)]),
  );
}
