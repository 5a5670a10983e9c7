/**
 * The unread count of the areas' navigation, kept fresh while a page stays open (docs/conversations.md#read-and-unread).
 * The area's loader gives the count with the page (and again after a form or on leaving a thread); with JavaScript
 * the badge also asks `GET /conversations/unread` (only the count, not the page's loaders) when the tab becomes
 * visible or the window gets the focus again, and every UNREAD_REFRESH_MS while the tab is visible. A hidden tab
 * asks nothing. Without JavaScript the server's count stays as it was rendered.
 */
import { useEffect, useState } from "react";

/** The resource route (app/routes/conversations.unread). */
export const UNREAD_PATH = "/conversations/unread";
/** How often a visible tab asks again. */
export const UNREAD_REFRESH_MS = 60_000;

/** What the resource route answers: the count, or null with a 401 or 502. */
export type UnreadCount = { unread: number | null };

/**
 * The count to show: the loader's (`served`, its data object, so a new load wins even with the same number), or a
 * newer one asked for since.
 */
export function useUnreadCount(served: { unread: number }): number {
  const [fresh, setFresh] = useState<{ from: object; count: number } | null>(null);
  useEffect(() => {
    let inFlight: AbortController | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = () => {
      if (document.visibilityState !== "visible" || inFlight) return;
      const request = (inFlight = new AbortController());
      fetch(UNREAD_PATH, { headers: { Accept: "application/json" }, cache: "no-store", signal: request.signal })
        .then(async (response) => (response.ok ? ((await response.json()) as UnreadCount) : null))
        .then((body) => {
          if (typeof body?.unread === "number") setFresh({ from: served, count: body.unread });
        })
        // Offline, signed out meanwhile, or the page left: the count shown stays.
        .catch(() => undefined)
        .finally(() => {
          if (inFlight === request) inFlight = null;
        });
    };
    const schedule = () => {
      clearInterval(timer);
      timer = document.visibilityState === "visible" ? setInterval(refresh, UNREAD_REFRESH_MS) : undefined;
    };
    const onVisibilityChange = () => {
      schedule();
      refresh();
    };
    document.addEventListener("visibilitychange", onVisibilityChange);
    window.addEventListener("focus", refresh);
    schedule();
    return () => {
      document.removeEventListener("visibilitychange", onVisibilityChange);
      window.removeEventListener("focus", refresh);
      clearInterval(timer);
      inFlight?.abort();
    };
  }, [served]);
  return fresh?.from === served ? fresh.count : served.unread;
}
