/**
 * Phone photos (issue 19): cameras write 3–12 MB JPEGs of 12 to 50 megapixels. Every image field takes one up to
 * 20 MB and stores it shrunk (sharp re-encodes to WebP); a larger file is refused on its own field (413), a larger
 * body (the multipart limit) with the body limit's 413, and neither stores anything. Over raw HTTP, as a phone's
 * browser sends them: with a Content-Length, and chunked (the size known only as the body is read).
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_DETAILS } from "../../contract/errors";
import type { Company, EmployeeProfile, GalleryImage } from "../../contract/profiles";
import { IMAGE_UPLOAD, MB, UPLOAD_MESSAGES } from "../../contract/uploads";
import { imageFile, makeJpeg, makeOversizedJpeg, makePdfNamedJpg, makePhoto } from "../fixtures/images/make-images";
import {
  companyFields,
  createCompany,
  createEmployeeProfile,
  mediaFiles,
  mediaPath,
  toForm,
} from "../fixtures/profiles";
import { multipartBody, rawRequest, type RawResponse } from "../support/raw-http";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { fieldCodes, fieldMessages } from "../support/error-bodies";

let api: TestApi;
let worker: TestUser;
let profile: EmployeeProfile;
let owner: TestUser;
let company: Company;
let otherOwner: TestUser;
/** 5.6 MB and 9 MB real 12 MP JPEGs (tests/fixtures/images/make-images.ts). */
let photo56: Buffer;
let photo9: Buffer;

beforeAll(async () => {
  api = await startTestApi();
  [worker, owner, otherOwner] = await Promise.all([
    api.createUser("EMPLOYEE"),
    api.createUser("COMPANY"),
    api.createUser("COMPANY"),
  ]);
  profile = await createEmployeeProfile(api, worker);
  company = await createCompany(api, owner);
  [photo56, photo9] = [await makePhoto(5.6), await makePhoto(9)];
}, 60_000);
afterAll(() => api.stop());

/** A multipart request to the API as raw bytes: with its Content-Length, or chunked without one. */
async function send(
  method: string,
  path: string,
  form: FormData,
  as: TestUser,
  { chunked = false } = {},
): Promise<RawResponse> {
  const { bytes, type } = await multipartBody(form);
  const headers = { Authorization: `Bearer ${as.access}` };
  if (!chunked) return rawRequest(api.origin, method, `/api${path}`, { headers, body: { kind: "bytes", bytes, type } });
  // A phone's browser sends the body in pieces; 1 MB chunks.
  const chunks = Array.from({ length: Math.ceil(bytes.byteLength / MB) }, (_, index) =>
    bytes.subarray(index * MB, (index + 1) * MB),
  );
  return rawRequest(api.origin, method, `/api${path}`, { headers, body: { kind: "chunked", chunks, type } });
}

async function storedSize(
  url: string | null,
): Promise<{ width?: number; height?: number; format?: string; bytes: number }> {
  const stored = await readFile(mediaPath(api, url ?? ""));
  const { width, height, format } = await sharp(stored).metadata();
  return { width, height, format, bytes: stored.length };
}

