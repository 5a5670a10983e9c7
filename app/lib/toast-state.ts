import type { Toast } from "./toast";

/** Toast behaviour constants of spec section 9. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = "F8";

/** A toast in the area; `open: false` means dismissed (hidden) but not yet removed. */
export interface ToastEntry extends Toast {
  open: boolean;
}

export interface ToastState {
  toasts: ToastEntry[];
}

export type ToastAction =
  | { type: "add"; toast: Toast }
  | { type: "update"; toast: Partial<Toast> & Pick<Toast, "id"> }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** The state the server renders, so the first client render matches it. */
export function initialToastState(toast: Toast | null): ToastState {
  return toastReducer({ toasts: [] }, toast ? { type: "add", toast } : { type: "remove" });
}

/**
 * add: newest first, at most TOAST_LIMIT kept; a toast whose id is already present is ignored (the same
 * loader toast can be offered again on re-render). update: merges by id. dismiss: closes one or all.
 * remove: drops one or all.
 */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      if (state.toasts.some((toast) => toast.id === action.toast.id)) return state;
      return { toasts: [{ ...action.toast, open: true }, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast)),
      };
    case "dismiss":
      return {
        toasts: state.toasts.map((toast) =>
          action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
        ),
      };
    case "remove":
      return { toasts: action.id === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.id) };
  }
}

/** A rightward swipe longer than the threshold dismisses; leftward movement never does. */
export function isDismissingSwipe(deltaX: number): boolean {
  return deltaX > TOAST_SWIPE_THRESHOLD_PX;
}
