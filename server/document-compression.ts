/**
 * How documents are compressed, one setting for both ways (docs/operations.md#the-request-pipeline): a rendered
 * page per response by the `compression` middleware, a page of the guest page cache once when it is stored
 * (server/page-cache.ts), whose hits then carry their own Content-Encoding and are left alone by the middleware.
 *
 * Brotli quality 5 rather than compression's default 4: about a tenth fewer bytes on every page (the hydration data
 * repeats the document's text, and 5 finds those repeats), for about a millisecond per document
 * (docs/forms.md#the-form-kit). Higher qualities cost far more (9: ten times the time for 2 % fewer bytes; 11:
 * fifty times for 11 %), too much to spend on the event loop even once per stored page.
 */
import zlib from "node:zlib";
import compression from "compression";
import type { RequestHandler, Response } from "express";
import { acceptedEncodings } from "./static-files";

const BROTLI_OPTIONS: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Set on a response whose body is already encoded for its client (a page-cache hit): the middleware skips it. */
const PRE_ENCODED = "preEncoded";

/** The per-response compression of everything not compressed already (precompressed files, page-cache hits). */
export function documentCompression(): RequestHandler {
  return compression({
    brotli: BROTLI_OPTIONS,
    // Without this a hit sent as identity to a client that accepts only deflate would be compressed again here.
    filter: (req, res) => res.locals[PRE_ENCODED] !== true && compression.filter(req, res),
  });
}

/** Marks this response's body as sent the way the client asked: no compression on top. */
export function markPreEncoded(res: Response): void {
  res.locals[PRE_ENCODED] = true;
}

export type Encoding = "br" | "gzip";

/** A stored page's brotli and gzip variants, made once. */
export function compressOnce(body: Buffer): Record<Encoding, Buffer> {
  return {
    br: zlib.brotliCompressSync(body, {
      params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
    gzip: zlib.gzipSync(body),
  };
}

/** The encoding to send: brotli, else gzip, else none (the preference of the precompressed files). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = acceptedEncodings(acceptEncoding ?? "");
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}
