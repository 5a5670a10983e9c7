/**
 * Telling "the database is not there" apart from a bug (security.md "Reliability": database stopped mid-run →
 * 503 with a clear answer, recovery when it returns). A request that fails because PostgreSQL is down,
 * restarting, refusing connections or out of pool slots is not a server error: the client may retry shortly,
 * and load balancers and the web tier read 503 as "try again", not "broken".
 *
 * Errors arrive wrapped (drizzle's DrizzleQueryError keeps the driver's error as `cause`, pg-pool wraps connect
 * timeouts), so the whole `cause` chain is inspected.
 */

/** What the API answers meanwhile; `Retry-After` tells clients when another try makes sense. */
export const DATABASE_UNAVAILABLE_DETAIL = "Service temporarily unavailable. Please try again in a moment.";
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket-level failures reaching the server (node's errno codes, as pg passes them on). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin shutdown (pg_ctl stop),
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or recovering), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** pg and pg-pool raise these without a code; matched on the start of their fixed messages. */
const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Client has encountered a connection error",
  "Client was closed and is not queryable",
  "Query read timeout",
  "Cannot use a pool after calling end on the pool",
];

/** Causes deeper than this are not followed (a cycle cannot loop forever). */
const MAX_DEPTH = 8;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true;
    // AggregateError: node's connect() to "localhost" tries ::1 and 127.0.0.1 and reports both refusals.
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * The innermost cause's code and message ("ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432"), for the log.
 * Not the outer error: drizzle's message carries the query's parameters, which may be what a user typed.
 */
export function unavailableReason(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Error && current.cause instanceof Error; depth += 1) {
    current = current.cause;
  }
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return typeof code === "string" ? `${code}: ${current.message}` : current.message;
}
