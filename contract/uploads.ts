/**
 * Image uploads (design section 7, security.md "Uploads"): what the API accepts and how it says no. The API
 * sniffs the bytes, so `mediaTypes` is for a form's `accept` attribute, not a promise about a file's name or
 * declared type.
 */
export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  /** Width × height; larger images are refused before they are decoded (decompression bombs). */
  maxPixels: 40_000_000,
  mediaTypes: ["image/jpeg", "image/png", "image/webp"],
  galleryImagesPerRequest: 10,
  galleryImagesPerCompany: 30,
} as const;

/** Field messages of image fields (`avatar`, `logo`, `cover_image`, `images`); DRF's words where it has them. */
export const UPLOAD_MESSAGES = {
  notAFile: "The submitted data was not a file. Check the encoding type on the form.",
  notAnImage: "Upload a valid image. The file you uploaded was either not an image or a corrupted image.",
  wrongType: "Upload a JPEG, PNG or WebP image.",
  tooLarge: `The file is larger than ${IMAGE_UPLOAD.maxBytes / (1024 * 1024)} MB.`,
  tooManyPixels: `The image is too large: at most ${IMAGE_UPLOAD.maxPixels / 1_000_000} megapixels.`,
  oneFile: "Upload one image.",
  tooManyImages: `Upload at most ${IMAGE_UPLOAD.galleryImagesPerRequest} images at a time.`,
  galleryFull: `A gallery holds at most ${IMAGE_UPLOAD.galleryImagesPerCompany} images.`,
} as const;
