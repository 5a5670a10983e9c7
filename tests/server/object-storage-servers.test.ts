/**
 * Two server processes on two data directories, one bucket (design section 13, docs/operations.md#object-storage): a
 * photo uploaded through one is served at the same /media URL by the other, with the headers of the disk mode, and
 * neither writes it to its own disk. Before S3_*, the second answered 404.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmployeeProfile } from "../../contract/profiles";
import { DEMO_PASSWORD } from "../../api/db/demo/people";
import { imageFile, makeJpeg } from "../fixtures/images/make-images";
import { toForm } from "../fixtures/profiles";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { startServer, type StartedServer } from "../support/start-server";

let s3: TestS3;
let first: StartedServer;
let second: StartedServer;

beforeAll(async () => {
  s3 = await startTestS3();
  // Embedded databases on purpose: the photo's only way from one process to the other is the bucket.
  [first, second] = await Promise.all([
    startServer({ embeddedDatabase: true, env: s3.env }),
    startServer({ embeddedDatabase: true, env: { ...s3.env, API_ONLY: "1" } }),
  ]);
}, 180_000);
afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await s3?.stop();
});

function filesUnder(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, "media"), { recursive: true }).map(String);
  } catch {
    return [];
  }
}

describe("uploads in the bucket, two processes", () => {
  it("serves a photo uploaded through one process from the other, with the same headers", async () => {
    const signIn = await fetch(`${first.url}/api/auth/token/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "employee@demo.test", password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { access } = (await signIn.json()) as { access: string };
    const headers = { Authorization: `Bearer ${access}` };
    const [profile] = (await (await fetch(`${first.url}/api/employees/`, { headers })).json()) as EmployeeProfile[];
    const upload = await fetch(`${first.url}/api/employees/${profile.uuid}/`, {
      method: "PATCH",
      headers,
      body: toForm({ avatar: imageFile(await makeJpeg(), "me.jpg") }),
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const { avatar } = (await upload.json()) as EmployeeProfile;
    expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await s3.keys()).toEqual([avatar?.slice("/media/".length)]);

    const [fromFirst, fromSecond] = await Promise.all([
      fetch(`${first.url}${avatar}`),
      fetch(`${second.url}${avatar}`),
    ]);
    expect(fromSecond.status).toBe(200);
    for (const response of [fromFirst, fromSecond]) {
      expect(Object.fromEntries(response.headers)).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'; sandbox",
      });
    }
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);
    expect((await fetch(`${second.url}${avatar}`, { method: "HEAD" })).status).toBe(200);
    expect((await fetch(`${second.url}/media/avatars/00000000-0000-4000-8000-000000000000.webp`)).status).toBe(404);
    expect([...filesUnder(first.dataDir), ...filesUnder(second.dataDir)]).toEqual([]);
  });
});
