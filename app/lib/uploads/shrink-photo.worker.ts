/**
 * The shrinking itself (docs/profiles-and-companies.md#images), in a worker so that decoding a 12 MP photo never
 * freezes the page on a cheap phone: the files come in one message, and one message answers each with its shrunk copy
 * or, when that would not help or cannot be done here (no OffscreenCanvas, HEIC on Chrome, a text file named .jpg),
 * null: send it as chosen. One photo at a
 * time: a phone holds one decoded photo (48 MB for 12 MP), not several. Started by ./shrink-photo.ts.
 */
import { SHRINK } from "./shrink-limits";

self.onmessage = async ({ data }: MessageEvent<File[]>) => {
  const copies: Array<File | null> = [];
  for (const file of data) copies.push(await shrinkPhoto(file).catch(() => null));
  self.postMessage(copies);
};

/** The shrunk copy, or null when the file is best sent as chosen. */
async function shrinkPhoto(file: File): Promise<File | null> {
  if (file.size <= SHRINK.smallEnoughBytes) return null;
  // "from-image": drawn upright, as the camera's EXIF orientation says; the copy carries no EXIF (nor GPS).
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const scale = Math.min(1, SHRINK.maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
    const context = canvas.getContext("2d");
    if (!context) return null;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // A JPEG stays a JPEG; a PNG or WebP may be transparent (a logo), so it becomes WebP, which keeps that.
    const type = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
    const blob = await canvas.convertToBlob({ type, quality: SHRINK.quality });
    // Safari cannot encode WebP and hands back a PNG: then the original is the better thing to send.
    if (blob.type !== type || blob.size >= file.size) return null;
    const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.${type === "image/jpeg" ? "jpg" : "webp"}`;
    return new File([blob], name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
