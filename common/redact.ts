/**
 * Secrets that travel in URLs and error texts, masked before anything is logged or sent to Sentry
 * (security.md "Logging and errors": never a password, token or card number). Pure and browser-safe: the
 * server's logger (server/logger.ts) and both Sentry setups (server/sentry.ts, app/lib/monitoring/) use it.
 */

export const REDACTED = "[redacted]";

/**
 * Path segments that follow these words are secrets: activation tokens (`/users/{uuid}/activate/{token}`,
 * design section 7), one-click mail links (`/mail/unsubscribe/{jwt}`, `/api/mail-preferences/{jwt}/`) and the
 * local payment provider's checkout and portal tokens (`/api/payments/local/checkout/{jwt}/`).
 */
const SECRET_PATH_SEGMENT =
  /(\/(?:activate|reset|reset-password|confirm|verify|unsubscribe|mail-preferences)\/|\/payments\/local\/(?:checkout|portal)\/)[^/?#\s"'<>]+/gi;
/**
 * Password reset and e-mail change links carry the account's uuid and then the token (`/reset-password/{uuid}/{token}`,
 * `/api/auth/password-reset/{uuid}/{token}/`, `/email-change/{uuid}/{token}`,
 * `/api/users/email-change/{uuid}/{token}/`): the segment after the uuid is the secret.
 */
const RESET_LINK_TOKEN = /(\/(?:reset-password|password-reset|email-change)\/[^/?#\s"'<>]+\/)[^/?#\s"'<>]+/gi;
/** Query parameters whose values are secrets or personal data. */
const SECRET_QUERY_KEY = /token|code|password|secret|key|session|signature|state|email/i;
/** The same keys inside free text (an error message quoting a URL). */
const SECRET_QUERY_IN_TEXT =
  /((?:^|[?&])[^=&\s#"'<>]*(?:token|code|password|secret|key|session|signature|state|email)[^=&\s#"'<>]*=)[^&#\s"'<>]*/gi;
/** A JWT anywhere (access, refresh, checkout and portal tokens are all JWTs). */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)[\w.~+/-]+=*/gi;
/** Drizzle's failed-query message ends with the query's parameters: e-mails, hashes, token ids. */
const QUERY_PARAMS = /(\nparams: ).*$/s;

/** The URL as it may be logged: secret path segments and query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathPart = (queryStart === -1 ? url : url.slice(0, queryStart))
    .replace(RESET_LINK_TOKEN, `$1${REDACTED}`)
    .replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (queryStart === -1) return pathPart;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  const safe = [...query.entries()].map(([key, value]) =>
    SECRET_QUERY_KEY.test(key)
      ? `${encodeURIComponent(key)}=${REDACTED}`
      : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  return `${pathPart}?${safe.join("&")}`;
}

/** Any text (an error message, a stack, a breadcrumb) with tokens and secret URL parts masked. */
export function redactText(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(RESET_LINK_TOKEN, `$1${REDACTED}`)
    .replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`)
    .replace(SECRET_QUERY_IN_TEXT, `$1${REDACTED}`)
    .replace(QUERY_PARAMS, `$1${REDACTED}`);
}
