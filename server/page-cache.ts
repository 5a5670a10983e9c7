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
 *
 * A hit is the same bytes for every guest, compressed once (decision 193): the page is stored without its nonce
 * attributes, its CSP trusts its inline scripts by their hashes instead (server/script-hashes.ts), and its brotli
 * and gzip variants are made when it is stored (server/document-compression.ts). A hit sends the variant the
 * client accepts with an ETag, or 304 when If-None-Match names it. The render that stored the page was sent with
 * its own nonce, like every page not from the cache.
 */
import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { displayModeOf, MODE_COOKIE } from "../common/display-mode";
import { chosenEncoding, compressOnce, markPreEncoded, type Encoding } from "./document-compression";
import { inlineScriptHashes, withoutNonce } from "./script-hashes";
import { cspNonceIfAny } from "./security-headers";

export interface PageCacheOptions {
  /** How long a page is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (oldest first out); a page is some 40–50 KB, and its brotli and gzip copies a fifth more. */
  maxEntries?: number;
  /** The clock; tests move it. */
  now?: () => number;
  /**
   * The CSP of a stored page of this path, trusting exactly these inline scripts (`buildCsp({ hashes })`,
   * server/csp.ts). Without it (tests of the cache alone, with no security headers) a hit keeps the headers the
   * request was given.
   */
  policyFor?: (path: string, scriptHashes: readonly string[]) => string;
}

type Variant = Encoding | "identity";

interface Entry {
  expires: number;
  /** The page's own headers (Content-Type, Vary, …), not those of the middleware before the cache. */
  headers: [string, string | string[]][];
  /** The hash-based policy, made when the page was stored; null without `policyFor`. */
  policy: string | null;
  bodies: Record<Variant, Buffer>;
  /** A strong ETag per variant: the same page in another encoding is another representation. */
  etags: Record<Variant, string>;
}

/** A stored page's headers, captured before the compression middleware adds its own. */
interface Captured {
  headers: [string, string | string[]][];
  body: Buffer;
  html: boolean;
}

/** The public read-only pages, documents and their single-fetch `.data` twins. */
const CACHEABLE_PATH =
  /^\/(?:_root\.data|jobs(?:\.data|\/map(?:\.data)?|\/[1-9]\d{0,14}\/(?:description|requirements|benefits)(?:\.data)?)?|pricing(?:\.data)?|companies(?:\.data)?|employees(?:\.data)?|terms(?:\.data)?|privacy(?:\.data)?|license(?:\.data)?)?$/;

/** The language cookie (app/lib/i18n/locale-cookie.ts); its raw value is part of the key. */
const LANGUAGE_COOKIE = "i18next";
/** The only cookies a guest page may depend on: the language, and Lite or full mode (in the key as the mode). */
const GUEST_COOKIES: ReadonlySet<string> = new Set([LANGUAGE_COOKIE, MODE_COOKIE]);

/** Headers the middleware before the page set (security headers), fresh on every response, not stored. */
// The policy too: the rendered page's names its nonce; a stored page gets one trusting its scripts' hashes.
const NEVER_STORED = new Set([
  "content-length",
  "content-encoding",
  "set-cookie",
  "transfer-encoding",
  "connection",
  "content-security-policy",
  // Whether this visitor has a session (server/session-mark.ts): set for each response, never replayed.
  "x-session",
]);

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** The middleware, and `clear()` for a write (server/cache-invalidation.ts, docs/operations.md#caches). */
export type GuestPageCache = RequestHandler & {
  /** Forgets every page; a page being rendered meanwhile is not kept either (it may have read the old data). */
  clear(): void;
};

export function guestPageCache(options: PageCacheOptions): GuestPageCache {
  const { ttlMs, maxEntries = 200, now: clock = Date.now, policyFor } = options;
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
    if (hit && hit.expires > now) return replay(req, res, hit);
    // Expired less than one more period ago: one request renders it again, the rest are answered with the old
    // page until then, so an expiry under load costs one render, not one per waiting request.
    if (hit && hit.expires + ttlMs > now && refreshing.has(key)) return replay(req, res, hit);
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
      const captured = begun === generation ? storable(res, before, chunks) : null;
      const ended = end(chunk, ...rest);
      // After this response is on its way: the stored page is compressed once, here, for every later hit.
      if (captured) {
        entries.delete(key);
        entries.set(key, entryOf(captured, now + ttlMs, req.path, policyFor));
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return ended;
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
  const cookie = headers.cookie === undefined ? undefined : String(headers.cookie);
  const mode = displayModeOf({ cookie, saveData: String(headers["save-data"] ?? "") });
  return [originalUrl, language, acceptLanguage, mode].join("\n");
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

/** The page as it may be stored, or null: not a 200, per visitor, or its nonce somewhere other than an attribute. */
function storable(res: Response, before: Set<string>, chunks: Buffer[]): Captured | null {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return null;
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (/no-store|private/i.test(cacheControl)) return null;
  const headers: [string, string | string[]][] = [];
  for (const name of res.getHeaderNames()) {
    if (before.has(name) || NEVER_STORED.has(name) || name === PAGE_CACHE_HEADER.toLowerCase()) continue;
    const value = res.getHeader(name);
    if (value !== undefined) headers.push([name, typeof value === "number" ? String(value) : value]);
  }
  const rendered = Buffer.concat(chunks);
  const nonce = cspNonceIfAny(res);
  const body = nonce === undefined ? rendered : withoutNonce(rendered, nonce);
  if (!body) return null;
  return { headers, body, html: /^text\/html\b/i.test(String(res.getHeader("content-type") ?? "")) };
}

function entryOf(captured: Captured, expires: number, path: string, policyFor: PageCacheOptions["policyFor"]): Entry {
  // Hashed once here; a data request (`.data`) has no scripts to trust.
  const hashes = captured.html ? inlineScriptHashes(captured.body.toString("utf8")) : [];
  const policy = policyFor ? policyFor(path, hashes) : null;
  const bodies = { identity: captured.body, ...compressOnce(captured.body) };
  const tag = createHash("sha256").update(captured.body).digest("base64url").slice(0, 27);
  return {
    expires,
    headers: captured.headers,
    policy,
    bodies,
    etags: { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` },
  };
}

/** Headers a 304 leaves out: they describe a body it does not have (RFC 9110, section 15.4.5). */
const NOT_ON_304 = new Set(["content-type", "content-language"]);

function replay(req: Request, res: Response, entry: Entry): void {
  const encoding = chosenEncoding(req.headers["accept-encoding"]);
  const variant: Variant = encoding ?? "identity";
  const notModified = matches(req.headers["if-none-match"], entry.etags[variant]);
  for (const [name, value] of entry.headers) if (!notModified || !NOT_ON_304.has(name)) res.setHeader(name, value);
  if (entry.policy !== null) res.setHeader("Content-Security-Policy", entry.policy);
  res.vary("Accept-Encoding");
  res.setHeader("ETag", entry.etags[variant]);
  res.setHeader(PAGE_CACHE_HEADER, "hit");
  markPreEncoded(res);
  if (notModified) {
    res.status(304).end();
    return;
  }
  const body = entry.bodies[variant];
  res.status(200);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body.byteLength));
  res.end(body);
}

/** If-None-Match's weak comparison: `*`, or the ETag among the listed ones with or without `W/`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}
