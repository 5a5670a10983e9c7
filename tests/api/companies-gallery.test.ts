/**
 * A company's gallery over HTTP (design section 7 "Other"): `POST /companies/{uuid}/gallery/` (multipart
 * `images`; none → 400 "No images uploaded.", spec section 8) and `DELETE /companies/{uuid}/gallery/{id}/`,
 * the owning company only.
 */
import { access, readFile } from "node:fs/promises";
import { eq, notInArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { galleryImageSchema, type Company, type GalleryImage } from "../../contract/profiles";
import { IMAGE_UPLOAD, UPLOAD_MESSAGES } from "../../contract/uploads";
import { companyGalleryImages } from "../../api/db/schema";
import { imageFile, makeGifScriptPolyglot, makeJpeg, makePng } from "../fixtures/images/make-images";
import { createCompany, mediaFiles, mediaPath, toForm } from "../fixtures/profiles";
import { startTestApi, type TestApi, type TestUser } from "../support/api-harness";
import { fieldCodes, fieldMessages } from "../support/error-bodies";

let api: TestApi;
let owner: TestUser;
let otherOwner: TestUser;
let employee: TestUser;
let company: Company;
let otherCompany: Company;
let uploaded: GalleryImage[];

beforeAll(async () => {
  api = await startTestApi();
  [owner, otherOwner, employee] = await Promise.all([
    api.createUser("COMPANY"),
    api.createUser("COMPANY"),
    api.createUser("EMPLOYEE"),
  ]);
  company = await createCompany(api, owner);
  otherCompany = await createCompany(api, otherOwner, { name: "Other Bay" });
});
afterAll(() => api.stop());

const galleryPath = () => `/companies/${company.uuid}/gallery/`;
const upload = (form: FormData | undefined, as: TestUser | null, path = galleryPath()) =>
  api.request(path, { method: "POST", body: form, as });

async function galleryRows(companyId = company.uuid) {
  return api.db.select().from(companyGalleryImages).where(eq(companyGalleryImages.companyId, companyId));
}

describe("POST /companies/{uuid}/gallery/", () => {
  it("refuses guests, employees and another company; nothing stored", async () => {
    const form = async () => toForm({ images: imageFile(await makeJpeg(), "a.jpg") });
    expect((await upload(await form(), null)).status).toBe(401);
    expect((await upload(await form(), employee)).status).toBe(403);
    expect((await upload(await form(), otherOwner)).status).toBe(403);
    expect((await upload(await form(), owner, "/companies/6f1c1d2e-4b5a-4c3d-8e9f-0a1b2c3d4e5f/gallery/")).status).toBe(
      404,
    );
    expect(await galleryRows()).toEqual([]);
    expect(await mediaFiles(api)).toEqual([]);
  });

  it.each([
    ["an empty form", () => toForm({ alt: "Pool" })],
    ["an empty file input", () => toForm({ images: new File([], "") })],
    ["a text value", () => toForm({ images: "pool.jpg" })],
    ["no body", () => undefined],
  ])("answers %s with 'No images uploaded.' (no_images_uploaded)", async (_label, form) => {
    const response = await upload(form(), owner);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: "No images uploaded.", code: "no_images_uploaded" });
  });

  it("answers a JSON body the same way", async () => {
    const response = await api.request(galleryPath(), { method: "POST", json: { images: ["/etc/passwd"] }, as: owner });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: "No images uploaded.", code: "no_images_uploaded" });
  });

  it("stores nothing when one of several images is refused", async () => {
    const response = await upload(
      toForm({ images: [imageFile(await makeJpeg(), "a.jpg"), imageFile(makeGifScriptPolyglot(), "b.jpg")] }),
      owner,
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(fieldMessages(body)).toEqual({ "images.1": [UPLOAD_MESSAGES.wrongType] });
    expect(fieldCodes(body)).toEqual({ "images.1": ["wrong_image_type"] });
    expect(await galleryRows()).toEqual([]);
    expect(await mediaFiles(api)).toEqual([]);
  });

  it("refuses more than 10 images at a time", async () => {
    const jpeg = await makeJpeg(8, 8);
    const files = Array.from({ length: IMAGE_UPLOAD.galleryImagesPerRequest + 1 }, (_, index) =>
      imageFile(jpeg, `${index}.jpg`),
    );
    const response = await upload(toForm({ images: files }), owner);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      images: [UPLOAD_MESSAGES.tooManyImages],
      codes: { images: [{ code: "too_many_images", params: { max: IMAGE_UPLOAD.galleryImagesPerRequest } }] },
    });
  });

  it("stores each image as WebP with a 400 px thumbnail, and answers 201 with the created images", async () => {
    const response = await upload(
      toForm({
        images: [
          imageFile(await makeJpeg(2400, 1200), "pool.jpg"),
          imageFile(await makePng(300, 200), "bar.png", "image/png"),
        ],
        alt: ["The pool at sunset", "The beach bar"],
        caption: "Our pool",
      }),
      owner,
    );
    expect(response.status).toBe(201);
    uploaded = galleryImageSchema.array().parse(await response.json());
    expect(uploaded.map(({ alt, caption }) => ({ alt, caption }))).toEqual([
      { alt: "The pool at sunset", caption: "Our pool" },
      { alt: "The beach bar", caption: "" },
    ]);
    const [pool] = uploaded;
    expect(pool.url).toMatch(/^\/media\/gallery\/[0-9a-f-]{36}\.webp$/);
    expect(pool.thumb_url).toBe(pool.url.replace(".webp", "-thumb.webp"));
    const main = await sharp(await readFile(mediaPath(api, pool.url))).metadata();
    const thumb = await sharp(await readFile(mediaPath(api, pool.thumb_url ?? ""))).metadata();
    expect([main.format, main.width, main.height]).toEqual(["webp", 1600, 800]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(["webp", 400, 200]);
    // A small image is not enlarged.
    expect((await sharp(await readFile(mediaPath(api, uploaded[1].url))).metadata()).width).toBe(300);
    expect(((await (await api.request(`/companies/${company.uuid}/`)).json()) as Company).gallery).toEqual(uploaded);
  });

  it(`keeps a gallery to ${IMAGE_UPLOAD.galleryImagesPerCompany} images`, async () => {
    const room = IMAGE_UPLOAD.galleryImagesPerCompany - uploaded.length;
    await api.db.insert(companyGalleryImages).values(
      Array.from({ length: room - 1 }, (_, index) => ({
        companyId: company.uuid,
        url: `/images/demo/${index}.webp`,
        sortOrder: 10 + index,
      })),
    );
    const before = await mediaFiles(api);
    const jpeg = await makeJpeg(8, 8);
    const full = await upload(toForm({ images: [imageFile(jpeg, "a.jpg"), imageFile(jpeg, "b.jpg")] }), owner);
    expect(full.status).toBe(400);
    expect(await full.json()).toEqual({
      images: [UPLOAD_MESSAGES.galleryFull],
      codes: { images: [{ code: "gallery_full", params: { max: IMAGE_UPLOAD.galleryImagesPerCompany } }] },
    });
    expect(await mediaFiles(api)).toEqual(before);
    expect((await upload(toForm({ images: imageFile(jpeg, "a.jpg") }), owner)).status).toBe(201);
    // Back to the two uploaded images for the delete tests.
    await api.db.delete(companyGalleryImages).where(
      notInArray(
        companyGalleryImages.id,
        uploaded.map((image) => image.id),
      ),
    );
  });
});

