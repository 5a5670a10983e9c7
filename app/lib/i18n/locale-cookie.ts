import type { Cookie } from "@remix-run/node";
import { toLocale, type Locale } from "./config";

const COOKIE_NAME = "i18next";
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * The `i18next` language cookie with a bare value (`i18next=en`), as i18next's browser detector writes it.
 * Remix's createCookie would encode it as base64 JSON and ignore the bare form (stack.md), so this object
 * implements the Cookie interface by hand.
 */
export const localeCookie: Cookie = {
  name: COOKIE_NAME,
  isSigned: false,
  expires: undefined,
  async parse(cookieHeader) {
    return readLocaleCookie(cookieHeader);
  },
  async serialize(value) {
    const locale = toLocale(typeof value === "string" ? value : null);
    if (!locale) throw new TypeError(`Not a supported locale: ${String(value)}`);
    return `${COOKIE_NAME}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  },
};

/** Reads the locale from a Cookie header; unknown or missing values give null. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== COOKIE_NAME) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"|"$/g, "");
    return toLocale(safeDecode(raw));
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
