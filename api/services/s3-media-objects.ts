/**
 * Uploaded images in an S3-compatible bucket (S3_*; docs/operations.md#object-storage), so every process behind the
 * balancer writes, serves and deletes the same objects. Loaded only when S3 is configured (media-store.ts).
 *
 * Written for any S3-compatible store, not only AWS: path-style addressing (`endpoint/bucket/key`; a
 * store on its own host name has no per-bucket DNS names), and checksums only where the S3 API requires them
 * (the SDK's default CRC32 headers and trailers are refused or ignored by many stores).
 */
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "../config";
import { MediaUnavailableError, type MediaObject, type ReadableMediaObjects } from "./media-objects";

/**
 * A store that does not answer must not hold a request for long: the API answers 503 and the client tries again.
 * Two attempts: one retry rides over a dropped keep-alive connection, more only delay the refusal.
 */
const TIMEOUTS = { connectionTimeout: 3_000, requestTimeout: 15_000 };
const MAX_ATTEMPTS = 2;

export function s3MediaObjects(config: S3Config): ReadableMediaObjects {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: TIMEOUTS,
  });
  const Bucket = config.bucket;

  return {
    async put(key, bytes) {
      await unavailableOnFailure(() =>
        // Immutable: the name is never reused (a new upload gets a new uuid), so caches may keep it for a year.
        client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: "image/webp" })),
      );
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there: deleting twice is no error.
      await unavailableOnFailure(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async get(key, { method, range }): Promise<MediaObject | null> {
      try {
        if (method === "HEAD") {
          const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
          return {
            body: Readable.from([]),
            length: head.ContentLength,
            etag: head.ETag,
            lastModified: head.LastModified,
          };
        }
        const object = await getObject(key, range);
        if (!(object.Body instanceof Readable))
          throw new MediaUnavailableError("GetObject answered without a body stream");
        return {
          body: object.Body,
          length: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
          contentRange: object.ContentRange,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw asUnavailable(error);
      }
    },
  };

  /** A range the object cannot satisfy is ignored, as HTTP allows: the whole object is sent instead. */
  async function getObject(key: string, range: string | undefined) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range }));
    } catch (error) {
      if (range === undefined || !(error instanceof S3ServiceException) || error.$metadata.httpStatusCode !== 416)
        throw error;
      return client.send(new GetObjectCommand({ Bucket, Key: key }));
    }
  }
}

async function unavailableOnFailure(send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    throw asUnavailable(error);
  }
}

/** NoSuchKey from GetObject; HeadObject has no body, so its miss is a bare 404 ("NotFound"). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);
}

/**
 * Whatever kept the store from doing it (refused connection, timeout, 5xx, bad credentials, missing bucket): the
 * reason for the log, without the SDK's stack. A bucket that refuses our credentials is an outage to the user too.
 */
function asUnavailable(error: unknown): MediaUnavailableError {
  if (error instanceof MediaUnavailableError) return error;
  const code = typeof error === "object" && error !== null && "code" in error ? String(error.code) : undefined;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new MediaUnavailableError(code && !message.includes(code) ? `${code}: ${message}` : message, { cause: error });
}
