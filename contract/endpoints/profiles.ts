/** Employee profiles, work experiences and companies (design section 7). */
import { z } from "zod";
import { companyFollowSchema } from "../follows";
import { ERROR_DETAILS } from "../errors";
import {
  companyCreateSchema,
  companySchema,
  companySearchPageSchema,
  companySearchQuerySchema,
  companyUpdateSchema,
  employeeProfileSchema,
  employeeProfileWriteSchema,
  fitFactsSchema,
  galleryImageSchema,
  galleryUploadSchema,
  PROFILE_MESSAGES,
  workExperienceCreateSchema,
  workExperienceSchema,
  workExperienceUpdateSchema,
} from "../profiles";
import { IMAGE_UPLOAD, MB } from "../uploads";
import { EXAMPLES } from "./examples";
import { endpoint, type FilePart } from "../endpoint";

const IMAGE =
  `JPEG, PNG or WebP, at most ${IMAGE_UPLOAD.maxBytes / MB} MB and ${IMAGE_UPLOAD.maxPixels / 1_000_000} megapixels; ` +
  "re-encoded to WebP, shrunk, with its metadata removed.";
const FORM_TEXT =
  "A multipart form (numbers and booleans as text; a list as repeated fields or one field holding a JSON array), " +
  "or JSON without the images. In a form, an empty file part keeps the image and an empty text value clears it.";

const avatarPart = { avatar: { description: `The profile photo. ${IMAGE}` } } satisfies Record<string, FilePart>;
const companyImageParts = {
  logo: { description: `The logo. ${IMAGE}` },
  cover_image: { description: `The cover image. ${IMAGE}` },
} satisfies Record<string, FilePart>;

const NO_PROFILE = "The caller has no profile yet.";
const ONE_PROFILE = `The caller already has a profile (\`profile_exists\`: "${PROFILE_MESSAGES.profileExists}").`;
/**
 * With S3_* set the images go to the bucket first (docs/operations.md#object-storage): a bucket that does not answer
 * stores nothing.
 */
const STORE_DOWN = "The upload store did not answer; nothing was saved. Try again after `Retry-After` seconds.";

export const listOwnEmployeeProfiles = endpoint({
  method: "get",
  path: "/employees/",
  operationId: "listOwnEmployeeProfiles",
  summary: "The caller's employee profile, as a list",
  tag: "Employees",
  access: "EMPLOYEE",
  responses: { 200: { description: "A list holding the caller's profile.", schema: z.array(employeeProfileSchema) } },
  errors: { 404: NO_PROFILE },
});

export const getOwnFitFacts = endpoint({
  method: "get",
  path: "/employees/fit-facts/",
  operationId: "getOwnFitFacts",
  summary: "What a job list's fit badges need of the caller",
  description:
    "The ids (ascending) of the jobs the caller has a live (not withdrawn) application to, the profile's " +
    "availability windows and whether it needs accommodation: a worker's job list marks its cards with these " +
    "(areas.md, the fit badges) in one small read instead of the whole profile. Without a profile: empty lists " +
    "and null.",
  tag: "Employees",
  access: "EMPLOYEE",
  responses: { 200: { description: "The facts.", schema: fitFactsSchema } },
});

export const createEmployeeProfile = endpoint({
  method: "post",
  path: "/employees/",
  operationId: "createEmployeeProfile",
  summary: "Create the caller's employee profile",
  description: FORM_TEXT,
  tag: "Employees",
  access: "EMPLOYEE",
  body: {
    kind: "multipart",
    schema: employeeProfileWriteSchema,
    example: EXAMPLES.employeeProfile,
    files: avatarPart,
    alsoJson: true,
  },
  responses: { 201: { description: "The new profile.", schema: employeeProfileSchema } },
  errors: { 400: ONE_PROFILE, 503: STORE_DOWN },
});

export const getEmployeeProfile = endpoint({
  method: "get",
  path: "/employees/{uuid}/",
  operationId: "getEmployeeProfile",
  summary: "An employee profile",
  description: "For its owner, and for a company the employee has applied to.",
  tag: "Employees",
  access: "signed-in",
  ownerOnly: true,
  responses: { 200: { description: "The profile.", schema: employeeProfileSchema } },
});

