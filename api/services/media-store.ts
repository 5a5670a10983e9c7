/**
 * Where uploaded images live (design section 13, docs/operations.md#object-storage): on this machine's disk under
 * DATA_DIR/media (the default), or in an S3-compatible bucket when S3_* is set, so every process behind a load
 * balancer sees the same files. Routes only ever talk to `MediaStore`; which objects sit behind it is chosen
 * here, once, from the configuration. The commit protocol is written once too, above both backends, whose shape
 * is media-objects.ts's.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import type { ApiConfig, S3Config } from "../config";
import type { ApiLog } from "../log";
import { coded } from "../../contract/api-errors";
import { DomainError } from "../models/errors";
import { DATABASE_RETRY_AFTER_SECONDS } from "../http/database-errors";
import { diskMediaObjects } from "./disk-media-objects";
import { MediaUnavailableError, type MediaObjects, type ReadableMediaObjects } from "./media-objects";
import { mediaKeyOf, type ImageKind } from "./media-keys";
import type { PreparedImage, StoredImage } from "./uploads";

/** How server/static-files.ts serves /media: a directory as before, or objects read from the bucket. */
export type MediaSource = { kind: "disk"; directory: string } | { kind: "objects"; objects: ReadableMediaObjects };

export type MediaStore = {
  /**
   * Writes the images, then runs `commit` (the database write that refers to them). When `commit` fails the
   * files are removed again, so a failed request leaves nothing behind.
   */
  saveThenCommit<T>(images: PreparedImage[], commit: (stored: StoredImage[]) => Promise<T>): Promise<T>;
  /**
   * Writes one thumbnail (`<kind>/<uuid>-thumb.webp`) of an image stored earlier, then runs `commit` with its URL;
   * when `commit` answers false (the row moved on meanwhile) or fails, the thumbnail is removed again.
   */
  saveThumbThenCommit(kind: ImageKind, bytes: Buffer, commit: (url: string) => Promise<boolean>): Promise<boolean>;
  /** The bytes of an image this store wrote; null for a URL it never makes or an image that is gone. */
  read(url: string): Promise<Buffer | null>;
  /** Removes images this store wrote (best effort: a leftover file is harmless, a failed request is not). */
  remove(urls: ReadonlyArray<string | null>): Promise<void>;
  /** What the web tier serves at /media. */
  source: MediaSource;
};

/** The one place that picks the backend: S3 when configured (all of S3_* set; api/config.ts), else the disk. */
export function createMediaStore(config: Pick<ApiConfig, "DATA_DIR" | "S3">, log: ApiLog): MediaStore {
  if (config.S3) {
    const objects = lazyS3Objects(config.S3);
    const read = async (key: string) => {
      const object = await objects.get(key, { method: "GET" });
      return object ? buffer(object.body) : null;
    };
    return mediaStoreOn(objects, read, { kind: "objects", objects }, log);
  }
  const directory = path.join(config.DATA_DIR, "media");
  return mediaStoreOn(
    diskMediaObjects(directory),
    (key) => readDiskFile(directory, key),
    { kind: "disk", directory },
    log,
  );
}

async function readDiskFile(directory: string, key: string): Promise<Buffer | null> {
  try {
    return await readFile(path.join(directory, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The AWS SDK (a few MB of modules) is loaded on the first use of the bucket, so a disk-only start is unchanged.
 */
function lazyS3Objects(s3: S3Config): ReadableMediaObjects {
  let loaded: Promise<ReadableMediaObjects> | undefined;
  const objects = () => (loaded ??= import("./s3-media-objects").then((module) => module.s3MediaObjects(s3)));
  return {
    put: async (key, bytes) => (await objects()).put(key, bytes),
    delete: async (key) => (await objects()).delete(key),
    get: async (key, read) => (await objects()).get(key, read),
  };
}

function mediaStoreOn(
  objects: MediaObjects,
  readKey: (key: string) => Promise<Buffer | null>,
  source: MediaSource,
  log: ApiLog,
): MediaStore {
  async function remove(urls: ReadonlyArray<string | null>): Promise<void> {
    await Promise.all(
      urls.map(async (url) => {
        const key = mediaKeyOf(url);
        if (key === null) return;
        try {
          await objects.delete(key);
        } catch (error) {
          log.warn("media file not removed", { url, error: String(error) });
        }
      }),
    );
  }

  return {
    async saveThenCommit(images, commit) {
      const written: string[] = [];
      const write = async (key: string, bytes: Buffer) => {
        await objects.put(key, bytes);
        written.push(`/media/${key}`);
        return `/media/${key}`;
      };
      try {
        const stored: StoredImage[] = [];
        for (const image of images) {
          const name = `${image.kind}/${randomUUID()}`;
          const url = await write(`${name}.webp`, image.main);
          const thumbUrl = image.thumb ? await write(`${name}-thumb.webp`, image.thumb) : null;
          stored.push({ url, thumbUrl });
        }
        return await commit(stored);
      } catch (error) {
        await remove(written);
        if (error instanceof MediaUnavailableError) {
          log.warn("media store unavailable", { reason: error.message });
          throw new DomainError("unavailable", coded("unavailable"), {
            retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
          });
        }
        throw error;
      }
    },
    async saveThumbThenCommit(kind, bytes, commit) {
      const key = `${kind}/${randomUUID()}-thumb.webp`;
      await objects.put(key, bytes);
      const url = `/media/${key}`;
      let committed = false;
      try {
        committed = await commit(url);
      } finally {
        if (!committed) await remove([url]);
      }
      return committed;
    },
    async read(url) {
      const key = mediaKeyOf(url);
      return key === null ? null : readKey(key);
    },
    remove,
    source,
  };
}
