/**
 * Uploads in an S3-compatible bucket (design section 13, docs/operations.md#object-storage), against a real
 * S3-compatible server (@20minutes/s3rver; tests/support/s3-server.ts): an avatar, a logo, a cover and gallery images
 * land in the bucket and nowhere on disk, are served at the same /media URLs with the headers of the disk mode, and
 * leave the bucket when replaced, cleared, deleted or when their account is deleted; the export links to them; the
 * logos' thumbnail backfill reads logos from the bucket and writes their thumbnails there. A bucket
 * that does not answer is a logged 503 with Retry-After, and nothing is stored.
 */
import { eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountExport } from "../../contract/accounts";
import type { Company, EmployeeProfile, GalleryImage } from "../../contract/profiles";
import { companies } from "../../api/db/schema";
import { backfillLogoThumbnails } from "../../api/services/logo-thumbnails";
import { createMediaStore } from "../../api/services/media-store";
import { createLogger } from "../../server/logger";
import { mediaFiles as serveMedia } from "../../server/static-files";
import { imageFile, makeJpeg, makePng } from "../fixtures/images/make-images";
import { companyFields, createEmployeeProfile, mediaFiles, toForm } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { startTestS3, type TestS3 } from "../support/s3-server";
import { freePort } from "../support/free-port";
import { listenOnLoopback, type Loopback } from "../support/listen-on-loopback";

const silentLog = { info() {}, warn() {}, error() {} };
let s3: TestS3;
let api: TestApi;
/** The web tier's /media over the same store as the API, as server.ts mounts it. */
let web: Loopback;

beforeAll(async () => {
  s3 = await startTestS3();
  api = await startTestApi(s3.env);
  web = await listenOnLoopback(
    express().use("/media", serveMedia(createMediaStore(api.config, silentLog).source, false, createLogger("silent"))),
  );
});
afterAll(async () => {
  await web?.close();
  await api?.stop();
  await s3?.stop();
});

