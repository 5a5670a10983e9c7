/**
 * The shapes the document names in `components.schemas`. Wherever one of these zod schemas (the same object)
 * appears inside another, the document refers to it with `$ref` instead of repeating it; an enumeration is
 * recognised by its list of values from `contract/enums.ts`, so every `z.enum(WORK_HOURS)` becomes `WorkHours`.
 */
import { z } from "zod";
import {
  applicantSchema,
  applicationCreateSchema,
  applicationSchema,
  applicationStatusUpdateSchema,
} from "../../contract/applications";
import {
  socialLoginRequestSchema,
  socialLoginResponseSchema,
  tokenBlacklistRequestSchema,
  tokenObtainRequestSchema,
  tokenPairResponseSchema,
  tokenRefreshRequestSchema,
  tokenRefreshResponseSchema,
} from "../../contract/auth";
import { contactBodySchema, contactResponseSchema } from "../../contract/contact";
import {
  detailResponseSchema,
  emailOnlyRequestSchema,
  passwordResetRequestSchema,
  passwordResetStatusSchema,
} from "../../contract/accounts";
import { COUNTRY_CODES } from "../../contract/countries";
import * as enums from "../../contract/enums";
import { authErrorSchema, detailErrorSchema, fieldErrorsSchema, tokenErrorMessageSchema } from "../../contract/errors";
import {
  jobCompanySchema,
  jobCreateSchema,
  jobLanguageSchema,
  jobListItemSchema,
  jobMetadataSchema,
  jobPageSchema,
  jobSchema,
  jobUpdateSchema,
} from "../../contract/jobs";
import {
  checkoutRequestSchema,
  planSchema,
  portalRequestSchema,
  redirectSessionSchema,
  planUsageSchema,
  subscriptionCancelRequestSchema,
  subscriptionChangeRequestSchema,
  subscriptionSchema,
} from "../../contract/payments";
import {
  benefitSchema,
  companyCreateSchema,
  companySchema,
  companySearchPageSchema,
  companySummarySchema,
  companyUpdateSchema,
  employeeProfileSchema,
  employeeProfileWriteSchema,
  galleryImageSchema,
  galleryUploadSchema,
  reviewSchema,
  workExperienceCreateSchema,
  workExperienceSchema,
  workExperienceUpdateSchema,
} from "../../contract/profiles";
import {
  ownReviewSchema,
  reviewCreateSchema,
  reviewEligibilitySchema,
  reviewReplySchema,
  reviewReportedSchema,
  reviewReportSchema,
  reviewUpdateSchema,
} from "../../contract/reviews";
import {
  activationRequestSchema,
  activationResponseSchema,
  activationStatusSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  userSchema,
} from "../../contract/users";

