import { createCookie, redirect, type Cookie } from "@remix-run/node";
import { getWebEnv } from "./env.server";
import { isToast, type Toast, type ToastInput } from "./toast";

/**
 * Flash toasts through a signed cookie (style.md): an action redirects with a toast, the next document or
 * data request's root loader reads it once and clears it, and the page renders it (so it shows without
 * JavaScript too).
 *
 *   return redirectWithToast("/jobs/12/description/", { type: "success", title: t("applied") });
 */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await serializeToast(toast));
  return redirect(url, { ...init, headers });
}

/** The Set-Cookie value that carries a toast, for responses that are not redirects. */
export async function serializeToast(toast: ToastInput): Promise<string> {
  const value: Toast = { id: crypto.randomUUID(), type: toast.type ?? "info", title: toast.title };
  if (toast.description) value.description = toast.description;
  return toastCookie().serialize(value);
}

/**
 * The pending toast of a request, and the headers that clear it (null when there was no toast cookie,
 * so an ordinary request sends no Set-Cookie). A forged or malformed cookie reads as no toast.
 */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${TOAST_COOKIE}=`)) return { toast: null, headers: null };
  const cookie = toastCookie();
  const value: unknown = await cookie.parse(cookieHeader);
  const headers = new Headers({ "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) });
  return { toast: isToast(value) ? value : null, headers };
}

const TOAST_COOKIE = "toast";
let cached: Cookie | undefined;

/** Built on first use so the environment is read at request time, not at import. */
function toastCookie(): Cookie {
  if (cached) return cached;
  const env = getWebEnv();
  cached = createCookie(TOAST_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.PUBLIC_URL.startsWith("https:"),
    secrets: [env.SECRET_KEY],
  });
  return cached;
}
