/**
 * One image under one key both in DATA_DIR/media and in a test S3 bucket, with a media store reading each
 * (docs/operations.md#object-storage): the setup of the tests that check /media answers the same whichever store holds
 * the uploads (tests/server/media-files.test.ts, tests/server/media-forwarding.test.ts).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { createMediaStore, type MediaStore } from "../../api/services/media-store";
import { startTestS3 } from "./s3-server";

export type MediaOnDiskAndBucket = {
  /** The media store over DATA_DIR/media, and the one over the bucket. */
  stores: Record<"disk" | "bucket", MediaStore>;
  /** Stops the bucket and removes the data directory. */
  stop(): Promise<void>;
};

/** Writes `bytes` (a WebP image) under `key` on a fresh data directory (named after `label`) and in a fresh bucket. */
export async function mediaOnDiskAndBucket(label: string, key: string, bytes: Buffer): Promise<MediaOnDiskAndBucket> {
  const s3 = await startTestS3();
  const dataDir = await mkdtemp(path.join(tmpdir(), `${label}-`));
  const file = path.join(dataDir, "media", key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentType: "image/webp" }));
  const log = { info() {}, warn() {}, error() {} };
  const s3Config = {
    endpoint: s3.env.S3_ENDPOINT,
    bucket: s3.env.S3_BUCKET,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  };
  return {
    stores: {
      disk: createMediaStore({ DATA_DIR: dataDir, S3: undefined }, log),
      bucket: createMediaStore({ DATA_DIR: dataDir, S3: s3Config }, log),
    },
    stop: async () => {
      await s3.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
