/**
 * A company's gallery (design section 7 "Other"; docs/profiles-and-companies.md): photos added by the owning
 * company, up to `IMAGE_UPLOAD.galleryImagesPerRequest` at a time and `galleryImagesPerCompany` in all, each with
 * its description and caption, removed one by one. Refusals are domain errors (./errors.ts) with their codes; a
 * refused file is named by its place among the request's files (`images.1`), so a form can say which it was.
 */
import { and, count, eq, sql } from "drizzle-orm";
import type { GalleryImage, GalleryUploadRequest } from "../../contract/profiles";
import { IMAGE_UPLOAD, UPLOAD_LIMIT_PARAMS } from "../../contract/uploads";
import type { AppDatabase } from "../db/client";
import { companies, companyGalleryImages } from "../db/schema";
import type { MediaStore } from "../services/media-store";
import { prepareImages } from "../services/uploads";
import { fail } from "./errors";

const galleryColumns = {
  id: companyGalleryImages.id,
  url: companyGalleryImages.url,
  thumb_url: companyGalleryImages.thumbUrl,
  alt: companyGalleryImages.alt,
  caption: companyGalleryImages.caption,
};

async function galleryStats(db: AppDatabase, companyId: string) {
  const [row] = await db
    .select({
      count: count(),
      nextSortOrder: sql<number>`coalesce(max(${companyGalleryImages.sortOrder}) + 1, 0)::int`,
    })
    .from(companyGalleryImages)
    .where(eq(companyGalleryImages.companyId, companyId));
  return row;
}

const galleryFull = () => fail.invalidField("images", "gallery_full", UPLOAD_LIMIT_PARAMS.gallery_full);

/** Adds `files` with their texts (matched by position) to the company's gallery; the images in the order added. */
export async function addToGallery(
  db: AppDatabase,
  media: MediaStore,
  companyId: string,
  files: File[],
  texts: GalleryUploadRequest,
): Promise<GalleryImage[]> {
  if (files.length === 0) throw fail.invalid("no_images_uploaded");
  if (files.length > IMAGE_UPLOAD.galleryImagesPerRequest) {
    throw fail.invalidField("images", "too_many_images", UPLOAD_LIMIT_PARAMS.too_many_images);
  }
  if ((await galleryStats(db, companyId)).count + files.length > IMAGE_UPLOAD.galleryImagesPerCompany) {
    throw galleryFull();
  }
  const prepared = await prepareImages(
    files.map((file, index) => ({ file, field: `images.${index}`, kind: "gallery" })),
  );
  const created = await media.saveThenCommit(prepared, (stored) =>
    db.transaction(async (tx) => {
      // The company row lock serialises uploads, so the cap and the order hold under concurrent requests.
      await tx.execute(sql`select 1 from ${companies} where ${companies.id} = ${companyId} for update`);
      const before = await galleryStats(tx, companyId);
      if (before.count + stored.length > IMAGE_UPLOAD.galleryImagesPerCompany) throw galleryFull();
      return tx
        .insert(companyGalleryImages)
        .values(
          stored.map((image, index) => ({
            companyId,
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
  return created.sort((a, b) => a.id - b.id);
}

/** Removes one image of the company's gallery, and its files; not found when the company has no such image. */
export async function removeFromGallery(
  db: AppDatabase,
  media: MediaStore,
  companyId: string,
  imageId: number,
): Promise<void> {
  const [removed] = await db
    .delete(companyGalleryImages)
    .where(and(eq(companyGalleryImages.id, imageId), eq(companyGalleryImages.companyId, companyId)))
    .returning({ url: companyGalleryImages.url, thumbUrl: companyGalleryImages.thumbUrl });
  if (!removed) throw fail.notFound();
  await media.remove([removed.url, removed.thumbUrl]);
}
