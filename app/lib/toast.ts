/**
 * A flash message shown once in the toast area (spec sections 4 and 9). Texts are already translated:
 * the action that sets a toast translates with getFixedT(request, ns), so server messages and
 * interpolated names need no extra namespace in the browser (docs/ui.md#toasts).
 */
export const TOAST_TYPES = ["success", "error", "info"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}

/** What an action passes to redirectWithToast; type defaults to "info", id is generated. */
export interface ToastInput {
  type?: ToastType;
  title: string;
  description?: string;
}

export function isToast(value: unknown): value is Toast {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === "string" &&
    (TOAST_TYPES as readonly unknown[]).includes(candidate.type) &&
    typeof candidate.title === "string" &&
    (candidate.description === undefined || typeof candidate.description === "string")
  );
}
