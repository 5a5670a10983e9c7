/**
 * Registers the service worker (app/service-worker/sw.js, served at /sw.js; docs/ui.md#offline) once the page has
 * hydrated and loaded. Only the full site runs this: a Lite page has no scripts (docs/ui.md#lite-mode), so it registers nothing.
 * A browser without service workers, or a failed registration (the development server has no /sw.js), leaves the
 * site as it is: online it needs none.
 */
export const SERVICE_WORKER_URL = "/sw.js";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => undefined);
  // After the load event: its install (the offline page in both languages) never competes with the page's own loads.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
