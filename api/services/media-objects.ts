/**
 * The bytes behind the media store (media-store.ts), as both backends (disk-media-objects.ts, s3-media-objects.ts)
 * implement them and the web tier reads them (server/media-objects.ts). Apart from the store so a backend never
 * imports the module that picks it.
 */
import type { Readable } from "node:stream";

/** One stored object (or the part a Range asked for: `contentRange` set), as the web tier streams it to a browser. */
export type MediaObject = {
  body: Readable;
  length: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
  contentRange?: string;
};

/** How /media asks: HEAD reads no bytes; `range` is one `bytes=` range of the request, passed on to the store. */
export type MediaRead = { method: "GET" | "HEAD"; range?: string };

/** The bytes behind the store: keys are `<kind>/<uuid>[-thumb].webp`, the URL path below /media/. */
export type MediaObjects = {
  /** Writes a new object under a fresh uuid (the disk also refuses to overwrite a file: `wx`). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Deletes an object; a missing one is no error. */
  delete(key: string): Promise<void>;
};

/** The S3 backend also reads: the web tier serves its objects (disk files are served by express.static). */
export type ReadableMediaObjects = MediaObjects & {
  /** The object, or null when there is none. */
  get(key: string, read: MediaRead): Promise<MediaObject | null>;
};

/**
 * The store is down, unreachable or refusing us (S3 only; a local disk that fails is a bug). Not the user's
 * mistake and not a bug in the code: the API answers 503 with Retry-After, as for a database outage.
 */
export class MediaUnavailableError extends Error {
  override name = "MediaUnavailableError";
}
