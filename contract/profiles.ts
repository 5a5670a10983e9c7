/**
 * Employee and company profiles (design section 7). Create and update are multipart (they carry images), so
 * numbers, booleans and lists are read from form text with the `form*` builders; lists of objects (skills,
 * benefits ...) travel as one field holding a JSON array. Image files are not in these schemas: the upload
 * service sniffs and re-encodes them.
 */
import { z } from "zod";
import type { ApiErrorCode } from "./api-errors";
import { isIsoDate } from "./dates";
import { BENEFIT_ICONS } from "./benefit-icons";
import {
  DRIVING_LICENCES,
  GREEK_AREAS,
  LANGUAGE_LEVELS,
  RIGHT_TO_WORK,
  SKILL_CATEGORIES,
  SKILL_LEVELS,
  WORK_HOURS,
} from "./enums";
import {
  countryCode,
  email,
  formBoolean,
  formList,
  formNumber,
  isoDate,
  languageCode,
  latitudeSchema,
  line,
  logoThumbSchema,
  optionalChoice,
  optionalFormBoolean,
  longitudeSchema,
  optionalFormNumber,
  optionalHttpUrl,
  optionalIsoDate,
  optionalLine,
  optionalText,
  phoneNumber,
  text,
} from "./fields";
import { IMAGE_UPLOAD } from "./uploads";
import {
  BENEFIT_ICON_MESSAGE,
  EMPLOYEE_BASICS_FIELDS,
  EMPLOYEE_SEASONAL_FIELDS,
  PROFILE_MESSAGES,
} from "./profile-fields";

export { BENEFIT_ICON_MESSAGE, EMPLOYEE_BASICS_FIELDS, EMPLOYEE_SEASONAL_FIELDS, PROFILE_MESSAGES };

/** A rule's issue: its message, and its code (contract/error-codes.ts) where the rule has one. */
type Issue = { path: string; message: string; code?: ApiErrorCode };
const addIssues = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const issue of issues) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: [issue.path],
      message: issue.message,
      ...(issue.code ? { params: { code: issue.code } } : {}),
    });
  }
};
/** Only two well-formed days are compared; a malformed one already has its own message. */
const afterOrEqual = (from: string | null | undefined, to: string | null | undefined) =>
  typeof from !== "string" || typeof to !== "string" || !isIsoDate(from) || !isIsoDate(to) || to >= from;
const duplicated = (values: string[]) => new Set(values.map((value) => value.toLowerCase())).size !== values.length;

/** How many items each list of a profile holds at most, whole (`PATCH` with the list) or one at a time. */
export const PROFILE_LIST_LIMITS = { skills: 50, languages: 20, availability: 12, benefits: 20 } as const;

// ---- Employee ----

export const skillSchema = z.object({
  name: line(60),
  level: z.enum(SKILL_LEVELS),
  category: z.enum(SKILL_CATEGORIES),
});

export const spokenLanguageSchema = z.object({ language: languageCode(), level: z.enum(LANGUAGE_LEVELS) });

