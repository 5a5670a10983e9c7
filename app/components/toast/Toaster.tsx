import { useCallback, useEffect, useReducer, useRef } from "react";
import { useTranslation } from "~/lib/i18n/react";
import type { Toast } from "~/lib/toast";
import { TOAST_HOTKEY, TOAST_REMOVE_DELAY_MS, initialToastState, toastReducer } from "~/lib/toast-state";
import { ToastItem } from "./ToastItem";

/**
 * The toast area. The server renders the loader's toast inside a polite live region, so it shows without
 * JavaScript; with JavaScript the reducer takes over (1 visible, auto-dismiss, swipe, F8 to focus).
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(toastReducer, toast, initialToastState);
  const regionRef = useRef<HTMLElement>(null);
  const removeTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (toast) dispatch({ type: "add", toast });
  }, [toast]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === TOAST_HOTKEY) regionRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    const timers = removeTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id: string) => {
    dispatch({ type: "dismiss", id });
    if (removeTimers.current.has(id)) return;
    const timer = setTimeout(() => {
      removeTimers.current.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS);
    removeTimers.current.set(id, timer);
  }, []);

  return (
    <section
      ref={regionRef}
      className="toast-region"
      aria-label={t("toast.region", { hotkey: TOAST_HOTKEY })}
      tabIndex={-1}
    >
      <div role="status" aria-live="polite">
        {state.toasts
          .filter((entry) => entry.open)
          .map((entry) => (
            <ToastItem key={entry.id} toast={entry} onDismiss={dismiss} />
          ))}
      </div>
    </section>
  );
}
