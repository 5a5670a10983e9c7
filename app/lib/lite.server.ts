/**
 * Lite mode on the server (docs/ui.md#lite-mode): `isLite(request)` is the one question every server part asks
 * (the root loader hands the answer to every page, which reads it with `useLite()` from ./lite.ts), and
 * `modeCookie` is what the footer's switch (app/routes/display-mode) sets. The rule itself is
 * common/display-mode.ts's, shared with the guest page cache.
 */
import { displayModeOf, MODE_COOKIE, type DisplayMode } from "../../common/display-mode";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Whether this request gets the Lite pages: its cookie says "lite", or it has no choice and sends Save-Data: on. */
export function isLite(request: Request): boolean {
  return (
    displayModeOf({ cookie: request.headers.get("Cookie"), saveData: request.headers.get("Save-Data") }) === "lite"
  );
}

/** The Set-Cookie of a choice: a bare value, readable by the page cache as by the loader; a year, like the language. */
export function modeCookie(mode: DisplayMode): string {
  return `${MODE_COOKIE}=${mode}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly`;
}