/** An availability window's fields, without the check between them (`checkAvailability`): a form extends it. */
export const availabilityFieldsSchema = z.object({
  available_from: isoDate(),
  available_to: optionalIsoDate(),
  work_hours: z.enum(WORK_HOURS).nullable().optional(),
  notes: optionalLine(300),
});
/** A window ends on or after its start (an open end, or a date not yet well-formed, is no mistake here). */
export const checkAvailability = (
  period: { available_from?: string; available_to?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (!afterOrEqual(period.available_from, period.available_to)) {
    addIssues(ctx, [{ path: "available_to", message: PROFILE_MESSAGES.endBeforeStart, code: "end_before_start" }]);
  }
};

/** A period the employee can work in; `available_to` empty means open-ended. */
export const availabilitySchema = availabilityFieldsSchema.superRefine(checkAvailability);

/**
 * The item endpoints' changes (`PATCH /employees/{uuid}/skills/{id}/` and the like): any subset of an item's fields;
 * the API checks the item as it will be (its dates, a name the profile already lists).
 */
export const skillUpdateSchema = skillSchema.partial();
export const spokenLanguageUpdateSchema = spokenLanguageSchema.partial();
export const availabilityUpdateSchema = availabilityFieldsSchema.partial().superRefine(checkAvailability);

const employeeProfileShape = {
  headline: optionalLine(120),
  bio: optionalText(2000),
  // Where the worker lives: the form asks it once, as `city` (areas.md); `location` is kept for API clients and for
  // profiles from before, and both are read as one line (docs/data.md#full-text-search). As long as `location`, so the
  // one answer the form makes of an older profile's two always fits.
  location: optionalLine(200),
  city: optionalLine(200),
  country: countryCode().optional(),
  skills: formList(skillSchema, { max: PROFILE_LIST_LIMITS.skills }).optional(),
  languages: formList(spokenLanguageSchema, { max: PROFILE_LIST_LIMITS.languages }).optional(),
  availability: formList(availabilitySchema, { max: PROFILE_LIST_LIMITS.availability }).optional(),
  // The seasonal facts (areas.md): each optional, null when not said. Yes or no only: the AFM and AMKA numbers
  // themselves are never asked for or stored.
  right_to_work: optionalChoice(RIGHT_TO_WORK),
  has_afm: optionalFormBoolean(),
  has_amka: optionalFormBoolean(),
  health_certificate: optionalFormBoolean(),
  driving_licence: optionalChoice(DRIVING_LICENCES),
  needs_accommodation: optionalFormBoolean(),
  preferred_areas: formList(z.enum(GREEK_AREAS), { max: GREEK_AREAS.length }).optional(),
};

const checkEmployeeLists = (
  profile: { skills?: Array<{ name: string }>; languages?: Array<{ language: string }> },
  ctx: z.RefinementCtx,
) => {
  if (profile.skills && duplicated(profile.skills.map((skill) => skill.name))) {
    addIssues(ctx, [{ path: "skills", message: PROFILE_MESSAGES.duplicateSkill, code: "duplicate_skill" }]);
  }
  if (profile.languages && duplicated(profile.languages.map((entry) => entry.language))) {
    addIssues(ctx, [{ path: "languages", message: PROFILE_MESSAGES.duplicateLanguage, code: "duplicate_language" }]);
  }
};

/**
 * The profile's own facts without its lists: what the web's create and basic-info forms send (where the worker lives
 * once, as `city`).
 */
export const employeeBasicsSchema = z.object(employeeProfileShape).pick({
  headline: true,
  bio: true,
  city: true,
  country: true,
});

export const employeeSeasonalSchema = z.object(employeeProfileShape).pick({
  right_to_work: true,
  has_afm: true,
  has_amka: true,
  health_certificate: true,
  driving_licence: true,
  needs_accommodation: true,
  preferred_areas: true,
});

/** `POST /employees/` and `PATCH /employees/{uuid}/`: every field optional; a list sent replaces the stored one. */
export const employeeProfileWriteSchema = z.object(employeeProfileShape).superRefine(checkEmployeeLists);

const workExperienceShape = {
  job_title: line(120),
  company_name: line(120),
  location: optionalLine(200),
  start_date: isoDate(),
  end_date: optionalIsoDate(),
  is_current: formBoolean().optional(),
  description: optionalText(2000),
};

/** An experience's checks across its fields (an end before the start, a current job with an end date); forms run it too. */
export function checkWorkExperience(
  experience: { start_date?: string; end_date?: string | null; is_current?: boolean },
  ctx: z.RefinementCtx,
) {
  if (!afterOrEqual(experience.start_date, experience.end_date)) {
    addIssues(ctx, [{ path: "end_date", message: PROFILE_MESSAGES.endBeforeStart, code: "end_before_start" }]);
  }
  if (experience.is_current && experience.end_date) {
    addIssues(ctx, [{ path: "end_date", message: PROFILE_MESSAGES.currentWithEnd, code: "current_with_end" }]);
  }
}

/** `POST /work-experiences/` (for the caller's own profile). */
export const workExperienceCreateSchema = z.object(workExperienceShape).superRefine(checkWorkExperience);
/** `PATCH /work-experiences/{id}/`: the API re-checks the dates against the stored row. */
export const workExperienceUpdateSchema = z.object(workExperienceShape).partial().superRefine(checkWorkExperience);

export const workExperienceSchema = z.object({
  id: z.number().int(),
  job_title: z.string(),
  company_name: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_current: z.boolean(),
  description: z.string(),
});

/**
 * The items of a profile's lists as the API shows them: each with its id, which the item endpoints name (a change
 * to one item leaves the others as they are stored, whatever another tab sent meanwhile).
 */
export const skillItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(SKILL_LEVELS),
  category: z.enum(SKILL_CATEGORIES),
});
export const spokenLanguageItemSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  level: z.enum(LANGUAGE_LEVELS),
});
export const availabilityItemSchema = z.object({
  id: z.number().int(),
  available_from: z.string(),
  available_to: z.string().nullable(),
  work_hours: z.enum(WORK_HOURS).nullable(),
  notes: z.string(),
});

