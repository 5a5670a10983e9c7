import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/lib/toast";
import { TOAST_DURATION_MS, isDismissingSwipe } from "~/lib/toast-state";

/**
 * One toast. Closes itself after TOAST_DURATION_MS (paused while hovered or focused), on its close button,
 * or when swiped right past the threshold. Before JavaScript runs (or without it) the close control is a link
 * to this same page: the root loader has already dropped the flash, so the page comes back without it.
 */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onDismiss]);

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as Element).closest("button")) return;
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  }
  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  }
  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setOffset(0);
    if (event.type === "pointerup" && isDismissingSwipe(delta)) onDismiss(toast.id);
  }

  return (
    <div
      className={`toast toast--${toast.type}`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description ? <p className="toast__description">{toast.description}</p> : null}
      </div>
      {hydrated ? (
        <button
          type="button"
          className="toast__close"
          aria-label={t("toast.close")}
          onClick={() => onDismiss(toast.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : (
        <a href={pathname + search} className="toast__close" aria-label={t("toast.close")}>
          <span aria-hidden="true">×</span>
        </a>
      )}
    </div>
  );
}