export const updateEmployeeProfile = endpoint({
  method: "patch",
  path: "/employees/{uuid}/",
  operationId: "updateEmployeeProfile",
  summary: "Update the caller's employee profile",
  description: `${FORM_TEXT} Any subset of the fields; a list sent replaces the stored one.`,
  tag: "Employees",
  access: "EMPLOYEE",
  ownerOnly: true,
  body: {
    kind: "multipart",
    schema: employeeProfileWriteSchema,
    example: EXAMPLES.employeeProfile,
    files: avatarPart,
    alsoJson: true,
  },
  responses: { 200: { description: "The updated profile.", schema: employeeProfileSchema } },
  errors: { 503: STORE_DOWN },
});

export const createWorkExperience = endpoint({
  method: "post",
  path: "/work-experiences/",
  operationId: "createWorkExperience",
  summary: "Add a work experience to the caller's profile",
  tag: "Work experiences",
  access: "EMPLOYEE",
  body: { kind: "json", schema: workExperienceCreateSchema, example: EXAMPLES.workExperience, alsoForm: true },
  responses: { 201: { description: "The new work experience.", schema: workExperienceSchema } },
  errors: {
    400: `A field is invalid, or the caller has no employee profile yet (\`create_profile_first\`: "${PROFILE_MESSAGES.createProfileFirst}").`,
  },
});

export const updateWorkExperience = endpoint({
  method: "patch",
  path: "/work-experiences/{id}/",
  operationId: "updateWorkExperience",
  summary: "Update one of the caller's work experiences",
  tag: "Work experiences",
  access: "EMPLOYEE",
  ownerOnly: true,
  body: {
    kind: "json",
    schema: workExperienceUpdateSchema,
    example: { description: "Also the wine list." },
    alsoForm: true,
  },
  responses: { 200: { description: "The updated work experience.", schema: workExperienceSchema } },
});

export const deleteWorkExperience = endpoint({
  method: "delete",
  path: "/work-experiences/{id}/",
  operationId: "deleteWorkExperience",
  summary: "Delete one of the caller's work experiences",
  tag: "Work experiences",
  access: "EMPLOYEE",
  ownerOnly: true,
  responses: { 204: { description: "Deleted." } },
});

export const listCompanies = endpoint({
  method: "get",
  path: "/companies/",
  operationId: "listCompanies",
  summary: "The caller's company profile, or a public search of companies",
  description:
    "Without query parameters: the signed-in company's own profile as a list (404 when it has none). With any " +
    "query parameter: a public search by name, industry, city and area, paged by `limit` and `offset`.",
  tag: "Companies",
  access: "optional",
  query: companySearchQuerySchema,
  responses: {
    200: {
      description: "The caller's profile as a list, or a page of search results.",
      schema: z.union([z.array(companySchema), companySearchPageSchema]),
    },
  },
  errors: {
    400: "A search parameter is invalid.",
    401: "No search parameters and no (valid) credentials.",
    403: "No search parameters and the caller is not a company.",
    404: NO_PROFILE,
  },
});

export const createCompany = endpoint({
  method: "post",
  path: "/companies/",
  operationId: "createCompany",
  summary: "Create the caller's company profile",
  description: `${FORM_TEXT} Every field is required except website, area, map position and benefits.`,
  tag: "Companies",
  access: "COMPANY",
  body: {
    kind: "multipart",
    schema: companyCreateSchema,
    example: EXAMPLES.company,
    files: companyImageParts,
    alsoJson: true,
  },
  responses: { 201: { description: "The new company.", schema: companySchema } },
  errors: { 400: ONE_PROFILE, 503: STORE_DOWN },
});

export const getCompany = endpoint({
  method: "get",
  path: "/companies/{uuid}/",
  operationId: "getCompany",
  summary: "A company's public profile",
  tag: "Companies",
  access: "public",
  responses: { 200: { description: "The company.", schema: companySchema } },
});

