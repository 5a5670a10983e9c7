/**
 * Lite mode (issue 23, docs/ui.md#lite-mode): which of the two ways of showing the site a request gets. Shared by
 * the web tier (the root loader tells every page; `app/lib/lite.server.ts` `isLite`) and the server around it (the
 * guest page cache keys its pages by the mode), so both decide it the same way, here.
 *
 * - The visitor's own choice, the `mode` cookie the footer's switch sets ("lite" or "full"), wins.
 * - Without a choice, `Save-Data: on` (the browser's or the phone's data saver) asks for Lite.
 * - Otherwise the full site.
 *
 * A choice of "full" overrides Save-Data, so the footer can always switch back.
 */

export const DISPLAY_MODES = ["lite", "full"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** The cookie that holds the visitor's choice; a guest page may depend on it (server/page-cache.ts). */
export const MODE_COOKIE = "mode";

export const isDisplayMode = (value: unknown): value is DisplayMode =>
  (DISPLAY_MODES as readonly unknown[]).includes(value);

/** The choice in a Cookie header, or null when there is none (or it is not one of the two). */
export function chosenMode(cookieHeader: string | null | undefined): DisplayMode | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== MODE_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return isDisplayMode(value) ? value : null;
  }
  return null;
}

/** Whether a Save-Data header asks to save data: its token is "on" (RFC draft "Save-Data", any case). */
export function savesData(saveData: string | null | undefined): boolean {
  return /^\s*on\s*(?:;|$)/i.test(saveData ?? "");
}

/** The mode of a request, from its Cookie and Save-Data headers. */
export function displayModeOf(headers: {
  cookie: string | null | undefined;
  saveData: string | null | undefined;
}): DisplayMode {
  return chosenMode(headers.cookie) ?? (savesData(headers.saveData) ? "lite" : "full");
}
