/**
 * The address the thank-you screen names (docs/sessions-and-accounts.md#sign-up). It travels from the sign-up action to
 * `/signup/thank-you` in a signed, HttpOnly cookie scoped to /signup rather than in the URL, where it would
 * end up in the history, server logs and analytics. It lives an hour, so a reload still shows it.
 */
import { createCookie, type Cookie } from "@remix-run/node";
import { getWebEnv } from "~/lib/env.server";

export const THANK_YOU_PATH = "/signup/thank-you";

/** The Set-Cookie value that hands `email` to the thank-you screen. */
export function thankYouCookie(email: string): Promise<string> {
  return cookie().serialize(email);
}

/** The signed-up address, or null (no cookie, expired, or tampered with). */
export async function signedUpEmail(request: Request): Promise<string | null> {
  const value: unknown = await cookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value.includes("@") ? value : null;
}

let cached: Cookie | undefined;

/** Built on first use so the environment is read at request time, not at import. */
function cookie(): Cookie {
  if (cached) return cached;
  const env = getWebEnv();
  cached = createCookie("signup_email", {
    // Not the page's own path: `/signup/thank-you.data` (its data URL) would fall outside it.
    path: "/signup",
    httpOnly: true,
    sameSite: "lax",
    secure: env.PUBLIC_URL.startsWith("https:"),
    maxAge: 60 * 60,
    secrets: [env.SECRET_KEY],
  });
  return cached;
}