export const updateCompany = endpoint({
  method: "patch",
  path: "/companies/{uuid}/",
  operationId: "updateCompany",
  summary: "Update the caller's company profile",
  description: `${FORM_TEXT} Any subset of the fields.`,
  tag: "Companies",
  access: "COMPANY",
  ownerOnly: true,
  body: {
    kind: "multipart",
    schema: companyUpdateSchema,
    example: { about: "Now with a spa." },
    files: companyImageParts,
    alsoJson: true,
  },
  responses: { 200: { description: "The updated company.", schema: companySchema } },
  errors: { 503: STORE_DOWN },
});

export const addGalleryImages = endpoint({
  method: "post",
  path: "/companies/{uuid}/gallery/",
  operationId: "addGalleryImages",
  summary: "Add images to the caller's company gallery",
  tag: "Companies",
  access: "COMPANY",
  ownerOnly: true,
  description:
    `Up to ${IMAGE_UPLOAD.galleryImagesPerRequest} images at a time, ${IMAGE_UPLOAD.galleryImagesPerCompany} in all; ` +
    "`alt` and `caption` are matched to the images by position. The whole body is bounded by the multipart limit " +
    `(${Math.floor(IMAGE_UPLOAD.maxFormBytes / MB)} MB: three full-size photos), so more images must be smaller. ` +
    "A refused file is named by its position among the files (`images.0`, `images.1`, ...).",
  body: {
    kind: "multipart",
    schema: galleryUploadSchema,
    example: EXAMPLES.galleryTexts,
    files: { images: { description: `The images. ${IMAGE}`, multiple: true } },
  },
  responses: { 201: { description: "The images added.", schema: z.array(galleryImageSchema) } },
  errors: {
    400:
      `No image sent, or not a multipart form (\`no_images_uploaded\`: "${ERROR_DETAILS.noImagesUploaded}"); a file ` +
      "that is not a usable image (`images.<index>`); too many images at once (`too_many_images`) or in all " +
      "(`gallery_full`).",
    413: `A file over ${IMAGE_UPLOAD.maxBytes / MB} MB (\`images.<index>\`: \`image_too_large\`), or a body over the multipart limit.`,
    503: STORE_DOWN,
  },
});

export const deleteGalleryImage = endpoint({
  method: "delete",
  path: "/companies/{uuid}/gallery/{id}/",
  operationId: "deleteGalleryImage",
  summary: "Remove an image from the caller's company gallery",
  tag: "Companies",
  access: "COMPANY",
  ownerOnly: true,
  responses: { 204: { description: "Removed." } },
});

const followSpec = {
  path: "/companies/{uuid}/follow/",
  tag: "Companies",
  access: "EMPLOYEE",
  responses: { 200: { description: "Whether the worker follows the company now.", schema: companyFollowSchema } },
  errors: { 404: "No company has this uuid." },
} as const;

export const readCompanyFollow = endpoint({
  ...followSpec,
  method: "get",
  operationId: "readCompanyFollow",
  summary: "Whether the worker follows the company",
});

export const followCompany = endpoint({
  ...followSpec,
  method: "post",
  operationId: "followCompany",
  summary: "Follow a company",
  description: "Idempotent: answers the state as it now is.",
});

export const unfollowCompany = endpoint({
  ...followSpec,
  method: "delete",
  operationId: "unfollowCompany",
  summary: "Unfollow a company",
  description: "Idempotent: answers the state as it now is.",
});

/** In the order the document lists them. */
export const PROFILE_ENDPOINTS = [
  listOwnEmployeeProfiles,
  getOwnFitFacts,
  createEmployeeProfile,
  getEmployeeProfile,
  updateEmployeeProfile,
  createWorkExperience,
  updateWorkExperience,
  deleteWorkExperience,
  listCompanies,
  createCompany,
  getCompany,
  updateCompany,
  addGalleryImages,
  deleteGalleryImage,
  readCompanyFollow,
  followCompany,
  unfollowCompany,
] as const;
