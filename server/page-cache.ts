/**
 * Micro-cache of guest pages (design section 10: "short micro-caching of guest pages is allowed";
 * docs/operations.md#caches). A guest's `/jobs` costs a render and an API call; the same URL
 * in the same language, asked again within `ttlMs`, is answered from memory instead. Once expired, the first
 * request renders it again while the others still get the old page (for at most one more `ttlMs`).
 *
 * Only what is the same for every guest is kept: GET requests without a session (no cookie but the
 * language cookie and the Lite mode choice, no Authorization), to the public read-only pages of spec section 2
 * (never a form that carries anything per visitor), answered 200 without Set-Cookie or `Cache-Control:
 * no-store/private`. Pages are kept apart by their display mode (common/display-mode.ts): a Lite page never goes to
 * a full request or the other way round, whether the mode came from the cookie or from Save-Data.
 * The CSP nonce stays fresh per response (security.md): the stored page has its nonce replaced by this
 * response's own. Compression still happens per response, on the whole body, after this handler.
 */
import { randomUUID } from "node:crypto";
import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { displayModeOf, MODE_COOKIE } from "../common/display-mode";
import { cspNonceOf } from "./security-headers";

export interface PageCacheOptions {
  /** How long a page is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (oldest first out); a page is some 50 KB. */
  maxEntries?: number;
  /** The clock; tests move it. */
  now?: () => number;
}

interface Entry {
  expires: number;
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  /** The nonce the stored body was rendered with; replaced by each response's own. */
  nonce: string;
}

/** The public read-only pages, documents and their single-fetch `.data` twins. */
const CACHEABLE_PATH =
  /^\/(?:_root\.data|jobs(?:\.data|\/map(?:\.data)?|\/[1-9]\d{0,14}\/(?:description|requirements|benefits)(?:\.data)?)?|pricing(?:\.data)?|companies(?:\.data)?|employees(?:\.data)?|terms(?:\.data)?|privacy(?:\.data)?|license(?:\.data)?)?$/;

/** The language cookie (app/lib/i18n/locale-cookie.ts); its raw value is part of the key. */
const LANGUAGE_COOKIE = "i18next";
/** The only cookies a guest page may depend on: the language, and Lite or full mode (in the key as the mode). */
const GUEST_COOKIES: ReadonlySet<string> = new Set([LANGUAGE_COOKIE, MODE_COOKIE]);

/** Headers the middleware before the page set (security headers), fresh on every response, not stored. */
const NEVER_STORED = new Set(["content-length", "content-encoding", "set-cookie", "transfer-encoding", "connection"]);

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The middleware, and `clear()` for a write (server/cache-invalidation.ts, docs/operations.md#caches). */
export type GuestPageCache = RequestHandler & {
  /** Forgets every page; a page being rendered meanwhile is not kept either (it may have read the old data). */
  clear(): void;
};

export function guestPageCache(options: PageCacheOptions): GuestPageCache {
  const { ttlMs, maxEntries = 200, now: clock = Date.now } = options;
  const entries = new Map<string, Entry>();
  /** Keys whose expired page one request is rendering anew; the others get the expired page meanwhile. */
  const refreshing = new Set<string>();
  /** Counts clear() calls: a render that began before the last one is not stored. */
  let generation = 0;

  const handler: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0) return next();
    const key = cacheKey(req.method, req.originalUrl, req.path, req.headers);
    if (key === null) return next();

    const now = clock();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return replay(res, hit);
    // Expired less than one more period ago: one request renders it again, the rest are answered with the old
    // page until then, so an expiry under load costs one render, not one per waiting request.
    if (hit && hit.expires + ttlMs > now && refreshing.has(key)) return replay(res, hit);
    if (hit && hit.expires + ttlMs <= now) entries.delete(key);
    // Released when this response closes: stored, failed or abandoned by its visitor, the mark never outlives it.
    refreshing.add(key);
    res.once("close", () => refreshing.delete(key));

    const begun = generation;
    const before = new Set(res.getHeaderNames());
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.setHeader(PAGE_CACHE_HEADER, "miss");
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunks, chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== "function") collect(chunks, chunk, rest[0]);
      const entry = begun === generation ? storable(res, before, chunks, now + ttlMs) : null;
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
  return Object.assign(handler, {
    clear() {
      generation += 1;
      entries.clear();
    },
  });
}

/** The cache key, or null when the request may see something of its own. */
export function cacheKey(
  method: string,
  originalUrl: string,
  path: string,
  headers: Record<string, string | string[] | undefined>,
): string | null {
  if (method !== "GET" || !CACHEABLE_PATH.test(path) || headers.authorization !== undefined) return null;
  const language = languageCookieOf(headers.cookie);
  if (language === null) return null;
  const acceptLanguage = String(headers["accept-language"] ?? "");
  const bot = isbot(String(headers["user-agent"] ?? "")) ? "bot" : "browser";
  const cookie = headers.cookie === undefined ? undefined : String(headers.cookie);
  const mode = displayModeOf({ cookie, saveData: String(headers["save-data"] ?? "") });
  return [originalUrl, language, acceptLanguage, bot, mode].join("\n");
}

/** The language cookie's raw value ("" without one), or null when a cookie other than the guest's two is present. */
function languageCookieOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return "";
  let language = "";
  for (const part of String(header).split(";")) {
    const pair = part.trim();
    if (!pair) continue;
    const separator = pair.indexOf("=");
    const name = separator === -1 ? pair : pair.slice(0, separator);
    if (!GUEST_COOKIES.has(name)) return null;
    if (name === LANGUAGE_COOKIE) language = separator === -1 ? "" : pair.slice(separator + 1);
  }
  return language;
}

function collect(chunks: Buffer[], chunk: unknown, encoding: unknown): void {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return;
  if (Buffer.isBuffer(chunk)) chunks.push(chunk);
  else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  else if (typeof chunk === "string")
    chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
}

function storable(res: Response, before: Set<string>, chunks: Buffer[], expires: number): Entry | null {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return null;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/no-store|private/i.test(cacheControl)) return null;
  const headers: [string, string | string[]][] = [];
  for (const name of res.getHeaderNames()) {
    if (before.has(name) || NEVER_STORED.has(name) || name === PAGE_CACHE_HEADER.toLowerCase()) continue;
    const value = res.getHeader(name);
    if (value !== undefined) headers.push([name, typeof value === "number" ? String(value) : value]);
  }
  return { expires, status: res.statusCode, headers, body: Buffer.concat(chunks), nonce: nonceOrMarker(res) };
}

/** This response's nonce; a value no page contains when there is none (the cache then replaces nothing). */
function nonceOrMarker(res: Response): string {
  try {
    return cspNonceOf(res);
  } catch {
    return `no-nonce-${randomUUID()}`;
  }
}

function replay(res: Response, entry: Entry): void {
  const body = withNonce(entry.body, entry.nonce, nonceOrMarker(res));
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader(PAGE_CACHE_HEADER, "hit");
  res.setHeader("Content-Length", String(body.byteLength));
  res.end(body);
}

/** The stored body with every occurrence of the stored nonce replaced by this response's. */
export function withNonce(body: Buffer, stored: string, fresh: string): Buffer {
  const from = Buffer.from(stored);
  const to = Buffer.from(fresh);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(from, start); at !== -1; at = body.indexOf(from, start)) {
    parts.push(body.subarray(start, at), to);
    start = at + from.length;
  }
  if (start === 0) return body;
  parts.push(body.subarray(start));
  return Buffer.concat(parts);
}