export const employeeProfileSchema = z.object({
  uuid: z.string().uuid(),
  user: z.string().uuid(),
  first_name: z.string(),
  last_name: z.string(),
  headline: z.string(),
  bio: z.string(),
  location: z.string(),
  city: z.string(),
  country: z.string(),
  avatar: z.string().nullable(),
  work_experiences: z.array(workExperienceSchema),
  skills: z.array(skillItemSchema),
  languages: z.array(spokenLanguageItemSchema),
  availability: z.array(availabilityItemSchema),
  right_to_work: z.enum(RIGHT_TO_WORK).nullable(),
  has_afm: z.boolean().nullable(),
  has_amka: z.boolean().nullable(),
  health_certificate: z.boolean().nullable(),
  driving_licence: z.enum(DRIVING_LICENCES).nullable(),
  needs_accommodation: z.boolean().nullable(),
  preferred_areas: z.array(z.enum(GREEK_AREAS)),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * `GET /employees/fit-facts/`: what the cards of a worker's job list need to know of the worker for their fit
 * badges (areas.md): the jobs with a live application (ascending), the availability windows and the housing need.
 * A worker without a profile gets empty lists and null. One small read per list page, not the whole profile.
 */
export const fitFactsSchema = z.object({
  applied_jobs: z.array(z.number().int().positive()),
  availability: z.array(z.object({ available_from: z.string(), available_to: z.string().nullable() })),
  needs_accommodation: z.boolean().nullable(),
});

// ---- Company ----

/** `icon` is one of the fixed set (home, utensils, bus ...), or empty for none. */
export const benefitSchema = z.object({
  title: line(100),
  description: optionalText(500),
  icon: optionalLine(40).refine((icon) => !icon || (BENEFIT_ICONS as readonly string[]).includes(icon), {
    message: BENEFIT_ICON_MESSAGE,
    params: { code: "invalid_benefit_icon" },
  }),
});

/** `PATCH /companies/{uuid}/benefits/{id}/`: any subset of a benefit's fields. */
export const benefitUpdateSchema = benefitSchema.partial();

/** A benefit as the API shows it, with the id its item endpoints name. */
export const benefitItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
});

/**
 * "Company creation needs all fields filled" (spec section 5): everything is required on create except the
 * website (many family businesses have none), the area, the map position and the benefits.
 */
const companyShape = {
  name: line(200),
  industries: formList(line(60), { min: 1, max: 10 }),
  about: text(5000),
  website: optionalHttpUrl(),
  email: email(),
  phone_number: phoneNumber(),
  location: line(200),
  city: line(100),
  area: optionalLine(100),
  country: countryCode(),
  latitude: optionalFormNumber(latitudeSchema),
  longitude: optionalFormNumber(longitudeSchema),
  years_in_business: formNumber(z.number().int().min(0).max(500)),
  employee_count: formNumber(z.number().int().min(0).max(1_000_000)),
  benefits: formList(benefitSchema, { max: PROFILE_LIST_LIMITS.benefits }).optional(),
};

const checkCompany = (company: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
  const hasLatitude = company.latitude !== null && company.latitude !== undefined;
  const hasLongitude = company.longitude !== null && company.longitude !== undefined;
  if (hasLatitude !== hasLongitude) {
    addIssues(ctx, [
      {
        path: hasLatitude ? "longitude" : "latitude",
        message: PROFILE_MESSAGES.coordinatesPair,
        code: "coordinates_pair",
      },
    ]);
  }
};

/** `POST /companies/` (multipart). */
export const companyCreateSchema = z.object(companyShape).superRefine(checkCompany);
/** `PATCH /companies/{uuid}/` (multipart): any subset. */
export const companyUpdateSchema = z.object(companyShape).partial().superRefine(checkCompany);

/**
 * `GET /companies/?name=&industry_label=&city=&area=&limit=&offset=`: the public search (any query parameter
 * present). Paged by limit and offset as DRF's LimitOffsetPagination (docs/profiles-and-companies.md#company-search).
 */
export const companySearchQuerySchema = z.object({
  name: optionalLine(100),
  industry_label: optionalLine(60),
  city: optionalLine(100),
  area: optionalLine(100),
  limit: formNumber(z.number().int().min(1).max(100)).optional(),
  offset: formNumber(z.number().int().min(0).max(100_000)).optional(),
});

