/**
 * security.md "Uploads": size cap (413), magic-byte allowlist (JPEG, PNG, WebP; never SVG), pixel-count cap,
 * re-encoding by sharp, server-made names, nothing stored when a request fails. Exercised through the avatar of
 * an employee profile and the logo and cover of a company.
 */
import { access, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Company, EmployeeProfile } from "../../contract/profiles";
import { IMAGE_UPLOAD, MB, UPLOAD_MESSAGES } from "../../contract/uploads";
import { createMediaStore } from "../../api/services/media-store";
import {
  POLYGLOT_SCRIPT,
  SECRET_OWNER,
  imageFile,
  makeBrokenJpeg,
  makeGif,
  makeGifScriptPolyglot,
  makeJpeg,
  makeJpegHtmlPolyglot,
  makeJpegWithGps,
  makeOversizedJpeg,
  makePdfNamedJpg,
  makePng,
  makePngBomb,
  makeSvg,
  makeWebp,
} from "../fixtures/images/make-images";
import { createCompany, createEmployeeProfile, mediaFiles, mediaPath, toForm } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { fieldCodes, fieldMessages } from "../support/error-bodies";

let api: TestApi;
let employee: TestUser;
let profile: EmployeeProfile;

beforeAll(async () => {
  api = await startTestApi();
  employee = await api.createUser("EMPLOYEE");
  profile = await createEmployeeProfile(api, employee);
});
afterAll(() => api.stop());

const WEBP_NAME = /^\/media\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

function patchAvatar(file: File | string, extra: Record<string, string> = {}) {
  return api.request(`/employees/${profile.uuid}/`, {
    method: "PATCH",
    body: toForm({ ...extra, avatar: file }),
    as: employee,
  });
}

async function currentProfile(): Promise<EmployeeProfile> {
  const response = await api.request(`/employees/${profile.uuid}/`, { as: employee });
  return (await response.json()) as EmployeeProfile;
}

/** A refused upload: the status and field message, no new file, the profile as it was. */
/** The avatar's refusal as the API words it, with its code (and the limit it names). */
function onAvatar(text: string, code: string, params?: Record<string, number>) {
  return { avatar: [text], codes: { avatar: [params ? { code, params } : { code }] } };
}

async function expectRefused(file: File, status: number, body: unknown) {
  const before = await currentProfile();
  const filesBefore = await mediaFiles(api);
  const response = await patchAvatar(file, { headline: "Changed by a refused request" });
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual(body);
  expect(await mediaFiles(api)).toEqual(filesBefore);
  expect(await currentProfile()).toEqual(before);
}

