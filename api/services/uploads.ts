/**
 * Uploaded images (design section 7, security.md "Uploads"). A file is trusted for nothing: its bytes are
 * sniffed (JPEG, PNG and WebP only, so never SVG or HTML), its pixel count is checked from the header before
 * anything is decoded (decompression bombs), and what is stored is sharp's re-encoding to WebP: bounded in size,
 * turned upright, without metadata (GPS positions in phone photos) and without whatever a polyglot carried
 * beside the pixels. Names are made by the store (media-store.ts); the name the client gave is never used.
 */
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";
import { coded } from "../../contract/api-errors";
import { IMAGE_UPLOAD, UPLOAD_LIMIT_PARAMS } from "../../contract/uploads";
import { DomainError, fail } from "../models/errors";
import type { ImageKind } from "./media-keys";

/** A checked, re-encoded image, not yet stored (media-store.ts stores it). */
export type PreparedImage = { kind: ImageKind; main: Buffer; thumb: Buffer | null };
/** Public URL paths (under /media/) of a stored image. */
export type StoredImage = { url: string; thumbUrl: string | null };

/**
 * Longest side in pixels of the stored image and of its thumbnail. Avatars and logos are only ever shown small;
 * gallery pages show thumbnails first and the large image on demand. A logo's thumbnail is what Lite pages show
 * (docs/ui.md#lite-mode): 96 px covers the 48–56 px a logo takes on screen at up to twice the density, and stays
 * under a few KB, a fraction of the 512 px logo.
 */
export const LOGO_THUMB_SIZE = 96;
const SIZES: Record<ImageKind, { max: number; thumb: number | null }> = {
  avatars: { max: 512, thumb: null },
  logos: { max: 512, thumb: LOGO_THUMB_SIZE },
  covers: { max: 1600, thumb: null },
  gallery: { max: 1600, thumb: 400 },
};
const WEBP_QUALITY = 80;
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(IMAGE_UPLOAD.mediaTypes);
const SHARP_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp"]);

/**
 * Checks and re-encodes one uploaded file. A refusal is a domain error (../models/errors.ts) naming `field`:
 * too large (413) for a file over the size cap (security.md), invalid (400) for anything else.
 */
export async function prepareImage(file: File, field: string, kind: ImageKind): Promise<PreparedImage> {
  refuseOversized(file, field);
  const input = Buffer.from(await file.arrayBuffer());
  const sniffed = await fileTypeFromBuffer(input);
  if (!sniffed) throw fail.invalidField(field, "not_an_image");
  if (!ACCEPTED_TYPES.has(sniffed.mime)) throw fail.invalidField(field, "wrong_image_type");
  await refuseHugeImages(input, field);
  const size = SIZES[kind];
  try {
    // The photo is decoded once: the thumbnail is made from the bounded image, not from the camera's original.
    const main = await shrink(input, size.max);
    return { kind, main, thumb: size.thumb === null ? null : await shrink(main, size.thumb) };
  } catch {
    throw fail.invalidField(field, "not_an_image");
  }
}

/**
 * Several files of one request, each with the field its refusal names. Every size is checked before any file is
 * decoded (a 413 costs no decoding), and they are decoded one at a time, so a request holds one bitmap at most.
 */
export async function prepareImages(
  uploads: ReadonlyArray<{ file: File; field: string; kind: ImageKind }>,
): Promise<PreparedImage[]> {
  for (const { file, field } of uploads) refuseOversized(file, field);
  const prepared: PreparedImage[] = [];
  for (const { file, field, kind } of uploads) prepared.push(await prepareImage(file, field, kind));
  return prepared;
}

function refuseOversized(file: File, field: string): void {
  if (file.size > IMAGE_UPLOAD.maxBytes) {
    throw new DomainError("too_large", coded("image_too_large", UPLOAD_LIMIT_PARAMS.image_too_large), { field });
  }
}

/**
 * The thumbnail of an image already stored (re-encoded by `prepareImage`): the start-up backfill of logos stored
 * before thumbnails were made (logo-thumbnails.ts).
 */
export function thumbnailOf(stored: Buffer, kind: ImageKind): Promise<Buffer | null> {
  const size = SIZES[kind].thumb;
  return size === null ? Promise.resolve(null) : shrink(stored, size);
}

/**
 * The image within `longestSide` pixels as WebP, upright, without metadata (no withMetadata()/keepMetadata():
 * sharp writes none of the input's EXIF, XMP or ICC data). Memory stays far below the bitmap's size: libvips
 * reads the input top to bottom (sequentialRead) and shrinks a JPEG while decoding it, so a 12 MP photo took
 * about 50 MB above the process's baseline and a 50 MP one about 35–50 MB (measured:
 * docs/profiles-and-companies.md#images). failOn "error": phone cameras write JPEGs that only warn; broken pixel data
 * still fails.
 */
function shrink(input: Buffer, longestSide: number): Promise<Buffer> {
  return sharp(input, {
    limitInputPixels: IMAGE_UPLOAD.maxPixels,
    autoOrient: true,
    failOn: "error",
    sequentialRead: true,
  })
    .resize({ width: longestSide, height: longestSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/** Reads width and height from the header only: a 20000×20000 PNG of a few kilobytes is never inflated. */
async function refuseHugeImages(input: Buffer, field: string): Promise<void> {
  let header: Metadata;
  try {
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fail.invalidField(field, "not_an_image");
  }
  // The sniffer and the decoder must agree: a file that sniffs as PNG but decodes as something else is refused.
  if (!SHARP_FORMATS.has(header.format)) throw fail.invalidField(field, "wrong_image_type");
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels === 0) throw fail.invalidField(field, "not_an_image");
  if (pixels > IMAGE_UPLOAD.maxPixels) {
    throw fail.invalidField(field, "too_many_pixels", UPLOAD_LIMIT_PARAMS.too_many_pixels);
  }
}