/** `POST /companies/{uuid}/gallery/`: the `images` files, with optional texts matched to them by position. */
export const galleryUploadSchema = z.object({
  alt: formList(optionalLine(200), { max: IMAGE_UPLOAD.galleryImagesPerRequest }).optional(),
  caption: formList(optionalLine(300), { max: IMAGE_UPLOAD.galleryImagesPerRequest }).optional(),
});

export const galleryImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string().nullable(),
  alt: z.string(),
  caption: z.string(),
});

/** A review as everyone reads it; `verified` marks one written by a worker the company shortlisted (areas.md). */
export const reviewSchema = z.object({
  id: z.number().int(),
  /** As shown ("Maria K."); empty when its author deleted the account. */
  author: z.string(),
  /**
   * The author deleted the account (docs/sessions-and-accounts.md#exporting-and-deleting-an-account): the review stays,
   * shown as by "Deleted user".
   */
  author_deleted: z.boolean(),
  avatar: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  date: z.string(),
  /** The year of the season the review is about; null for reviews from before seasons were asked. */
  season: z.number().int().nullable(),
  title: z.string(),
  content: z.string(),
  position: z.string(),
  location: z.string(),
  verified: z.boolean(),
  /** The company's one reply, and when it was written. */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const companySchema = z.object({
  uuid: z.string().uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  logo_thumb: logoThumbSchema,
  cover_image: z.string().nullable(),
  industries: z.array(z.string()),
  about: z.string(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  location: z.string(),
  city: z.string(),
  area: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  years_in_business: z.number().int().nullable(),
  employee_count: z.number().int().nullable(),
  review_count: z.number().int(),
  /** The average of the reviews' ratings to one decimal, 0 without reviews. */
  rating: z.number(),
  /** Active jobs still taking applications. */
  open_job_count: z.number().int(),
  benefits: z.array(benefitItemSchema),
  gallery: z.array(galleryImageSchema),
  created_at: z.string(),
});

/** A company in the search list: what a card shows (spec section 3's company fields plus place and rating). */
export const companySummarySchema = companySchema.pick({
  uuid: true,
  name: true,
  logo: true,
  logo_thumb: true,
  cover_image: true,
  industries: true,
  city: true,
  area: true,
  country: true,
  years_in_business: true,
  employee_count: true,
  review_count: true,
  rating: true,
  open_job_count: true,
});

/** The search answer: DRF's LimitOffsetPagination page; `next`/`previous` are absolute URLs or null. */
export const companySearchPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(companySummarySchema),
});

export type Skill = z.infer<typeof skillSchema>;
export type SpokenLanguage = z.infer<typeof spokenLanguageSchema>;
export type Availability = z.infer<typeof availabilitySchema>;
export type SkillUpdateRequest = z.infer<typeof skillUpdateSchema>;
export type SpokenLanguageUpdateRequest = z.infer<typeof spokenLanguageUpdateSchema>;
export type AvailabilityUpdateRequest = z.infer<typeof availabilityUpdateSchema>;
export type SkillItem = z.infer<typeof skillItemSchema>;
export type SpokenLanguageItem = z.infer<typeof spokenLanguageItemSchema>;
export type AvailabilityItem = z.infer<typeof availabilityItemSchema>;
export type EmployeeProfileWriteRequest = z.infer<typeof employeeProfileWriteSchema>;
export type WorkExperienceCreateRequest = z.infer<typeof workExperienceCreateSchema>;
export type WorkExperienceUpdateRequest = z.infer<typeof workExperienceUpdateSchema>;
export type WorkExperience = z.infer<typeof workExperienceSchema>;
export type EmployeeProfile = z.infer<typeof employeeProfileSchema>;
export type FitFacts = z.infer<typeof fitFactsSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type BenefitUpdateRequest = z.infer<typeof benefitUpdateSchema>;
export type BenefitItem = z.infer<typeof benefitItemSchema>;
export type CompanyCreateRequest = z.infer<typeof companyCreateSchema>;
export type CompanyUpdateRequest = z.infer<typeof companyUpdateSchema>;
export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>;
export type GalleryUploadRequest = z.infer<typeof galleryUploadSchema>;
export type CompanySummary = z.infer<typeof companySummarySchema>;
export type CompanySearchPage = z.infer<typeof companySearchPageSchema>;
export type GalleryImage = z.infer<typeof galleryImageSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Company = z.infer<typeof companySchema>;
