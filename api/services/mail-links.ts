/**
 * Every link our mails carry (issue 20): a page of ours on PUBLIC_URL, in the mail's language. The web app reads
 * `?lng=` before its cookie and the browser's `Accept-Language` (app/lib/i18n/detect-locale.ts) and keeps it as the
 * visitor's language, so the page a Greek mail opens (activation, password reset, a job alert, a status change,
 * "stop these e-mails") is Greek whatever the browser it is opened in says, and so are the pages after it. Every
 * mail link is made here, so none can leave its language out.
 */
import type { Language } from "../../contract/enums";

/** `path` (with its own query or `#fragment`, if any) on `publicUrl`, with `lng` set to the mail's language. */
export function mailLink(publicUrl: string, language: Language, path: `/${string}`): string {
  const url = new URL(`${publicUrl.replace(/\/+$/, "")}${path}`);
  url.searchParams.set("lng", language);
  return url.toString();
}