describe("DELETE /companies/{uuid}/gallery/{id}/", () => {
  it("refuses guests, employees and another company; the image stays", async () => {
    const path = `${galleryPath()}${uploaded[0].id}/`;
    expect((await api.request(path, { method: "DELETE" })).status).toBe(401);
    expect((await api.request(path, { method: "DELETE", as: employee })).status).toBe(403);
    expect((await api.request(path, { method: "DELETE", as: otherOwner })).status).toBe(403);
    // The other company's own uuid with this image's id: not an image of theirs.
    const viaOwn = `/companies/${otherCompany.uuid}/gallery/${uploaded[0].id}/`;
    expect((await api.request(viaOwn, { method: "DELETE", as: otherOwner })).status).toBe(404);
    expect((await galleryRows()).map((row) => row.id)).toContain(uploaded[0].id);
    await expect(access(mediaPath(api, uploaded[0].url))).resolves.toBeUndefined();
  });

  it("deletes for the owner with its files: 204, then 404", async () => {
    const [image] = uploaded;
    const path = `${galleryPath()}${image.id}/`;
    const response = await api.request(path, { method: "DELETE", as: owner });
    expect(response.status).toBe(204);
    expect((await galleryRows()).map((row) => row.id)).not.toContain(image.id);
    await expect(access(mediaPath(api, image.url))).rejects.toThrow();
    await expect(access(mediaPath(api, image.thumb_url ?? ""))).rejects.toThrow();
    expect((await api.request(path, { method: "DELETE", as: owner })).status).toBe(404);
    expect((await api.request(`${galleryPath()}abc/`, { method: "DELETE", as: owner })).status).toBe(404);
  });
});
