/**
 * Image uploads (design section 7, security.md "Uploads"): what the API accepts and how it says no. The API
 * sniffs the bytes, so `mediaTypes` is for a form's `accept` attribute, not a promise about a file's name or
 * declared type.
 */
import { ERROR_DETAILS } from "./error-details";
import { errorCodes } from "./error-codes";

/** Bytes in a megabyte, as the limits count them. */
export const MB = 1024 * 1024;

export const IMAGE_UPLOAD = {
  /**
   * Phone cameras write 3–12 MB photos (issue 19); the web app shrinks them first when it can
   * (docs/profiles-and-companies.md#images).
   */
  maxBytes: 20 * MB,
  /**
   * Width × height; larger images are refused before they are decoded (decompression bombs). Room for the
   * 48–64 megapixel modes of phone cameras (8160×6120, 9248×6936); a 108 MP photo or a 20000×20000 PNG is refused.
   */
  maxPixels: 70_000_000,
  /**
   * A multipart body: three full-size images (the web gallery form's rows; a company profile carries two) plus
   * the form's text. It bounds a gallery post of up to `galleryImagesPerRequest` images as a whole.
   */
  maxFormBytes: 3 * 20 * MB + MB,
  mediaTypes: ["image/jpeg", "image/png", "image/webp"],
  galleryImagesPerRequest: 10,
  galleryImagesPerCompany: 30,
} as const;

/** Field messages of image fields (`avatar`, `logo`, `cover_image`, `images`); DRF's words where it has them. */
export const UPLOAD_MESSAGES = {
  notAFile: "The submitted data was not a file. Check the encoding type on the form.",
  notAnImage: "Upload a valid image. The file you uploaded was either not an image or a corrupted image.",
  wrongType: "Upload a JPEG, PNG or WebP image.",
  tooLarge: `The file is larger than ${IMAGE_UPLOAD.maxBytes / MB} MB.`,
  tooManyPixels: `The image is too large: at most ${IMAGE_UPLOAD.maxPixels / 1_000_000} megapixels.`,
  oneFile: "Upload one image.",
  tooManyImages: `Upload at most ${IMAGE_UPLOAD.galleryImagesPerRequest} images at a time.`,
  galleryFull: `A gallery holds at most ${IMAGE_UPLOAD.galleryImagesPerCompany} images.`,
} as const;

/**
 * The uploads' error codes (contract/error-codes.ts), each with the English text above; the limits travel as
 * parameters, so a client says them in its own words.
 */
export const UPLOAD_ERRORS = errorCodes({
  not_a_file: UPLOAD_MESSAGES.notAFile,
  not_an_image: UPLOAD_MESSAGES.notAnImage,
  wrong_image_type: UPLOAD_MESSAGES.wrongType,
  image_too_large: (params: { megabytes: number }) => `The file is larger than ${params.megabytes} MB.`,
  too_many_pixels: (params: { megapixels: number }) =>
    `The image is too large: at most ${params.megapixels} megapixels.`,
  one_image: UPLOAD_MESSAGES.oneFile,
  too_many_images: (params: { max: number }) => `Upload at most ${params.max} images at a time.`,
  gallery_full: (params: { max: number }) => `A gallery holds at most ${params.max} images.`,
  no_images_uploaded: ERROR_DETAILS.noImagesUploaded,
});

/** The parameters of the limits' codes, as the API sends them. */
export const UPLOAD_LIMIT_PARAMS = {
  image_too_large: { megabytes: IMAGE_UPLOAD.maxBytes / MB },
  too_many_pixels: { megapixels: IMAGE_UPLOAD.maxPixels / 1_000_000 },
  too_many_images: { max: IMAGE_UPLOAD.galleryImagesPerRequest },
  gallery_full: { max: IMAGE_UPLOAD.galleryImagesPerCompany },
} as const;