describe("phone photos are taken and stored shrunk", () => {
  it("were real photos of the sizes phones make", async () => {
    expect(photo56.length).toBeGreaterThan(5.6 * MB);
    expect(photo9.length).toBeGreaterThan(9 * MB);
    expect(await sharp(photo9).metadata()).toMatchObject({ format: "jpeg", width: 4000, height: 3000 });
  });

  it("a 5.6 MB photo as the worker's photo (with a Content-Length)", async () => {
    const response = await send(
      "PATCH",
      `/employees/${profile.uuid}/`,
      toForm({ headline: "Barista", avatar: imageFile(photo56, "IMG_1.jpg") }),
      worker,
    );
    expect(response.status, response.text).toBe(200);
    const saved = JSON.parse(response.text) as EmployeeProfile;
    expect(saved.headline).toBe("Barista");
    const stored = await storedSize(saved.avatar);
    expect(stored).toMatchObject({ format: "webp", width: 512, height: 384 });
    expect(stored.bytes).toBeLessThan(200_000);
  });

  it("a 9 MB photo as the worker's photo, sent chunked", async () => {
    const response = await send(
      "PATCH",
      `/employees/${profile.uuid}/`,
      toForm({ avatar: imageFile(photo9, "IMG_2.jpg") }),
      worker,
      { chunked: true },
    );
    expect(response.status, response.text).toBe(200);
    expect(await storedSize((JSON.parse(response.text) as EmployeeProfile).avatar)).toMatchObject({
      width: 512,
      height: 384,
    });
  });

  it("a 9 MB logo and a 9 MB cover in one company create, and in an edit", async () => {
    const newOwner = await api.createUser("COMPANY");
    const fields = {
      ...companyFields(),
      logo: imageFile(photo9, "logo.jpg"),
      cover_image: imageFile(photo9, "cover.jpg"),
    };
    const created = await send("POST", "/companies/", toForm(fields), newOwner);
    expect(created.status, created.text).toBe(201);
    const body = JSON.parse(created.text) as Company;
    expect(await storedSize(body.logo)).toMatchObject({ width: 512, height: 384 });
    expect(await storedSize(body.cover_image)).toMatchObject({ width: 1600, height: 1200 });
    const edited = await send(
      "PATCH",
      `/companies/${company.uuid}/`,
      toForm({ logo: imageFile(photo9, "logo.jpg") }),
      owner,
      { chunked: true },
    );
    expect(edited.status, edited.text).toBe(200);
    expect((JSON.parse(edited.text) as Company).logo).toMatch(/^\/media\/logos\//);
  });

  it("three 9 MB photos in one gallery post, chunked", async () => {
    const images = [0, 1, 2].map((index) => imageFile(photo9, `IMG_${index}.jpg`));
    const response = await send(
      "POST",
      `/companies/${company.uuid}/gallery/`,
      toForm({ images, alt: ["Pool", "Bar", "Beach"] }),
      owner,
      {
        chunked: true,
      },
    );
    expect(response.status, response.text).toBe(201);
    const created = JSON.parse(response.text) as GalleryImage[];
    expect(created.map((image) => image.alt)).toEqual(["Pool", "Bar", "Beach"]);
    expect(await storedSize(created[0].url)).toMatchObject({ width: 1600, height: 1200 });
    expect(await storedSize(created[0].thumb_url)).toMatchObject({ width: 400, height: 300 });
  });

  it("a 50 megapixel photo (8160×6120) passes the pixel cap", async () => {
    const fifty = await makeJpeg(8160, 6120);
    const response = await send(
      "PATCH",
      `/employees/${profile.uuid}/`,
      toForm({ avatar: imageFile(fifty, "50mp.jpg") }),
      worker,
    );
    expect(response.status, response.text).toBe(200);
    expect(await storedSize((JSON.parse(response.text) as EmployeeProfile).avatar)).toMatchObject({
      width: 512,
      height: 384,
    });
  });
});

describe("what stays refused (nothing stored)", () => {
  it("another company's 9 MB gallery post: 403", async () => {
    const before = await mediaFiles(api);
    const response = await send(
      "POST",
      `/companies/${company.uuid}/gallery/`,
      toForm({ images: imageFile(photo9, "a.jpg") }),
      otherOwner,
    );
    expect(response.status).toBe(403);
    expect(await mediaFiles(api)).toEqual(before);
  });

  it(`a file over ${IMAGE_UPLOAD.maxBytes / MB} MB: 413 on its field, whichever way it is sent`, async () => {
    const before = await mediaFiles(api);
    const big = imageFile(makeOversizedJpeg(IMAGE_UPLOAD.maxBytes + 1), "panorama.jpg");
    for (const chunked of [false, true]) {
      const response = await send(
        "PATCH",
        `/companies/${company.uuid}/`,
        toForm({ about: "Changed", cover_image: big }),
        owner,
        { chunked },
      );
      expect(response.status).toBe(413);
      expect(JSON.parse(response.text)).toEqual({
        cover_image: [UPLOAD_MESSAGES.tooLarge],
        codes: { cover_image: [{ code: "image_too_large", params: { megabytes: IMAGE_UPLOAD.maxBytes / MB } }] },
      });
    }
    expect(await mediaFiles(api)).toEqual(before);
    const after = (await (await api.request(`/companies/${company.uuid}/`)).json()) as Company;
    expect(after.about).toBe(company.about);
  });

  it("a body over the multipart limit: 413 before it is read, whichever way it is sent", async () => {
    const files = [0, 1, 2, 3].map((index) =>
      imageFile(makeOversizedJpeg(IMAGE_UPLOAD.maxFormBytes / 4 + 1), `${index}.jpg`),
    );
    for (const chunked of [false, true]) {
      const response = await send("POST", `/companies/${company.uuid}/gallery/`, toForm({ images: files }), owner, {
        chunked,
      });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.text)).toEqual({ detail: ERROR_DETAILS.bodyTooLarge, code: "body_too_large" });
    }
  });

  it("a gallery post names the file that is not an image (images.<index>), and stores none of the others", async () => {
    const before = await mediaFiles(api);
    const images = [
      imageFile(photo56, "a.jpg"),
      imageFile(makePdfNamedJpg(), "b.jpg"),
      imageFile(makeOversizedJpeg(IMAGE_UPLOAD.maxBytes + 1), "c.jpg"),
    ];
    const response = await send("POST", `/companies/${company.uuid}/gallery/`, toForm({ images }), owner);
    expect(response.status).toBe(413);
    expect(fieldMessages(JSON.parse(response.text))).toEqual({ "images.2": [UPLOAD_MESSAGES.tooLarge] });
    expect(fieldCodes(JSON.parse(response.text))).toEqual({ "images.2": ["image_too_large"] });
    const small = await send(
      "POST",
      `/companies/${company.uuid}/gallery/`,
      toForm({ images: images.slice(0, 2) }),
      owner,
    );
    expect(small.status).toBe(400);
    expect(fieldMessages(JSON.parse(small.text))).toEqual({ "images.1": [UPLOAD_MESSAGES.wrongType] });
    expect(await mediaFiles(api)).toEqual(before);
  });
});