const keyOf = (url: string | null) => (url ?? "").replace(/^\/media\//, "");
const jpeg = async (name = "photo.jpg") => imageFile(await makeJpeg(), name);

async function createCompanyWithImages(owner: TestUser): Promise<Company> {
  const form = toForm({
    ...companyFields(),
    logo: await jpeg("logo.jpg"),
    cover_image: imageFile(await makePng(), "cover.png", "image/png"),
  });
  const response = await api.request("/companies/", { method: "POST", body: form, as: owner });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Company;
}

async function postGallery(owner: TestUser, company: Company, count = 1): Promise<GalleryImage[]> {
  const files = await Promise.all(Array.from({ length: count }, (_, index) => jpeg(`g${index}.jpg`)));
  const response = await api.request(`/companies/${company.uuid}/gallery/`, {
    method: "POST",
    body: toForm({ images: files }),
    as: owner,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as GalleryImage[];
}

describe("uploads with S3_* set", () => {
  it("stores an avatar in the bucket, not on disk, and serves it at its /media URL with the disk mode's headers", async () => {
    const worker = await api.createUser("EMPLOYEE");
    const profile = await createEmployeeProfile(api, worker);
    const response = await api.request(`/employees/${profile.uuid}/`, {
      method: "PATCH",
      body: toForm({ avatar: await jpeg() }),
      as: worker,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { avatar } = (await response.json()) as EmployeeProfile;
    expect(avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await s3.keys()).toContain(keyOf(avatar));
    expect(await mediaFiles(api)).toEqual([]);

    const served = await fetch(`${web.origin}${avatar}`);
    expect(served.status).toBe(200);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    const body = Buffer.from(await served.arrayBuffer());
    expect(body.equals(await s3.bytes(keyOf(avatar)))).toBe(true);
    expect(body.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(served.headers.get("content-length")).toBe(String(body.length));

    const head = await fetch(`${web.origin}${avatar}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(body.length));
    expect(served.headers.get("etag")).toBeTruthy();
  });

  it("answers a missing key and any other name with the short 404, never asking the bucket for them", async () => {
    for (const missing of [
      "/media/avatars/00000000-0000-4000-8000-000000000000.webp",
      "/media/avatars/..%2F..%2Fsecret.webp",
      "/media/avatars/note.txt",
      "/media/",
    ]) {
      const response = await fetch(`${web.origin}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("Not found");
    }
  });

  it("replacing and clearing an avatar removes the old object from the bucket", async () => {
    const worker = await api.createUser("EMPLOYEE");
    const profile = await createEmployeeProfile(api, worker);
    const patch = async (avatar: File | string) => {
      const response = await api.request(`/employees/${profile.uuid}/`, {
        method: "PATCH",
        body: toForm({ avatar }),
        as: worker,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return ((await response.json()) as EmployeeProfile).avatar;
    };
    const first = await patch(await jpeg());
    const second = await patch(await jpeg());
    const keys = await s3.keys();
    expect(keys).toContain(keyOf(second));
    expect(keys).not.toContain(keyOf(first));
    expect((await fetch(`${web.origin}${first}`)).status).toBe(404);
    expect(await patch("")).toBeNull();
    expect(await s3.keys()).not.toContain(keyOf(second));
  });

  it("stores a company's logo, cover and gallery (with thumbnails) and deletes a gallery image's two objects", async () => {
    const owner = await api.createUser("COMPANY");
    const company = await createCompanyWithImages(owner);
    const [image] = await postGallery(owner, company);
    expect(image.thumb_url).toMatch(/-thumb\.webp$/);
    expect(company.logo_thumb).toMatch(/-thumb\.webp$/);
    const keys = await s3.keys();
    for (const url of [company.logo, company.logo_thumb, company.cover_image, image.url, image.thumb_url])
      expect(keys).toContain(keyOf(url));
    expect((await fetch(`${web.origin}${image.thumb_url}`)).status).toBe(200);
    expect((await fetch(`${web.origin}${company.logo_thumb}`)).status).toBe(200);

    const deleted = await api.request(`/companies/${company.uuid}/gallery/${image.id}/`, {
      method: "DELETE",
      as: owner,
    });
    expect(deleted.status).toBe(204);
    const after = await s3.keys();
    expect(after).not.toContain(keyOf(image.url));
    expect(after).not.toContain(keyOf(image.thumb_url));
    expect(after).toContain(keyOf(company.logo));
  });

  it("exports links that the web tier serves from the bucket, and account deletion empties the bucket of the account's files", async () => {
    const owner = await api.createUser("COMPANY");
    const company = await createCompanyWithImages(owner);
    const gallery = await postGallery(owner, company, 2);
    const own = [
      company.logo,
      company.logo_thumb,
      company.cover_image,
      ...gallery.flatMap((image) => [image.url, image.thumb_url]),
    ].map(keyOf);

    const exported = await api.request("/account/export/", { as: owner });
    expect(exported.status).toBe(200);
    const [companyExport] = ((await exported.json()) as AccountExport & { companies: Company[] }).companies;
    expect(companyExport.logo).toBe(`${api.config.PUBLIC_URL}${company.logo}`);
    expect(companyExport.logo_thumb).toBe(`${api.config.PUBLIC_URL}${company.logo_thumb}`);
    const link = new URL(companyExport.gallery[0].url);
    expect((await fetch(`${web.origin}${link.pathname}`)).status).toBe(200);

    const response = await api.request("/account/delete/", { as: owner, json: { password: owner.password } });
    expect(response.status, await response.clone().text()).toBe(200);
    const left = await s3.keys();
    for (const key of own) expect(left).not.toContain(key);
  });
});

describe("the logos' thumbnail backfill", () => {
  it("reads a logo from the bucket and writes its thumbnail there", async () => {
    const owner = await api.createUser("COMPANY");
    const company = await createCompanyWithImages(owner);
    // As before migration 0020: the logo in the bucket, no thumbnail.
    await createMediaStore(api.config, silentLog).remove([company.logo_thumb]);
    await api.db.update(companies).set({ logoThumb: null }).where(eq(companies.id, company.uuid));
    const made = await backfillLogoThumbnails(api.db, createMediaStore(api.config, silentLog), silentLog);
    expect(made.made).toBeGreaterThanOrEqual(1);
    const [row] = await api.db.select().from(companies).where(eq(companies.id, company.uuid));
    expect(row.logoThumb).toMatch(/^\/media\/logos\/[0-9a-f-]{36}-thumb\.webp$/);
    expect(await s3.keys()).toContain(keyOf(row.logoThumb));
    expect((await fetch(`${web.origin}${row.logoThumb}`)).status).toBe(200);
    expect(await mediaFiles(api)).toEqual([]);
  });
});

describe("a bucket that does not answer", () => {
  let down: TestApi;
  let closedPort: number;
  beforeAll(async () => {
    closedPort = await freePort();
    down = await startTestApi({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${closedPort}` });
  });
  afterAll(() => down?.stop());

  it("refuses an upload with a logged 503 and Retry-After, and keeps the profile as it was", async () => {
    const worker = await down.createUser("EMPLOYEE");
    const profile = await createEmployeeProfile(down, worker);
    const response = await down.request(`/employees/${profile.uuid}/`, {
      method: "PATCH",
      body: toForm({ headline: "Not saved", avatar: await jpeg() }),
      as: worker,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({
      detail: "Service temporarily unavailable. Please try again in a moment.",
      code: "unavailable",
    });
    expect(down.logs.some((line) => line.level === "warn" && line.message === "media store unavailable")).toBe(true);
    expect(down.logs.filter((line) => line.level === "error")).toEqual([]);
    const current = (await (
      await down.request(`/employees/${profile.uuid}/`, { as: worker })
    ).json()) as EmployeeProfile;
    expect(current).toMatchObject({ avatar: null, headline: profile.headline });
  });

  it("answers /media with 503 and Retry-After while the bucket is away", async () => {
    const media = await listenOnLoopback(
      express().use(
        "/media",
        serveMedia(createMediaStore(down.config, silentLog).source, false, createLogger("silent")),
      ),
    );
    try {
      const response = await fetch(`${media.origin}/media/logos/00000000-0000-4000-8000-000000000000.webp`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await media.close();
    }
  });
});
