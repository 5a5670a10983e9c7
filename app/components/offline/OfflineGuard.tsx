import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { registerServiceWorker } from "~/lib/offline/register";

/**
 * What the full site does about having no connection (docs/ui.md#offline), in one place for every form and link:
 *
 * - It registers the service worker after hydration.
 * - Offline (`navigator.onLine` false), a form's submit is stopped before it leaves, whichever form and however it
 *   posts (a capture listener on window runs before React's and Remix's own), and an alert says, in the page's
 *   language, that sending needs a connection. The fields keep what was typed; nothing is queued or sent later.
 * - Offline, a click on a link of the site loads the page as a document, so the service worker can answer it with
 *   the saved copy or the offline page (a client-side navigation would ask for data it cannot have).
 *
 * The message goes when the connection comes back or the next submit goes ahead.
 */
export function OfflineGuard() {
  const { t } = useTranslation("common");
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    registerServiceWorker();
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) {
        setBlocked(false);
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      setBlocked(true);
    };
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      window.location.assign(url.href);
    };
    const onOnline = () => setBlocked(false);
    window.addEventListener("submit", onSubmit, true);
    window.addEventListener("click", onClick, true);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("submit", onSubmit, true);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("online", onOnline);
    };
  }, []);

  // An alert (an assertive live region) that exists only while it has something to say: inserted, it is announced,
  // and no page carries an empty status region besides the toasts' own.
  return blocked ? (
    <p className="offline-submit offline-submit--fixed" role="alert">
      {t("offline.needsConnection")}
    </p>
  ) : null;
}
