import { describe, expect, it } from "vitest";
import { isToast, type Toast } from "~/lib/toast";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  initialToastState,
  isDismissingSwipe,
  toastReducer,
  type ToastState,
} from "~/lib/toast-state";

const saved: Toast = { id: "a", type: "success", title: "Saved" };
const failed: Toast = { id: "b", type: "error", title: "Failed", description: "Try again later." };

describe("toast constants (spec section 9)", () => {
  it("match the spec", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_HOTKEY).toBe("F8");
  });
});

describe("toastReducer", () => {
  const empty: ToastState = { toasts: [] };

  it("adds a toast open", () => {
    expect(toastReducer(empty, { type: "add", toast: saved })).toEqual({ toasts: [{ ...saved, open: true }] });
  });

  it("keeps only one toast: the newest", () => {
    const one = toastReducer(empty, { type: "add", toast: saved });
    const two = toastReducer(one, { type: "add", toast: failed });
    expect(two.toasts).toEqual([{ ...failed, open: true }]);
  });

  it("ignores a toast it already has (the same loader toast offered twice)", () => {
    const once = toastReducer(empty, { type: "add", toast: saved });
    expect(toastReducer(once, { type: "add", toast: saved })).toBe(once);
  });

  it("updates a toast by id", () => {
    const state = toastReducer(empty, { type: "add", toast: saved });
    expect(toastReducer(state, { type: "update", toast: { id: "a", title: "Saved again" } }).toasts[0]).toEqual({
      ...saved,
      title: "Saved again",
      open: true,
    });
    expect(toastReducer(state, { type: "update", toast: { id: "zzz", title: "x" } })).toEqual(state);
  });

  it("dismisses by closing, not removing", () => {
    const state = toastReducer(empty, { type: "add", toast: saved });
    expect(toastReducer(state, { type: "dismiss", id: "a" }).toasts).toEqual([{ ...saved, open: false }]);
    expect(toastReducer(state, { type: "dismiss" }).toasts).toEqual([{ ...saved, open: false }]);
    expect(toastReducer(state, { type: "dismiss", id: "other" })).toEqual(state);
  });

  it("removes one toast or all", () => {
    const state = toastReducer(empty, { type: "add", toast: saved });
    expect(toastReducer(state, { type: "remove", id: "a" })).toEqual(empty);
    expect(toastReducer(state, { type: "remove", id: "other" })).toEqual(state);
    expect(toastReducer(state, { type: "remove" })).toEqual(empty);
  });

  it("starts from the loader's toast, so the first client render matches the server", () => {
    expect(initialToastState(saved)).toEqual({ toasts: [{ ...saved, open: true }] });
    expect(initialToastState(null)).toEqual(empty);
  });
});

describe("isDismissingSwipe", () => {
  it("dismisses only beyond 50 px to the right", () => {
    expect(isDismissingSwipe(51)).toBe(true);
    expect(isDismissingSwipe(50)).toBe(false);
    expect(isDismissingSwipe(-200)).toBe(false);
  });
});

describe("isToast", () => {
  it("accepts toasts and rejects anything else read from a cookie", () => {
    expect(isToast(saved)).toBe(true);
    expect(isToast(failed)).toBe(true);
    expect(isToast({ ...saved, type: "warning" })).toBe(false);
    expect(isToast({ ...saved, description: 3 })).toBe(false);
    expect(isToast({ type: "info", title: "no id" })).toBe(false);
    expect(isToast(null)).toBe(false);
    expect(isToast("toast")).toBe(false);
  });
});