describe("accepted images", () => {
  it("re-encodes a phone JPEG to WebP, upright, with its EXIF and GPS gone, under a server-made name", async () => {
    const original = await makeJpegWithGps();
    expect(original.includes(SECRET_OWNER)).toBe(true);
    const response = await patchAvatar(imageFile(original, "IMG_2041.jpg"));
    expect(response.status).toBe(200);
    const { avatar } = (await response.json()) as EmployeeProfile;
    expect(avatar).toMatch(WEBP_NAME);
    const stored = await readFile(mediaPath(api, avatar ?? ""));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    // Orientation 6 was applied to the pixels: the 80×40 landscape is stored as 40×80.
    expect([metadata.width, metadata.height]).toEqual([40, 80]);
    expect(stored.includes(SECRET_OWNER)).toBe(false);
    expect(stored.includes("GPS")).toBe(false);
  });

  it("accepts PNG and WebP, bounded in size, and removes the replaced file", async () => {
    const first = (await (
      await patchAvatar(imageFile(await makePng(2000, 1000), "logo.png", "image/png"))
    ).json()) as EmployeeProfile;
    const firstFile = mediaPath(api, first.avatar ?? "");
    const bounded = await sharp(await readFile(firstFile)).metadata();
    expect([bounded.width, bounded.height]).toEqual([512, 256]);
    const second = (await (
      await patchAvatar(imageFile(await makeWebp(), "me.webp", "image/webp"))
    ).json()) as EmployeeProfile;
    expect(second.avatar).toMatch(WEBP_NAME);
    expect(second.avatar).not.toBe(first.avatar);
    await expect(access(firstFile)).rejects.toThrow();
  });

  it("clears the avatar with an empty text value and keeps it when the file input is left empty", async () => {
    const set = (await (await patchAvatar(imageFile(await makeJpeg(), "a.jpg"))).json()) as EmployeeProfile;
    // What a browser sends for a file input left empty (fetch's FormData would drop the empty file name).
    const boundary = "----seasonal-test-boundary";
    const kept = await api.request(`/employees/${profile.uuid}/`, {
      method: "PATCH",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: [
        `--${boundary}`,
        'Content-Disposition: form-data; name="headline"',
        "",
        "Kept",
        `--${boundary}`,
        'Content-Disposition: form-data; name="avatar"; filename=""',
        "Content-Type: application/octet-stream",
        "",
        "",
        `--${boundary}--`,
        "",
      ].join("\r\n"),
      as: employee,
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as EmployeeProfile).avatar).toBe(set.avatar);
    const cleared = await patchAvatar("");
    expect(((await cleared.json()) as EmployeeProfile).avatar).toBeNull();
    await expect(access(mediaPath(api, set.avatar ?? ""))).rejects.toThrow();
  });

  it("keeps only the pixels of a JPEG/HTML polyglot", async () => {
    const response = await patchAvatar(imageFile(await makeJpegHtmlPolyglot(), "photo.jpg"));
    expect(response.status).toBe(200);
    const { avatar } = (await response.json()) as EmployeeProfile;
    const stored = await readFile(mediaPath(api, avatar ?? ""));
    expect(stored.includes(POLYGLOT_SCRIPT)).toBe(false);
    expect(stored.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("never uses the client's file name in a path", async () => {
    const response = await patchAvatar(imageFile(await makeJpeg(), "../../../escaped.webp"));
    expect(response.status).toBe(200);
    expect(((await response.json()) as EmployeeProfile).avatar).toMatch(WEBP_NAME);
    await expect(access(path.join(api.config.DATA_DIR, "escaped.webp"))).rejects.toThrow();
    await expect(access(path.join(api.config.DATA_DIR, "..", "escaped.webp"))).rejects.toThrow();
    expect((await mediaFiles(api)).every((file) => /^avatars\/[0-9a-f-]{36}\.webp$/.test(file))).toBe(true);
  });
});

describe("refused files (400 or 413 naming the field, nothing stored, profile unchanged)", () => {
  it("a GIF/script polyglot named .jpg", () =>
    expectRefused(
      imageFile(makeGifScriptPolyglot(), "cat.jpg"),
      400,
      onAvatar(UPLOAD_MESSAGES.wrongType, "wrong_image_type"),
    ));

  it("a real GIF", async () =>
    expectRefused(imageFile(await makeGif(), "cat.jpg"), 400, onAvatar(UPLOAD_MESSAGES.wrongType, "wrong_image_type")));

  it("a PDF named .jpg", () =>
    expectRefused(
      imageFile(makePdfNamedJpg(), "cv.jpg"),
      400,
      onAvatar(UPLOAD_MESSAGES.wrongType, "wrong_image_type"),
    ));

  it("an SVG, even declared as an image", () =>
    expectRefused(
      imageFile(makeSvg(), "logo.svg", "image/svg+xml"),
      400,
      onAvatar(UPLOAD_MESSAGES.notAnImage, "not_an_image"),
    ));

  it("a text file named .jpg", () =>
    expectRefused(
      imageFile(Buffer.from("just some notes, not a photo\n"), "notes.jpg"),
      400,
      onAvatar(UPLOAD_MESSAGES.notAnImage, "not_an_image"),
    ));

  it("a file that starts like a JPEG and is not one", () =>
    expectRefused(
      imageFile(makeBrokenJpeg(), "broken.jpg"),
      400,
      onAvatar(UPLOAD_MESSAGES.notAnImage, "not_an_image"),
    ));

  it("a 20000×20000 PNG (decompression bomb), without decoding it", async () => {
    const bomb = makePngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    // This message comes from the header check alone: had sharp started decoding, its own pixel limit would
    // have failed it as "not an image".
    await expectRefused(
      imageFile(bomb, "bomb.png", "image/png"),
      400,
      onAvatar(UPLOAD_MESSAGES.tooManyPixels, "too_many_pixels", {
        megapixels: IMAGE_UPLOAD.maxPixels / 1_000_000,
      }),
    );
  });

  it("a file over 20 MB (413 on the field)", () =>
    expectRefused(
      imageFile(makeOversizedJpeg(IMAGE_UPLOAD.maxBytes + 100_000), "big.jpg"),
      413,
      onAvatar(UPLOAD_MESSAGES.tooLarge, "image_too_large", { megabytes: IMAGE_UPLOAD.maxBytes / MB }),
    ));

  it("a body over the multipart limit: the body limit answers before anything is read", () =>
    expectRefused(imageFile(makeOversizedJpeg(IMAGE_UPLOAD.maxFormBytes + 1), "huge.jpg"), 413, {
      detail: "Request body too large.",
      code: "body_too_large",
    }));

  it("a text value pointing the avatar at a path", async () => {
    const response = await patchAvatar("/media/avatars/../../db/secret.webp");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(onAvatar(UPLOAD_MESSAGES.notAFile, "not_a_file"));
    const json = await api.request(`/employees/${profile.uuid}/`, {
      method: "PATCH",
      json: { avatar: "/etc/passwd" },
      as: employee,
    });
    expect(await json.json()).toEqual(onAvatar(UPLOAD_MESSAGES.notAFile, "not_a_file"));
  });

  it("two files for one image field", async () => {
    const jpeg = await makeJpeg();
    const response = await api.request(`/employees/${profile.uuid}/`, {
      method: "PATCH",
      body: toForm({ avatar: [imageFile(jpeg, "a.jpg"), imageFile(jpeg, "b.jpg")] }),
      as: employee,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(onAvatar(UPLOAD_MESSAGES.oneFile, "one_image"));
  });

  it("a company whose cover is bad keeps no logo file either", async () => {
    const owner = await api.createUser("COMPANY");
    const company = await createCompany(api, owner);
    const before = await mediaFiles(api);
    const response = await api.request(`/companies/${company.uuid}/`, {
      method: "PATCH",
      body: toForm({
        logo: imageFile(await makePng(), "logo.png", "image/png"),
        cover_image: imageFile(makeGifScriptPolyglot(), "cover.jpg"),
      }),
      as: owner,
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldMessages(body)).toEqual({ cover_image: [UPLOAD_MESSAGES.wrongType] });
    expect(fieldCodes(body)).toEqual({ cover_image: ["wrong_image_type"] });
    expect(await mediaFiles(api)).toEqual(before);
    const after = (await (await api.request(`/companies/${company.uuid}/`)).json()) as Company;
    expect(after.logo).toBeNull();
  });
});

describe("the media store", () => {
  it("removes only names it made, whatever URL it is given", async () => {
    const outside = path.join(api.config.DATA_DIR, "keep.webp");
    await writeFile(outside, "not ours");
    const store = createMediaStore(api.config, { info() {}, warn() {}, error() {} });
    await store.remove([
      "/media/avatars/../../keep.webp",
      "/images/demo/hotel-pool.webp",
      "/media/avatars/keep.webp",
      null,
    ]);
    await expect(access(outside)).resolves.toBeUndefined();
  });

  it("a failed database write takes its new files with it", async () => {
    const store = createMediaStore(api.config, { info() {}, warn() {}, error() {} });
    const before = await mediaFiles(api);
    const image = { kind: "gallery" as const, main: await makeWebp(), thumb: await makeWebp(8, 8) };
    await expect(
      store.saveThenCommit([image], async (stored) => {
        expect(stored[0].thumbUrl).toMatch(/-thumb\.webp$/);
        throw new Error("the transaction failed");
      }),
    ).rejects.toThrow("the transaction failed");
    expect(await mediaFiles(api)).toEqual(before);
  });
});
