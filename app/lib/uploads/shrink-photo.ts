/**
 * Shrinking a chosen photo in the browser before the form sends it (decision 179): a phone camera's 3–12 MB
 * photo becomes a few hundred KB, so a worker on mobile data does not send 9 MB. Loaded only when a file is
 * chosen (~/components/forms/ImageField.tsx). Whatever the browser cannot decode or encode is sent as chosen, and
 * the server's checks and messages apply to it; the server re-encodes every image anyway.
 */

/** Longer than any side we store (a cover or gallery image: 1600 px), so nothing is lost to the server's shrink. */
const MAX_SIDE = 2000;
const QUALITY = 0.8;
/** A file this small is sent as chosen: shrinking would save little and could cost quality. */
const SMALL_ENOUGH_BYTES = 400 * 1024;

/**
 * Replaces the input's chosen files by their shrunk copies (a DataTransfer is the one way to set `input.files`),
 * unless the worker chose other files meanwhile.
 */
export async function shrinkChosenPhotos(input: HTMLInputElement): Promise<void> {
  const chosen = Array.from(input.files ?? []);
  const shrunk: File[] = [];
  // One at a time: a phone holds one decoded photo (48 MB for 12 MP) rather than several.
  for (const file of chosen) shrunk.push(await shrinkPhoto(file));
  const unchanged = shrunk.every((file, index) => file === chosen[index]);
  const stillChosen = Array.from(input.files ?? []).every((file, index) => file === chosen[index]);
  if (unchanged || !stillChosen) return;
  const transfer = new DataTransfer();
  for (const file of shrunk) transfer.items.add(file);
  input.files = transfer.files;
}

/** The photo within MAX_SIDE pixels, or the file itself when that would not help or cannot be done. */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SMALL_ENOUGH_BYTES) return file;
  let bitmap: ImageBitmap;
  try {
    // "from-image": drawn upright, as the camera's EXIF orientation says; the copy carries no EXIF (nor GPS).
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file; // HEIC on Chrome, a text file named .jpg: the server says what is wrong.
  }
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // A JPEG stays a JPEG; a PNG or WebP may be transparent (a logo), so it becomes WebP, which keeps that.
    const type = file.type === "image/jpeg" ? "image/jpeg" : "image/webp";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
    // Safari cannot encode WebP and hands back a PNG: then the original is the better thing to send.
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]*$/, "") || "photo"}.${type === "image/jpeg" ? "jpg" : "webp"}`;
    return new File([blob], name, { type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}