/** Object shapes by component name. */
export const SCHEMA_COMPONENTS: Record<string, z.ZodTypeAny> = {
  User: userSchema,
  SignUpRequest: signUpRequestSchema,
  SignUpResponse: signUpResponseSchema,
  ActivationStatus: activationStatusSchema,
  ActivationRequest: activationRequestSchema,
  ActivationResponse: activationResponseSchema,
  EmailOnlyRequest: emailOnlyRequestSchema,
  AccountNotice: detailResponseSchema,
  PasswordResetStatus: passwordResetStatusSchema,
  PasswordResetRequest: passwordResetRequestSchema,
  TokenObtainRequest: tokenObtainRequestSchema,
  TokenPair: tokenPairResponseSchema,
  TokenRefreshRequest: tokenRefreshRequestSchema,
  TokenRefreshResponse: tokenRefreshResponseSchema,
  TokenBlacklistRequest: tokenBlacklistRequestSchema,
  SocialLoginRequest: socialLoginRequestSchema,
  SocialLoginResponse: socialLoginResponseSchema,
  EmployeeProfile: employeeProfileSchema,
  EmployeeProfileWrite: employeeProfileWriteSchema,
  WorkExperience: workExperienceSchema,
  WorkExperienceCreate: workExperienceCreateSchema,
  WorkExperienceUpdate: workExperienceUpdateSchema,
  Company: companySchema,
  CompanyCreate: companyCreateSchema,
  CompanyUpdate: companyUpdateSchema,
  CompanySummary: companySummarySchema,
  CompanySearchPage: companySearchPageSchema,
  GalleryUpload: galleryUploadSchema,
  Benefit: benefitSchema,
  GalleryImage: galleryImageSchema,
  Review: reviewSchema,
  OwnReview: ownReviewSchema,
  ReviewCreate: reviewCreateSchema,
  ReviewUpdate: reviewUpdateSchema,
  ReviewReply: reviewReplySchema,
  ReviewReport: reviewReportSchema,
  ReviewReported: reviewReportedSchema,
  ReviewEligibility: reviewEligibilitySchema,
  Job: jobSchema,
  JobListItem: jobListItemSchema,
  JobCompany: jobCompanySchema,
  JobLanguage: jobLanguageSchema,
  JobPage: jobPageSchema,
  JobCreate: jobCreateSchema,
  JobUpdate: jobUpdateSchema,
  JobMetadata: jobMetadataSchema,
  Application: applicationSchema,
  Applicant: applicantSchema,
  ApplicationCreate: applicationCreateSchema,
  ApplicationStatusUpdate: applicationStatusUpdateSchema,
  Plan: planSchema,
  Subscription: subscriptionSchema,
  CheckoutRequest: checkoutRequestSchema,
  PortalRequest: portalRequestSchema,
  SubscriptionCancelRequest: subscriptionCancelRequestSchema,
  SubscriptionChangeRequest: subscriptionChangeRequestSchema,
  PlanUsage: planUsageSchema,
  RedirectSession: redirectSessionSchema,
  ContactRequest: contactBodySchema,
  ContactResponse: contactResponseSchema,
  FieldErrors: fieldErrorsSchema,
  DetailError: detailErrorSchema,
  AuthError: authErrorSchema,
  TokenErrorMessage: tokenErrorMessageSchema,
};

/** The enumerations by component name: the value lists of `contract/enums.ts` and the country codes. */
export const ENUM_COMPONENTS: Record<string, readonly string[]> = {
  Role: enums.ROLES,
  WorkHours: enums.WORK_HOURS,
  Schedule: enums.SCHEDULES,
  SubscriptionStatus: enums.SUBSCRIPTION_STATUSES,
  ApplicationStatus: enums.APPLICATION_STATUSES,
  CompanyApplicationStatus: enums.COMPANY_APPLICATION_STATUSES,
  ExperienceLevel: enums.EXPERIENCE_LEVELS,
  EmploymentType: enums.EMPLOYMENT_TYPES,
  SkillLevel: enums.SKILL_LEVELS,
  SkillCategory: enums.SKILL_CATEGORIES,
  LanguageLevel: enums.LANGUAGE_LEVELS,
  Currency: enums.CURRENCIES,
  SalaryPeriod: enums.SALARY_PERIODS,
  Accommodation: enums.ACCOMMODATIONS,
  Meals: enums.MEALS,
  JobOrdering: enums.JOB_ORDERINGS,
  Language: enums.LANGUAGES,
  SocialProvider: enums.SOCIAL_PROVIDERS,
  PlanInterval: enums.PLAN_INTERVALS,
  RightToWork: enums.RIGHT_TO_WORK,
  DrivingLicence: enums.DRIVING_LICENCES,
  GreekArea: enums.GREEK_AREAS,
  CountryCode: COUNTRY_CODES,
};

/**
 * The component a zod schema stands for, if any: the same schema object as a named shape, or an enum over one
 * of the named value lists. zod keeps the array given to `z.enum(values)` as is, so identity is enough and two
 * lists that happen to share values (`FULL_TIME` ...) are never confused.
 */
export function componentNameOf(schema: z.ZodTypeDef): string | undefined {
  return shapeNames.get(schema) ?? (isEnumDef(schema) ? enumNames.get(schema.values) : undefined);
}

const shapeNames = new Map<z.ZodTypeDef, string>(
  Object.entries(SCHEMA_COMPONENTS).map(([name, schema]) => [schema._def, name]),
);
const enumNames = new Map<readonly string[], string>(
  Object.entries(ENUM_COMPONENTS).map(([name, values]) => [values, name]),
);

function isEnumDef(def: z.ZodTypeDef): def is z.ZodEnumDef {
  return (def as { typeName?: unknown }).typeName === z.ZodFirstPartyTypeKind.ZodEnum;
}
