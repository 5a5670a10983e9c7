/**
 * /media from the S3 bucket answers like /media from DATA_DIR/media (docs/operations.md#object-storage): the same
 * object under the same key gets the same status and headers from both (only the validators' values differ: a file's
 * ETag is built from its size and time, an object's is the store's), for GET, HEAD, a byte range and a missing key.
 */
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaSource } from "../../api/services/media-store";
import { createLogger } from "../../server/logger";
import { mediaFiles } from "../../server/static-files";
import { makeWebp } from "../fixtures/images/make-images";
import { listenOnLoopback, type Loopback } from "../support/listen-on-loopback";
import { mediaOnDiskAndBucket, type MediaOnDiskAndBucket } from "../support/media-on-disk-and-bucket";
import { rawRequest } from "../support/raw-http";

const KEY = "logos/6f1c1d2e-4b5a-4c3d-8e9f-0a1b2c3d4e5f.webp";
/** Set per response or per connection, not by /media. */
const VARYING = new Set(["date", "connection", "keep-alive", "etag", "last-modified"]);

let media: MediaOnDiskAndBucket | undefined;
let disk: Loopback;
let bucket: Loopback;
let bytes: Buffer;

beforeAll(async () => {
  bytes = await makeWebp(300, 200);
  media = await mediaOnDiskAndBucket("media-files", KEY, bytes);
  disk = await serve(media.stores.disk.source);
  bucket = await serve(media.stores.bucket.source);
});
afterAll(async () => {
  await disk?.close();
  await bucket?.close();
  await media?.stop();
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
