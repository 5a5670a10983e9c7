/**
 * Static files, served before anything else (style.md: they need no log line, no nonce, no limit).
 *
 * - build/client: hashed files under /assets are immutable for a year, the service worker /sw.js is revalidated
 *   every time, everything else (favicon, icons, images) is cached for an hour. Text files have `.br`/`.gz` siblings written at build time by
 *   scripts/precompress.mjs (brotli 11 beats what can be done per request); they are sent when the
 *   client accepts that encoding, with the original file's Content-Type.
 * - /media: uploads in DATA_DIR/media, or in the S3 bucket (server/media-objects.ts) with the same headers; a
 *   web-only process forwards to the API tier's /media (server/media-forwarding.ts), again with the same headers.
 *   Their names are made by the server and never reused, so they are immutable too; nosniff and a no-script
 *   CSP keep an uploaded file from being run.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type RequestHandler, type Response, type Router } from "express";
import type { MediaSource } from "../api/services/media-store";
import type { Logger } from "./logger";
import { mediaObjects } from "./media-objects";
import { staticSecurityHeaders } from "./security-headers";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
/**
 * The service worker (docs/ui.md#offline): browsers check it for updates past their HTTP cache anyway, but every cache
 * in between must ask too, so a deploy reaches phones at their next page.
 */
const SERVICE_WORKER = "no-cache";
/** An uploaded file is never a page: no script, no plugin, no form, even if a browser were made to render it. */
const MEDIA_CSP = "default-src 'none'; sandbox";

/** Content types of the files scripts/precompress.mjs compresses (the original's, not .br's). */
const PRECOMPRESSED_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/** Encodings in order of preference, with the sibling file's suffix. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export interface StaticOptions {
  clientDir: string;
  hsts: boolean;
}

/** build/client, with precompressed siblings and cache lifetimes by path. */
export function clientFiles({ clientDir, hsts }: StaticOptions): Router {
  const router = express.Router();
  const compressed = indexCompressedSiblings(clientDir);
  const cacheControl = (urlPath: string) =>
    urlPath.startsWith("/assets/") ? IMMUTABLE : urlPath === "/sw.js" ? SERVICE_WORKER : SHORT;

  router.use(precompressed(clientDir, compressed, cacheControl, hsts));
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    dotfiles: "ignore",
    setHeaders: (res, filePath) => {
      const urlPath = `/${path.relative(clientDir, filePath).split(path.sep).join("/")}`;
      staticHeaders(res, cacheControl(urlPath), hsts);
      // The same type whether the plain or the compressed file is sent (send's own table says
      // application/javascript).
      const type = PRECOMPRESSED_TYPES[path.extname(urlPath)];
      if (type) res.setHeader("Content-Type", type);
      // The same URL has compressed variants: caches must keep them apart.
      if (compressed.has(urlPath)) res.vary("Accept-Encoding");
    },
  });
  // Every request passes here first, pages included: a path that names no file of the build is not looked up on
  // disk (a stat per page request was a tenth of a cached guest page's cost). The build does not change while the
  // server runs, as its server half is loaded once.
  const known = indexFiles(clientDir);
  router.use((req, res, next) => {
    const urlPath = safeDecode(req.path);
    if (urlPath === undefined || !known.has(urlPath)) return next();
    files(req, res, next);
  });
  // A missing hashed file is a stale page asking for an old build: answer briefly, not with a Remix 404 render.
  router.use("/assets", (_req, res) => {
    staticHeaders(res, "no-store", hsts);
    res.status(404).type("text/plain; charset=utf-8").send("Not found");
  });
  return router;
}

