/**
 * A company's gallery (design section 7 "Other"): `POST /companies/{uuid}/gallery/` with one or more `images`
 * files (none → 400 "No images uploaded.", spec section 8) → 201 with the created images; a refused file is
 * named `images.<index>` (its place among the files), a refusal of the whole upload `images` or `detail`;
 * `DELETE /companies/{uuid}/gallery/{id}/` → 204. The owning company only.
 */
import { and, count, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { ERROR_DETAILS } from "../../contract/errors";
import { galleryUploadSchema, type GalleryImage } from "../../contract/profiles";
import { IMAGE_UPLOAD, UPLOAD_MESSAGES } from "../../contract/uploads";
import { companies, companyGalleryImages } from "../db/schema";
import type { ApiDeps } from "../deps";
import { badRequest, notFound } from "../http/errors";
import { idParam, uuidParam } from "../http/path-ids";
import { formFiles, parseForm } from "../http/validate";
import { ownedCompany } from "../services/company-profiles";
import { prepareImages } from "../services/uploads";

const galleryColumns = {
  id: companyGalleryImages.id,
  url: companyGalleryImages.url,
  thumb_url: companyGalleryImages.thumbUrl,
  alt: companyGalleryImages.alt,
  caption: companyGalleryImages.caption,
};

export function companyGalleryRouter(deps: ApiDeps) {
  const { db, auth, media } = deps;
  const companyOnly = auth.requireRole("COMPANY");

  return new Hono()
    .post("/companies/:uuid/gallery/", companyOnly, async (c) => {
      const company = await ownedCompany(db, uuidParam(c, "uuid"), c.get("user").id);
      // A JSON (or empty) body cannot carry files: it uploaded no images either.
      const type = (c.req.header("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
      if (type !== "multipart/form-data") throw badRequest(ERROR_DETAILS.noImagesUploaded);
      const texts = await parseForm(c, galleryUploadSchema);
      const files = await formFiles(c, "images");
      if (files.length === 0) throw badRequest(ERROR_DETAILS.noImagesUploaded);
      if (files.length > IMAGE_UPLOAD.galleryImagesPerRequest)
        throw badRequest({ images: [UPLOAD_MESSAGES.tooManyImages] });
      if ((await galleryStats(db, company.id)).count + files.length > IMAGE_UPLOAD.galleryImagesPerCompany) {
        throw badRequest({ images: [UPLOAD_MESSAGES.galleryFull] });
      }
      // A refused file is named by its place in the request (`images.1`), so a form can say which one it was.
      const prepared = await prepareImages(
        files.map((file, index) => ({ file, field: `images.${index}`, kind: "gallery" })),
      );
      const created = await media.saveThenCommit(prepared, (stored) =>
        db.transaction(async (tx) => {
          // The company row lock serialises uploads, so the cap and the order hold under concurrent requests.
          await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${company.id} for update`);
          const before = await galleryStats(tx, company.id);
          if (before.count + stored.length > IMAGE_UPLOAD.galleryImagesPerCompany) {
            throw badRequest({ images: [UPLOAD_MESSAGES.galleryFull] });
          }
          return tx
            .insert(companyGalleryImages)
            .values(
              stored.map((image, index) => ({
                companyId: company.id,
                url: image.url,
                thumbUrl: image.thumbUrl,
                alt: texts.alt?.[index] ?? "",
                caption: texts.caption?.[index] ?? "",
                sortOrder: before.nextSortOrder + index,
              })),
            )
            .returning(galleryColumns);
        }),
      );
      const images: GalleryImage[] = created.sort((a, b) => a.id - b.id);
      return c.json(images, 201);
    })
    .delete("/companies/:uuid/gallery/:id/", companyOnly, async (c) => {
      const company = await ownedCompany(db, uuidParam(c, "uuid"), c.get("user").id);
      const [removed] = await db
        .delete(companyGalleryImages)
        .where(and(eq(companyGalleryImages.id, idParam(c, "id")), eq(companyGalleryImages.companyId, company.id)))
        .returning({ url: companyGalleryImages.url, thumbUrl: companyGalleryImages.thumbUrl });
      if (!removed) throw notFound();
      await media.remove([removed.url, removed.thumbUrl]);
      return c.body(null, 204);
    });
}

async function galleryStats(db: ApiDeps["db"], companyId: string) {
  const [row] = await db
    .select({
      count: count(),
      nextSortOrder: sql<number>`coalesce(max(${companyGalleryImages.sortOrder}) + 1, 0)::int`,
    })
    .from(companyGalleryImages)
    .where(eq(companyGalleryImages.companyId, companyId));
  return row;
}
