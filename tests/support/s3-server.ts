/**
 * An S3-compatible server for the object-storage tests (docs/operations.md#object-storage): the one scripts/with-s3.sh
 * started (S3_* in the environment), or else an @20minutes/s3rver started here on a free loopback port in a throwaway
 * directory. Each call gets a bucket of its own, so test files never see each other's objects.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "@20minutes/s3rver";

/** s3rver's built-in key pair: it checks every request's signature with it. */
const S3RVER_KEY = "S3RVER";

export type TestS3 = {
  /** The five S3_* variables for this bucket, ready for parseApiConfig or a server's environment. */
  env: Record<"S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY", string>;
  client: S3Client;
  bucket: string;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The bytes of one object. */
  bytes(key: string): Promise<Buffer>;
  stop(): Promise<void>;
};

export async function startTestS3(): Promise<TestS3> {
  const external = process.env.S3_ENDPOINT;
  const server = external ? undefined : await startS3rver();
  const endpoint = external ?? server?.endpoint ?? "";
  const bucket = `test-${randomUUID()}`;
  const env = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: process.env.S3_REGION ?? "us-east-1",
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID ?? S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY ?? S3RVER_KEY,
  };
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    forcePathStyle: true,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  // s3rver signs a bucket's own URL as `/bucket`, the SDK as `/bucket/`, so it refuses CreateBucket and
  // ListObjectsV2 with SignatureDoesNotMatch. This test client drops that slash; the app makes object calls only.
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: unknown };
      if (typeof request.path === "string") request.path = request.path.replace(/^(\/[^/]+)\/$/, "$1");
      return next(args);
    },
    { step: "build", name: "bucketPathWithoutSlash" },
  );
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env,
    client,
    bucket,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    async bytes(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async stop() {
      client.destroy();
      await server?.stop();
    },
  };
}

async function startS3rver(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), "s3-test-"));
  const server = new S3rver({ directory, address: "127.0.0.1", port: 0, silent: true });
  const { port } = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