/** Uploaded images: DATA_DIR/media, or the objects of the S3 bucket (docs/operations.md#object-storage). */
export function mediaFiles(source: MediaSource, hsts: boolean, log: Logger): Router {
  const router = express.Router();
  const setHeaders = mediaHeaders(hsts);
  router.use(
    source.kind === "disk"
      ? express.static(source.directory, {
          index: false,
          redirect: false,
          dotfiles: "deny",
          fallthrough: true,
          setHeaders,
        })
      : mediaObjects(source.objects, setHeaders, log),
  );
  router.use(mediaNotFound(hsts));
  return router;
}

/**
 * The headers of every stored file /media sends, whichever process and store it comes from: immutable caching,
 * nosniff and the others, and the no-script CSP.
 */
export function mediaHeaders(hsts: boolean): (res: Response) => void {
  return (res) => {
    staticHeaders(res, IMMUTABLE, hsts);
    res.setHeader("Content-Security-Policy", MEDIA_CSP);
  };
}

/** The short 404 of /media: a missing file, or a name the store never makes. */
export function mediaNotFound(hsts: boolean): RequestHandler {
  return (_req, res) => {
    staticHeaders(res, "no-store", hsts);
    res.status(404).type("text/plain; charset=utf-8").send("Not found");
  };
}

function staticHeaders(res: Response, cacheControl: string, hsts: boolean): void {
  staticSecurityHeaders(res, hsts);
  res.setHeader("Cache-Control", cacheControl);
}

/** Sends `<file>.br` or `<file>.gz` in place of `<file>` when one exists and the client accepts it. */
function precompressed(
  rootDir: string,
  compressed: ReadonlyMap<string, ReadonlySet<string>>,
  cacheControl: (urlPath: string) => string,
  hsts: boolean,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = safeDecode(req.path);
    const available = urlPath === undefined ? undefined : compressed.get(urlPath);
    if (urlPath === undefined || !available) return next();
    res.vary("Accept-Encoding");
    const accepted = acceptedEncodings(req.get("accept-encoding") ?? "");
    const encoding = ENCODINGS.find((candidate) => available.has(candidate.suffix) && accepted.has(candidate.name));
    if (!encoding) return next();
    staticHeaders(res, cacheControl(urlPath), hsts);
    res.setHeader("Content-Type", PRECOMPRESSED_TYPES[path.extname(urlPath)] ?? "application/octet-stream");
    res.setHeader("Content-Encoding", encoding.name);
    // Only paths found by the directory scan get here, so the file name cannot escape rootDir.
    // A client that left before the answer is handed on too: the error handler logs it as a debug line
    // (client-gone.ts).
    res.sendFile(
      `.${urlPath}${encoding.suffix}`,
      { root: rootDir, dotfiles: "allow", cacheControl: false },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}

/** Accept-Encoding tokens with a non-zero q (`br;q=0` is a refusal, not an offer). */
export function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (token && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  return accepted;
}

/** The URL paths of every file in `rootDir` (dotfiles aside, as express.static ignores them), read once at start-up. */
function indexFiles(rootDir: string): Set<string> {
  const paths = new Set<string>();
  if (!existsSync(rootDir)) return paths;
  for (const entry of readdirSync(rootDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const urlPath = `/${path.relative(rootDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`;
    if (!urlPath.split("/").some((segment) => segment.startsWith("."))) paths.add(urlPath);
  }
  return paths;
}

/** URL path → suffixes (.br, .gz) of its precompressed siblings, read once at start-up. */
function indexCompressedSiblings(rootDir: string): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  if (!existsSync(rootDir)) return index;
  for (const entry of readdirSync(rootDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const suffix = ENCODINGS.map((encoding) => encoding.suffix).find((candidate) => entry.name.endsWith(candidate));
    if (!suffix) continue;
    const original = path.join(entry.parentPath, entry.name.slice(0, -suffix.length));
    if (!existsSync(original)) continue;
    const urlPath = `/${path.relative(rootDir, original).split(path.sep).join("/")}`;
    const suffixes = index.get(urlPath) ?? new Set<string>();
    suffixes.add(suffix);
    index.set(urlPath, suffixes);
  }
  return index;
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
