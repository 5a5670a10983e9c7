/**
 * /media from the S3 bucket answers like /media from DATA_DIR/media (decision 188): the same object under the
 * same key gets the same status and headers from both (only the validators' values differ: a file's ETag is
 * built from its size and time, an object's is the store's), for GET, HEAD, a byte range and a missing key.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaStore, type MediaSource } from "../../api/services/media-store";
import { createLogger } from "../../server/logger";
import { mediaFiles } from "../../server/static-files";
import { makeWebp } from "../fixtures/images/make-images";
import { listenOnLoopback, type Loopback } from "../support/listen-on-loopback";
import { rawRequest } from "../support/raw-http";
import { startTestS3, type TestS3 } from "../support/s3-server";

const KEY = "logos/6f1c1d2e-4b5a-4c3d-8e9f-0a1b2c3d4e5f.webp";
/** Set per response or per connection, not by /media. */
const VARYING = new Set(["date", "connection", "keep-alive", "etag", "last-modified"]);

let s3: TestS3;
let dataDir: string;
let disk: Loopback;
let bucket: Loopback;
let bytes: Buffer;

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await mkdtemp(path.join(tmpdir(), "media-files-"));
  bytes = await makeWebp(300, 200);
  await mkdir(path.join(dataDir, "media", "logos"), { recursive: true });
  await writeFile(path.join(dataDir, "media", KEY), bytes);
  await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: KEY, Body: bytes, ContentType: "image/webp" }));
  const log = { info() {}, warn() {}, error() {} };
  disk = await serve(createMediaStore({ DATA_DIR: dataDir, S3: undefined }, log).source);
  const s3Config = {
    endpoint: s3.env.S3_ENDPOINT,
    bucket: s3.env.S3_BUCKET,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  };
  bucket = await serve(createMediaStore({ DATA_DIR: dataDir, S3: s3Config }, log).source);
});
afterAll(async () => {
  await disk?.close();
  await bucket?.close();
  await s3?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** /media as server/app.ts mounts it, with HSTS on (production). */
function serve(source: MediaSource): Promise<Loopback> {
  return listenOnLoopback(express().use("/media", mediaFiles(source, true, createLogger("silent"))));
}

function comparable(response: Response): Record<string, string> {
  return Object.fromEntries([...response.headers].filter(([name]) => !VARYING.has(name)));
}

async function both(pathname: string, init?: RequestInit): Promise<[Response, Response]> {
  return Promise.all([fetch(`${disk.origin}${pathname}`, init), fetch(`${bucket.origin}${pathname}`, init)]);
}

describe("/media from the bucket and from the disk", () => {
  it("answers GET with the same status, headers and bytes", async () => {
    const [fromDisk, fromBucket] = await both(`/media/${KEY}`);
    expect(fromDisk.status).toBe(200);
    expect(fromBucket.status).toBe(200);
    expect(comparable(fromBucket)).toEqual(comparable(fromDisk));
    expect(comparable(fromBucket)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "content-length": String(bytes.length),
    });
    expect(fromBucket.headers.get("etag")).toBeTruthy();
    expect(fromBucket.headers.get("last-modified")).toBeTruthy();
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(bytes)).toBe(true);
    await fromDisk.arrayBuffer();
  });

  it("answers HEAD with the same headers and no body", async () => {
    const [fromDisk, fromBucket] = await both(`/media/${KEY}`, { method: "HEAD" });
    expect(fromBucket.status).toBe(200);
    expect(comparable(fromBucket)).toEqual(comparable(fromDisk));
    expect((await fromBucket.arrayBuffer()).byteLength).toBe(0);
  });

  it("serves one byte range like express.static", async () => {
    const [fromDisk, fromBucket] = await both(`/media/${KEY}`, { headers: { Range: "bytes=0-11" } });
    expect(fromDisk.status).toBe(206);
    expect(fromBucket.status).toBe(206);
    expect(comparable(fromBucket)).toEqual(comparable(fromDisk));
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(bytes.subarray(0, 12))).toBe(true);
    await fromDisk.arrayBuffer();
  });

  it("answers a revalidation with 304 from its own validator, as the disk does", async () => {
    // Raw requests: fetch adds `Cache-Control: no-cache` to a conditional request, which forbids a 304.
    for (const origin of [disk.origin, bucket.origin]) {
      const first = await rawRequest(origin, "GET", `/media/${KEY}`);
      const etag = String(first.headers.etag);
      const again = await rawRequest(origin, "GET", `/media/${KEY}`, { headers: { "If-None-Match": etag } });
      expect(again.status, origin).toBe(304);
      expect(again.text).toBe("");
    }
  });

  it.each([
    ["a missing key", "/media/logos/00000000-0000-4000-8000-000000000000.webp"],
    ["a dot-dot segment", "/media/logos/..%2F..%2Fpackage.json"],
    ["a name the store never makes", "/media/logos/logo.png"],
  ])("answers %s with the same short 404", async (_name, pathname) => {
    const [fromDisk, fromBucket] = await both(pathname);
    expect(fromDisk.status).toBe(404);
    expect(fromBucket.status).toBe(404);
    expect(comparable(fromBucket)).toEqual(comparable(fromDisk));
    expect(await fromBucket.text()).toBe("Not found");
    await fromDisk.text();
  });
});
